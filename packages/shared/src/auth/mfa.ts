import { z } from 'zod';
import { errorCatalogue } from '../errors.js';

/** Digits of a staff member's authenticator code (RFC 6238; ASVS 4.3.1). */
export const TOTP_DIGITS = 6;

/** The words of the staff's second factor, for the server's refusals and the console's form. */
export const mfaMessages = {
  title: 'Double authentification',
  prompt: errorCatalogue.mfa_required.message,
  codeLabel: 'Code à 6 chiffres',
  codeFormat: `Le code compte ${TOTP_DIGITS} chiffres`,
  /** A wrong code, or one already used: the same words, nothing told apart. */
  wrongCode: 'Code incorrect ou expiré',
  submit: 'Valider',
} as const;

/** `POST /api/auth/mfa/verify`: the code the staff member's app shows now (the form drops its spaces). */
export const mfaVerifyBody = z.object({
  code: z
    .string({ error: mfaMessages.codeFormat })
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: mfaMessages.codeFormat }),
});
export type MfaVerifyBody = z.infer<typeof mfaVerifyBody>;

/**
 * A new access token proving the second factor (its `mfa` claim), for the same sign-in: the
 * refresh token is unchanged, so the client replaces its access token only.
 */
export const mfaVerifyResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type MfaVerifyResponse = z.infer<typeof mfaVerifyResponse>;
