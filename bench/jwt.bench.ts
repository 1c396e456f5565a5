// An access token's cost (decision 0004): signed at each sign-in and refresh, verified on every
// authenticated request. JWT_BENCH_IMPL=<file> measures another implementation of lib/jwt.ts.
//   npx tsx bench/jwt.bench.ts
import { pathToFileURL } from 'node:url';
import type { createJwt as CreateJwt } from '../apps/server/src/lib/jwt.js';

const ROUNDS = 5;
const OPERATIONS = 50_000;

const implementation = process.env.JWT_BENCH_IMPL
  ? pathToFileURL(process.env.JWT_BENCH_IMPL).href
  : '../apps/server/src/lib/jwt.js';
const { createJwt } = (await import(implementation)) as { createJwt: typeof CreateJwt };
const jwt = createJwt('a-secret-that-is-long-enough-for-the-bench-run');
const claims = {
  sub: '9b2f0c1e-4d3a-4f7e-9a51-2c8d7e6f5a4b',
  iat: 1_795_000_000,
  exp: 1_795_000_900,
  sv: 3,
  sid: 'f0e1',
};
const token = jwt.sign(claims);
if (jwt.verify(token, 1_795_000_100)?.sub !== claims.sub) throw new Error('the token does not verify');

/** Microseconds an operation, the median of ROUNDS rounds after one to warm up. */
function microseconds(operation: () => unknown): number {
  const rounds: number[] = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    const start = performance.now();
    for (let index = 0; index < OPERATIONS; index += 1) operation();
    if (round > 0) rounds.push(((performance.now() - start) * 1000) / OPERATIONS);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

console.log(`access token, median of ${ROUNDS} rounds of ${OPERATIONS}:`);
console.log(`  sign    ${microseconds(() => jwt.sign(claims)).toFixed(2)} µs`);
console.log(`  verify  ${microseconds(() => jwt.verify(token, 1_795_000_100)).toFixed(2)} µs`);
