import type { Role } from '@pourquoi/shared';
import type { Config } from './env.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { Jwt } from './lib/jwt.js';
import type { Mailer } from './mail/mailer.js';
import type { SessionFamilies } from './modules/auth/session-families.js';
import type { SessionVersions } from './modules/auth/session-versions.js';
import type { PaymentProvider } from './modules/monetization/providers/types.js';
import type { onRequestHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Which engine `db` is: the embedded one runs one transaction at a time. */
    databaseKind: DatabaseHandle['kind'];
    clock: Clock;
    mailer: Mailer;
    /** Who takes payments (PAYMENT_PROVIDER): the simulated page or Stripe. */
    payments: PaymentProvider;
    jwt: Jwt;
    /** The accounts' session versions, cached briefly: access tokens carry theirs (decision 0020). */
    sessionVersions: SessionVersions;
    /** Whether each sign-in is still open, cached briefly: access tokens carry theirs as `sid`. */
    sessionFamilies: SessionFamilies;
    /** onRequest hook: 401 unless a valid access token names an account. */
    authenticate: onRequestHookHandler;
    /** onRequest hook: authenticate, then 403 unless the account has one of these roles and its second factor. */
    requireRole(...roles: Role[]): onRequestHookHandler;
    /** As `requireRole`, but an account without a second factor passes (its route asks for the operator's code). */
    requireStaffEnrolment(...roles: Role[]): onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The authenticated account's id, set by `authenticate`. */
    userId: string;
    /** The sign-in (refresh family) of the request's access token, set by `authenticate`. */
    sessionId: string | null;
    /** When the request's access token expires (Unix seconds), set by `authenticate`. */
    tokenExpiresAt: number;
    /** The admin or support account acting, set by `requireRole`. */
    actor: { id: string; email: string; role: Role };
    /** Since when the staff account's second factors stand (null: none), set with `actor`. */
    secondFactorSince: Date | null;
  }
}
