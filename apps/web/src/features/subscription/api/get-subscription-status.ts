import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionStatusSchema, type SubscriptionStatus } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { localKeys } from '@/lib/local-keys';
import { readJson, writeJson } from '@/lib/local-json';
import { queryKeys } from '@/lib/query-keys';

/** The server's answer, kept as the spec's "subscription cache": the badge shows at once next time. */
export const getSubscriptionStatus = async (signal?: AbortSignal) => {
  const status = await api.get<SubscriptionStatus>('/monetization/status', { signal });
  writeJson(localKeys.subscriptionCache, status);
  return status;
};

export const subscriptionStatusQueryOptions = () =>
  queryOptions<SubscriptionStatus, Error, SubscriptionStatus, typeof queryKeys.subscriptionStatus>({
    queryKey: queryKeys.subscriptionStatus,
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
    // Read only while there is nothing better to show: not on every render of every screen that asks.
    placeholderData: () => readJson(localKeys.subscriptionCache, subscriptionStatusSchema) ?? undefined,
  });

/** The plan, trial or paid, and the trial days left. */
export const useSubscriptionStatus = () => useQuery(subscriptionStatusQueryOptions());
