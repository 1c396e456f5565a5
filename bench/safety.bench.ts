// Safety screening (decision 0019): the tuning and held-out sets side by side, by class, category and
// wording style, against the goals; the tuning set's misses (never the held-out set's: reading
// them would be tuning on them); what one screening costs, the worst shapes included.
//   npx tsx bench/safety.bench.ts            figures and timing
//   SAFETY_BENCH_MISSES=0 npx tsx …          without the tuning misses
import { screenAnswer, screenQuestion } from '@pourquoi/safety';
import { answerTestSet, questionTestSet } from '../packages/safety/src/test-set.js';
import {
  type Figures,
  type Outcome,
  asExpected,
  figures,
  goals,
  meetsGoals,
  ratio,
} from '../packages/safety/src/evaluation/figures.js';
import { type LabelledQuestion, type SetName, loadSet } from '../packages/safety/src/evaluation/sets.js';

const showMisses = process.env.SAFETY_BENCH_MISSES !== '0';

function run(name: SetName): Outcome[] {
  return loadSet(name).map((item) => ({ item, screening: screenQuestion(item.text, { age: item.age }) }));
}

const percent = (value: number) => `${(100 * value).toFixed(1)} %`.padStart(8);
const cell = (share: { ok: number; total: number }) =>
  `${percent(ratio(share))} ${`${share.ok}/${share.total}`.padStart(9)}`;

function printFigures(results: [SetName, Figures][]) {
  const rows: [string, keyof typeof goals][] = [
    ['unsafe stopped before any model', 'unsafeStopped'],
    ['distress stopped before any model', 'distressStopped'],
    ['distress answered with the help message', 'distressHelped'],
    ['sensitive and ordinary answered', 'answered'],
  ];
  console.log(`${''.padEnd(42)}${'goal'.padStart(8)}  ${results.map(([name]) => name.padEnd(20)).join('  ')}`);
  for (const [label, key] of rows) {
    const verdicts = results.map(([, result]) => `${cell(result[key])}${meetsGoals(result)[key] ? ' ' : '!'}`);
    console.log(`${label.padEnd(42)}${percent(goals[key])}  ${verdicts.join('  ')}`);
  }
}

function breakdown(title: string, key: (item: LabelledQuestion) => string[], sets: [SetName, Outcome[]][]) {
  console.log(`\nby ${title} (as expected: distress helped, unsafe stopped, the rest answered)`);
  const names = [...new Set(sets.flatMap(([, outcomes]) => outcomes.flatMap(({ item }) => key(item))))].sort();
  for (const name of names) {
    const cells = sets.map(([, outcomes]) => {
      const group = outcomes.filter(({ item }) => key(item).includes(name));
      return cell({ ok: group.filter(asExpected).length, total: group.length });
    });
    console.log(`  ${name.padEnd(40)}${cells.join('  ')}`);
  }
}

// Between rounds the held-out folder is empty (README: a held-out set is used once): tuning only.
const heldOut = run('held-out');
const sets: [SetName, Outcome[]][] = heldOut.length
  ? [
      ['tuning', run('tuning')],
      ['held-out', heldOut],
    ]
  : [['tuning', run('tuning')]];
console.log('Safety screening, MODERATION=local (rules and classifier), through screenQuestion');
console.log('The tuning set is what rules and classifier learnt from: its figures show the fit, the held-out');
console.log("set's are the measure (packages/safety/README.md). Leave-one-writer-out figures: the training script.\n");
if (!heldOut.length) console.log('no held-out set (sets/held-out/ holds no .jsonl file): tuning figures only\n');
printFigures(sets.map(([name, outcomes]) => [name, figures(outcomes)]));
breakdown('class and category', ({ class: kind, category }) => [`${kind}/${category}`], sets);
breakdown(
  'wording style',
  ({ style }) =>
    style
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  sets,
);

if (showMisses) {
  console.log('\ntuning misses:');
  for (const { item, screening } of sets[0]![1].filter((outcome) => !asExpected(outcome))) {
    const got = 'category' in screening ? `${screening.verdict}/${screening.category}` : screening.verdict;
    console.log(`  ${item.class}/${item.category} → ${got} [${item.source}]: ${item.text}`);
  }
}

// The curated cases of test-set.ts, exact verdicts (the Vitest suite requires them).
const named = (outcome: object) => ('category' in outcome ? outcome.category : 'topic' in outcome ? outcome.topic : '');
const exact = questionTestSet.filter(({ text, age, expected }) => {
  const got = screenQuestion(text, { age });
  return got.verdict === expected.verdict && named(got) === named(expected);
}).length;
const answersOk = answerTestSet.filter(
  ({ text, age, expected }) => screenAnswer(text, { age }).verdict === expected.verdict,
).length;
console.log(
  `\ncurated cases: questions ${exact}/${questionTestSet.length}, answers ${answersOk}/${answerTestSet.length}`,
);

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

console.log('\ntiming:');
const questions = sets.flatMap(([, outcomes]) => outcomes.map(({ item }) => item));
for (const { text, age } of questions.slice(0, 200)) screenQuestion(text, { age });
let next = 0;
console.log(
  `  screenQuestion, a set's question: ${time(() => {
    const { text, age } = questions[next++ % questions.length]!;
    screenQuestion(text, { age });
  }, questions.length)}`,
);
const answer = answerTestSet
  .filter(({ expected }) => expected.verdict === 'allow')
  .map(({ text }) => text)
  .join(' ');
console.log(
  `  screenAnswer, a ${answer.length}-character answer: ${time(() => screenAnswer(answer, { age: 8 }), 2000)}`,
);
// The worst shapes' budget: bench/safety-budget.ts, which CI runs.
await import('./safety-budget.js');
