import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { portalSessionResponse, setupIntentResponse } from '@pourquoi/shared';
import { api } from '@/lib/api-client';

type SetupIntent = z.infer<typeof setupIntentResponse>;
type PortalSession = z.infer<typeof portalSessionResponse>;

/** `POST /monetization/create-portal-session`: the provider's page for invoices and the card. */
export const createPortalSession = async () =>
  (await api.post<PortalSession>('/monetization/create-portal-session')).url;

/**
 * `POST /monetization/create-setup-intent`: the page where the card is changed. The simulated
 * provider gives its own page; Stripe's card change happens in its customer portal.
 */
export async function cardUpdateUrl(): Promise<string> {
  const intent = await api.post<SetupIntent>('/monetization/create-setup-intent');
  return intent.url ?? createPortalSession();
}

export const useCardUpdate = () => useMutation({ mutationFn: cardUpdateUrl });
export const usePortalSession = () => useMutation({ mutationFn: createPortalSession });
