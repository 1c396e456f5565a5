import type { Story } from '@pourquoi/shared';
import { STORY_PROGRESS_POLL_MAX_MS, STORY_PROGRESS_POLL_MS, STORY_READY_DELAY_MS } from '../constants';
import { generateRemainingIllustrations } from './generate-remaining-illustrations';
import { generateStory, type StoryRequest } from './generate-story';
import { getStory } from './get-story';
import { getStoryProgress } from './get-story-progress';

/** Waits `ms`, or less when `signal` aborts (then resolves: the caller checks the signal). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export interface GenerationCallbacks {
  signal: AbortSignal;
  /** The real progress, 0 to 100, and the server's words for it when it gave some. */
  onProgress: (percent: number, text: string | null) => void;
  /** The text is written: the story exists and counts in the month's quota. */
  onCreated?: (story: Story) => void;
}

/**
 * product.md#story-generation: write the story; if its pictures are already
 * drawn, show 100 % for 0.5 s; otherwise ask for the remaining pictures once and poll the
 * progress every 2 s until it is complete, or for 180 s at most; then fetch the full story.
 * Resolves to the story to read; rejects with the spec's error (see `toStoryError`).
 */
export async function runStoryGeneration(body: StoryRequest, { signal, onProgress, onCreated }: GenerationCallbacks) {
  const story = await generateStory(body, signal);
  onCreated?.(story);
  if (story.illustrations_status === 'complete') {
    onProgress(100, null);
    await pause(STORY_READY_DELAY_MS, signal);
    signal.throwIfAborted();
    return story;
  }
  onProgress(20, null);

  let complete = false;
  let wake = () => {};
  const drawn = new Promise<void>((resolve) => {
    wake = resolve;
  });
  if (story.pending_illustrations > 0) {
    generateRemainingIllustrations(story.id, signal).then(
      (answer) => {
        if (answer.illustrations_status !== 'complete') return;
        complete = true;
        wake();
      },
      () => undefined, // The pictures are drawn in the background all the same: polling tells.
    );
  }

  const started = Date.now();
  while (!complete && Date.now() - started < STORY_PROGRESS_POLL_MAX_MS) {
    await Promise.race([pause(STORY_PROGRESS_POLL_MS, signal), drawn]);
    signal.throwIfAborted();
    if (complete) break;
    try {
      const progress = await getStoryProgress(story.id, signal);
      onProgress(progress.progress, progress.progress_text || null);
      complete = progress.is_complete;
    } catch (error) {
      if (signal.aborted) throw error;
      // One missed answer is not a failure: the next poll asks again.
    }
  }
  if (complete) onProgress(100, null);

  try {
    return await getStory(story.id, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return story; // The text is there; the reader fetches the pictures itself.
  }
}
