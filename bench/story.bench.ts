// A story's timeline: time to the first readable page and to every picture, with remote
// providers of fixed latency (text 8 s, each picture 4 s), then the whole offline story.
// Pictures are drawn in parallel, so the total should stay near text + one picture. The event
// loop's delay while they are drawn says how long other parents' requests would wait behind them.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startFakeOpenAi } from '../apps/server/test/fakes/openai-server.js';
import { payingFamily, startBenchApp } from './support.js';

const TEXT_LATENCY_MS = 8_000;
const PICTURE_LATENCY_MS = 4_000;

const storyJson = (pages: number) =>
  JSON.stringify({
    title: 'Léa et la fusée',
    plan: { places: [{ setting: 'space', name: 'le ciel étoilé' }], characters: [] },
    pages: Array.from({ length: pages }, (_, index) => ({
      text: `Léa vole vers l’étoile numéro ${index + 1}. La nuit est douce.`,
      place: 0,
      time_of_day: 'night',
      action: 'explore',
      props: ['star'],
    })),
  });

async function timeline(label: string, env: Record<string, string>, pages: number) {
  const { app, database, close } = await startBenchApp(env);
  const { headers, childId } = await payingFamily(app, database);

  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const start = performance.now();
  const story = (
    await app.inject({
      method: 'POST',
      url: '/api/stories/generate',
      headers,
      payload: { children: [childId], duration: 5, story_type: 'sleep', theme: 'space' },
    })
  ).json() as { id: string; pages: string[] };
  const firstPage = performance.now() - start;
  let progress = { is_complete: false, illustrations_total: 0 };
  while (!progress.is_complete) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    progress = (await app.inject({ method: 'GET', url: `/api/stories/${story.id}/progress`, headers })).json();
  }
  const all = performance.now() - start;
  loopDelay.disable();
  console.log(`${label} [${database.kind}], ${story.pages.length} pages + cover:`);
  console.log(`  first readable page (text written): ${(firstPage / 1000).toFixed(2)} s`);
  console.log(`  all ${progress.illustrations_total} pictures drawn: ${(all / 1000).toFixed(2)} s`);
  const ms = (nanoseconds: number) => `${(nanoseconds / 1e6).toFixed(1)} ms`;
  console.log(`  event loop delay meanwhile: p99 ${ms(loopDelay.percentile(99))}, max ${ms(loopDelay.max)}`);
  if (pages > 0) {
    console.log(`  floor (text + one picture): ${((TEXT_LATENCY_MS + PICTURE_LATENCY_MS) / 1000).toFixed(2)} s`);
  }
  await close();
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
