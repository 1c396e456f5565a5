import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionStatusSchema, type SubscriptionStatus } from '@pourquoi/shared';
import { localKeys } from '@/lib/local-keys';
import { queryKeys } from '@/lib/query-keys';
import { storedAnswer } from '@/lib/stored-answer';
import { firstScreenPaths } from '@/lib/api-paths';

/** The server's answer, kept as the spec's "subscription cache": the badge shows at once next time. */
export const subscriptionStatusQueryOptions = () =>
  queryOptions<SubscriptionStatus, Error, SubscriptionStatus, typeof queryKeys.subscriptionStatus>({
    queryKey: queryKeys.subscriptionStatus,
    ...storedAnswer(firstScreenPaths.subscriptionStatus, localKeys.subscriptionCache, subscriptionStatusSchema),
  });

/** The plan, trial or paid, and the trial days left. */
export const useSubscriptionStatus = () => useQuery(subscriptionStatusQueryOptions());
