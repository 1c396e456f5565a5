import { describe, expect, it } from 'vitest';
import type { FamilyState } from './can.js';
import { storyMessages } from '../stories/schemas.js';
import { storyQuota } from './stories.js';

const family = (overrides: Partial<FamilyState> = {}): FamilyState => ({
  planId: 'free_trial',
  status: 'trial',
  now: new Date('2026-11-21T09:00:00Z'),
  questionsToday: 0,
  childrenCount: 1,
  lastChildModification: null,
  storiesThisMonth: 0,
  storyCredits: 0,
  ...overrides,
});

describe('storyQuota', () => {
  it('gives the trial 1 story, Essential 2 and Family 5 a month', () => {
    expect(storyQuota(family())).toMatchObject({ allowed: true, remaining: 1, maxStories: 1 });
    expect(storyQuota(family({ storiesThisMonth: 1 }))).toMatchObject({ allowed: false, remaining: 0 });
    const essential = family({ planId: 'essential_monthly', status: 'active', storiesThisMonth: 1 });
    expect(storyQuota(essential)).toMatchObject({ allowed: true, remaining: 1, maxStories: 2 });
    const familyPlan = family({ planId: 'family_yearly', status: 'active', storiesThisMonth: 5 });
    expect(storyQuota(familyPlan)).toMatchObject({ allowed: false, maxStories: 5 });
  });

  it("refuses with the words the spec's client looks for", () => {
    expect(storyQuota(family({ storiesThisMonth: 1 })).reason).toContain('non autorisée');
  });

  it('spends bought credits once the allowance is used, even after the trial', () => {
    expect(storyQuota(family({ storiesThisMonth: 1, storyCredits: 5 }))).toMatchObject({
      allowed: true,
      remaining: 5,
      usesCredit: true,
    });
    expect(storyQuota(family({ storyCredits: 2 }))).toMatchObject({ remaining: 3, usesCredit: false });
    expect(storyQuota(family({ status: 'expired', storyCredits: 1 }))).toMatchObject({
      allowed: true,
      remaining: 1,
      usesCredit: true,
    });
    expect(storyQuota(family({ status: 'expired' }))).toMatchObject({ allowed: false });
  });

  it('gives the free version no new story, whatever the plan that ended (product.md#d3-free-version)', () => {
    expect(storyQuota(family({ status: 'expired' }))).toEqual({
      allowed: false,
      reason: storyMessages.notAllowed,
      maxStories: 0,
      remaining: 0,
      usesCredit: false,
    });
    expect(storyQuota(family({ planId: 'family_monthly', status: 'expired', storiesThisMonth: 2 }))).toMatchObject({
      allowed: false,
      maxStories: 0,
    });
  });
});
