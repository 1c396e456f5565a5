import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { EMAIL_VERIFICATION_LINK_VALIDITY_HOURS } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
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
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const now = app.clock.now();
  const token = newSignedToken(PURPOSE, app.config.jwtSecret);
  await insertVerificationToken(app.db, {
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LINK_VALIDITY_HOURS * 3_600_000),
    createdAt: now,
  });
  const link = `${app.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  app.runInBackground('verification email', log, () =>
    app.mailer.send(verifyEmailEmail(user.email, user.firstName, link), log),
  );
}

/** A new link for a signed-in parent whose address is not confirmed yet; nothing otherwise. */
export async function resendVerificationEmail(
  app: FastifyInstance,
  userId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new AppError('session_expired');
  if (!isEmailVerified(user)) await sendVerificationEmail(app, user, log);
}

/** Confirms the address a link was sent to; a link with a wrong signature is refused before any lookup. */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<void> {
  const valid =
    hasValidSignature(token, PURPOSE, app.config.jwtSecret) &&
    (await consumeVerificationToken(app.db, hashToken(token), app.clock.now()));
  if (!valid) throw new AppError('invalid_verification_token');
}
