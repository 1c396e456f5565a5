// The chat's own cost: server time per answer over a fake OpenAI-compatible model of fixed
// latency (what the server adds: auth, family lock, quota, screening, storage), and the
// offline engine's answer time. PGlite by default; set DATABASE_URL to measure PostgreSQL.
// Budget (product.md#speed-budgets): over the model, one answer at a time, p50 ≤ 10 ms and p99 ≤ 40 ms of
// server time; exits 1 when missed. The offline engine's and the concurrent figures inform.
import { createOfflineEngine } from '../apps/server/src/modules/chat/offline/engine.js';
import { sampleQuestions } from '../apps/server/src/modules/chat/offline/sample-questions.js';
import { startFakeModelThread } from './fake-model-thread.js';
import { payingFamily, startBenchApp } from './support.js';

const MODEL_LATENCY_MS = 200;
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 100);
const CONCURRENCY = 10;

// From product.md#speed-budgets.
const CHAT_P50_BUDGET_MS = 10;
const CHAT_P99_BUDGET_MS = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const percentiles = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};
const summary = (samples: number[], unit = 'ms', digits = 1) => {
  const { p50, p99 } = percentiles(samples);
  return `p50 ${p50.toFixed(digits)} ${unit}, p99 ${p99.toFixed(digits)} ${unit}`;
};

/** The budget's misses for one-at-a-time answers over the model, empty when within it. */
function budgetMisses({ p50, p99 }: { p50: number; p99: number }): string[] {
  return [
    ...(p50 <= CHAT_P50_BUDGET_MS ? [] : [`p50 ${p50.toFixed(1)} ms > ${CHAT_P50_BUDGET_MS} ms`]),
    ...(p99 <= CHAT_P99_BUDGET_MS ? [] : [`p99 ${p99.toFixed(1)} ms > ${CHAT_P99_BUDGET_MS} ms`]),
  ];
}

function offlineEngineTimes() {
  const engine = createOfflineEngine();
  const samples: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const [question] of sampleQuestions) {
      const start = performance.now();
      engine.answer(question, { age: 7, name: 'Léa', gender: 'girl' });
      samples.push((performance.now() - start) * 1000);
    }
  }
  console.log(`offline engine, answer found in the corpus (${samples.length} questions): ${summary(samples, 'µs', 0)}`);
}

async function serverTimes(provider: 'openai' | 'offline') {
  const fake = await startFakeModelThread({ latencyMs: MODEL_LATENCY_MS });
  const { app, database, close } = await startBenchApp({
    AI_PROVIDER: provider,
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'sk-bench',
  });
  const families = await Promise.all(
    Array.from({ length: CONCURRENCY }, (_, index) => payingFamily(app, database, index)),
  );

  const ask = async ({ headers, childId }: (typeof families)[number]) => {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat',
      headers,
      payload: { message: 'Pourquoi le ciel est bleu ?', child_id: childId },
    });
    if (response.statusCode !== 200) throw new Error(`chat answered ${response.statusCode}: ${response.body}`);
    return performance.now() - start - (provider === 'openai' ? MODEL_LATENCY_MS : 0);
  };

  const first = families[0]!;
  await ask(first); // Warm-up: first queries prepare, the engine index builds.
  const sequential: number[] = [];
  for (let run = 0; run < ANSWERS; run += 1) sequential.push(await ask(first));
  const concurrent: number[] = [];
  for (let batch = 0; batch < ANSWERS / CONCURRENCY; batch += 1) {
    concurrent.push(...(await Promise.all(families.map(ask))));
  }
  const what = provider === 'openai' ? `over a model of ${MODEL_LATENCY_MS} ms (model time removed)` : 'offline engine';
  console.log(`POST /api/chat, server time per answer, ${what} [${database.kind}]`);
  // The budget is the server's time over a model; the offline engine's figures inform.
  const misses = provider === 'openai' ? budgetMisses(percentiles(sequential)) : null;
  const verdict =
    misses === null
      ? ''
      : misses.length === 0
        ? ` — within budget (p50 ≤ ${CHAT_P50_BUDGET_MS} ms, p99 ≤ ${CHAT_P99_BUDGET_MS} ms)`
        : ` — OVER BUDGET (${misses.join(', ')})`;
  console.log(`  one at a time (${ANSWERS}): ${summary(sequential)}${verdict}`);
  console.log(`  ${CONCURRENCY} families' questions at once (${concurrent.length}): ${summary(concurrent)}`);

  await close();
  await fake.close();
  return misses === null || misses.length === 0;
}

offlineEngineTimes();
const withinBudget = await serverTimes('openai');
await serverTimes('offline');
if (!withinBudget) {
  console.log('A speed budget is missed.');
  process.exitCode = 1;
}
