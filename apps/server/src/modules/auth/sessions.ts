import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
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
const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** A short access token and a refresh token in the given family (a new one per login). */
export async function issueTokens(
  app: FastifyInstance,
  user: Pick<UserRow, 'id'>,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const now = app.clock.now();
  const iat = Math.floor(now.getTime() / 1000);
  const refreshToken = newSecureToken();
  await insertRefreshToken(app.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  return {
    access_token: app.jwt.sign({ sub: user.id, iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}

/**
 * Rotates a refresh token. A token that was already rotated is a stolen copy or a replay:
 * the whole family is revoked, so both the thief and the owner must sign in again.
 */
export async function refreshSession(app: FastifyInstance, refreshToken: string): Promise<TokenPair> {
  const now = app.clock.now();
  const row = await findRefreshToken(app.db, hashToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError('session_expired');
  if (row.rotatedAt || !(await markRotated(app.db, row.id, now))) {
    await revokeFamily(app.db, row.familyId, now);
    throw new AppError('session_expired');
  }
  const user = await findUserById(app.db, row.userId);
  if (!user) throw new AppError('session_expired');
  return issueTokens(app, user, row.familyId);
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored. */
export async function endSession(app: FastifyInstance, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(app.db, hashToken(refreshToken));
  if (row) await revokeFamily(app.db, row.familyId, app.clock.now());
}
