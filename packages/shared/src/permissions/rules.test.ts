import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time.js';
import { type FamilyState, can, childLockHoursRemaining, upgradeMessages } from './can.js';
import {
  RENEWAL_GRACE_DAYS,
  effectivePlanId,
  effectiveStatus,
  isPremium,
  limitsOf,
  type SubscriptionRecord,
  trialDaysRemaining,
} from './subscription.js';

const registeredAt = new Date('2026-11-01T10:00:00Z');
const trial: SubscriptionRecord = {
  planId: 'free_trial',
  status: 'trial',
  trialEndsAt: new Date(registeredAt.getTime() + 7 * 24 * HOUR_MS),
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  scheduledPlanId: null,
  scheduledChangeAt: null,
};
const at = (hours: number) => new Date(registeredAt.getTime() + hours * HOUR_MS);

describe('trial', () => {
  it('counts down from 7 days and is over on the 8th day', () => {
    expect(trialDaysRemaining(trial, registeredAt)).toBe(7);
    expect(trialDaysRemaining(trial, at(1))).toBe(7);
    expect(trialDaysRemaining(trial, at(24))).toBe(6);
    expect(trialDaysRemaining(trial, at(7 * 24 - 1))).toBe(1);
    expect(effectiveStatus(trial, at(7 * 24 - 1))).toBe('trial');
    expect(trialDaysRemaining(trial, at(7 * 24))).toBe(0);
    expect(effectiveStatus(trial, at(7 * 24))).toBe('expired');
  });

  it('is premium only on an active paid plan', () => {
    expect(isPremium('trial', 'free_trial')).toBe(false);
    expect(isPremium('expired', 'family_monthly')).toBe(false);
    expect(isPremium('active', 'family_monthly')).toBe(true);
    expect(isPremium('active', 'free_trial')).toBe(false);
  });

  it('keeps the free version once the trial or a paid period is over (product.md#d3-free-version)', () => {
    const free = { questionsPerDay: 1, childProfiles: 1, historyDays: 7, storiesPerMonth: 0 };
    expect(limitsOf('expired', 'free_trial')).toEqual(free);
    expect(limitsOf('expired', 'family_monthly')).toEqual(free);
    expect(limitsOf('trial', 'free_trial')).toMatchObject({ questionsPerDay: 3, storiesPerMonth: 1 });
  });

  it('ends an unsubscribed period at its end date', () => {
    const paid: SubscriptionRecord = {
      ...trial,
      planId: 'essential_monthly',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: at(10),
    };
    expect(effectiveStatus(paid, at(9))).toBe('active');
    expect(effectiveStatus(paid, at(10))).toBe('expired');
  });

  it('keeps a renewing period active for the grace days while its renewal is confirmed', () => {
    const paid: SubscriptionRecord = { ...trial, planId: 'family_monthly', status: 'active', currentPeriodEnd: at(10) };
    expect(effectiveStatus(paid, at(10 + RENEWAL_GRACE_DAYS * 24 - 1))).toBe('active');
    expect(effectiveStatus(paid, at(10 + RENEWAL_GRACE_DAYS * 24))).toBe('expired');
    expect(effectiveStatus({ ...paid, status: 'canceled' }, at(1))).toBe('expired');
  });

  it('switches to a scheduled plan on its date', () => {
    const paid: SubscriptionRecord = {
      ...trial,
      planId: 'family_monthly',
      status: 'active',
      currentPeriodEnd: at(10),
      scheduledPlanId: 'essential_monthly',
      scheduledChangeAt: at(10),
    };
    expect(effectivePlanId(paid, at(9))).toBe('family_monthly');
    expect(effectivePlanId(paid, at(10))).toBe('essential_monthly');
  });
});

const family = (overrides: Partial<FamilyState> = {}): FamilyState => ({
  planId: 'free_trial',
  status: 'trial',
  now: at(30),
  questionsToday: 0,
  storiesThisMonth: 0,
  storyCredits: 0,
  childrenCount: 0,
  lastChildModification: null,
  ...overrides,
});

describe('can', () => {
  it('ask_question: 3 a day during the trial, 1 after it, unlimited when paid', () => {
    expect(can('ask_question', family({ questionsToday: 2 })).allowed).toBe(true);
    expect(can('ask_question', family({ questionsToday: 3 }))).toEqual({
      allowed: false,
      reason: upgradeMessages.ask_question,
      upgradeRequired: true,
    });
    expect(can('ask_question', family({ status: 'expired' })).allowed).toBe(true);
    expect(can('ask_question', family({ status: 'expired', questionsToday: 1 }))).toEqual({
      allowed: false,
      reason: upgradeMessages.ask_question,
      upgradeRequired: true,
    });
    expect(
      can('ask_question', family({ planId: 'essential_monthly', status: 'active', questionsToday: 500 })).allowed,
    ).toBe(true);
  });

  it('add_child: one child on the trial and Essential, any number on Family', () => {
    expect(can('add_child', family()).allowed).toBe(true);
    expect(can('add_child', family({ childrenCount: 1 }))).toMatchObject({ allowed: false, upgradeRequired: true });
    expect(can('add_child', family({ planId: 'essential_yearly', status: 'active', childrenCount: 1 })).allowed).toBe(
      false,
    );
    expect(can('add_child', family({ planId: 'family_monthly', status: 'active', childrenCount: 7 })).allowed).toBe(
      true,
    );
    // A Family plan that ended: the free version's one child.
    expect(can('add_child', family({ planId: 'family_monthly', status: 'expired', childrenCount: 1 })).allowed).toBe(
      false,
    );
  });

  it('modify_child: locked 48 hours after a change, to the minute, on one-child plans only', () => {
    const changedAt = at(30);
    const justBefore = family({
      lastChildModification: changedAt,
      now: new Date(changedAt.getTime() + 48 * HOUR_MS - 60_000),
    });
    expect(can('modify_child', justBefore)).toMatchObject({ allowed: false, upgradeRequired: false });
    expect(childLockHoursRemaining(justBefore)).toBe(1);
    expect(can('modify_child', family({ lastChildModification: changedAt, now: at(30 + 48) })).allowed).toBe(true);
    expect(
      can('modify_child', family({ planId: 'family_monthly', status: 'active', lastChildModification: changedAt }))
        .allowed,
    ).toBe(true);
  });

  it('add_child after deleting: the replacement waits for the lock', () => {
    const state = family({ lastChildModification: at(29), now: at(30) });
    expect(can('add_child', state)).toMatchObject({ allowed: false, upgradeRequired: false });
    expect(can('add_child', state).reason).toContain('47 h');
  });

  it('export_data and advanced_stats: paying subscribers only; history always readable', () => {
    for (const action of ['export_data', 'advanced_stats'] as const) {
      expect(can(action, family())).toEqual({ allowed: false, reason: upgradeMessages[action], upgradeRequired: true });
      expect(can(action, family({ planId: 'essential_monthly', status: 'active' })).allowed).toBe(true);
    }
    expect(can('view_history', family({ status: 'expired' })).allowed).toBe(true);
    expect(can('export_data', family({ status: 'expired' })).allowed).toBe(false);
    expect(can('advanced_stats', family({ planId: 'family_monthly', status: 'expired' })).allowed).toBe(false);
  });
});
