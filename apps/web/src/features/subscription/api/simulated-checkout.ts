import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { redirectResponse } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

type Redirect = z.infer<typeof redirectResponse>;

const checkoutPath = (id: string, action: 'pay' | 'cancel') =>
  `/monetization/simulated-checkouts/${encodeURIComponent(id)}/${action}`;

/** Simulated provider: pays with a test card; 402 `card_error` carries the card's French message. */
export const useSimulatedPayment = (checkoutId: string) =>
  useMutation({
    mutationFn: (cardNumber: string) =>
      api.post<Redirect>(checkoutPath(checkoutId, 'pay'), { card_number: cardNumber }),
  });

/** Simulated provider: gives up the checkout, back to the subscription screen. */
export const useSimulatedCancel = (checkoutId: string) =>
  useMutation({ mutationFn: () => api.post<Redirect>(checkoutPath(checkoutId, 'cancel')) });
