import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { ErrorCode } from '@pourquoi/shared';
import { AppError } from '../lib/app-error.js';
import { addressForLimits } from '../lib/client-address.js';
import { type GrowingDelays, waitBeforeNextMs } from '../lib/growing-delays.js';

export interface LimitRule {
  /** Names the counter; two rules never share one. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: the client address by default, or e.g. the email being tried. */
  key?: (request: FastifyRequest) => string;
  /** The error answered once the rule is exceeded: `rate_limited` unless said. */
  error?: ErrorCode;
  /**
   * Count only the answers with this status (401: a failed sign-in): the request is checked
   * against the counter before the handler and counted as its answer leaves. Without it,
   * every request counts.
   */
  countStatus?: number;
  /** Pauses that grow between counted requests (lib/growing-delays.ts); needs `countStatus`. */
  delays?: GrowingDelays;
  /**
   * A memory, not a limit: it never refuses, it only counts (`countStatus`, e.g. 200: a
   * successful sign-in), so that another rule can `spare` what it has seen within its window.
   */
  remembers?: true;
  /** The name of a `remembers` rule of the same limiter: a request it has seen passes this rule (still counted). */
  spare?: string;
}

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A check that answers 429 once a rule's count is exceeded within its window. */
    limiter(...rules: LimitRule[]): Limiter;
  }
}

/** The client's address as counted (lib/client-address.ts): what "per address" means in every rule. */
export const addressKey = (request: FastifyRequest) => addressForLimits(request.ip);

type Counter = ReturnType<FastifyInstance['createRateLimit']>;

/** What to count once a request's answer is known (rules with `countStatus`). */
const countOnAnswer = new WeakMap<FastifyRequest, Array<{ status: number; counter: Counter }>>();

/**
 * Rate limits on @fastify/rate-limit's counters: in memory for one instance, in Redis
 * (REDIS_URL) so several instances share them. Only the store's own operations are used
 * (count, read), so a rule behaves the same on both.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis && { redis, nameSpace: 'pourquoi:rl:' }) });

  // Counted before the answer leaves: a client that waits for it always meets the new count.
  app.addHook('onSend', async (request, reply, payload) => {
    for (const { status, counter } of countOnAnswer.get(request) ?? []) {
      if (reply.statusCode === status) await counter(request);
    }
    return payload;
  });

  const refuse = (reply: FastifyReply, error: ErrorCode, waitMs: number) => {
    reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
    return new AppError(error);
  };

  app.decorate('limiter', (...rules: LimitRule[]): Limiter => {
    const checks = rules.map((rule) => ({
      rule,
      error: rule.error ?? 'rate_limited',
      counter: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: (request) => `${rule.name}:${(rule.key ?? addressKey)(request)}`,
      }),
    }));
    return async (request, reply) => {
      const remembered = new Set<string>();
      for (const { rule, counter } of checks) {
        if (!rule.remembers) continue;
        const seen = await counter(request, { increment: false });
        if (!seen.isAllowed && seen.remaining < rule.max) remembered.add(rule.name);
      }
      for (const { rule, error, counter } of checks) {
        if (rule.countStatus === undefined) {
          const result = await counter(request);
          if (!result.isAllowed && result.isExceeded) throw refuse(reply, error, result.ttl);
          continue;
        }
        // Read only: a request held back here never counts, so waiting the Retry-After is enough.
        const seen = await counter(request, { increment: false });
        const spared = rule.remembers || (rule.spare !== undefined && remembered.has(rule.spare));
        if (!seen.isAllowed && !spared) {
          const count = rule.max - seen.remaining; // capped at max, all the rule needs
          const window = { count, ageMs: rule.windowMs - seen.ttl, windowMs: rule.windowMs, max: rule.max };
          const waitMs = waitBeforeNextMs(window, rule.delays);
          if (waitMs > 0) throw refuse(reply, error, waitMs);
        }
        const pending = countOnAnswer.get(request) ?? [];
        pending.push({ status: rule.countStatus, counter });
        countOnAnswer.set(request, pending);
      }
    };
  });
});
