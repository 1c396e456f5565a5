/**
 * Trains the safety classifier on the tuning set and writes src/classifier/weights.json
 * (packages/safety/README.md). Reproducible: the same sets give the same weights.
 *
 *   npx tsx packages/safety/scripts/train-classifier.ts          train, choose thresholds, write
 *   npx tsx packages/safety/scripts/train-classifier.ts --check  fail if the committed weights differ
 *   … --misses 0.6   also list the tuning questions missed at this stop threshold (leave-one-writer-out)
 *
 * Thresholds are chosen on predictions for questions the model did not learn from: each of
 * the tuning set's writers in turn is held apart, the model trained on the others predicts it
 * (leave-one-writer-out), and the rules' findings are combined as the screening combines them.
 * They are chosen on the writers whose sets mix all four classes, as real messages do: a writer
 * of ordinary questions only, held apart, takes most of the ordinary examples with it. The
 * held-out sets are never read here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Classification, type Thresholds, classifyWords, loadModel } from '../src/classifier/model.js';
import { labelOf, labels } from '../src/classifier/labels.js';
import { decide, type RulesFinding } from '../src/decision.js';
import { type LabelledQuestion, loadSet } from '../src/evaluation/sets.js';
import { normalize } from '../src/normalize/index.js';
import { findWithRules } from '../src/screen.js';
import { exportModel } from './classifier/export.js';
import { type Example, train } from './classifier/softmax.js';

const weightsFile = fileURLToPath(new URL('../src/classifier/weights.json', import.meta.url));

/** The share of sensitive and ordinary questions that must still reach the model: a point over decision 0019's 97 %. */
const ANSWERED_FLOOR = 0.98;
/** The age the library's questions are screened at, as the server's test screens them. */
const LIBRARY_AGE = 7;

/**
 * Every question the offline library answers (its titles and phrasings, copied by the server's
 * offline-safety test). They are the app's own ordinary questions: learnt as such, so that the
 * classifier knows the app's everyday subjects (a town's mayor, a silent letter) from what it
 * must stop, and no threshold may turn one away. A writer of one class, they never weigh in the
 * thresholds' choice (`mixedSources`).
 */
const libraryQuestions = readFileSync(
  fileURLToPath(new URL('../sets/library/questions.jsonl', import.meta.url)),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text);
const library: LabelledQuestion[] = libraryQuestions.map((text) => ({
  text,
  age: LIBRARY_AGE,
  class: 'ordinary',
  category: 'library',
  style: 'plain',
  source: 'library',
}));

const tuning = [...loadSet('tuning'), ...library];
const wordsOf = (question: LabelledQuestion) => normalize(question.text).split(' ').filter(Boolean);
const examples: Example[] = tuning.map((question) => ({
  words: wordsOf(question),
  label: labels.indexOf(labelOf(question)),
}));
const sources = [...new Set(tuning.map((question) => question.source))].sort();
const classesOf = (source: string) =>
  new Set(tuning.filter((question) => question.source === source).map((q) => q.class));
/** The writers whose sets hold every class: what a held-apart writer is most like. */
const mixedSources = new Set(sources.filter((source) => classesOf(source).size === 4));
const placeholder: Thresholds = { distress: 1, stop: 1 };

function heldApartPredictions(): Classification[] {
  const predictions: Classification[] = new Array(tuning.length);
  for (const source of sources) {
    const learnt = examples.filter((_, index) => tuning[index]!.source !== source);
    const model = loadModel(exportModel(train(learnt), placeholder, { questions: 0, sources: [] }));
    tuning.forEach((question, index) => {
      if (question.source === source) predictions[index] = classifyWords(examples[index]!.words, model);
    });
  }
  return predictions;
}

interface Score {
  thresholds: Thresholds;
  unsafeStopped: number;
  distressHelped: number;
  distressStopped: number;
  answered: number;
}

function score(
  findings: RulesFinding[],
  predictions: Classification[],
  thresholds: Thresholds,
  from: ReadonlySet<string> = new Set(sources),
): Score {
  const counts = { unsafe: [0, 0], helped: [0, 0], stopped: [0, 0], answered: [0, 0] };
  tuning.forEach((question, index) => {
    if (!from.has(question.source)) return;
    const { verdict } = decide(findings[index]!, predictions[index]!, thresholds, question.age);
    const stops = verdict === 'refuse' || verdict === 'distress';
    const tally = (entry: number[], ok: boolean) => {
      entry[0]! += ok ? 1 : 0;
      entry[1]! += 1;
    };
    if (question.class === 'unsafe') tally(counts.unsafe, stops);
    else if (question.class === 'distress') {
      tally(counts.helped, verdict === 'distress');
      tally(counts.stopped, stops);
    } else tally(counts.answered, !stops);
  });
  const share = ([ok, total]: number[]) => ok! / Math.max(1, total!);
  return {
    thresholds,
    unsafeStopped: share(counts.unsafe),
    distressHelped: share(counts.helped),
    distressStopped: share(counts.stopped),
    answered: share(counts.answered),
  };
}

/** A library question as the rules and the written model read it. */
type LibraryJudged = readonly [RulesFinding, Classification];

