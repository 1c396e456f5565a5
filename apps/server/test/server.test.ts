import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverEntry = resolve(import.meta.dirname, '../src/server.ts');

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exit };
}

async function waitForHealth(port: number, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

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
