import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type RevokeOtherSessions,
  type RevokeSession,
  activeSessionsResponse,
  historyMessages,
  revokeOtherSessionsBody,
  revokeOtherSessionsResponse,
  revokeSessionBody,
  revokeSessionResponse,
  sessionIdParams,
  sessionMessages,
} from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import type { AuthDependencies } from './dependencies.js';
import { verifyPassword } from '../../lib/passwords.js';
import { isUuid } from '../../lib/validation.js';
import { findUserById } from './repository.js';
import { listOpenSessions, revokeOtherFamilies, revokeOwnFamily } from './session-repository.js';

const MINUTE = 60_000;

/** Ending devices asks for the account's password again (ASVS 3.3.4, 3.7.1). */
async function confirmPassword(deps: AuthDependencies, userId: string, password: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('validation_error', {
      message: historyMessages.wrongPassword,
      fields: { password: historyMessages.wrongPassword },
    });
  }
}

/**
 * Ends every sign-in of the account but the one making the request, once the password is
 * confirmed: their refresh tokens at once, their access tokens at once here and within
 * SESSION_VERSION_CACHE_MS on the other instances (ASVS 3.3.4).
 */
async function revokeOtherSessions(
  deps: AuthDependencies,
  userId: string,
  currentFamilyId: string | null,
  password: string,
): Promise<RevokeOtherSessions> {
  await confirmPassword(deps, userId, password);
  const { familyIds, ended } = await revokeOtherFamilies(deps.db, userId, currentFamilyId, deps.clock.now());
  deps.sessionFamilies.ended(familyIds);
  return { ended };
}

/**
 * Ends one chosen sign-in of the account, as above. Another account's id is answered as an
 * unknown one, so nobody learns whether it exists.
 */
async function revokeSession(
  deps: AuthDependencies,
  userId: string,
  currentFamilyId: string | null,
  familyId: string,
  password: string,
): Promise<RevokeSession> {
  if (familyId === currentFamilyId) throw new AppError('validation_error', { message: sessionMessages.current });
  // Looked for among this account's own sign-ins only, before the password: the answer tells
  // nothing the device list does not already show.
  const now = deps.clock.now();
  const own =
    isUuid(familyId) && (await listOpenSessions(deps.db, userId, now)).some((open) => open.familyId === familyId);
  if (!own) throw new AppError('not_found', { message: sessionMessages.notFound });
  await confirmPassword(deps, userId, password);
  const revoked = await revokeOwnFamily(deps.db, userId, familyId, now);
  deps.sessionFamilies.ended(revoked.familyIds);
  if (revoked.ended === 0) throw new AppError('not_found', { message: sessionMessages.notFound });
  return { ended: 1 };
}

/** The parent's devices: which are signed in, ending one of them or all the others (ASVS 3.3.4). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // One counter for both calls: a stolen access token must not be able to guess the password
  // here (as for deleting the account), nor double its tries by taking turns.
  const revokeLimit = app.limiter({
    name: 'sessions-revoke:user',
    max: 5,
    windowMs: 15 * MINUTE,
    key: (request) => request.userId,
  });

  app.get('/', { schema: { response: { 200: activeSessionsResponse } } }, async (request) => {
    const sessions = await listOpenSessions(app.db, request.userId, app.clock.now());
    return {
      sessions: sessions.map((session) => ({
        id: session.familyId,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        current: session.familyId === request.sessionId,
      })),
    };
  });

  app.post(
    '/revoke-others',
    {
      preHandler: revokeLimit,
      schema: { body: revokeOtherSessionsBody, response: { 200: revokeOtherSessionsResponse } },
    },
    async (request) => revokeOtherSessions(app, request.userId, request.sessionId, request.body.password),
  );

  app.post(
    '/:id/revoke',
    {
      preHandler: revokeLimit,
      schema: { params: sessionIdParams, body: revokeSessionBody, response: { 200: revokeSessionResponse } },
    },
    async (request) => revokeSession(app, request.userId, request.sessionId, request.params.id, request.body.password),
  );
};
