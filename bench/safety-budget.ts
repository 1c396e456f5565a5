// The screening's speed budget (decision 0019), run by .ci/run: no worst-shape input of 10,000
// characters (packages/safety/src/evaluation/worst-inputs.ts) holds the server for the budget
// or more, in any of the three screenings. Exits 1 over budget.
//   npx tsx bench/safety-budget.ts
import { screenAnswer, screenQuestion } from '@pourquoi/safety';
import {
  WORST_INPUT_BUDGET_MS,
  WORST_INPUT_LENGTH,
  WORST_INPUT_RUNS,
  slowestWorstInput,
} from '../packages/safety/src/evaluation/worst-inputs.js';

const slowest = slowestWorstInput([
  { name: 'question', screen: (text) => screenQuestion(text, { age: 9 }) },
  { name: 'story wish', screen: (text) => screenQuestion(text, { age: 9, purpose: 'story' }) },
  { name: 'answer', screen: (text) => screenAnswer(text, { age: 9 }) },
]);
const within = slowest.ms < WORST_INPUT_BUDGET_MS;
console.log(
  `slowest worst-shape input (${WORST_INPUT_LENGTH} characters, fastest of ${WORST_INPUT_RUNS}): ${slowest.ms.toFixed(2)} ms ` +
    `(${slowest.name}); budget under ${WORST_INPUT_BUDGET_MS} ms${within ? '' : ': OVER BUDGET'}`,
);
if (!within) process.exitCode = 1;
