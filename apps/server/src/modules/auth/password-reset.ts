import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { RESET_LINK_VALIDITY_MINUTES } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
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
export async function requestPasswordReset(app: FastifyInstance, email: string, log: FastifyBaseLogger): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const link = await issueResetLink(app.db, app.config.appUrl, user.id, app.clock.now());
  mailResetLink(app, user, link, log);
}

/** The reset email, sent after the answer has left (also the console's 'Réinitialiser' (the spec's 'Reset MDP', product.md#console), once its audit entry is stored). */
export function mailResetLink(
  app: FastifyInstance,
  user: { email: string; firstName: string },
  link: string,
  log: FastifyBaseLogger,
): void {
  app.runInBackground('reset email', log, () =>
    app.mailer.send(resetPasswordEmail(user.email, user.firstName, link), log),
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

export async function assertResetTokenUsable(app: FastifyInstance, token: string): Promise<void> {
  if (!(await findUsableResetToken(app.db, hashToken(token), app.clock.now()))) {
    throw new AppError('invalid_reset_token');
  }
}

export async function resetPassword(
  app: FastifyInstance,
  token: string,
  newPassword: string,
  log: FastifyBaseLogger,
): Promise<void> {
  // Checked first so an invalid link costs no password hashing; spending it stays atomic below.
  await assertResetTokenUsable(app, token);
  const now = app.clock.now();
  const passwordHash = await hashPassword(newPassword);
  const changed = await consumeResetTokenAndSetPassword(app.db, hashToken(token), passwordHash, now);
  if (!changed) throw new AppError('invalid_reset_token');
  passwordChanged(app, changed, now, log);
}

/**
 * After any new password is stored (by a reset link or from the app): its older access tokens
 * fail here at once, and the owner is told by email, sent after the answer (ASVS 2.2.3, 2.5.5).
 */
export function passwordChanged(
  app: FastifyInstance,
  changed: ChangedPassword,
  at: Date,
  log: FastifyBaseLogger,
): void {
  app.sessionVersions.raised(changed.userId, changed.sessionVersion);
  app.runInBackground('password changed email', log, () =>
    app.mailer.send(passwordChangedEmail(changed.email, changed.firstName, app.config.appUrl, at), log),
  );
}
