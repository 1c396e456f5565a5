import { storyMessages } from '../stories/schemas.js';
import type { FamilyState } from './can.js';
import { hasAccess, limitsOf } from './subscription.js';

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

/** Stories per month of the plan, then purchased credits (spec 001 sections 4 and 9). */
export function storyQuota(state: FamilyState): StoryQuota {
  const maxStories = limitsOf(state.status, state.planId).storiesPerMonth;
  if (!hasAccess(state.status, state.planId) && state.storyCredits === 0) {
    return { allowed: false, reason: storyMessages.notAllowed, maxStories, remaining: 0, usesCredit: false };
  }
  if (maxStories === null) return { allowed: true, reason: null, maxStories, remaining: null, usesCredit: false };
  // After the trial or a paid period, bought credits still tell stories; the allowance does not.
  const allowance = hasAccess(state.status, state.planId) ? Math.max(0, maxStories - state.storiesThisMonth) : 0;
  const remaining = allowance + state.storyCredits;
  return {
    allowed: remaining > 0,
    reason: remaining > 0 ? null : storyMessages.notAllowed,
    maxStories,
    remaining,
    usesCredit: allowance === 0 && state.storyCredits > 0,
  };
}
