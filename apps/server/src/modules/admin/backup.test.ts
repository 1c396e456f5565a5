import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@pourquoi/shared';
import { backupName, backupPath, pruneBackups } from './backup.js';

const silent = pino({ level: 'silent' });
const now = new Date('2026-11-21T09:00:00Z');
const nameAt = (daysAgo: number) => backupName(new Date(now.getTime() - daysAgo * DAY_MS));

/** A DATA_DIR whose backups folder holds these files. */
function dataDirWith(files: string[]): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-backups-'));
  mkdirSync(join(dataDir, 'backups'));
  for (const file of files) writeFileSync(join(dataDir, 'backups', file), 'x');
  return dataDir;
}
const left = (dataDir: string) => readdirSync(join(dataDir, 'backups')).sort();

describe('backup retention (BACKUP_RETENTION_DAYS)', () => {
  it('deletes the backups past the retention, dated by their names, and nothing else', () => {
    const files = [nameAt(0), nameAt(29), nameAt(31), nameAt(90), 'notes.txt', 'pourquoi-manuel.json.gz'];
    const dataDir = dataDirWith(files);
    expect(pruneBackups(dataDir, 30, now, silent).sort()).toEqual([nameAt(31), nameAt(90)].sort());
    expect(left(dataDir)).toEqual([nameAt(0), nameAt(29), 'notes.txt', 'pourquoi-manuel.json.gz'].sort());
    // A shorter retention takes the next one.
    expect(pruneBackups(dataDir, 7, now, silent)).toEqual([nameAt(29)]);
  });

  it('keeps the newest backup however old, so a long-idle server still has one', () => {
    const dataDir = dataDirWith([nameAt(200), nameAt(100), nameAt(45)]);
    expect(pruneBackups(dataDir, 30, now, silent).sort()).toEqual([nameAt(200), nameAt(100)].sort());
    expect(left(dataDir)).toEqual([nameAt(45)]);
  });

  it('does nothing before the first backup', () => {
    expect(pruneBackups(mkdtempSync(join(tmpdir(), 'pourquoi-backups-')), 30, now, silent)).toEqual([]);
  });
});

describe('backupPath (npm run db:restore)', () => {
  it('reads a bare name, as the console shows it, from DATA_DIR/backups, and any other path as given', () => {
    expect(backupPath('/srv/data', 'pourquoi-2026-11-21T09-00-00-000Z.json.gz')).toBe(
      '/srv/data/backups/pourquoi-2026-11-21T09-00-00-000Z.json.gz',
    );
    expect(backupPath('/srv/data', 'data/backups/x.json.gz')).toBe(resolve('data/backups/x.json.gz'));
    expect(backupPath('/srv/data', '/tmp/x.json.gz')).toBe('/tmp/x.json.gz');
  });
});
