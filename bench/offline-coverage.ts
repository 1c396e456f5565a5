// The offline library's reach and precision on questions written blind to it (decision 0026):
// each question of a set goes to the offline engine as a 7-year-old's, and its answer is
// compared with the topics a reader judged to answer it (bench/sets/README.md).
//   npx tsx bench/offline-coverage.ts [set name, default: held-out] [--list]
// Goal: at least 70 % answered from the library, and no answer about the wrong topic.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createOfflineEngine } from '../apps/server/src/modules/chat/offline/engine.js';
import { corpus } from '../apps/server/src/modules/chat/offline/corpus/index.js';

const COVERAGE_GOAL = 0.7;
const setName = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'held-out';
const list = process.argv.includes('--list');
const sets = join(import.meta.dirname, 'sets');

const readLines = <T>(file: string): T[] =>
  readFileSync(join(sets, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);

if (!existsSync(join(sets, `offline-questions.${setName}.jsonl`))) {
  // The held-out round is written apart from the library; until it is, only tuning sets exist.
  console.error(`no set "${setName}" in bench/sets yet (bench/sets/README.md): name a tuning set, e.g. tuning-4`);
  process.exit(1);
}
const questions = readLines<{ question: string; subject: string }>(`offline-questions.${setName}.jsonl`);
const labels = new Map(
  readLines<{ question: string; topics: string[] }>(`offline-questions.${setName}.labels.jsonl`).map(
    (label) => [label.question, new Set(label.topics)] as const,
  ),
);
const titles = new Map(corpus.map((topic) => [topic.id, topic.title]));
const engine = createOfflineEngine();

const counts = { right: 0, wrong: 0, unknown: 0, checkIn: 0, answerable: 0, missed: 0 };
const wrong: string[] = [];
const missed: string[] = [];
for (const { question } of questions) {
  const expected = labels.get(question);
  if (!expected) throw new Error(`no label for ${JSON.stringify(question)}`);
  if (expected.size > 0) counts.answerable += 1;
  const answer = engine.answer(question, { name: 'Léa', age: 7, gender: 'girl' });
  if (answer.topicId && expected.has(answer.topicId)) counts.right += 1;
  else if (answer.topicId) {
    counts.wrong += 1;
    wrong.push(`${question}  →  ${titles.get(answer.topicId)} (expected: ${[...expected].join(', ') || 'none'})`);
  } else if (answer.unknown) {
    counts.unknown += 1;
    if (expected.size > 0) {
      counts.missed += 1;
      missed.push(`${question}  (expected: ${[...expected].join(', ')})`);
    }
  } else counts.checkIn += 1;
}

const total = questions.length;
const percent = (n: number, of = total) => `${((100 * n) / of).toFixed(1)} %`;
const coverage = counts.right / total;
console.log(`offline library: ${corpus.length} topics; set "${setName}": ${total} questions`);
console.log(`  answered right   ${String(counts.right).padStart(4)}  ${percent(counts.right)}`);
console.log(`  answered wrong   ${String(counts.wrong).padStart(4)}  ${percent(counts.wrong)}`);
console.log(`  « je ne sais pas encore »  ${counts.unknown}  ${percent(counts.unknown)}`);
console.log(`  checked in on the child (distress)  ${counts.checkIn}`);
console.log(
  `  answerable (a topic answers it): ${counts.answerable}; of those answered right ${percent(counts.right, counts.answerable)}, missed ${counts.missed}`,
);
const met = coverage >= COVERAGE_GOAL && counts.wrong === 0;
console.log(`goal ≥ ${COVERAGE_GOAL * 100} % answered right, 0 wrong: ${met ? 'met' : 'NOT MET'}`);
if (list) {
  if (wrong.length > 0) console.log(`\nanswered wrong:\n  ${wrong.join('\n  ')}`);
  if (missed.length > 0) console.log(`\nanswerable, not answered:\n  ${missed.join('\n  ')}`);
}
process.exit(met ? 0 : 1);
