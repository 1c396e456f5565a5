// A story's timeline: time to the first readable page and to every picture, with remote
// providers of fixed latency (text 8 s, each picture 4 s), then the whole offline story.
// Pictures are drawn in parallel, so the total should stay near text + one picture.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { subscriptions } from '../apps/server/src/db/schema.js';
import { loadConfig } from '../apps/server/src/env.js';
import { startFakeOpenAi } from '../apps/server/test/fakes/openai-server.js';

const TEXT_LATENCY_MS = 8_000;
const PICTURE_LATENCY_MS = 4_000;

const storyJson = (pages: number) =>
  JSON.stringify({
    title: 'Léa et la fusée',
    pages: Array.from({ length: pages }, (_, index) => ({
      text: `Léa vole vers l’étoile numéro ${index + 1}. La nuit est douce.`,
      setting: 'space',
      time_of_day: 'night',
      action: 'explore',
      props: ['star'],
    })),
  });

async function timeline(label: string, env: Record<string, string>, pages: number) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pourquoi-bench-')),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    APP_URL: 'http://localhost',
    ...env,
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `bench-${Date.now()}@example.com`, password: 'un-mot-de-passe', first_name: 'B', last_name: 'M' },
  });
  const { access_token, user } = registered.json() as { access_token: string; user: { id: string } };
  await database.db
    .update(subscriptions)
    .set({ planId: 'family_monthly', status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(subscriptions.userId, user.id));
  const headers = { authorization: `Bearer ${access_token}` };
  const child = (
    await app.inject({
      method: 'POST',
      url: '/api/children',
      headers,
      payload: { name: 'Léa', birth_month: 3, birth_year: 2021, gender: 'girl' },
    })
  ).json() as { id: string };

  const start = performance.now();
  const story = (
    await app.inject({
      method: 'POST',
      url: '/api/stories/generate',
      headers,
      payload: { children: [child.id], duration: 5, story_type: 'sleep', theme: 'space' },
    })
  ).json() as { id: string; pages: string[] };
  const firstPage = performance.now() - start;
  let progress = { is_complete: false, illustrations_total: 0 };
  while (!progress.is_complete) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    progress = (await app.inject({ method: 'GET', url: `/api/stories/${story.id}/progress`, headers })).json();
  }
  const all = performance.now() - start;
  console.log(`${label} [${database.kind}], ${story.pages.length} pages + cover:`);
  console.log(`  first readable page (text written): ${(firstPage / 1000).toFixed(2)} s`);
  console.log(`  all ${progress.illustrations_total} pictures drawn: ${(all / 1000).toFixed(2)} s`);
  if (pages > 0) {
    console.log(`  floor (text + one picture): ${((TEXT_LATENCY_MS + PICTURE_LATENCY_MS) / 1000).toFixed(2)} s`);
  }
  await app.close();
  await database.close();
}

const pages = 7;
const writer = await startFakeOpenAi({ latencyMs: TEXT_LATENCY_MS, reply: storyJson(pages) });
const illustrator = await startFakeOpenAi({ latencyMs: PICTURE_LATENCY_MS });
await timeline(
  `Remote providers (text ${TEXT_LATENCY_MS / 1000} s, each picture ${PICTURE_LATENCY_MS / 1000} s)`,
  {
    AI_PROVIDER: 'openai',
    AI_BASE_URL: writer.baseUrl,
    AI_API_KEY: 'sk-bench',
    IMAGE_PROVIDER: 'openai',
    IMAGE_BASE_URL: illustrator.baseUrl,
  },
  pages,
);
await writer.close();
await illustrator.close();
await timeline('Offline writer and illustrator', {}, 0);
