import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../lib/secure-token.js';
import type { LimitRule } from '../../plugins/rate-limit.js';

const MINUTE = 60_000;

/** The address a request is about, hashed: counters never hold a readable email. */
function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? hashToken(email.trim().toLowerCase()).slice(0, 32) : 'none';
}

/** How often each public auth call may be made (DESIGN decision 7, issue 2). */
export const authLimits = {
  login: [
    { name: 'login:ip', max: 30, windowMs: 15 * MINUTE },
    { name: 'login:email', max: 10, windowMs: 15 * MINUTE, key: emailKey },
  ],
  register: [{ name: 'register:ip', max: 10, windowMs: 60 * MINUTE }],
  forgotPassword: [
    { name: 'forgot:ip', max: 10, windowMs: 15 * MINUTE },
    { name: 'forgot:email', max: 3, windowMs: 60 * MINUTE, key: emailKey },
  ],
  resetToken: [{ name: 'reset:ip', max: 30, windowMs: 15 * MINUTE }],
  refresh: [{ name: 'refresh:ip', max: 120, windowMs: 15 * MINUTE }],
} satisfies Record<string, LimitRule[]>;
