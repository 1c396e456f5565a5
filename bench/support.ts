// What the benches share: an app on a fresh embedded database (or DATABASE_URL), and paying families.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/env.js';
import { subscribe } from '../apps/server/test/helpers/subscription.js';

export async function startBenchApp(env: Record<string, string> = {}) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pourquoi-bench-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    APP_URL: 'http://localhost',
    ...env,
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A paying family (no daily quota in the way of a measure) with one child, Léa. */
export async function payingFamily(app: FastifyInstance, database: DatabaseHandle, index = 0) {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
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
