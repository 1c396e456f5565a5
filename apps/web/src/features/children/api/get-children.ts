import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Child } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { firstScreenPaths } from '@/lib/api-paths';

export const getChildren = (signal?: AbortSignal) => api.get<Child[]>(firstScreenPaths.children, { signal });

export const childrenQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.childList, queryFn: ({ signal }) => getChildren(signal) });

/** The family's children, oldest profile first (as the server lists them). */
export const useChildren = () => useQuery(childrenQueryOptions());
