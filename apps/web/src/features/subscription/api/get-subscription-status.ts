import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getSubscriptionStatus = (signal?: AbortSignal) =>
  api.get<SubscriptionStatus>('/monetization/status', { signal });

export const subscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscriptionStatus, queryFn: ({ signal }) => getSubscriptionStatus(signal) });

/** The plan, trial or paid, and the trial days left. */
export const useSubscriptionStatus = () => useQuery(subscriptionStatusQueryOptions());
