// What the benches share: an app on a fresh database (embedded, or created on DATABASE_URL's
// server and dropped after), and paying families.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/env.js';
import { adminConnection, databaseUrlFor } from '../apps/server/test/helpers/postgres.js';
import { subscribe } from '../apps/server/test/helpers/subscription.js';

/**
 * A database of the bench's own on DATABASE_URL's server: each run measures the same empty
 * tables, not those earlier runs filled, and leaves nothing behind.
 */
async function freshPostgres(serverUrl: string) {
  const name = `pourquoi_bench_${randomBytes(6).toString('hex')}`;
  const admin = await adminConnection(serverUrl);
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: databaseUrlFor(serverUrl, name),
    drop: async () => {
      const cleanup = await adminConnection(serverUrl);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The app on a fresh database: a database of its own on `postgresServer` (DATABASE_URL unless
 * told), or the embedded PGlite when it is null.
 */
export async function startBenchApp(
  env: Record<string, string> = {},
  postgresServer: string | null = process.env.DATABASE_URL || null,
) {
  const postgres = postgresServer ? await freshPostgres(postgresServer) : undefined;
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pourquoi-bench-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    APP_URL: 'http://localhost',
    // A bench measures what the server can answer, far beyond one family's fair use.
    CHAT_LIMIT_PER_MINUTE: '0',
    CHAT_LIMIT_PER_HOUR: '0',
    // Measured in production mode, without a payment service: the demo allowance (decision 0020).
    PAYMENT_PROVIDER: 'simulated',
    ALLOW_SIMULATED_PAYMENTS: 'true',
    ...env,
    // Empty is unset: PGlite, even with DATABASE_URL in the environment.
    DATABASE_URL: postgres?.url ?? '',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    /** The PostgreSQL database the app runs on, when it is not the embedded one. */
    databaseUrl: postgres?.url,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/** A paying family (no daily quota in the way of a measure) with one child, Léa. */
export async function payingFamily(app: FastifyInstance, database: DatabaseHandle, index = 0) {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Each family from an address of its own: registration is rate-limited by address.
    remoteAddress: `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    payload: {
      email: `bench-${Date.now()}-${index}@example.com`,
      password: 'un-mot-de-passe',
      first_name: 'B',
      last_name: 'M',
    },
  });
  const { access_token, user } = registered.json() as { access_token: string; user: { id: string } };
  await subscribe(database.db, user.id, { until: new Date(Date.now() + 30 * 86_400_000) });
  const headers = { authorization: `Bearer ${access_token}` };
  const child = (
    await app.inject({
      method: 'POST',
      url: '/api/children',
      headers,
      payload: { name: 'Léa', birth_month: 3, birth_year: 2019, gender: 'girl' },
    })
  ).json() as { id: string };
  return { headers, childId: child.id };
}

const autocannonWorker = join(import.meta.dirname, 'autocannon-worker.mjs');
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = 50;

export interface LoadRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * autocannon at 50 connections against `url`. Several requests are sent in turn (one family
 * after another): a family's questions queue behind its own lock, so 50 at once from one
 * family would measure that queue, not the server.
 */
export function runAutocannon(url: string, requests: LoadRequest | LoadRequest[] = {}): Promise<autocannon.Result> {
  const list = Array.isArray(requests) ? requests : [requests];
  const config = {
    url,
    method: list[0]?.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: list.map(({ headers, body }) => ({ headers, body })),
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [autocannonWorker, JSON.stringify(config)],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as autocannon.Result)),
    );
  });
}

export function describeLoad(result: autocannon.Result): string {
  return (
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `errors ${result.errors + result.non2xx} (${CONNECTIONS} connections, ${DURATION_S} s)`
  );
}

export async function load(title: string, url: string, headers: Record<string, string> = {}) {
  console.log(`${title}: ${describeLoad(await runAutocannon(url, { headers }))}`);
}
