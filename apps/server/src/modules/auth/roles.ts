import { type Role, roleSchema } from '@pourquoi/shared';
import { z } from 'zod';
import type { Config } from '../../env.js';
import type { UserRow } from './repository.js';
import { isEmailVerified } from './verified.js';

export type StaffLists = Pick<Config, 'adminEmails' | 'supportEmails'>;

const rank: Record<Role, number> = { user: 0, support: 1, admin: 2 };

/**
 * The role an account acts with (product.md#d15-verified-staff): none without a confirmed address;
 * otherwise the higher of the one an operator granted (`npm run staff`, stored in `users.role`)
 * and the one its address gets from ADMIN_EMAILS / SUPPORT_EMAILS. Computed on every staff
 * call, so an address taken off a list, or changed, loses the role at the next call.
 */
export function effectiveRole(user: Pick<UserRow, 'email' | 'role' | 'emailVerifiedAt'>, lists: StaffLists): Role {
  if (!isEmailVerified(user)) return 'user';
  const granted = z.catch(roleSchema, 'user').parse(user.role);
  const listed: Role = lists.adminEmails.includes(user.email)
    ? 'admin'
    : lists.supportEmails.includes(user.email)
      ? 'support'
      : 'user';
  return rank[granted] >= rank[listed] ? granted : listed;
}
