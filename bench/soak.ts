// Soak: mixed family traffic for SOAK_MINUTES (default 10) against one server, printing each
// minute the requests made, their errors and the process's memory; memory that keeps growing
// or any 5xx is what to look for. `npm run soak`; DATABASE_URL to run it on PostgreSQL.
import { payingFamily, startBenchApp } from './support.js';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const FAMILIES = 20;
const CONCURRENCY = 10;
const QUESTIONS = [
  'Pourquoi le ciel est bleu ?',
  'Pourquoi il pleut ?',
  'Comment dorment les poissons ?',
  'Pourquoi la lune change de forme ?',
  'Pourquoi on a des dents de lait ?',
];

const { app, database, close } = await startBenchApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const families = [];
for (let index = 0; index < FAMILIES; index += 1) families.push(await payingFamily(app, database, index));

interface Tally {
  requests: number;
  clientErrors: number;
  serverErrors: number;
  failures: number;
}
const minute: Tally = { requests: 0, clientErrors: 0, serverErrors: 0, failures: 0 };
const total: Tally = { requests: 0, clientErrors: 0, serverErrors: 0, failures: 0 };
const count = (key: keyof Tally) => {
  minute[key] += 1;
  total[key] += 1;
};

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  count('requests');
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    await response.arrayBuffer();
    if (response.status >= 500) count('serverErrors');
    else if (response.status >= 400 && response.status !== 429) count('clientErrors');
    return response;
  } catch {
    count('failures');
    return undefined;
  }
}

/** One family's visit: what a parent does in the app, one step at a time. */
async function visit(turn: number) {
  const family = families[turn % families.length]!;
  const step = turn % 10;
  if (step === 0) {
    await call('POST', '/api/auth/token', {}, { email: 'inconnu@example.fr', password: 'pas-le-bon' });
  } else if (step < 4) {
    await call('GET', '/api/children', family.headers);
    await call('GET', '/api/monetization/usage', family.headers);
  } else if (step < 8) {
    const message = QUESTIONS[turn % QUESTIONS.length]!;
    await call('POST', '/api/chat', family.headers, { message, child_id: family.childId });
  } else if (step === 8) {
    await call('GET', `/api/conversations?child_id=${family.childId}&q=ciel`, family.headers);
    await call('GET', '/api/stories', family.headers);
  } else if (turn % 50 === 9) {
    // A story now and then (the monthly quota refuses the rest: those 403s are expected).
    await call('POST', '/api/stories/generate', family.headers, {
      children: [family.childId],
      story_type: 'sleep',
      theme: 'space',
    });
  } else {
    await call('GET', '/api/history/stats', family.headers);
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const deadline = Date.now() + MINUTES * 60_000;
let turn = 0;
const report = setInterval(() => {
  const memory = process.memoryUsage();
  console.log(
    `${new Date().toISOString().slice(11, 19)}  ${minute.requests} requests, ${minute.serverErrors} 5xx, ` +
      `${minute.failures} failed, ${minute.clientErrors} 4xx · rss ${megabytes(memory.rss)}, heap ${megabytes(memory.heapUsed)}`,
  );
  Object.assign(minute, { requests: 0, clientErrors: 0, serverErrors: 0, failures: 0 });
}, 60_000);

console.log(`database: ${database.kind}, ${FAMILIES} families, ${CONCURRENCY} at once, ${MINUTES} min`);
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < deadline) await visit((turn += 1));
  }),
);
clearInterval(report);
console.log(
  `total: ${total.requests} requests, ${total.serverErrors} 5xx, ${total.failures} failed, ${total.clientErrors} 4xx`,
);
await close();
process.exit(total.serverErrors + total.failures > 0 ? 1 : 0);