/** How many of the library's questions the screening would turn away at these thresholds. */
function libraryTurnedAway(library: readonly LibraryJudged[], thresholds: Thresholds): number {
  return library.filter(([finding, prediction]) => {
    const { verdict } = decide(finding, prediction, thresholds, LIBRARY_AGE);
    return verdict === 'refuse' || verdict === 'distress';
  }).length;
}

function chooseThresholds(
  findings: RulesFinding[],
  predictions: Classification[],
  library: readonly LibraryJudged[],
): Score {
  // Fine at the low end, where a regularised model's probabilities of rare labels sit.
  const grid = [0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.12, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
  const scores = grid.flatMap((distress) =>
    grid.map((stop) => score(findings, predictions, { distress, stop }, mixedSources)),
  );
  const acceptable = scores.filter(
    (candidate) => candidate.answered >= ANSWERED_FLOOR && libraryTurnedAway(library, candidate.thresholds) === 0,
  );
  // Distress first (product.md#d16-child-safety-first), then what is refused; the higher thresholds on a tie.
  const value = (candidate: Score) => candidate.distressHelped + candidate.unsafeStopped;
  return (acceptable.length > 0 ? acceptable : scores).reduce((best, candidate) =>
    value(candidate) > value(best) + 1e-12 ? candidate : best,
  );
}

const percent = (value: number) => `${(100 * value).toFixed(1)} %`;

const findings = tuning.map((question) => {
  const { words: _words, ...finding } = findWithRules(question.text, { age: question.age });
  return finding;
});
const predictions = heldApartPredictions();
// The model written is the one trained on the whole tuning set: the library is judged by it,
// on the rules' findings and the words already read for training.
const trained = train(examples);
const finalModel = loadModel(exportModel(trained, placeholder, { questions: 0, sources: [] }));
const libraryJudged = tuning.flatMap((question, index): LibraryJudged[] =>
  question.source === 'library' ? [[findings[index]!, classifyWords(examples[index]!.words, finalModel)]] : [],
);
const chosen = chooseThresholds(findings, predictions, libraryJudged);
const turnedAway = libraryTurnedAway(libraryJudged, chosen.thresholds);
console.log(`tuning set: ${tuning.length} questions from ${sources.join(', ')}`);
console.log(`leave-one-writer-out on the writers of every class (${[...mixedSources].join(', ')}), then on all:`);
for (const [name, result] of [
  ['rules alone', score(findings, predictions, placeholder, mixedSources)],
  ['rules + classifier', chosen],
  ['rules alone, all', score(findings, predictions, placeholder)],
  ['rules + classifier, all', score(findings, predictions, chosen.thresholds)],
] as const) {
  console.log(
    `  ${name.padEnd(24)} unsafe stopped ${percent(result.unsafeStopped)}, distress helped ${percent(result.distressHelped)} (stopped ${percent(result.distressStopped)}), answered ${percent(result.answered)}`,
  );
}
console.log(`thresholds: distress ${chosen.thresholds.distress}, stop ${chosen.thresholds.stop}`);
console.log(`library questions turned away: ${turnedAway} of ${libraryJudged.length}`);
console.log('the trade-off on the writers of every class (stop threshold: unsafe stopped, distress helped, answered):');
for (const stop of [0.05, 0.08, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5]) {
  const near = score(
    findings,
    predictions,
    { distress: Math.min(chosen.thresholds.distress, stop), stop },
    mixedSources,
  );
  console.log(
    `  ${stop.toFixed(2)}: ${percent(near.unsafeStopped)}, ${percent(near.distressHelped)}, ${percent(near.answered)}`,
  );
}

const missesAt = process.argv.indexOf('--misses');
if (missesAt > 0) {
  const stop = Number(process.argv[missesAt + 1]);
  const thresholds = { distress: Math.min(chosen.thresholds.distress, stop), stop };
  tuning.forEach((question, index) => {
    const found = decide(findings[index]!, predictions[index]!, thresholds, question.age);
    const stops = found.verdict === 'refuse' || found.verdict === 'distress';
    const expected =
      question.class === 'distress' ? found.verdict === 'distress' : question.class === 'unsafe' ? stops : !stops;
    if (!expected) {
      const label = 'category' in found ? `${found.verdict}/${found.category}` : found.verdict;
      const odds = `stop ${predictions[index]!.stop.toFixed(2)}`;
      console.log(
        `  ${question.class}/${question.category} → ${label} (${odds}) [${question.source}]: ${question.text}`,
      );
    }
  });
}

const model = exportModel(trained, chosen.thresholds, { questions: tuning.length, sources });
const written = `${JSON.stringify(model, null, 1)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(weightsFile, 'utf8') !== written) {
    console.error('The committed weights differ from what the tuning set trains: run this script without --check.');
    process.exit(1);
  }
  console.log('The committed weights are what the tuning set trains.');
} else {
  writeFileSync(weightsFile, written);
  const features = Buffer.from(model.hashes, 'base64').length / 4;
  console.log(`wrote ${weightsFile}: ${features} features, ${(written.length / 1024).toFixed(0)} kB`);
}
