import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { type MfaVerifyResponse, mfaMessages } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Config } from '../../env.js';
import { AppError } from '../../lib/app-error.js';
import type { AccessClaims } from '../../lib/jwt.js';
import { matchingTotpStep, openTotpSecret } from '../../lib/totp.js';
import { findUserById, type UserRow } from './repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './sessions.js';
import { openFamilyEnd } from './session-repository.js';

type MfaAccount = Pick<UserRow, 'totpSecret' | 'totpEnabledAt'>;

/** Whether the account has an authenticator enrolled (`npm run staff -- mfa`). */
export const hasTotp = (user: MfaAccount) => user.totpSecret !== null && user.totpEnabledAt !== null;

/**
 * What a staff call asks of the account's second factor (ASVS 4.3.1), the role being already
 * granted: nothing, a code (`mfa_required` until the token carries a proof made since the
 * current secret was enrolled), or an enrolment first (`mfa_enrollment_required`, STAFF_MFA=required).
 */
export function assertStaffSecondFactor(
  user: MfaAccount,
  claims: Pick<AccessClaims, 'mfa'>,
  mode: Config['staffMfa'],
): void {
  if (hasTotp(user)) {
    const enrolledAt = Math.floor((user.totpEnabledAt as Date).getTime() / 1000);
    if (claims.mfa === undefined || claims.mfa < enrolledAt) throw new AppError('mfa_required');
    return;
  }
  if (mode === 'required') throw new AppError('mfa_enrollment_required');
}

/**
 * Spends a step for the account, atomically: only if it comes after the last one used, so the
 * same code (or an older one) sent twice, even at once, opens once (ASVS 2.8.4).
 */
async function claimStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

const wrongCode = () =>
  new AppError('validation_error', { message: mfaMessages.wrongCode, fields: { code: mfaMessages.wrongCode } });

/**
 * `POST /api/auth/mfa/verify`: checks the staff member's code and answers a new access token for
 * the same sign-in carrying `mfa` (the time of the check). It lives as the others do (15 minutes,
 * never past its sign-in); a refresh answers tokens without the claim, so the console asks again.
 */
export async function verifyStaffCode(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'userId' | 'sessionId' | 'tokenExpiresAt'>,
  code: string,
  log: FastifyBaseLogger,
): Promise<MfaVerifyResponse> {
  const user = await findUserById(app.db, request.userId);
  if (!user) throw new AppError('session_expired');
  if (!hasTotp(user)) throw new AppError('mfa_enrollment_required');
  const secret = openTotpSecret(app.config.jwtSecret, user.id, user.totpSecret as string);
  if (secret === undefined) {
    // JWT_SECRET changed since the enrolment (or the row was altered): only a new enrolment helps.
    log.error({ userId: user.id }, 'staff TOTP secret does not open: enrol again with npm run staff -- mfa');
    throw wrongCode();
  }
  const now = app.clock.now();
  const step = matchingTotpStep(secret, code, now, user.totpLastStep);
  if (step === undefined || !(await claimStep(app.db, user.id, step))) {
    // A code of the right step that was already spent is a replay: the operator's trace (ASVS 2.8.5).
    if (matchingTotpStep(secret, code, now, null) !== undefined) {
      log.warn({ userId: user.id }, 'staff authenticator code refused: already used');
    }
    throw wrongCode();
  }
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let endSeconds = request.tokenExpiresAt;
  if (request.sessionId !== null) {
    const familyEnd = await openFamilyEnd(app.db, request.sessionId);
    if (!familyEnd) throw new AppError('session_expired');
    endSeconds = Math.floor(familyEnd.getTime() / 1000);
  }
  const lifetime = Math.min(ACCESS_TOKEN_TTL_SECONDS, endSeconds - nowSeconds);
  if (lifetime <= 0) throw new AppError('session_expired');
  return {
    access_token: signAccessToken(app, user, lifetime, request.sessionId ?? undefined, nowSeconds),
    token_type: 'bearer',
    expires_in: lifetime,
  };
}
