import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type ChangePasswordBody, historyMessages } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { passwordChanged } from './password-reset.js';
import { findUserById, setPasswordAndEndSessions } from './repository.js';
import { issueTokens, type TokenPair } from './sessions.js';

/**
 * A parent changes their password from the app with the current one (ASVS 2.1.5, 2.1.6). The
 * new one is stored as a reset stores it (every session and reset link revoked, the session
 * version raised, the owner emailed), then this device gets a new session of its own, so it
 * stays signed in while every other device must sign in again.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: string,
  input: ChangePasswordBody,
  log: FastifyBaseLogger,
): Promise<TokenPair> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new AppError('session_expired');
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    // The same words as the account deletion's password check.
    throw new AppError('validation_error', {
      message: historyMessages.wrongPassword,
      fields: { current_password: historyMessages.wrongPassword },
    });
  }
  const now = app.clock.now();
  const changed = await setPasswordAndEndSessions(app.db, userId, await hashPassword(input.new_password), now);
  if (!changed) throw new AppError('session_expired');
  passwordChanged(app, changed, now, log);
  return issueTokens(app, { id: userId, sessionVersion: changed.sessionVersion });
}
