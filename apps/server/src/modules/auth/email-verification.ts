import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_VERIFICATION_LINK_VALIDITY_HOURS } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import type { AuthDependencies, EmailLinkDependencies } from './dependencies.js';
import { hasValidSignature, hashToken, newSignedToken } from '../../lib/secure-token.js';
import { verifyEmailEmail } from '../../mail/templates/verify-email.js';
import { findUserById, type UserRow } from './repository.js';
import { consumeVerificationToken, insertVerificationToken } from './verification-repository.js';
import { isEmailVerified } from './verified.js';

/** What the link's signature is for: no other signed token passes for one of these. */
const PURPOSE = 'email-verification';

/**
 * Sends a link confirming the account's current address (product.md#d15-verified-staff): signed with the
 * app's secret, stored hashed with the address it confirms, valid 24 hours, single use. The
 * email leaves after the answer, like the reset email.
 */
export async function sendVerificationEmail(
  deps: EmailLinkDependencies,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = deps.clock.now();
  const token = newSignedToken(PURPOSE, deps.config.jwtSecret);
  await insertVerificationToken(deps.db, {
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LINK_VALIDITY_HOURS * 3_600_000),
    createdAt: now,
  });
  const link = `${deps.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  deps.runInBackground('verification email', log, () =>
    deps.mailer.send(verifyEmailEmail(user.email, user.firstName, link), log),
  );
}

/** A new link for a signed-in parent whose address is not confirmed yet; nothing otherwise. */
export async function resendVerificationEmail(
  deps: AuthDependencies,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired');
  if (!isEmailVerified(user)) await sendVerificationEmail(deps, user, log);
}

/** Confirms the address a link was sent to; a link with a wrong signature is refused before any lookup. */
export async function verifyEmail(deps: AuthDependencies, token: string): Promise<void> {
  const valid =
    hasValidSignature(token, PURPOSE, deps.config.jwtSecret) &&
    (await consumeVerificationToken(deps.db, hashToken(token), deps.clock.now()));
  if (!valid) throw new AppError('invalid_verification_token');
}
