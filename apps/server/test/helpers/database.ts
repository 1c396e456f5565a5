import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseHandle, createPglite, pgliteHandle, postgresHandle } from '../../src/db/client.js';
import { adminConnection, databaseUrlFor } from './postgres.js';

export interface TestDatabase extends DatabaseHandle {
  /** Empties every table: each test starts from the migrated, empty schema. */
  reset(): Promise<void>;
}

/**
 * A database of this test file's own, copied from the run's migrated one: PGlite by
 * default, PostgreSQL when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let drop = async () => undefined as void;
  if (template && databaseUrl) {
    const name = `pourquoi_test_${randomBytes(6).toString('hex')}`;
    const admin = await adminConnection(databaseUrl);
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    handle = postgresHandle(databaseUrlFor(databaseUrl, name), 4);
    drop = async () => {
      const cleanup = await adminConnection(databaseUrl);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    const image = readFileSync(inject('pgliteImage') ?? '');
    handle = pgliteHandle(await createPglite({ loadDataDir: new Blob([image]) }));
  }
  return {
    ...handle,
    async reset() {
      // Both drivers answer `{ rows }`; the shared Drizzle type cannot say so.
      const result = (await handle.db.execute(
        sql`select tablename from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { tablename: string }[] };
      const tables = result.rows.map((row) => `"${row.tablename}"`).join(', ');
      if (tables) await handle.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
      // Jobs queued by an earlier test (pg-boss keeps its own schema) must not run in this one.
      const queue = (await handle.db.execute(sql`select to_regclass('pgboss.job') as job`)) as unknown as {
        rows: { job: string | null }[];
      };
      if (queue.rows[0]?.job) await handle.db.execute(sql.raw('delete from pgboss.job'));
    },
    async close() {
      await handle.close();
      await drop();
    },
  };
}
