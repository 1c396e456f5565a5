import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { type Role, adminMessages, roleSchema } from '@pourquoi/shared';
import { AppError } from '../lib/app-error.js';
import { findUserById } from '../modules/auth/repository.js';
import { createJwt } from '../lib/jwt.js';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Access tokens: signed here, checked by `app.authenticate` on every protected route. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('jwt', createJwt(app.config.jwtSecret));
  app.decorateRequest('userId', '');
  app.decorateRequest('actor', null as unknown as FastifyRequest['actor']);
  const authenticate = (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('not_authenticated');
    const claims = app.jwt.verify(token, Math.floor(app.clock.now().getTime() / 1000));
    if (!claims) throw new AppError('session_expired');
    request.userId = claims.sub;
  };
  // A callback hook, not an async one: checking a token waits for nothing (every request runs it).
  app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    try {
      authenticate(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  // The role is read from the database on each call: a role taken away works at once.
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    authenticate(request);
    const user = await findUserById(app.db, request.userId);
    if (!user) throw new AppError('session_expired');
    const role = roleSchema.catch('user').parse(user.role);
    if (!roles.includes(role)) throw new AppError('forbidden', { message: adminMessages.accessDenied });
    request.actor = { id: user.id, email: user.email, role };
  });
});
