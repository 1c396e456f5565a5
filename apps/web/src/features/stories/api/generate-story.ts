import type { Child, StoryDuration, StoryTheme, StoryType } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { STORY_GENERATION_TIMEOUT_MS } from '../constants';
import { readStory } from '../utils/story-content';
import { storyError, toStoryError } from '../utils/story-errors';

/** product.md#story-generation: the children are sent whole, as the spec's client does. */
export interface StoryRequest {
  children: Child[];
  duration: StoryDuration;
  story_type: StoryType;
  theme: StoryTheme;
  include_children: boolean;
  prompt: string | null;
}

/**
 * `POST /api/stories/generate`: the text is written before it answers, so it may take minutes.
 * After 300 s the call is abandoned with the spec's time-out message; every failure becomes
 * the spec's message for it (section 8).
 */
export async function generateStory(body: StoryRequest, signal?: AbortSignal) {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(storyError.timeout());
    }, STORY_GENERATION_TIMEOUT_MS);
  });
  try {
    // The client's own time-out is set a little later, so it is this one that answers.
    const answer = api.post<unknown>('/stories/generate', body, {
      signal: controller.signal,
      timeoutMs: STORY_GENERATION_TIMEOUT_MS + 5_000,
    });
    return readStory(await Promise.race([answer, timeout]));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toStoryError(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
