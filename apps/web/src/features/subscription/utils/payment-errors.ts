import { cardErrorMessage, isCardErrorCode, paymentMessages } from '@pourquoi/shared';
import { isApiError } from '@/lib/api-client';
import { PaymentActionError } from '../api/subscription-actions';

/** What a failed payment step says: the spec's sentence, and the server's reason when it gave one. */
export interface PaymentProblem {
  message: string;
  detail: string | null;
}

/**
 * Spec 001 section 8: a card's refusal says why in its own words; an unreachable or broken
 * provider has its two sentences; anything else is the step's own message (`fallback`), with
 * the server's French explanation under it when the request itself was refused (4xx).
 */
export function paymentProblem(error: unknown, fallback: string): PaymentProblem {
  if (error instanceof PaymentActionError) return { message: fallback, detail: error.reason };
  if (!isApiError(error)) return { message: fallback, detail: null };
  if (error.code === 'card_error') return { message: error.message || cardErrorMessage(null), detail: null };
  if (isCardErrorCode(error.code)) return { message: cardErrorMessage(error.code), detail: null };
  if (error.code === 'payment_unavailable') return { message: paymentMessages.unavailable, detail: null };
  if (error.code === 'payment_failed') return { message: paymentMessages.technical, detail: null };
  // No answer: the connection message says what to do. A 5xx's text says nothing more than the fallback.
  if (error.status === 0) return { message: fallback, detail: error.message };
  if (error.status >= 400 && error.status < 500) return { message: fallback, detail: error.message };
  return { message: fallback, detail: null };
}
