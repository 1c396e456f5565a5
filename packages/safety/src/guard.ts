import { type LocalRules, localRules } from './local.js';
import { distressMessage, refusalMessage } from './messages.js';
import type { Safety, ScreeningContext } from './port.js';
import type { Category, DistressCategory, Screening } from './types.js';
import { distressCategories } from './types.js';

/** What a guard model says of a question or a story's words, in the local vocabulary. */
export type GuardVerdict =
  | { verdict: 'safe' }
  | { verdict: 'unsafe'; category: Category | DistressCategory }
  | { verdict: 'distress'; category: DistressCategory };

/**
 * Asks a guard model about a text. It rejects when the guard fails or answers outside its
 * protocol; `signal` is aborted once the guard's time is up.
 */
export type GuardCheck = (text: string, context: ScreeningContext, signal: AbortSignal) => Promise<GuardVerdict>;

/** How long the guard may take before the local verdict stands alone: the child is waiting. */
export const GUARD_TIMEOUT_MS = 2_000;

export interface GuardOptions {
  /** GUARD_TIMEOUT_MS unless a test shortens it. */
  timeoutMs?: number;
  /** Told when the guard ran out of time and the local verdict stood (a warning, a counter). */
  onTimeout?: (context: ScreeningContext) => void;
}

const timedOut = Symbol('timed out');

/** The check's result, or `timedOut` once `ms` have passed (the check is then aborted). */
async function withinTime<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T | typeof timedOut> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<typeof timedOut>((resolve) => {
    // Settled before the abort, so the race ends on the time-out, not on the aborted request.
    timer = setTimeout(() => {
      resolve(timedOut);
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

const isDistress = (category: Category | DistressCategory): category is DistressCategory =>
  (distressCategories as readonly string[]).includes(category);

/** A guard that names a child in danger is heard as distress, whatever verdict it chose. */
function guardScreening(said: GuardVerdict, age: number): Screening | null {
  if (said.verdict === 'safe') return null;
  return isDistress(said.category)
    ? { verdict: 'distress', category: said.category, message: distressMessage(said.category, age) }
    : { verdict: 'refuse', category: said.category, message: refusalMessage(said.category, age) };
}

/**
 * MODERATION=local+guard: the local French rules first, then a guard model on whatever they
 * let through. A local refusal or distress stands without asking (distress always comes
 * first); the guard's "safe" keeps the local verdict, a sensitive topic's guidance included.
 * A guard that fails or answers outside its protocol fails the question, as a failed
 * moderation endpoint does: nothing unscreened passes. A guard too slow to answer in
 * `timeoutMs` leaves the local verdict alone: the local layer holds by itself
 * (product.md#d16-child-safety-first), and a child should not wait on a second opinion.
 * Answers stay on the local rules: they are screened sentence by sentence as they stream.
 */
export function withGuard(check: GuardCheck, options: GuardOptions = {}, local: LocalRules = localRules): Safety {
  const timeoutMs = options.timeoutMs ?? GUARD_TIMEOUT_MS;
  return {
    async screenQuestion(text, context) {
      const first = local.screenQuestion(text, context);
      if (first.verdict === 'refuse' || first.verdict === 'distress') return first;
      const said = await withinTime(timeoutMs, (signal) => check(text, context, signal));
      if (said === timedOut) {
        options.onTimeout?.(context);
        return first;
      }
      return guardScreening(said, context.age) ?? first;
    },
    screenAnswer: async (text, child) => local.screenAnswer(text, child),
  };
}
