import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
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
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('not_authenticated');
    const claims = app.jwt.verify(token, Math.floor(app.clock.now().getTime() / 1000));
    if (!claims) throw new AppError('session_expired');
    request.userId = claims.sub;
  });
});
