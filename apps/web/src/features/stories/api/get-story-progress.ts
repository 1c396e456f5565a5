import type { StoryProgress } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { storyPath } from './story-keys';

/** `GET /api/stories/{id}/progress`: how far the pictures are. */
export const getStoryProgress = (id: string, signal?: AbortSignal) =>
  api.get<StoryProgress>(`${storyPath(id)}/progress`, { signal });
