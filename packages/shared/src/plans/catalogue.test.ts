import { describe, expect, it } from 'vitest';
import { formatPrice, freeVersionLimits, highestDailyQuestionLimit, plans } from './catalogue.js';

describe('plan catalogue (product.md#d1-prices, product.md#d2-limits)', () => {
  it('prices yearly plans at ten months: two offered, 17 % saved', () => {
    for (const [yearly, monthly] of [
      [plans.essential_yearly, plans.essential_monthly],
      [plans.family_yearly, plans.family_monthly],
    ] as const) {
      expect(yearly.originalPrice).toBeCloseTo(monthly.price * 12, 2);
      expect(yearly.price).toBeCloseTo(monthly.price * 10, 1);
      expect(yearly.monthsOffered).toBe(2);
      expect(yearly.savingsPercent).toBe(Math.round((1 - yearly.price / yearly.originalPrice!) * 100));
      expect(yearly.limits).toEqual(monthly.limits);
    }
  });

  it('knows the highest daily question limit of its plans', () => {
    expect(highestDailyQuestionLimit).toBe(3);
  });

  it('has the limits of each plan', () => {
    expect(plans.free_trial.limits).toEqual({
      questionsPerDay: 3,
      childProfiles: 1,
      historyDays: 7,
      storiesPerMonth: 1,
    });
    expect(plans.essential_monthly.limits).toEqual({
      questionsPerDay: null,
      childProfiles: 1,
      historyDays: null,
      storiesPerMonth: 2,
    });
    expect(plans.family_monthly.limits).toEqual({
      questionsPerDay: null,
      childProfiles: null,
      historyDays: null,
      storiesPerMonth: 5,
    });
  });

  it('has the free version after the trial: 1 question a day, 1 child, 7 days, no new story', () => {
    expect(freeVersionLimits).toEqual({ questionsPerDay: 1, childProfiles: 1, historyDays: 7, storiesPerMonth: 0 });
  });

  it('writes prices the French way', () => {
    expect(formatPrice(4.99).replace(/\s/g, ' ')).toBe('4,99 €');
    expect(formatPrice(99.9).replace(/\s/g, ' ')).toBe('99,90 €');
  });
});
