// Paris days (product.md#d2-limits) worked out by hand (packages/shared/src/time.ts) against asked
// of a cached Intl.DateTimeFormat: what building the formatter costs once, in a
// fresh process as at the app's start, and what each call costs after.
//   npx tsx bench/paris-time.bench.ts
import { spawnSync } from 'node:child_process';
import { parisDay } from '@pourquoi/shared';

const CALLS = 200_000;

/** The formatter's first construction, timed in a new Node process (nothing of ICU loaded yet). */
function coldConstructionMs(): number {
  const script = `
    const start = performance.now();
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    console.log(performance.now() - start);`;
  const runs = Array.from({ length: 5 }, () =>
    Number(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout.trim()),
  );
  return runs.sort((a, b) => a - b)[2]!;
}

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
function intlParisDay(instant: Date) {
  const parts = formatter.formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function perCallMicroseconds(day: (instant: Date) => unknown): number {
  const base = Date.UTC(2026, 0, 1);
  const start = performance.now();
  for (let index = 0; index < CALLS; index += 1) day(new Date(base + index * 3_600_000));
  return ((performance.now() - start) * 1000) / CALLS;
}

// Both agree on every hour of two years, summer-time changes included.
for (let hour = 0; hour < 2 * 366 * 24; hour += 1) {
  const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
  const [mine, theirs] = [parisDay(instant), intlParisDay(instant)];
  if (mine.year !== theirs.year || mine.month !== theirs.month || mine.day !== theirs.day) {
    console.error(`disagree at ${instant.toISOString()}: ${JSON.stringify(mine)} vs ${JSON.stringify(theirs)}`);
    process.exit(1);
  }
}

perCallMicroseconds(parisDay);
perCallMicroseconds(intlParisDay);
console.log(`Paris day, ${CALLS} calls (median of 5 cold starts for the formatter):`);
console.log(`  by hand (time.ts)         ${perCallMicroseconds(parisDay).toFixed(2)} µs a call, nothing to build`);
console.log(
  `  cached Intl formatter     ${perCallMicroseconds(intlParisDay).toFixed(2)} µs a call, ${coldConstructionMs().toFixed(1)} ms to build once`,
);
