import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSchema, type Usage } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { localKeys } from '@/lib/local-keys';
import { readJson, writeJson } from '@/lib/local-json';
import { queryKeys } from '@/lib/query-keys';

/** The server's answer, kept as the spec's "usage cache". */
export const getUsage = async (signal?: AbortSignal) => {
  const usage = await api.get<Usage>('/monetization/usage', { signal });
  writeJson(localKeys.usageCache, usage);
  return usage;
};

export const usageQueryOptions = () =>
  queryOptions<Usage, Error, Usage, typeof queryKeys.usage>({
    queryKey: queryKeys.usage,
    queryFn: ({ signal }) => getUsage(signal),
    // Read only while there is nothing better to show: not on every render of every screen that asks.
    placeholderData: () => readJson(localKeys.usageCache, usageSchema) ?? undefined,
  });

/** What the family used today and this month, against its plan's limits. */
export const useUsage = () => useQuery(usageQueryOptions());
