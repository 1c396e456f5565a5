import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.js';
import type { Config } from './env.js';
import { type Clock, systemClock } from './lib/clock.js';
import { errorForLogs, logMethodWithoutUrlSecrets, requestForLogs } from './lib/log-serializers.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer.js';
import { accountRoutes } from './modules/account/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { supportRoutes } from './modules/admin/support-routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { securityKeyRoutes } from './modules/auth/security-key-routes.js';
import { sessionRoutes } from './modules/auth/session-routes.js';
import { createChatDependencies } from './modules/chat/dependencies.js';
import { chatRoutes } from './modules/chat/routes.js';
import { childrenRoutes } from './modules/children/routes.js';
import { createPaymentProvider } from './modules/monetization/dependencies.js';
import { setStatementFastPath } from './db/statement.js';
import { referralRoutes } from './modules/monetization/referral-routes.js';
import { monetizationRoutes } from './modules/monetization/routes.js';
import { createStoryDependencies } from './modules/stories/dependencies.js';
import { storiesRoutes } from './modules/stories/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { historyRoutes } from './modules/history/routes.js';
import { webDistDir } from './paths.js';
import { authPlugin } from './plugins/auth.js';
import { backgroundPlugin } from './plugins/background.js';
import { errorsPlugin } from './plugins/errors.js';
import { jobsPlugin } from './plugins/jobs.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  mailer?: Mailer;
  /** The built web app to serve at `/`; skipped when absent. */
  webRoot?: string;
  /** Where log lines go (standard output when absent). */
  logStream?: DestinationStream;
  /** Run background jobs in this process (default true); false for an API-only instance. */
  workers?: boolean;
  /** The guard model's time-out (MODERATION=local+guard): 2 s unless a test shortens it. */
  guardTimeoutMs?: number;
  /** How long a session version read stays trusted (plugins/auth.ts): 5 s unless a test shortens it. */
  sessionVersionCacheMs?: number;
}

/** Builds the whole app without listening: server.ts listens, tests call `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // No token of a URL (a reset link, a query string) reaches a log line (decision 0020).
      serializers: { err: errorForLogs, req: requestForLogs },
      hooks: { logMethod: logMethodWithoutUrlSecrets },
      ...(options.logStream && { stream: options.logStream }),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  app.decorate('config', config);
  setStatementFastPath(config.dbFastPath);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('clock', options.clock ?? systemClock);
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom));
  app.decorate('mailer', mailer);
  app.decorate('payments', createPaymentProvider(config, app));
  await app.register(backgroundPlugin);
  app.addHook('onClose', async () => {
    await app.backgroundSettled();
    mailer.close();
  });

  await app.register(jobsPlugin, { database, workers: options.workers ?? true });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin, { sessionVersionCacheMs: options.sessionVersionCacheMs });
  await app.register(openApiPlugin);
  await app.register(metricsPlugin, { token: config.raw.METRICS_TOKEN });

  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(sessionRoutes, { prefix: '/api/auth/sessions' });
  await app.register(securityKeyRoutes, { prefix: '/api/auth/mfa' });
  await app.register(childrenRoutes, { prefix: '/api/children' });
  await app.register(monetizationRoutes, { prefix: '/api/monetization' });
  await app.register(referralRoutes, { prefix: '/api/referral' });
  const safety = { log: app.log, guardTimeoutMs: options.guardTimeoutMs };
  await app.register(chatRoutes, { prefix: '/api', deps: createChatDependencies(config.raw, safety) });
  await app.register(storiesRoutes, { prefix: '/api/stories', deps: createStoryDependencies(config.raw, safety) });
  await app.register(historyRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api/account' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(supportRoutes, { prefix: '/api/support' });

  await app.register(webPlugin, { root: options.webRoot ?? webDistDir });
  return app;
}
