import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readStory } from '../utils/story-content';
import { storyKeys, storyPath } from './story-keys';

/** `GET /api/stories/{id}`: the full story, with its pictures' addresses. */
export const getStory = async (id: string, signal?: AbortSignal) =>
  readStory(await api.get<unknown>(storyPath(id), { signal }));

export const storyQueryOptions = (id: string) =>
  queryOptions({ queryKey: storyKeys.detail(id), queryFn: ({ signal }) => getStory(id, signal) });

export const useStory = (id: string) => useQuery(storyQueryOptions(id));
