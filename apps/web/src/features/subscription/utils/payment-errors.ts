import { cardErrorMessage, isCardErrorCode, paymentMessages, subscriptionServiceMessages } from '@pourquoi/shared';
import { isApiError } from '@/lib/api-client';
import { PaymentActionError } from '../api/subscription-actions';

/** What a failed payment step says: the spec's sentence, and the server's reason when it gave one. */
export interface PaymentProblem {
  message: string;
  detail: string | null;
}

/**
 * product.md#payment-errors: a card's refusal says why in its own words; an unreachable or broken
 * provider has its two sentences; anything else is the step's own message (`fallback`), with
 * under it the server's French explanation when the request itself was refused (4xx), else
 * the subscription service's word for what failed (product.md#payment-errors): no answer, the step's
 * own `service` message, or an unknown error.
 */
export function paymentProblem(error: unknown, fallback: string, service?: string): PaymentProblem {
  const unexplained = service ?? subscriptionServiceMessages.unknown;
  if (error instanceof PaymentActionError) return { message: fallback, detail: error.reason ?? unexplained };
  if (!isApiError(error)) return { message: fallback, detail: unexplained };
  if (error.code === 'card_error') return { message: error.message || cardErrorMessage(null), detail: null };
  if (isCardErrorCode(error.code)) return { message: cardErrorMessage(error.code), detail: null };
  if (error.code === 'payment_unavailable') return { message: paymentMessages.unavailable, detail: null };
  if (error.code === 'payment_failed') return { message: paymentMessages.technical, detail: null };
  if (error.status === 0) return { message: fallback, detail: subscriptionServiceMessages.connection };
  if (error.status >= 400 && error.status < 500) return { message: fallback, detail: error.message };
  // A 5xx's own text says nothing more than the step's message.
  return { message: fallback, detail: service ?? null };
}
