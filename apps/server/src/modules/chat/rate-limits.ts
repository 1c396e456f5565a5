import type { FastifyRequest } from 'fastify';
import type { Config } from '../../env.js';
import type { LimitRule } from '../../plugins/rate-limit.js';

const MINUTE = 60_000;

/** Counted per family (one parent account), whichever child asks and on whichever device. */
const family = (request: FastifyRequest) => request.userId;

/**
 * How often a family may ask (decision 0019): a burst limit and an hourly cap, over questions and
 * follow-ups alike, since each may be a paid model call. A maximum of 0 turns a rule off.
 */
export function chatLimits({ perMinute, perHour }: Config['chatLimits']): LimitRule[] {
  const rules: LimitRule[] = [
    { name: 'chat:minute', max: perMinute, windowMs: MINUTE, key: family, error: 'chat_rate_limited' },
    { name: 'chat:hour', max: perHour, windowMs: 60 * MINUTE, key: family, error: 'chat_rate_limited' },
  ];
  return rules.filter((rule) => rule.max > 0);
}
