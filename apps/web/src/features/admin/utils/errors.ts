import { adminMessages, errorMessage } from '@pourquoi/shared';
import { NETWORK_ERROR_MESSAGE, isApiError } from '@/lib/api-client';

/**
 * Spec 001 section 8: a refused code creation, cleanup, deletion or reset mail shows the
 * server's own text, else 'Erreur inconnue' (no answer at all says so instead).
 */
export function adminErrorMessage(error: unknown): string {
  if (!isApiError(error)) return adminMessages.unknownError;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  return errorMessage(error.body) ?? adminMessages.unknownError;
}
