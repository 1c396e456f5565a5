import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth } from './helpers/process.js';

describe('server.ts', () => {
  it('boots on an empty DATA_DIR, migrates, serves, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'pourquoi-boot-'));
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' });
    try {
      const health = await waitForHealth(port);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite', database_ok: true });
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses to start in production without its secrets, and says which', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'pourquoi-boot-')) });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('JWT_SECRET est requis en production');
    expect(server.output()).toContain('APP_URL est requis en production');
  }, 30_000);
});
