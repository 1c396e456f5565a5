import type { FastifyBaseLogger } from 'fastify';
import { type ChangePasswordBody, historyMessages } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import type { AuthDependencies } from './dependencies.js';
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
  deps: AuthDependencies,
  userId: string,
  input: ChangePasswordBody,
  log: FastifyBaseLogger,
): Promise<TokenPair> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired');
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    // The same words as the account deletion's password check.
    throw new AppError('validation_error', {
      message: historyMessages.wrongPassword,
      fields: { current_password: historyMessages.wrongPassword },
    });
  }
  const now = deps.clock.now();
  const changed = await setPasswordAndEndSessions(deps.db, userId, await hashPassword(input.new_password), now);
  if (!changed) throw new AppError('session_expired');
  passwordChanged(deps, changed, now, log);
  return issueTokens(deps, { id: userId, sessionVersion: changed.sessionVersion });
}
