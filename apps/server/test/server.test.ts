import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@pourquoi/shared';
import { backupName } from '../src/modules/admin/backup.js';
import { freePort, startServer, waitForHealth } from './helpers/process.js';

describe('server.ts', () => {
  it('boots on an empty DATA_DIR, migrates, serves, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-boot-'));
    // Two cleanup backups: the start drops the one past BACKUP_RETENTION_DAYS (decision 0020).
    mkdirSync(join(dataDir, 'backups'));
    const [recent, expired] = [2, 40].map((days) => backupName(new Date(Date.now() - days * DAY_MS)));
    for (const name of [recent!, expired!]) writeFileSync(join(dataDir, 'backups', name), 'x');
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    try {
      const health = await waitForHealth(port);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite', database_ok: true });
      expect(readdirSync(join(dataDir, 'backups'))).toEqual([recent]);
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses to open a DATA_DIR another server is using, which goes on serving', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-boot-'));
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    const first = startServer({ PORT: String(firstPort), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    try {
      expect((await waitForHealth(firstPort)).status).toBe(200);
      const second = startServer({ PORT: String(secondPort), DATA_DIR: dataDir, HOST: '127.0.0.1' });
      expect(await second.exit).toBe(1);
      expect(second.output()).toContain(`already open in another Pourquoi process (pid ${first.child.pid})`);
      const health = await fetch(`http://127.0.0.1:${firstPort}/api/health`);
      expect(await health.json()).toMatchObject({ database_ok: true });
      first.child.kill('SIGTERM');
      expect(await first.exit).toBe(0);
      // Given back on the way out: the next start opens the same data.
      const next = startServer({ PORT: String(secondPort), DATA_DIR: dataDir, HOST: '127.0.0.1' });
      try {
        expect((await waitForHealth(secondPort)).status).toBe(200);
      } finally {
        next.child.kill('SIGKILL');
      }
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 90_000);

  it('refuses to start in production without its secrets, and says which', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'pourquoi-boot-')) });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('JWT_SECRET is required in production');
    expect(server.output()).toContain('APP_URL is required in production');
    // No payment service named: never simulated payments on the public internet (decision 0020).
    expect(server.output()).toContain('PAYMENT_PROVIDER must be set in production');
  }, 30_000);
});
