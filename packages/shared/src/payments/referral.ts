import { z } from 'zod';

export const REFERRAL_CODE_LENGTH = 8;
/** Upper-case letters and digits, without the ones read alike (0/O, 1/I/L). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code from random bytes (one byte a character): the caller brings the randomness. */
export function referralCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) throw new Error(`${REFERRAL_CODE_LENGTH} bytes are needed`);
  return Array.from(
    bytes.slice(0, REFERRAL_CODE_LENGTH),
    (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length],
  ).join('');
}

/** product.md#referrals: forced to upper case, 8 characters. */
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, 'Un code de parrainage fait 8 lettres ou chiffres');

/** product.md#referrals: a referred parent who pays gives the referrer this many free months. */
export const REFERRAL_FREE_MONTHS = 1;
