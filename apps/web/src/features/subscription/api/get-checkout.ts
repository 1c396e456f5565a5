import { useQuery } from '@tanstack/react-query';
import type { Checkout } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** How often the return page asks whether the payment is confirmed (a provider's webhook can lag). */
export const CHECKOUT_POLL_MS = 1_500;

/** `GET /monetization/checkouts/{id}`; with `poll`, asked again until it is no longer open. */
export const useCheckout = (id: string, { poll = false }: { poll?: boolean } = {}) =>
  useQuery({
    queryKey: subscriptionKeys.checkout(id),
    queryFn: ({ signal }) => api.get<Checkout>(`/monetization/checkouts/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => (poll && query.state.data?.status === 'open' ? CHECKOUT_POLL_MS : false),
    staleTime: 0,
  });
