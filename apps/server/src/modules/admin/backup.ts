import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '@pourquoi/shared';
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

const backupsDirectory = (dataDir: string) => join(dataDir, 'backups');

/** `pourquoi-2026-11-22T04-46-07-860Z.json.gz`: the moment it was taken, in the name. */
export const backupName = (now: Date) => `pourquoi-${now.toISOString().replace(/[:.]/g, '-')}.json.gz`;
const BACKUP_NAME = /^pourquoi-(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.json\.gz$/;

/** When a backup was taken, read from its name; undefined for a file of any other name. */
function takenAt(name: string): Date | undefined {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, dayAndHour, minutes, seconds, milliseconds] = match;
  const time = new Date(`${dayAndHour}:${minutes}:${seconds}.${milliseconds}Z`);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/**
 * A logical backup of every table of the app, gzipped JSON in `DATA_DIR/backups/`: the same
 * on PGlite and PostgreSQL, restored by `npm run db:restore -- <name>`. Answers the file's
 * name only: its path on the server is nobody else's business (decision 0020).
 */
export async function writeBackup(db: Database, dataDir: string, now: Date): Promise<string> {
  const content: BackupFile = { format: FORMAT, created_at: now.toISOString(), tables: {} };
  for (const [name, table] of tables) content.tables[name] = await db.select().from(table);
  const directory = backupsDirectory(dataDir);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const name = backupName(now);
  writeFileSync(join(directory, name), gzipSync(JSON.stringify(content, encode)), { mode: 0o600 });
  return name;
}

/**
 * Deletes the backups taken more than `retentionDays` before `now` (BACKUP_RETENTION_DAYS),
 * dated by their names. The newest stays however old it is, and files of any other name are
 * left alone. Answers the names deleted, which the server's log lists.
 */
export function pruneBackups(dataDir: string, retentionDays: number, now: Date, log: FastifyBaseLogger): string[] {
  const directory = backupsDirectory(dataDir);
  if (!existsSync(directory)) return [];
  const backups = readdirSync(directory)
    .flatMap((name) => {
      const time = takenAt(name);
      return time ? [{ name, time: time.getTime() }] : [];
    })
    .sort((a, b) => b.time - a.time);
  const oldestKept = now.getTime() - retentionDays * DAY_MS;
  const pruned: string[] = [];
  for (const { name } of backups.slice(1).filter((backup) => backup.time < oldestKept)) {
    // A file that will not go (its rights changed by hand) must not stop a start or a cleanup.
    try {
      rmSync(join(directory, name), { force: true });
      pruned.push(name);
    } catch (error) {
      log.warn({ err: error, backup: name }, 'an expired backup could not be deleted');
    }
  }
  if (pruned.length > 0) log.info({ pruned, retentionDays }, 'backups past their retention deleted');
  return pruned;
}

/**
 * The file `npm run db:restore` reads: a bare name, as the console shows it, is one of
 * `DATA_DIR/backups`; anything with a folder is a path from the current directory.
 */
export function backupPath(dataDir: string, file: string): string {
  return basename(file) === file ? join(backupsDirectory(dataDir), file) : resolve(file);
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
  if (content.format !== FORMAT) throw new Error(`${basename(file)} is not a Pourquoi backup`);
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
