import { queryOptions, useQuery } from '@tanstack/react-query';
import { usageSchema, type Usage } from '@pourquoi/shared';
import { localKeys } from '@/lib/local-keys';
import { queryKeys } from '@/lib/query-keys';
import { storedAnswer } from '@/lib/stored-answer';

/** The server's answer, kept as the spec's "usage cache". */
export const usageQueryOptions = () =>
  queryOptions<Usage, Error, Usage, typeof queryKeys.usage>({
    queryKey: queryKeys.usage,
    ...storedAnswer('/monetization/usage', localKeys.usageCache, usageSchema),
  });

/** What the family used today and this month, against its plan's limits. */
export const useUsage = () => useQuery(usageQueryOptions());
