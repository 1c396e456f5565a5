import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/env.js';
import { FakeClock } from './clock.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: 'http://localhost:8001',
    // CI runs the server suite once more with DB_FAST_PATH=off (.ci/run).
    ...(process.env.DB_FAST_PATH && { DB_FAST_PATH: process.env.DB_FAST_PATH }),
    ...env,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  clock: FakeClock;
  dataDir: string;
  outboxDir: string;
}

/**
 * One database per test file, emptied before each test, and a fresh app per test (with its
 * own clock, outbox and rate-limit counters), so tests never see each other's data.
 */
export function useTestApp(
  options: { env?: Record<string, string>; app?: Partial<Omit<AppOptions, 'config' | 'database'>> } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
  });
  beforeEach(async () => {
    await context.database.reset();
    context.dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-app-'));
    context.outboxDir = join(context.dataDir, 'outbox');
    context.clock = new FakeClock();
    context.app = await buildApp({
      config: testConfig(context.dataDir, options.env),
      database: context.database,
      clock: context.clock,
      webRoot: join(context.dataDir, 'no-web-build'),
      ...options.app,
    });
    await context.app.ready();
  });
  afterEach(async () => {
    await context.app.close();
    rmSync(context.dataDir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await context.database.close();
  });
  return context;
}
