import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type StaffConfirmation, errorCatalogue } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { LimitRule } from '../../plugins/rate-limit.js';
import { findUserById } from '../auth/index.js';
import type { AdminDependencies } from './dependencies.js';

const MINUTE = 60_000;
const WRONG_PASSWORD = errorCatalogue.reauthentication_failed.status;
const staffKey = (request: FastifyRequest) => request.actor.id;

/**
 * How often destructive calls may be tried (decision 0020), so a stolen access token cannot guess
 * the password behind it:
 * - refused answers (403: a wrong password, or the contact's or one's own account) only: 5 per
 *   staff member and 10 per address in 15 minutes; real deletions in a row are never held back;
 * - every call of a staff member, counted before the password check: 30 in 15 minutes, which
 *   bounds a burst of parallel guesses sent before any refusal is counted.
 */
export const destructiveCallLimits: LimitRule[] = [
  { name: 'staff-destructive:staff', max: 5, windowMs: 15 * MINUTE, key: staffKey, countStatus: WRONG_PASSWORD },
  { name: 'staff-destructive:ip', max: 10, windowMs: 15 * MINUTE, countStatus: WRONG_PASSWORD },
  { name: 'staff-destructive:calls', max: 30, windowMs: 15 * MINUTE, key: staffKey },
];

/**
 * A destructive staff call goes ahead only with its exact phrase and the caller's current
 * password (decision 0020, product.md#d15-verified-staff), checked before anything is touched.
 */
export async function confirmStaffAction(
  deps: AdminDependencies,
  actor: FastifyRequest['actor'],
  body: StaffConfirmation,
  phrase: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (body.confirmation !== phrase) throw new AppError('confirmation_mismatch');
  const staff = await findUserById(deps.db, actor.id);
  if (!staff || !(await verifyPassword(staff.passwordHash, body.password))) {
    // The operator's trace of a possibly stolen session; the audit log keeps actions done.
    log.warn({ actorId: actor.id }, 'destructive staff call refused: wrong password');
    throw new AppError('reauthentication_failed');
  }
}
