import type { z } from 'zod';
import type { remainingIllustrationsResponse } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { STORY_GENERATION_TIMEOUT_MS } from '../constants';
import { storyPath } from './story-keys';

export type RemainingIllustrations = z.infer<typeof remainingIllustrationsResponse>;

/** `POST /api/stories/{id}/generate-remaining-illustrations`: asked once per generation. */
export const generateRemainingIllustrations = (id: string, signal?: AbortSignal) =>
  api.post<RemainingIllustrations>(`${storyPath(id)}/generate-remaining-illustrations`, undefined, {
    signal,
    timeoutMs: STORY_GENERATION_TIMEOUT_MS,
  });
