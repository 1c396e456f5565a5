import type { UserRow } from './repository.js';

/**
 * Whether the account's address was confirmed through the emailed link (product.md#d15-verified-staff):
 * needed for any staff role, for referring or being rewarded, and for changing the address.
 */
export function isEmailVerified(user: Pick<UserRow, 'emailVerifiedAt'>): boolean {
  return user.emailVerifiedAt !== null;
}
