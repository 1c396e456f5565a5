// The API against its reference (bench/reference.ts): GET /api/children and a chat answer by
// the offline engine, at 50 connections, alternating reference and app three times each
// (BENCH_ROUNDS), each load BENCH_DURATION seconds (10).
// Budgets (product.md#speed-budgets): at least 0.8 of the reference's
// throughput and a p99 at most 1.5 times the reference's, with no error, for each route, with
// one family (every connection the same family) and with 50 (one per connection). Exits 1 when
// one is missed.
// Databases: PGlite always; PostgreSQL too when DATABASE_URL gives a server's address (each
// measure creates its own database there and drops it after), as for the other benches.
import type autocannon from 'autocannon';
import { startReference } from './reference.js';
import { CONNECTIONS, type LoadRequest, describeLoad, payingFamily, runAutocannon, startBenchApp } from './support.js';

const SECRET = 'bench-secret-bench-secret-bench-secret';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FAMILIES = CONNECTIONS;

// From product.md#speed-budgets.
const THROUGHPUT_RATIO_BUDGET = 0.8;
const P99_RATIO_BUDGET = 1.5;

const best = (results: autocannon.Result[]) =>
  results.reduce((top, result) => (result.requests.average > top.requests.average ? result : top));

/** The budgets `ours` misses against `theirs`, empty when within them. */
function missed(ours: autocannon.Result, ratio: number, p99Ratio: number): string[] {
  const misses: string[] = [];
  if (!(ratio >= THROUGHPUT_RATIO_BUDGET))
    misses.push(`throughput ratio ${ratio.toFixed(2)} < ${THROUGHPUT_RATIO_BUDGET}`);
  if (!(p99Ratio <= P99_RATIO_BUDGET)) misses.push(`p99 ratio ${p99Ratio.toFixed(2)} > ${P99_RATIO_BUDGET}`);
  const errors = ours.errors + ours.non2xx;
  if (errors > 0) misses.push(`${errors} errors`);
  return misses;
}

/** Measures a route, prints it with its verdict; true when within budget. */
async function compare(title: string, appUrl: string, referenceUrl: string, request: LoadRequest[]) {
  const app: autocannon.Result[] = [];
  const reference: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    reference.push(await runAutocannon(referenceUrl, request));
    app.push(await runAutocannon(appUrl, request));
  }
  const [ours, theirs] = [best(app), best(reference)];
  const ratio = ours.requests.average / theirs.requests.average;
  // autocannon's latencies are whole milliseconds: a reference's p99 under 1 ms counts as 1 ms.
  const p99Ratio = ours.latency.p99 / Math.max(theirs.latency.p99, 1);
  const misses = missed(ours, ratio, p99Ratio);
  console.log(`${title}\n  reference: ${describeLoad(theirs)}\n  app:       ${describeLoad(ours)}`);
  console.log(
    `  ratio ${ratio.toFixed(2)} (≥ ${THROUGHPUT_RATIO_BUDGET}), p99 ratio ${p99Ratio.toFixed(2)} (≤ ${P99_RATIO_BUDGET}) — ` +
      (misses.length === 0 ? 'within budget' : `OVER BUDGET (${misses.join(', ')})`),
  );
  return misses.length === 0;
}

async function measure(postgresServer: string | null) {
  const { app, database, databaseUrl, close } = await startBenchApp({ JWT_SECRET: SECRET }, postgresServer);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const reference = await startReference(database, SECRET, databaseUrl);
  console.log(`\ndatabase: ${database.kind}`);
  let within = true;
  try {
    // 50 families, one per connection, as at a busy evening: each reads its own children and
    // asks its own questions. And one family on every connection: its rows and its
    // subscription read by all at once.
    const many = [];
    for (let index = 0; index < FAMILIES; index += 1) many.push(await payingFamily(app, database, index));
    const one = await payingFamily(app, database, FAMILIES);
    const loads = [
      { label: '1 family', families: Array.from({ length: CONNECTIONS }, () => one) },
      { label: `${FAMILIES} families`, families: many },
    ];
    for (const { label, families } of loads) {
      const children = await compare(
        `GET /api/children, ${label} [${database.kind}]`,
        `${appUrl}/api/children`,
        `${reference.url}/api/children`,
        families.map((family) => ({ headers: family.headers })),
      );
      const questions: LoadRequest[] = families.map((family) => ({
        method: 'POST',
        headers: family.headers,
        body: { message: 'Pourquoi le ciel est bleu ?', child_id: family.childId },
      }));
      const chat = await compare(
        `POST /api/chat (offline engine), ${label} [${database.kind}]`,
        `${appUrl}/api/chat`,
        `${reference.url}/api/chat`,
        questions,
      );
      within = within && children && chat;
    }
  } finally {
    // Answers whose client left when the load stopped are still being recorded: let them finish.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await reference.close();
    await close();
  }
  return within;
}

let within = await measure(null);
if (process.env.DATABASE_URL) within = (await measure(process.env.DATABASE_URL)) && within;
else console.log('\nPostgreSQL not measured: set DATABASE_URL to a server to measure it too.');
if (!within) {
  console.log('\nA speed budget is missed.');
  process.exitCode = 1;
}
