import { answerFallbackMessage, distressMessage, refusalMessage } from './messages.js';
import {
  type Category,
  type DistressCategory,
  type Screening,
  distressCategories,
  refusalCategories,
} from './types.js';

const rank: Record<Screening['verdict'], number> = { distress: 3, refuse: 2, sensitive: 1, allow: 0 };

/** The gravest of several screenings: distress first (product.md#d16-child-safety-first), then a refusal, then care. */
export function gravest(...screenings: Screening[]): Screening {
  return screenings.reduce((worst, next) => (rank[next.verdict] > rank[worst.verdict] ? next : worst), {
    verdict: 'allow',
  });
}

const isDistressCategory = (category: string): category is DistressCategory =>
  (distressCategories as readonly string[]).includes(category);
const isRefusalCategory = (category: string): category is Category =>
  (refusalCategories as readonly string[]).includes(category);

/** What was stopped once, as stored (a safety event), stopped again in the words for this age. */
export interface StoppedBefore {
  verdict: string;
  category: string;
  stage: string;
}

/**
 * The screening a follow-up of a stopped conversation gets: the same help message or the
 * same redirect, so that no follow-up carries a stopped question to a model.
 */
export function stoppedAgain(stopped: StoppedBefore, age: number): Screening {
  const { category } = stopped;
  if (stopped.verdict === 'distress' && isDistressCategory(category)) {
    return { verdict: 'distress', category, message: distressMessage(category, age) };
  }
  if (stopped.stage === 'question' && isRefusalCategory(category)) {
    return { verdict: 'refuse', category, message: refusalMessage(category, age) };
  }
  return { verdict: 'refuse', category: 'rule_bypass', message: answerFallbackMessage(age) };
}
