import { storyMessages } from '../stories/schemas.js';
import type { FamilyState } from './can.js';
import { limitsOf } from './subscription.js';

export interface StoryQuota {
  allowed: boolean;
  /** The refusal, containing 'non autorisée' as the spec's client expects; null when allowed. */
  reason: string | null;
  /** The month's allowance (null: unlimited). */
  maxStories: number | null;
  /** Stories left: what remains of the month's allowance plus the credits. */
  remaining: number | null;
  /** The next story is paid with a credit: the allowance is used up. */
  usesCredit: boolean;
}

/**
 * Stories per month of the plan, then purchased credits (product.md#story-quota). The free
 * version has no allowance: only bought credits still tell stories after the trial.
 */
export function storyQuota(state: FamilyState): StoryQuota {
  const maxStories = limitsOf(state.status, state.planId).storiesPerMonth;
  if (maxStories === null) return { allowed: true, reason: null, maxStories, remaining: null, usesCredit: false };
  const allowance = Math.max(0, maxStories - state.storiesThisMonth);
  const remaining = allowance + state.storyCredits;
  return {
    allowed: remaining > 0,
    reason: remaining > 0 ? null : storyMessages.notAllowed,
    maxStories,
    remaining,
    usesCredit: allowance === 0 && state.storyCredits > 0,
  };
}
