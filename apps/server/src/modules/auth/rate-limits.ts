import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../lib/secure-token.js';
import { addressKey, type LimitRule } from '../../plugins/rate-limit.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The address a request is about, hashed: counters never hold a readable email. */
function emailKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? hashToken(email.trim().toLowerCase()).slice(0, 32) : 'none';
}

/** One account tried from one address: what an attacker's guesses share, and the owner's do not. */
const emailAndAddressKey = (request: FastifyRequest) => `${emailKey(request)}:${addressKey(request)}`;

const FAILED_SIGN_IN = 401;
const SIGNED_IN = 200;

/**
 * Sign-in throttling without lockout (decision 0020), in this order:
 * - per (account, address), failed sign-ins only: 5 at once, then pauses that double
 *   (1, 2, 4, 8, 16 minutes), 10 an hour at most. Someone guessing from an address is held
 *   there with a growing Retry-After; the owner elsewhere signs in as usual.
 * - per account, failed sign-ins from every address: 100 an hour (ASVS V2.2.1's ceiling), ten
 *   addresses' worth. Only an attacker with many addresses reaches it, and only for the hour;
 *   even then it spares an address the account signed in from within 30 days, so the owner
 *   at home or on their phone's network still gets in: the ceiling can never lock them out.
 * - per address, every attempt: 30 in 15 minutes. Counted before the password is checked, it
 *   also bounds a burst of parallel guesses sent before the failures above are counted.
 * Each rule is a counter and its window in the limiter's store (Redis with several instances),
 * read before the password check and counted when the answer is a 401: nothing else is kept.
 */
const login: LimitRule[] = [
  {
    name: 'login:known',
    max: 1,
    windowMs: 30 * DAY,
    key: emailAndAddressKey,
    countStatus: SIGNED_IN,
    remembers: true,
  },
  {
    name: 'login:email+ip',
    max: 10,
    windowMs: 60 * MINUTE,
    key: emailAndAddressKey,
    countStatus: FAILED_SIGN_IN,
    delays: { free: 5, firstDelayMs: MINUTE },
  },
  {
    name: 'login:email',
    max: 100,
    windowMs: 60 * MINUTE,
    key: emailKey,
    countStatus: FAILED_SIGN_IN,
    spare: 'login:known',
  },
  { name: 'login:ip', max: 30, windowMs: 15 * MINUTE },
];

/**
 * A staff member's second-factor step: 5 refused answers (400) per account in 15 minutes, as the
 * destructive calls' passwords; every call counted too, before the check, so a burst of
 * parallel guesses is bounded before any refusal is counted.
 */
function secondFactorLimits(name: string): LimitRule[] {
  const perAccount = (request: FastifyRequest) => request.userId;
  return [
    { name: `${name}:user`, max: 5, windowMs: 15 * MINUTE, key: perAccount, countStatus: 400 },
    { name: `${name}:calls`, max: 30, windowMs: 15 * MINUTE, key: perAccount },
  ];
}

/** How often each public auth call may be made (product.md#d7-forgot-password, decisions 0006 and 0020). */
export const authLimits = {
  login,
  register: [{ name: 'register:ip', max: 10, windowMs: 60 * MINUTE }],
  // Someone asking for another's links is held at their address; the owner can still ask from
  // theirs. The per-account ceiling keeps the mailbox from being flooded.
  forgotPassword: [
    { name: 'forgot:ip', max: 10, windowMs: 15 * MINUTE },
    { name: 'forgot:email+ip', max: 3, windowMs: 60 * MINUTE, key: emailAndAddressKey },
    { name: 'forgot:email', max: 10, windowMs: 60 * MINUTE, key: emailKey },
  ],
  resetToken: [{ name: 'reset:ip', max: 30, windowMs: 15 * MINUTE }],
  refresh: [{ name: 'refresh:ip', max: 120, windowMs: 15 * MINUTE }],
  verifyEmail: [{ name: 'verify-email:ip', max: 30, windowMs: 15 * MINUTE }],
  // Each one sends an email: a few an hour per account (authenticated, so counted by account).
  resendVerification: [{ name: 'verify-resend:user', max: 3, windowMs: 60 * MINUTE, key: (request) => request.userId }],
  // As the account deletion: a stolen session must not be able to guess the current password here.
  changePassword: [{ name: 'change-password:user', max: 5, windowMs: 15 * MINUTE, key: (request) => request.userId }],
  // A stolen staff session must not guess the authenticator code (ASVS 2.2.1, 4.3.1).
  mfaVerify: secondFactorLimits('mfa-verify'),
  // The same bounds for a security key's answers and registrations, and for the challenges asked
  // (ASVS 2.3.2); a wrong operator's code for a first key is a refused answer there.
  securityKeyVerify: secondFactorLimits('key-verify'),
  securityKeyOptions: secondFactorLimits('key-options'),
  securityKeyRegistration: secondFactorLimits('key-register'),
  securityKeyRegistrationOptions: secondFactorLimits('key-register-options'),
} satisfies Record<string, LimitRule[]>;
