// Authentication costs: the password hash a login pays, and authenticated reads under load.
// PGlite by default; set DATABASE_URL to measure PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/env.js';
import { hashPassword, verifyPassword } from '../apps/server/src/lib/passwords.js';
import { load } from './support.js';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeArgon2() {
  const hash = await hashPassword('un-mot-de-passe');
  const samples: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const start = performance.now();
    await verifyPassword(hash, 'un-mot-de-passe');
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(
    `argon2id verify (19 MiB, t=2): p50 ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    APP_URL: 'http://localhost',
    // Measured in production mode, without a payment service: the demo allowance (decision 0020).
    PAYMENT_PROVIDER: 'simulated',
    ALLOW_SIMULATED_PAYMENTS: 'true',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  console.log(`database: ${database.kind}`);

  await timeArgon2();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: `bench-${Date.now()}@example.com`,
      password: 'un-mot-de-passe',
      first_name: 'Bench',
      last_name: 'Mark',
    },
  });
  const { access_token } = registered.json() as { access_token: string };

  await load('GET /api/health', `${base}/api/health`);
  await load('GET /api/auth/me (token check + one indexed read)', `${base}/api/auth/me`, {
    authorization: `Bearer ${access_token}`,
  });

  await app.close();
  await database.close();
}

await main();
