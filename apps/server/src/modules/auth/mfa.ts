import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type MfaVerifyResponse, mfaMessages, securityKeyMessages } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import type { Config } from '../../env.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthDependencies } from './dependencies.js';
import type { AccessClaims } from '../../lib/jwt.js';
import { matchingTotpStep, openTotpSecret } from '../../lib/totp.js';
import { authenticatorCodeReusedEmail } from '../../mail/templates/authenticator-code-reused.js';
import { claimTotpStep, findUserById, type UserRow } from './repository.js';
import { firstSecurityKeyAt } from './security-key-repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './sessions.js';
import { openFamilyEnd } from './session-repository.js';

type MfaAccount = Pick<UserRow, 'id' | 'totpSecret' | 'totpEnabledAt'>;

/** Whether the account has an authenticator enrolled (`npm run staff -- mfa`). */
export const hasTotp = (user: Pick<MfaAccount, 'totpSecret' | 'totpEnabledAt'>) =>
  user.totpSecret !== null && user.totpEnabledAt !== null;

/**
 * Since when the account's second factors stand, null without any: the authenticator app's
 * enrolment, else its oldest security key's registration (ASVS 2.3.2). A proof made before was
 * made with a factor the operator has since replaced or reset, and no longer counts; adding a
 * key moves nothing, so the sign-in that adds one keeps its proof.
 */
export async function secondFactorSince(db: Database, user: MfaAccount): Promise<Date | null> {
  return hasTotp(user) ? user.totpEnabledAt : firstSecurityKeyAt(db, user.id);
}

/**
 * What a staff call asks of the account's second factor (ASVS 4.3.1), the role being already
 * granted: nothing, a proof (`mfa_required` until the token carries one made since `since`), or
 * an enrolment first (`mfa_enrollment_required`, STAFF_MFA=required).
 */
export function assertStaffSecondFactor(
  since: Date | null,
  claims: Pick<AccessClaims, 'mfa'>,
  mode: Config['staffMfa'],
): void {
  if (since !== null) {
    const enrolledAt = Math.floor(since.getTime() / 1000);
    if (claims.mfa === undefined || claims.mfa < enrolledAt) throw new AppError('mfa_required');
    return;
  }
  if (mode === 'required') throw new AppError('mfa_enrollment_required');
}

const wrongCode = () =>
  new AppError('validation_error', { message: mfaMessages.wrongCode, fields: { code: mfaMessages.wrongCode } });

/**
 * An access token for the request's sign-in carrying `mfa`, the time of a second factor just
 * checked (a code or a key). It lives as the others do (15 minutes, never past its sign-in); a
 * refresh answers tokens without the claim, so the console asks again.
 */
export async function proofToken(
  deps: AuthDependencies,
  request: Pick<FastifyRequest, 'sessionId' | 'tokenExpiresAt'>,
  user: Pick<UserRow, 'id' | 'sessionVersion'>,
): Promise<MfaVerifyResponse> {
  const nowSeconds = Math.floor(deps.clock.now().getTime() / 1000);
  let endSeconds = request.tokenExpiresAt;
  if (request.sessionId !== null) {
    const familyEnd = await openFamilyEnd(deps.db, request.sessionId);
    if (!familyEnd) throw new AppError('session_expired');
    endSeconds = Math.floor(familyEnd.getTime() / 1000);
  }
  const lifetime = Math.min(ACCESS_TOKEN_TTL_SECONDS, endSeconds - nowSeconds);
  if (lifetime <= 0) throw new AppError('session_expired');
  return {
    access_token: signAccessToken(deps, user, lifetime, request.sessionId ?? undefined, nowSeconds),
    token_type: 'bearer',
    expires_in: lifetime,
  };
}

/** `POST /api/auth/mfa/verify`: checks the staff member's code and answers `proofToken`. */
export async function verifyStaffCode(
  deps: AuthDependencies,
  request: Pick<FastifyRequest, 'userId' | 'sessionId' | 'tokenExpiresAt'>,
  code: string,
  log: FastifyBaseLogger,
): Promise<MfaVerifyResponse> {
  const user = await findUserById(deps.db, request.userId);
  if (!user) throw new AppError('session_expired');
  if (!hasTotp(user)) {
    // Keys only: the code field is the wrong door, said where the code was typed.
    if ((await secondFactorSince(deps.db, user)) === null) throw new AppError('mfa_enrollment_required');
    const message = securityKeyMessages.noAuthenticatorApp;
    throw new AppError('validation_error', { message, fields: { code: message } });
  }
  const secret = openTotpSecret(deps.config.jwtSecret, user.id, user.totpSecret as string);
  if (secret === undefined) {
    // JWT_SECRET changed since the enrolment (or the row was altered): only a new enrolment helps.
    log.error({ userId: user.id }, 'staff TOTP secret does not open: enrol again with npm run staff -- mfa');
    throw wrongCode();
  }
  const now = deps.clock.now();
  const step = matchingTotpStep(secret, code, now, user.totpLastStep);
  if (step === undefined || !(await claimTotpStep(deps.db, user.id, step))) {
    // A code of the right step that was already spent is a replay: the operator's trace (ASVS 2.8.5).
    if (matchingTotpStep(secret, code, now, null) !== undefined) {
      log.warn({ userId: user.id }, 'staff authenticator code refused: already used');
      deps.runInBackground('reused code email', log, () =>
        deps.mailer.send(authenticatorCodeReusedEmail(user.email, user.firstName, now), log),
      );
    }
    throw wrongCode();
  }
  return proofToken(deps, request, user);
}
