import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { ErrorCode } from '@pourquoi/shared';
import { AppError } from '../lib/app-error.js';

export interface LimitRule {
  /** Names the counter; two rules never share one. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: the client address by default, or e.g. the email being tried. */
  key?: (request: FastifyRequest) => string;
  /** The error answered once the rule is exceeded: `rate_limited` unless said. */
  error?: ErrorCode;
}

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A check that answers 429 once a rule's count is exceeded within its window. */
    limiter(...rules: LimitRule[]): Limiter;
  }
}

/**
 * Rate limits on @fastify/rate-limit's counters: in memory for one instance, in Redis
 * (REDIS_URL) so several instances share them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis && { redis, nameSpace: 'pourquoi:rl:' }) });

  app.decorate('limiter', (...rules: LimitRule[]): Limiter => {
    const checks = rules.map((rule) => ({
      error: rule.error ?? 'rate_limited',
      check: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${rule.key ? rule.key(request) : request.ip}`,
      }),
    }));
    return async (request, reply) => {
      for (const { error, check } of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError(error);
        }
      }
    };
  });
});
