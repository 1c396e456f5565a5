import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions, type Transaction, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { lockDirectory } from './directory-lock.js';
import { schema } from './schema.js';

/** What the app sees of either engine: one Drizzle API over one PostgreSQL schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Raw SQL for the job queue (pg-boss): several statements when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Drizzle sends the same parsers with every query (dates, intervals and a few arrays kept as
 * text, which it maps itself), and PGlite merges them into its ~320 defaults each time: about
 * 150 µs a query, a third of a simple one (bench/api.bench.ts). The embedded client is created
 * with them once, Drizzle's copy is left out, and raw SQL (the job queue) gets dates parsed.
 * The statements of db/statement.ts keep them as text too, for the columns' own mappers.
 */
export const typesKeptAsText = [
  types.DATE,
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  1115,
  1182,
  1185,
  1187,
  1231,
];
const pgliteParsers = Object.fromEntries(typesKeptAsText.map((oid) => [oid, (value: string) => value]));
const rawSqlParsers = Object.fromEntries(
  [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ].map((oid) => [oid, types.parsers[oid]!]),
);

type Queryable = Pick<PGlite | Transaction, 'query'>;

function withoutPerQueryParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.query(text, params, options && { ...options, parsers: undefined });
      }
      if (property === 'transaction' && target instanceof PGlite) {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) => callback(withoutPerQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods reach private fields: they run on the client itself, not the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The embedded engine, created with the parsers its handle relies on. */
export function createPglite(options: Omit<PGliteOptions, 'parsers'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, parsers: pgliteParsers });
}

/** A client from `createPglite`. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: withoutPerQueryParsers(client), schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    executeSql: async (text, values = []) => {
      if (values.length > 0) return client.query(text, values, { parsers: rawSqlParsers });
      const results = await client.exec(text, { parsers: rawSqlParsers });
      return { rows: results.at(-1)?.rows ?? [] };
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

const MIGRATION_LOCK_ID = 7_001_2026;

export function postgresHandle(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection that dies (a database restart, a failover) leaves the pool, which opens
  // a new one on demand: without a listener its error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL: idle connection lost (${error.message})`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    // Several instances may start together: an advisory lock lets one migrate at a time.
    migrate: async () => {
      const lockHolder = await pool.connect();
      try {
        await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db, { migrationsFolder: migrationsDir });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lockHolder.release();
      }
    },
    executeSql: (text, values = []) => pool.query(text, values),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** DATABASE_URL set: that PostgreSQL server. Unset: an embedded PGlite under DATA_DIR. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresHandle(options.databaseUrl);
  const directory = join(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const unlock = lockDirectory(directory);
  try {
    const handle = pgliteHandle(await createPglite({ dataDir: directory }));
    return { ...handle, close: () => handle.close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Postgres error code of a failed query, whichever driver raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
