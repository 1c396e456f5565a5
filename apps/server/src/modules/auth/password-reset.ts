import type { FastifyBaseLogger } from 'fastify';
import { RESET_LINK_VALIDITY_MINUTES } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthDependencies, MailDependencies } from './dependencies.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { passwordChangedEmail } from '../../mail/templates/password-changed.js';
import { resetPasswordEmail } from '../../mail/templates/reset-password.js';
import {
  type ChangedPassword,
  consumeResetTokenAndSetPassword,
  findUsableResetToken,
  findUserByEmail,
  insertResetToken,
} from './repository.js';

/**
 * Sends a reset link when the address has an account, and nothing otherwise; the caller
 * answers the same either way. The email leaves after the answer, so its delay (SMTP can
 * take a while) does not reveal whether an account exists either.
 */
export async function requestPasswordReset(
  deps: AuthDependencies,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const link = await issueResetLink(deps.db, deps.config.appUrl, user.id, deps.clock.now());
  mailResetLink(deps, user, link, log);
}

/** The reset email, sent after the answer has left (also the console's 'Réinitialiser' (the spec's 'Reset MDP', product.md#console), once its audit entry is stored). */
export function mailResetLink(
  deps: MailDependencies,
  user: { email: string; firstName: string },
  link: string,
  log: FastifyBaseLogger,
): void {
  deps.runInBackground('reset email', log, () =>
    deps.mailer.send(resetPasswordEmail(user.email, user.firstName, link), log),
  );
}

/**
 * Stores a new reset token for the account and answers its link. Also the set-password link
 * `npm run staff` prints for a new staff account, with a longer validity.
 */
export async function issueResetLink(
  db: Database,
  appUrl: string,
  userId: string,
  now: Date,
  validityMinutes = RESET_LINK_VALIDITY_MINUTES,
): Promise<string> {
  const token = newSecureToken();
  await insertResetToken(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + validityMinutes * 60_000),
    createdAt: now,
  });
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export async function assertResetTokenUsable(deps: AuthDependencies, token: string): Promise<void> {
  if (!(await findUsableResetToken(deps.db, hashToken(token), deps.clock.now()))) {
    throw new AppError('invalid_reset_token');
  }
}

export async function resetPassword(
  deps: AuthDependencies,
  token: string,
  newPassword: string,
  log: FastifyBaseLogger,
): Promise<void> {
  // Checked first so an invalid link costs no password hashing; spending it stays atomic below.
  await assertResetTokenUsable(deps, token);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(newPassword);
  const changed = await consumeResetTokenAndSetPassword(deps.db, hashToken(token), passwordHash, now);
  if (!changed) throw new AppError('invalid_reset_token');
  passwordChanged(deps, changed, now, log);
}

/**
 * After any new password is stored (by a reset link or from the app): its older access tokens
 * fail here at once, and the owner is told by email, sent after the answer (ASVS 2.2.3, 2.5.5).
 */
export function passwordChanged(
  deps: AuthDependencies,
  changed: ChangedPassword,
  at: Date,
  log: FastifyBaseLogger,
): void {
  deps.sessionVersions.raised(changed.userId, changed.sessionVersion);
  deps.runInBackground('password changed email', log, () =>
    deps.mailer.send(passwordChangedEmail(changed.email, changed.firstName, deps.config.appUrl, at), log),
  );
}
