import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

const secret = 'x'.repeat(40);
/** A production demo's payments: simulated, and said so on purpose. */
const demo = { PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'true' };
/** The least a production start needs, in a data folder of its own. */
const productionEnv = () => ({
  NODE_ENV: 'production',
  JWT_SECRET: secret,
  APP_URL: 'https://pourquoi.fr',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'pourquoi-env-')),
});

describe('loadConfig', () => {
  it('runs with no variables at all: embedded defaults', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-env-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      port: 8001,
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:8001',
      adminEmails: [],
    });
    expect(config.raw).toMatchObject({
      AI_PROVIDER: 'offline',
      IMAGE_PROVIDER: 'offline',
      PAYMENT_PROVIDER: 'simulated',
    });
  });

  it('generates a JWT secret once, keeps it private in DATA_DIR and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-env-'));
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('refuses to start in production without JWT_SECRET and APP_URL, naming both', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-env-'));
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrowError(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'JWT_SECRET: JWT_SECRET is required in production',
        'APP_URL: APP_URL is required in production',
        expect.stringMatching(/^PAYMENT_PROVIDER: PAYMENT_PROVIDER must be set in production/),
      ]);
    }
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        APP_URL: 'https://pourquoi.fr/',
        DATA_DIR: dataDir,
        ...demo,
      }).appUrl,
    ).toBe('https://pourquoi.fr');
  });

  it('refuses simulated payments in production unless a demo asks for them with both variables (decision 0020)', () => {
    const production = productionEnv();
    const dataDir = production.DATA_DIR;
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ ...production, ...env });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({})).toEqual([
      'PAYMENT_PROVIDER: PAYMENT_PROVIDER must be set in production: stripe, or simulated together with ALLOW_SIMULATED_PAYMENTS=true for a demo that takes no real payment',
    ]);
    expect(problems({ PAYMENT_PROVIDER: 'simulated' })).toEqual([
      'ALLOW_SIMULATED_PAYMENTS: PAYMENT_PROVIDER=simulated gives every plan away for a test card: in production it also needs ALLOW_SIMULATED_PAYMENTS=true (demos only)',
    ]);
    expect(problems({ PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'false' })).toHaveLength(1);
    // The allowance alone does not choose the simulated provider.
    expect(problems({ ALLOW_SIMULATED_PAYMENTS: 'true' })).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER: /)]);
    expect(problems({ PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'yes' })).toEqual([
      expect.stringMatching(/^ALLOW_SIMULATED_PAYMENTS: /),
    ]);
    expect(loadConfig({ ...production, ...demo }).raw).toMatchObject(demo);
    // Outside production nothing changes: no variable means simulated payments.
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).raw.PAYMENT_PROVIDER).toBe('simulated');
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).raw.PAYMENT_PROVIDER).toBe('simulated');
  });

  it('asks staff for a second factor by default in production only, and takes STAFF_MFA either way (ASVS 4.3.1)', () => {
    const production = { ...productionEnv(), ...demo };
    const dataDir = production.DATA_DIR;
    expect(loadConfig(production).staffMfa).toBe('required');
    expect(loadConfig({ ...production, STAFF_MFA: 'optional' }).staffMfa).toBe('optional');
    expect(loadConfig({ DATA_DIR: dataDir }).staffMfa).toBe('optional');
    expect(loadConfig({ DATA_DIR: dataDir, STAFF_MFA: 'required' }).staffMfa).toBe('required');
    expect(() => loadConfig({ DATA_DIR: dataDir, STAFF_MFA: 'yes' })).toThrowError(/STAFF_MFA/);
  });

  it('lists every malformed variable', () => {
    const problems = (() => {
      try {
        loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', AI_PROVIDER: 'magic', JWT_SECRET: 'court' });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    })();
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'AI_PROVIDER',
      'DATABASE_URL',
      'JWT_SECRET',
      'PORT',
    ]);
    expect(problems).toContain('JWT_SECRET: JWT_SECRET must be at least 32 characters long');
  });

  it('requires the Stripe keys when Stripe is chosen', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', JWT_SECRET: secret })).toThrowError(/STRIPE_SECRET_KEY/);
  });

  it('requires an endpoint for the provider moderation', () => {
    expect(() => loadConfig({ MODERATION: 'local+provider', JWT_SECRET: secret })).toThrowError(/AI_API_KEY/);
    expect(
      loadConfig({ MODERATION: 'local+provider', AI_BASE_URL: 'http://127.0.0.1:11434/v1', JWT_SECRET: secret }).raw
        .MODERATION,
    ).toBe('local+provider');
  });

  it('refuses MODERATION=local+guard without the guard’s address and model, naming both', () => {
    const problems = (() => {
      try {
        loadConfig({ MODERATION: 'local+guard', JWT_SECRET: secret });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    })();
    expect(problems).toEqual([
      'GUARD_BASE_URL: GUARD_BASE_URL is required with MODERATION=local+guard',
      'GUARD_MODEL: GUARD_MODEL is required with MODERATION=local+guard',
    ]);
  });

  it('reads the guard model’s settings, its key optional', () => {
    const guard = {
      MODERATION: 'local+guard',
      GUARD_BASE_URL: 'http://127.0.0.1:8000/v1',
      GUARD_MODEL: 'llama-guard3:1b',
    };
    const config = loadConfig({ ...guard, JWT_SECRET: secret });
    expect(config.raw).toMatchObject(guard);
    expect(config.raw.GUARD_API_KEY).toBeUndefined();
    expect(loadConfig({ ...guard, GUARD_API_KEY: ' sk-guard ', JWT_SECRET: secret }).raw.GUARD_API_KEY).toBe(
      'sk-guard',
    );
    expect(() => loadConfig({ ...guard, GUARD_BASE_URL: 'localhost:8000', JWT_SECRET: secret })).toThrowError(
      /GUARD_BASE_URL/,
    );
  });

  it('limits a family to 20 questions a minute and 200 an hour unless told otherwise; 0 turns a limit off', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-env-'));
    expect(loadConfig({ DATA_DIR: dataDir }).chatLimits).toEqual({ perMinute: 20, perHour: 200 });
    expect(loadConfig({ DATA_DIR: dataDir, CHAT_LIMIT_PER_MINUTE: '0', CHAT_LIMIT_PER_HOUR: '50' }).chatLimits).toEqual(
      { perMinute: 0, perHour: 50 },
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, CHAT_LIMIT_PER_HOUR: '-1' })).toThrow(ConfigError);
  });

  it('keeps backups 30 days unless told otherwise, and at least one day', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-env-'));
    expect(loadConfig({ DATA_DIR: dataDir }).backupRetentionDays).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_RETENTION_DAYS: '7' }).backupRetentionDays).toBe(7);
    for (const value of ['0', '-3', '1.5', 'trente']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_RETENTION_DAYS: value }), value).toThrowError(
        /BACKUP_RETENTION_DAYS/,
      );
    }
  });

  it('reads TRUST_PROXY as hops or proxy addresses, and refuses to trust every hop (decision 0020)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-env-'));
    const trustProxy = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, ...(value !== undefined && { TRUST_PROXY: value }) }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy(' 127.0.0.1, 10.0.0.0/8,fd00::/8 ,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    const problems = (value: string) => {
      try {
        loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems('true')).toEqual([
      'TRUST_PROXY: TRUST_PROXY=true would trust every X-Forwarded-For hop, letting any client choose its address; give the number of proxies in front of the app (TRUST_PROXY=1 behind one nginx) or their addresses (TRUST_PROXY=127.0.0.1,10.0.0.0/8)',
    ]);
    for (const value of ['yes', '1000', '10.0.0.0/33', '10.0.0.1,nginx', '1.5', '10.0.0.0/8/8']) {
      expect(problems(value), value).toEqual([expect.stringMatching(/^TRUST_PROXY: .*TRUST_PROXY=1 behind one nginx/)]);
    }
  });

  it('reads the role lists trimmed and in lower case', () => {
    const config = loadConfig({ JWT_SECRET: secret, ADMIN_EMAILS: ' Chef@Example.com, ,b@x.fr ' });
    expect(config.adminEmails).toEqual(['chef@example.com', 'b@x.fr']);
  });
});
