import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Story } from '@pourquoi/shared';
import { queryKeys } from '@/lib/query-keys';
import { storyKeys } from '../api/story-keys';
import { runStoryGeneration } from '../api/run-story-generation';
import type { StoryRequest } from '../api/generate-story';
import { STORY_SIMULATED_STEPS, STORY_SIMULATED_STEP_MS } from '../constants';
import { toStoryError, type StoryGenerationError } from '../utils/story-errors';
import { useWakeLock } from './use-wake-lock';

export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'running'; request: StoryRequest }
  | { phase: 'failed'; request: StoryRequest; error: StoryGenerationError };

interface RealProgress {
  percent: number;
  text: string | null;
}

/**
 * Makes one story at a time: the state for the screens, the progress bar's value (the larger
 * of the simulated ticker and the real progress), and the screen kept awake meanwhile. The story
 * made goes to `onReady` (the reader), and the screens go back to the wizard.
 */
export function useStoryGeneration(onReady: (story: Story) => void) {
  const queryClient = useQueryClient();
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });
  const [state, setState] = useState<GenerationState>({ phase: 'idle' });
  const [real, setReal] = useState<RealProgress>({ percent: 0, text: null });
  const [step, setStep] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const running = state.phase === 'running';

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (!running) return;
    const id = setInterval(
      () => setStep((current) => Math.min(current + 1, STORY_SIMULATED_STEPS.length - 1)),
      STORY_SIMULATED_STEP_MS,
    );
    return () => clearInterval(id);
  }, [running]);

  useWakeLock(running);

  const start = useCallback(
    (request: StoryRequest) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStep(0);
      setReal({ percent: 0, text: null });
      setState({ phase: 'running', request });
      runStoryGeneration(request, {
        signal: abort.signal,
        onProgress: (percent, text) => {
          if (!abort.signal.aborted) setReal((current) => ({ percent, text: text ?? current.text }));
        },
        onCreated: () => {
          void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
          void queryClient.invalidateQueries({ queryKey: storyKeys.lists });
        },
      }).then(
        (story) => {
          if (abort.signal.aborted) return;
          queryClient.setQueryData(storyKeys.detail(story.id), story);
          setState({ phase: 'idle' });
          onReadyRef.current(story);
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setState({ phase: 'failed', request, error: toStoryError(error) });
        },
      );
    },
    [queryClient],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  const simulated = STORY_SIMULATED_STEPS[step] ?? 0;
  return {
    state,
    start,
    reset,
    progress: Math.max(simulated, real.percent),
    progressText: real.text,
  };
}
