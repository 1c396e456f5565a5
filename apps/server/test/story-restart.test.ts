import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from './fakes/openai-server.js';
import { freePort, startServer, waitForHealth } from './helpers/process.js';

/** Each picture takes this long at the fake illustrator: long enough to kill the server mid-story. */
const PICTURE_LATENCY_MS = 1_500;

let illustrator: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  illustrator = await startFakeOpenAi({ latencyMs: PICTURE_LATENCY_MS });
});
afterAll(async () => illustrator.close());

describe('a story survives a server crash', () => {
  it('is finished by the next server: its picture jobs are in the database, not in memory', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pourquoi-restart-')),
      JWT_SECRET: 'restart-test-secret-restart-test-secret',
      IMAGE_PROVIDER: 'openai',
      IMAGE_BASE_URL: illustrator.baseUrl,
      IMAGE_API_KEY: 'sk-test',
    };
    const first = startServer(env);
    let second: ReturnType<typeof startServer> | undefined;
    try {
      await waitForHealth(port);
      const call = async (method: string, path: string, token?: string, body?: unknown) => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            ...(body !== undefined && { 'content-type': 'application/json' }),
            ...(token && { authorization: `Bearer ${token}` }),
          },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const session = await call('POST', '/api/auth/register', undefined, {
        email: 'crash@example.com',
        password: 'un-mot-de-passe',
        first_name: 'Ada',
        last_name: 'Crash',
      });
      const token = session.body.access_token as string;
      const child = await call('POST', '/api/children', token, {
        name: 'Léo',
        birth_month: 3,
        birth_year: 2020,
        gender: 'boy',
      });
      const story = await call('POST', '/api/stories/generate', token, {
        children: [child.body.id],
        story_type: 'adventure',
        theme: 'pirates',
      });
      expect(story.status).toBe(200);
      const storyId = story.body.id as string;

      // The first pictures are being drawn: the server dies without a goodbye.
      await new Promise((resolve) => setTimeout(resolve, PICTURE_LATENCY_MS / 2));
      const before = (await call('GET', `/api/stories/${storyId}/progress`, token)).body;
      expect(before.is_complete).toBe(false);
      first.child.kill('SIGKILL');
      await first.exit;

      second = startServer(env);
      await waitForHealth(port);
      const deadline = Date.now() + 60_000;
      let progress = before;
      while (!progress.is_complete && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        progress = (await call('GET', `/api/stories/${storyId}/progress`, token)).body;
      }
      expect(progress).toMatchObject({ is_complete: true, status: 'complete', progress: 100 });
      expect(progress.illustrations_done).toBe(progress.illustrations_total);
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
    }
  }, 120_000);
});
