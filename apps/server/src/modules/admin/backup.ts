import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/schema.js';

const FORMAT = 'pourquoi-backup/1';
const INSERT_CHUNK = 200;

/** Tables in the order their keys allow inserting them (the schema lists parents first). */
const tables = Object.entries(schema) as Array<[string, PgTable]>;

interface BackupFile {
  format: typeof FORMAT;
  created_at: string;
  tables: Record<string, unknown[]>;
}

/** Bytes (the pictures) travel as base64 inside the JSON. */
const encode = (_key: string, value: unknown) =>
  value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer'
    ? { $bytes: Buffer.from((value as { data: number[] }).data).toString('base64') }
    : value instanceof Uint8Array
      ? { $bytes: Buffer.from(value).toString('base64') }
      : value;

/**
 * A logical backup of every table of the app, gzipped JSON in `DATA_DIR/backups/`: the same
 * on PGlite and PostgreSQL, restored by `npm run db:restore -- <file>`.
 */
export async function writeBackup(db: Database, dataDir: string, now: Date): Promise<string> {
  const content: BackupFile = { format: FORMAT, created_at: now.toISOString(), tables: {} };
  for (const [name, table] of tables) content.tables[name] = await db.select().from(table);
  const directory = join(dataDir, 'backups');
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const file = join(directory, `pourquoi-${now.toISOString().replace(/[:.]/g, '-')}.json.gz`);
  writeFileSync(file, gzipSync(JSON.stringify(content, encode)), { mode: 0o600 });
  return file;
}

/** A stored value back to what its column takes: dates and bytes. */
function revive(table: PgTable, row: Record<string, unknown>) {
  const columns = getTableColumns(table);
  const revived: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    if (value && typeof value === 'object' && '$bytes' in value) {
      revived[key] = Buffer.from(String((value as { $bytes: string }).$bytes), 'base64');
    } else if (column?.columnType === 'PgTimestamp' && typeof value === 'string') {
      revived[key] = new Date(value);
    } else {
      revived[key] = value;
    }
  }
  return revived;
}

/** Replaces every table's rows with the backup's, in one transaction. */
export async function restoreBackup(db: Database, file: string) {
  const content = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as BackupFile;
  if (content.format !== FORMAT) throw new Error(`${basename(file)} n'est pas une sauvegarde de Pourquoi`);
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const [, table] of [...tables].reverse()) await tx.delete(table);
    for (const [name, table] of tables) {
      const rows = (content.tables[name] ?? []).map((row) => revive(table, row as Record<string, unknown>));
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await tx.insert(table).values(rows.slice(start, start + INSERT_CHUNK));
      }
      counts[name] = rows.length;
    }
  });
  return counts;
}
