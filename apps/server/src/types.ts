import type { Config } from './env.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Jwt } from './lib/jwt.js';
import type { Mailer } from './mail/mailer.js';
import type { onRequestHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    mailer: Mailer;
    jwt: Jwt;
    /** onRequest hook: 401 unless a valid access token names an account. */
    authenticate: onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The authenticated account's id, set by `authenticate`. */
    userId: string;
  }
}
