import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckoutSessionBody, checkoutSessionResponse } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

export type CheckoutRedirect = z.infer<typeof checkoutSessionResponse>;

/** `POST /monetization/create-checkout-session`: the checkout page to open for a plan. */
export const createCheckoutSession = (body: CheckoutSessionBody) =>
  api.post<CheckoutRedirect>('/monetization/create-checkout-session', body);

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
