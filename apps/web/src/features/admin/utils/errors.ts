import { type ErrorCode, adminMessages, errorMessage } from '@pourquoi/shared';
import { NETWORK_ERROR_MESSAGE, isApiError } from '@/lib/api-client';

/**
 * product.md#admin-errors: a refused code creation, cleanup, deletion or reset mail shows the
 * server's own text, else 'Erreur inconnue' (no answer at all says so instead).
 */
export function adminErrorMessage(error: unknown): string {
  if (!isApiError(error)) return adminMessages.unknownError;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  return errorMessage(error.body) ?? adminMessages.unknownError;
}

const WRONG_PASSWORD: ErrorCode = 'reauthentication_failed';

/**
 * The server's refusal of the password a destructive call carried (decision 0020), to show under the
 * password field of the dialog, which stays open; undefined for any other failure.
 */
export function passwordRefusal(error: unknown): string | undefined {
  return isApiError(error) && error.code === WRONG_PASSWORD ? error.message : undefined;
}

/** What a staff call asked of the second factor (ASVS 4.3.1): a code, or an enrolment by the operator first. */
export type SecondFactorChallenge = 'code' | 'enrolment';

/** The second factor a refused staff call asks for (`MfaGate` shows it); null for any other failure. */
export function secondFactorAsked(error: unknown): SecondFactorChallenge | null {
  if (!isApiError(error)) return null;
  if (error.code === 'mfa_required') return 'code';
  if (error.code === 'mfa_enrollment_required') return 'enrolment';
  return null;
}
