import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type TrustProxy, trustProxySetting } from './lib/trust-proxy.js';

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Stripe's price of each plan and story pack (its price_… ids come from configuration). */
export const stripePriceVariables = [
  'STRIPE_PRICE_ESSENTIAL_MONTHLY',
  'STRIPE_PRICE_ESSENTIAL_YEARLY',
  'STRIPE_PRICE_FAMILY_MONTHLY',
  'STRIPE_PRICE_FAMILY_YEARLY',
  'STRIPE_PRICE_STORY_PACK_5',
  'STRIPE_PRICE_STORY_PACK_12',
] as const;

/** The configuration contract: names, meanings and defaults (README.md, "Configuration"). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(8001),
    HOST: z.string().default('0.0.0.0'),
    /** Hops or proxy addresses whose X-Forwarded-For is believed; never every hop (lib/trust-proxy.ts). */
    TRUST_PROXY: trustProxySetting,
    DATA_DIR: z.string().default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** off: the hot statements go through the drivers' public API, without prepared statements (db/statement.ts). */
    DB_FAST_PATH: z.enum(['on', 'off']).default('on'),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional()),
    AI_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
    AI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    IMAGE_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
    IMAGE_BASE_URL: optionalText.pipe(z.url().optional()),
    IMAGE_API_KEY: optionalText,
    IMAGE_MODEL: optionalText,
    MODERATION: z.enum(['local', 'local+provider', 'local+guard']).default('local'),
    /** The guard model of MODERATION=local+guard: any OpenAI-compatible server (vLLM, Ollama, LM Studio). */
    GUARD_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    GUARD_MODEL: optionalText,
    GUARD_API_KEY: optionalText,
    /** Questions (follow-ups included) a family may ask per minute and per hour; 0: no limit. */
    CHAT_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    CHAT_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(200),
    /** Days a cleanup's backup stays in DATA_DIR/backups (decision 0020); the newest always stays. */
    BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Pourquoi <no-reply@pourquoi.local>'),
    /** Unset: `simulated` outside production; production requires it (decision 0020). */
    PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).optional(),
    /** With PAYMENT_PROVIDER=simulated, lets a production demo start: nothing is ever charged. */
    ALLOW_SIMULATED_PAYMENTS: z.enum(['true', 'false']).default('false'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Another Stripe API address (stripe-mock, a test double); unset: Stripe's own. */
    STRIPE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    STRIPE_PRICE_ESSENTIAL_MONTHLY: optionalText,
    STRIPE_PRICE_ESSENTIAL_YEARLY: optionalText,
    STRIPE_PRICE_FAMILY_MONTHLY: optionalText,
    STRIPE_PRICE_FAMILY_YEARLY: optionalText,
    STRIPE_PRICE_STORY_PACK_5: optionalText,
    STRIPE_PRICE_STORY_PACK_12: optionalText,
    /** With it, `GET /metrics` asks the scraper for this bearer token. */
    METRICS_TOKEN: optionalText,
    /**
     * Staff's second factor (ASVS 4.3.1): `required` refuses staff calls to an account with no
     * authenticator enrolled; `optional` asks a code only of enrolled ones. Unset: `required` in
     * production, `optional` elsewhere.
     */
    STAFF_MFA: z.enum(['required', 'optional']).optional(),
    ADMIN_EMAILS: emailList,
    SUPPORT_EMAILS: emailList,
    CONTACT_EMAIL: optionalText.pipe(z.email().optional()).transform((email) => email?.toLowerCase()),
  })
  .superRefine((env, ctx) => {
    const missing = (name: string, why: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required ${why}` });
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET) missing('JWT_SECRET', 'in production');
      if (!env.APP_URL) missing('APP_URL', 'in production');
      // Simulated payments sell every plan for a test card: never by default on the public internet (decision 0020).
      if (!env.PAYMENT_PROVIDER) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYMENT_PROVIDER'],
          message:
            'PAYMENT_PROVIDER must be set in production: stripe, or simulated together with ALLOW_SIMULATED_PAYMENTS=true for a demo that takes no real payment',
        });
      } else if (env.PAYMENT_PROVIDER === 'simulated' && env.ALLOW_SIMULATED_PAYMENTS !== 'true') {
        ctx.addIssue({
          code: 'custom',
          path: ['ALLOW_SIMULATED_PAYMENTS'],
          message:
            'PAYMENT_PROVIDER=simulated gives every plan away for a test card: in production it also needs ALLOW_SIMULATED_PAYMENTS=true (demos only)',
        });
      }
    }
    // The provider's moderation needs an endpoint that answers: without one, every question would fail.
    if (env.MODERATION === 'local+provider' && !env.AI_API_KEY && !env.AI_BASE_URL) {
      missing('AI_API_KEY', 'with MODERATION=local+provider (or AI_BASE_URL)');
    }
    if (env.MODERATION === 'local+guard') {
      if (!env.GUARD_BASE_URL) missing('GUARD_BASE_URL', 'with MODERATION=local+guard');
      if (!env.GUARD_MODEL) missing('GUARD_MODEL', 'with MODERATION=local+guard');
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      if (!env.STRIPE_SECRET_KEY) missing('STRIPE_SECRET_KEY', 'with PAYMENT_PROVIDER=stripe');
      if (!env.STRIPE_WEBHOOK_SECRET) missing('STRIPE_WEBHOOK_SECRET', 'with PAYMENT_PROVIDER=stripe');
      for (const name of stripePriceVariables) {
        if (!env[name]) missing(name, 'with PAYMENT_PROVIDER=stripe');
      }
    }
  })
  .transform((env) => ({ ...env, PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? ('simulated' as const) }));

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  trustProxy: TrustProxy;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl: string | undefined;
  /** DB_FAST_PATH: prepared statements on the hot paths (db/statement.ts). */
  dbFastPath: boolean;
  redisUrl: string | undefined;
  appUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  supportEmails: string[];
  staffMfa: 'required' | 'optional';
  contactEmail: string | undefined;
  chatLimits: { perMinute: number; perHour: number };
  backupRetentionDays: number;
  raw: Env;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so
 * sessions survive a restart on a developer's machine without any setup.
 */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Parses the environment once at boot; throws ConfigError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dbFastPath: env.DB_FAST_PATH === 'on',
    redisUrl: env.REDIS_URL,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? localJwtSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmails: env.ADMIN_EMAILS,
    supportEmails: env.SUPPORT_EMAILS,
    staffMfa: env.STAFF_MFA ?? (env.NODE_ENV === 'production' ? 'required' : 'optional'),
    contactEmail: env.CONTACT_EMAIL,
    chatLimits: { perMinute: env.CHAT_LIMIT_PER_MINUTE, perHour: env.CHAT_LIMIT_PER_HOUR },
    backupRetentionDays: env.BACKUP_RETENTION_DAYS,
    raw: env,
  };
}
