import { randomUUID } from 'node:crypto';
import { DAY_MS, SESSION_MAX_AGE_DAYS } from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import type { AuthDependencies } from './dependencies.js';
import { hashToken, newSecureToken } from '../../lib/secure-token.js';
import {
  findRefreshToken,
  findUserById,
  insertRefreshToken,
  markRotated,
  revokeFamily,
  type UserRow,
} from './repository.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/**
 * An access token for the account at its current session version (decision 0020), tied to its
 * sign-in's refresh family when it has one (`sid`: logout ends it, ASVS 3.3.1).
 */
export function signAccessToken(
  deps: AuthDependencies,
  user: Pick<UserRow, 'id' | 'sessionVersion'>,
  lifetimeSeconds = ACCESS_TOKEN_TTL_SECONDS,
  familyId?: string,
  /** When a staff member's second factor was checked (ASVS 4.3.1); only `proofToken` in mfa.ts sets it. */
  mfaAt?: number,
): string {
  const iat = Math.floor(deps.clock.now().getTime() / 1000);
  return deps.jwt.sign({
    sub: user.id,
    iat,
    exp: iat + lifetimeSeconds,
    sv: user.sessionVersion,
    ...(familyId !== undefined && { sid: familyId }),
    ...(mfaAt !== undefined && { mfa: mfaAt }),
  });
}

/** A sign-in's refresh family: its id, and when the password is asked again (ASVS 3.3.2). */
export interface SessionFamily {
  id: string;
  expiresAt: Date;
}

/**
 * A short access token and a refresh token in the given family. A sign-in starts a family that
 * ends SESSION_MAX_AGE_DAYS later; refreshes keep that end, and no access token outlives it.
 */
export async function issueTokens(
  deps: AuthDependencies,
  user: Pick<UserRow, 'id' | 'sessionVersion'>,
  family?: SessionFamily,
): Promise<TokenPair> {
  const now = deps.clock.now();
  const { id: familyId, expiresAt } = family ?? {
    id: randomUUID(),
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_DAYS * DAY_MS),
  };
  const refreshToken = newSecureToken();
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt,
    createdAt: now,
  });
  const lifetime = Math.min(ACCESS_TOKEN_TTL_SECONDS, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return {
    access_token: signAccessToken(deps, user, lifetime, familyId),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: lifetime,
  };
}

/**
 * Rotates a refresh token. A token that was already rotated is a stolen copy or a replay:
 * the whole family is revoked, so both the thief and the owner must sign in again.
 */
export async function refreshSession(deps: AuthDependencies, refreshToken: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError('session_expired');
  if (row.rotatedAt || !(await markRotated(deps.db, row.id, now))) {
    await revokeFamily(deps.db, row.familyId, now);
    throw new AppError('session_expired');
  }
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw new AppError('session_expired');
  const tokens = await issueTokens(deps, user, { id: row.familyId, expiresAt: row.expiresAt });
  // A logout that ran between the rotation and the insert revoked the old token but not the new
  // one: end the family after all, or that logout would leave a live session behind.
  if ((await findRefreshToken(deps.db, row.tokenHash))?.revokedAt) {
    await revokeFamily(deps.db, row.familyId, now);
    throw new AppError('session_expired');
  }
  return tokens;
}

/**
 * Ends the session the refresh token belongs to, its access tokens included (at once on this
 * instance, within SESSION_VERSION_CACHE_MS on the others); unknown tokens are ignored.
 */
export async function endSession(deps: AuthDependencies, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row) return;
  await revokeFamily(deps.db, row.familyId, deps.clock.now());
  deps.sessionFamilies.ended([row.familyId]);
}
