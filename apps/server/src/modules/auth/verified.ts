import type { UserRow } from './repository.js';

/**
 * Whether the account's address was confirmed through the emailed link (DESIGN decision 15):
 * needed for any staff role, for referring or being rewarded, and for changing the address.
 */
export function isEmailVerified(user: Pick<UserRow, 'emailVerifiedAt'>): boolean {
  return user.emailVerifiedAt !== null;
}
