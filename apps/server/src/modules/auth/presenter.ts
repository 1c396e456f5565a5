import type { User } from '@pourquoi/shared';
import type { UserRow } from './repository.js';
import { effectiveRole, type StaffLists } from './roles.js';
import { isEmailVerified } from './verified.js';

/** The account as its owner (and the admin list) sees it: the role it acts with, not the stored one. */
export function presentUser(user: UserRow, lists: StaffLists): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: effectiveRole(user, lists),
    email_verified: isEmailVerified(user),
  };
}
