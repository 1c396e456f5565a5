import type { QueryClient } from '@tanstack/react-query';
import { childrenQueryOptions } from '@/features/children/api/get-children';
import { safetyEventsQueryOptions } from '@/features/safety/api/get-safety-events';
import { subscriptionStatusQueryOptions } from '@/features/subscription/api/get-subscription-status';
import { usageQueryOptions } from '@/features/subscription/api/get-usage';

/**
 * The answers home shows first: asked while the session is checked, kept for home to use.
 * Settles when all have answered or failed (a failure is the screen's to show).
 */
export function prefetchFamily(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(childrenQueryOptions()),
    queryClient.prefetchQuery(subscriptionStatusQueryOptions()),
    queryClient.prefetchQuery(usageQueryOptions()),
    queryClient.prefetchQuery(safetyEventsQueryOptions()),
  ]);
}
