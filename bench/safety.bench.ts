// Local safety screening: how much of the French test set it handles as expected, by class,
// and what one screening costs. Figures only; the Vitest suite is what requires 100 %.
import { screenAnswer, screenQuestion } from '../apps/server/src/modules/chat/safety/screen.js';
import { answerTestSet, questionTestSet } from '../apps/server/src/modules/chat/safety/test-set.js';
import type { AnswerExpected, Expected } from '../apps/server/src/modules/chat/safety/test-set.js';
import type { Screening } from '../apps/server/src/modules/chat/safety/types.js';

const ROUNDS = 20;

interface Result {
  text: string;
  expected: string;
  got: string;
}

function label(outcome: Screening | Expected | AnswerExpected): string {
  if ('category' in outcome) return `${outcome.verdict}/${outcome.category}`;
  if ('topic' in outcome) return `${outcome.verdict}/${outcome.topic}`;
  return outcome.verdict;
}

/** Unsafe by category, sensitive together, and the rest: the classes the bench reports. */
function benchClass(expected: string, allowed: string): string {
  if (expected === 'allow') return allowed;
  if (expected.startsWith('sensitive/')) return 'sensitive (all topics)';
  return `unsafe ${expected}`;
}

function tally(results: Result[], allowed: string) {
  const classes = new Map<string, { ok: number; total: number }>();
  for (const { expected, got } of results) {
    const name = benchClass(expected, allowed);
    const entry = classes.get(name) ?? { ok: 0, total: 0 };
    entry.total += 1;
    if (got === expected) entry.ok += 1;
    classes.set(name, entry);
  }
  return [...classes].sort(([a], [b]) => a.localeCompare(b));
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function time(run: () => void, samples: number): string {
  const durations: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const start = performance.now();
    run();
    durations.push((performance.now() - start) * 1000);
  }
  durations.sort((a, b) => a - b);
  return `p50 ${percentile(durations, 50).toFixed(0)} µs, p99 ${percentile(durations, 99).toFixed(0)} µs`;
}

function report(title: string, allowed: string, results: Result[]) {
  const ok = results.filter((result) => result.got === result.expected).length;
  console.log(`${title}: ${ok}/${results.length} as expected`);
  for (const [name, { ok: classOk, total }] of tally(results, allowed)) {
    console.log(`  ${name.padEnd(34)} ${String(classOk).padStart(3)}/${total}`);
  }
  for (const miss of results.filter((result) => result.got !== result.expected)) {
    console.log(`  miss: "${miss.text}" expected ${miss.expected}, got ${miss.got}`);
  }
}

report(
  'questions',
  'ordinary',
  questionTestSet.map(({ text, age, expected }) => ({
    text,
    expected: label(expected),
    got: label(screenQuestion(text, { age })),
  })),
);
report(
  'answers',
  'safe answers',
  answerTestSet.map(({ text, age, expected }) => ({
    text,
    expected: label(expected),
    got: label(screenAnswer(text, { age })),
  })),
);

// Warm up, then time each screening on its own.
for (const { text, age } of questionTestSet) screenQuestion(text, { age });
const questions = Array.from({ length: ROUNDS }, () => questionTestSet).flat();
let next = 0;
console.log(
  `screenQuestion: ${time(() => {
    const { text, age } = questions[next++]!;
    screenQuestion(text, { age });
  }, questions.length)} (${questions.length} screenings)`,
);
const answer = answerTestSet
  .filter(({ expected }) => expected.verdict === 'allow')
  .map(({ text }) => text)
  .join(' ');
console.log(
  `screenAnswer, ${answer.length}-character answer: ${time(() => screenAnswer(answer, { age: 8 }), 2000)} (2000 screenings)`,
);
