import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth } from './helpers/process.js';
import { adminConnection, databaseUrlFor } from './helpers/postgres.js';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** Two servers on one PostgreSQL and one Redis, as behind a load balancer. */
describe.skipIf(!databaseUrl || !redisUrl)('two server instances behave as one', () => {
  const name = `pourquoi_two_${randomBytes(5).toString('hex')}`;
  const servers: Array<ReturnType<typeof startServer>> = [];
  const bases: string[] = [];

  beforeAll(async () => {
    const admin = await adminConnection(databaseUrl!);
    await admin.query(`create database ${name}`);
    await admin.end();
    const shared = {
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrlFor(databaseUrl!, name),
      REDIS_URL: redisUrl!,
      JWT_SECRET: 'two-instances-secret-two-instances-secret',
      // Behind a balancer (one hop) the client's address comes in X-Forwarded-For.
      TRUST_PROXY: '1',
    };
    // Both start at once: the migrations run once, under their advisory lock.
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      servers.push(
        startServer({ ...shared, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'pourquoi-two-')) }),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    try {
      for (const base of bases) await waitForHealth(Number(new URL(base).port), 60_000);
    } catch (error) {
      throw new Error(`the servers did not start:\n${servers.map((server) => server.output()).join('\n')}`, {
        cause: error,
      });
    }
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exit));
    const admin = await adminConnection(databaseUrl!);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 30_000);

  /** Calls alternate between the instances, as a round-robin balancer sends them. */
  let turn = 0;
  // A client address of this run's own: Redis keeps counters between runs.
  const clientAddress = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const call = async (method: string, path: string, options: { token?: string; body?: unknown; on?: number } = {}) => {
    const base = bases[options.on ?? turn++ % 2]!;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': clientAddress,
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  async function family() {
    const email = `deux-${randomBytes(4).toString('hex')}@example.fr`;
    const session = await call('POST', '/api/auth/register', {
      body: { email, password: 'un-mot-de-passe', first_name: 'Ada', last_name: 'Deux' },
    });
    const token = session.body.access_token as string;
    const child = await call('POST', '/api/children', {
      token,
      body: { name: 'Léo', birth_month: 3, birth_year: 2020, gender: 'boy' },
    });
    return { email, token, childId: child.body.id as string };
  }

  it('shares the login rate limit: the failures on both count together', async () => {
    const { email } = await family();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await call('POST', '/api/auth/token', { body: { email, password: 'pas-le-bon' } })).status);
    }
    // 5 failures per account and address, then a pause (decision 0020), whichever instance answers.
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses[5]).toBe(429);
  });

  it('shares the trial quota: three questions a day across both', async () => {
    const { token, childId } = await family();
    const ask = (on: number) =>
      call('POST', '/api/chat', { token, on, body: { message: 'Pourquoi le ciel est bleu ?', child_id: childId } });
    expect((await ask(0)).status).toBe(200);
    expect((await ask(1)).status).toBe(200);
    expect((await ask(0)).status).toBe(200);
    const fourth = await ask(1);
    expect(fourth.status).toBe(403);
    expect(fourth.body.code).toBe('question_not_allowed');
  });

  it('makes a story on one and shows its progress and pictures on the other', async () => {
    const { token, childId } = await family();
    const story = await call('POST', '/api/stories/generate', {
      token,
      on: 0,
      body: { children: [childId], story_type: 'sleep', theme: 'space' },
    });
    expect(story.status).toBe(200);
    const id = story.body.id as string;
    const deadline = Date.now() + 60_000;
    let progress = (await call('GET', `/api/stories/${id}/progress`, { token, on: 1 })).body;
    while (!progress.is_complete && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      progress = (await call('GET', `/api/stories/${id}/progress`, { token, on: 1 })).body;
    }
    expect(progress).toMatchObject({ is_complete: true, progress: 100 });
    const [first, second] = await Promise.all([
      call('GET', `/api/stories/${id}`, { token, on: 0 }),
      call('GET', `/api/stories/${id}`, { token, on: 1 }),
    ]);
    expect(second.body.pages).toEqual(first.body.pages);
    expect(second.body.illustrations_status).toBe('complete');
  });
});
