import type { QueryClient } from '@tanstack/react-query';
import { childrenQueryOptions } from '@/features/children/api/get-children';
import { subscriptionStatusQueryOptions } from '@/features/subscription/api/get-subscription-status';
import { usageQueryOptions } from '@/features/subscription/api/get-usage';

/** The answers home shows first: asked while the session is checked, kept for home to use. */
export function prefetchFamily(queryClient: QueryClient) {
  void queryClient.prefetchQuery(childrenQueryOptions());
  void queryClient.prefetchQuery(subscriptionStatusQueryOptions());
  void queryClient.prefetchQuery(usageQueryOptions());
}
