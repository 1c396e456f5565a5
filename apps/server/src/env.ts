import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

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

/** The configuration contract of DESIGN.md: names, meanings and defaults. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(8001),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    DATA_DIR: z.string().default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    APP_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET doit faire au moins 32 caractères').optional()),
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
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Pourquoi <no-reply@pourquoi.local>'),
    PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).default('simulated'),
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
    ADMIN_EMAILS: emailList,
    SUPPORT_EMAILS: emailList,
    CONTACT_EMAIL: optionalText.pipe(z.email().optional()).transform((email) => email?.toLowerCase()),
  })
  .superRefine((env, ctx) => {
    const missing = (name: string, why: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} est requis ${why}` });
    if (env.NODE_ENV === 'production') {
      if (!env.JWT_SECRET) missing('JWT_SECRET', 'en production');
      if (!env.APP_URL) missing('APP_URL', 'en production');
    }
    // The provider's moderation needs an endpoint that answers: without one, every question would fail.
    if (env.MODERATION === 'local+provider' && !env.AI_API_KEY && !env.AI_BASE_URL) {
      missing('AI_API_KEY', 'avec MODERATION=local+provider (ou AI_BASE_URL)');
    }
    if (env.MODERATION === 'local+guard') {
      if (!env.GUARD_BASE_URL) missing('GUARD_BASE_URL', 'avec MODERATION=local+guard');
      if (!env.GUARD_MODEL) missing('GUARD_MODEL', 'avec MODERATION=local+guard');
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      if (!env.STRIPE_SECRET_KEY) missing('STRIPE_SECRET_KEY', 'avec PAYMENT_PROVIDER=stripe');
      if (!env.STRIPE_WEBHOOK_SECRET) missing('STRIPE_WEBHOOK_SECRET', 'avec PAYMENT_PROVIDER=stripe');
      for (const name of stripePriceVariables) {
        if (!env[name]) missing(name, 'avec PAYMENT_PROVIDER=stripe');
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  trustProxy: boolean;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  appUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  supportEmails: string[];
  contactEmail: string | undefined;
  chatLimits: { perMinute: number; perHour: number };
  raw: Env;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
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
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'} : ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY === 'true',
    dataDir,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? localJwtSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmails: env.ADMIN_EMAILS,
    supportEmails: env.SUPPORT_EMAILS,
    contactEmail: env.CONTACT_EMAIL,
    chatLimits: { perMinute: env.CHAT_LIMIT_PER_MINUTE, perHour: env.CHAT_LIMIT_PER_HOUR },
    raw: env,
  };
}
