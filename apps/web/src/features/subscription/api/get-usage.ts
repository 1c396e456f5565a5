import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Usage } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getUsage = (signal?: AbortSignal) => api.get<Usage>('/monetization/usage', { signal });

export const usageQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.usage, queryFn: ({ signal }) => getUsage(signal) });

/** What the family used today and this month, against its plan's limits. */
export const useUsage = () => useQuery(usageQueryOptions());
