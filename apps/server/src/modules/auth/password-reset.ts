import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { RESET_LINK_VALIDITY_MINUTES } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import { resetPasswordEmail } from '../../mail/templates/reset-password.js';
import {
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
  const now = app.clock.now();
  const token = newSecureToken();
  await insertResetToken(app.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_VALIDITY_MINUTES * 60_000),
    createdAt: now,
  });
  const link = `${app.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  app.runInBackground('reset email', log, () =>
    app.mailer.send(resetPasswordEmail(user.email, user.firstName, link), log),
  );
}

export async function assertResetTokenUsable(app: FastifyInstance, token: string): Promise<void> {
  if (!(await findUsableResetToken(app.db, hashToken(token), app.clock.now()))) {
    throw new AppError('invalid_reset_token');
  }
}

export async function resetPassword(app: FastifyInstance, token: string, newPassword: string): Promise<void> {
  // Checked first so an invalid link costs no password hashing; spending it stays atomic below.
  await assertResetTokenUsable(app, token);
  const passwordHash = await hashPassword(newPassword);
  const changed = await consumeResetTokenAndSetPassword(app.db, hashToken(token), passwordHash, app.clock.now());
  if (!changed) throw new AppError('invalid_reset_token');
}
