import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorySummary } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { storyKeys } from './story-keys';

/** `GET /api/stories?child_id=`: the family's stories, newest first (a bare array). */
export const getStories = (childId?: string, signal?: AbortSignal) =>
  api.get<StorySummary[]>(childId ? `/stories?child_id=${encodeURIComponent(childId)}` : '/stories', { signal });

export const storiesQueryOptions = (childId?: string) =>
  queryOptions({ queryKey: storyKeys.list(childId), queryFn: ({ signal }) => getStories(childId, signal) });

export const useStories = (childId?: string) => useQuery(storiesQueryOptions(childId));
