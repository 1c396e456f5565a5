/**
 * The children and the month's usage, read under the app's shared cache keys: the story
 * screens see the same answers as the rest of the app, without importing another feature.
 */
import { useQuery } from '@tanstack/react-query';
import type { Child, Usage } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { firstScreenPaths } from '@/lib/api-paths';

export const useFamilyChildren = () =>
  useQuery({
    queryKey: queryKeys.childList,
    queryFn: ({ signal }) => api.get<Child[]>(firstScreenPaths.children, { signal }),
  });

export const useStoryUsage = () =>
  useQuery({
    queryKey: queryKeys.usage,
    queryFn: ({ signal }) => api.get<Usage>(firstScreenPaths.usage, { signal }),
  });
