import { describe, expect, it } from 'vitest';
import { addMonths } from '../time.js';
import { cardErrorMessage, cardErrorMessages, paymentMessages } from './card-errors.js';
import { applyDiscount, discountCodeInputSchema, discountLabel, discountValueProblem } from './discounts.js';
import { storyPacks, toCents } from './packs.js';
import {
  type PlanChangeContext,
  calculatePlanChange,
  firstBillingDate,
  isUpgrade,
  validatePlanChange,
} from './plan-change.js';
import { referralCodeFrom, referralCodeSchema } from './referral.js';

const now = new Date('2026-11-21T09:00:00Z');
const periodEnd = new Date('2026-12-06T09:00:00Z'); // 15 days left of a 30-day period
const paying = (overrides: Partial<PlanChangeContext> = {}): PlanChangeContext => ({
  currentPlanId: 'family_monthly',
  isPaying: true,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: periodEnd,
  scheduledPlanId: null,
  childrenCount: 1,
  now,
  firstChargeAt: null,
  ...overrides,
});

describe('first billing date (product.md#d14-trial-days-kept)', () => {
  const trialEnd = new Date('2026-11-28T09:00:00Z');

  it('keeps the trial days left: a plan bought on day 2 is first charged when the trial ends', () => {
    expect(firstBillingDate(trialEnd, new Date('2026-11-22T15:00:00Z'))).toEqual(trialEnd);
  });

  it('charges at once without a running trial', () => {
    expect(firstBillingDate(null, now)).toEqual(now);
    const later = new Date('2026-12-01T09:00:00Z');
    expect(firstBillingDate(trialEnd, later)).toEqual(later);
  });

  it('puts the months a code offers after the trial', () => {
    expect(firstBillingDate(trialEnd, now, 2)).toEqual(new Date('2027-01-28T09:00:00Z'));
    expect(firstBillingDate(null, now, 1)).toEqual(addMonths(now, 1));
  });
});

describe('plan changes', () => {
  it('orders plans: family above essential, yearly above monthly within a tier', () => {
    expect(isUpgrade('essential_monthly', 'family_monthly')).toBe(true);
    expect(isUpgrade('essential_yearly', 'family_monthly')).toBe(true);
    expect(isUpgrade('essential_monthly', 'essential_yearly')).toBe(true);
    expect(isUpgrade('family_yearly', 'family_monthly')).toBe(false);
    expect(isUpgrade('family_monthly', 'essential_yearly')).toBe(false);
  });

  it('refuses Family to Essential with three children, recommending the yearly Family plan', () => {
    const result = validatePlanChange(paying({ childrenCount: 3 }), 'essential_monthly');
    expect(result.allowed).toBe(false);
    expect(result.reason).toBe(
      'La formule Essentiel est limitée à 1 profil enfant et vous en avez 3. Supprimez des profils avant de changer de formule.',
    );
    expect(result.alternative).toEqual({
      plan_id: 'family_yearly',
      name: 'Famille annuel',
      message: 'Gardez vos 3 profils enfants et économisez 17 % avec la formule Famille annuel (99,90 €).',
    });
    // Already on the cheapest plan that fits: nothing cheaper to recommend.
    expect(
      validatePlanChange(paying({ currentPlanId: 'family_yearly', childrenCount: 3 }), 'essential_yearly').alternative,
    ).toBeNull();
  });

  it('refuses what is not a change: no subscription, the same plan, the trial, an unsubscribed period, a change already planned', () => {
    expect(validatePlanChange(paying({ isPaying: false }), 'family_monthly').reason).toMatch(
      /^Aucun abonnement en cours/,
    );
    expect(validatePlanChange(paying(), 'family_monthly').reason).toBe("C'est déjà votre formule.");
    expect(validatePlanChange(paying(), 'free_trial').reason).toMatch(/résiliez votre abonnement/);
    expect(validatePlanChange(paying({ cancelAtPeriodEnd: true }), 'family_yearly').reason).toBe(
      'Votre abonnement prend fin le 6 décembre 2026. Reprenez-le avant de changer de formule.',
    );
    expect(validatePlanChange(paying({ scheduledPlanId: 'essential_monthly' }), 'essential_monthly').reason).toBe(
      'Ce changement est déjà prévu le 6 décembre 2026.',
    );
    expect(validatePlanChange(paying(), 'essential_monthly')).toEqual({
      allowed: true,
      reason: null,
      alternative: null,
    });
  });

  it('prorates an upgrade within the billing interval over the days left', () => {
    const result = calculatePlanChange(paying({ currentPlanId: 'essential_monthly' }), 'family_monthly');
    expect(result).toEqual({
      current_plan: 'essential_monthly',
      new_plan: 'family_monthly',
      is_upgrade: true,
      immediate_charge: 2.5, // 9.99 × 15/30 = 5.00, less 4.99 × 15/30 = 2.50
      credit_applied: 2.5,
      days_remaining: 15,
      next_billing_date: periodEnd.toISOString(),
      message:
        "Vous passez à la formule Famille dès maintenant : 2,50 € aujourd'hui (2,50 € de crédit déduits), puis 9,99 € le 6 décembre 2026.",
    });
  });

  it('starts a new period when an upgrade changes the interval, crediting the unused days', () => {
    const result = calculatePlanChange(paying({ currentPlanId: 'family_monthly' }), 'family_yearly');
    expect(result.immediate_charge).toBe(94.9); // 99.90 less 9.99 × 15/30 = 5.00
    expect(result.credit_applied).toBe(5);
    expect(result.next_billing_date).toBe(addMonths(now, 12).toISOString());
  });

  it('charges nothing for an upgrade before the first payment, which keeps its date', () => {
    const trialEnd = new Date('2026-11-25T09:00:00Z');
    const context = paying({ currentPlanId: 'essential_monthly', currentPeriodEnd: trialEnd, firstChargeAt: trialEnd });
    for (const plan of ['family_monthly', 'family_yearly'] as const) {
      expect(calculatePlanChange(context, plan)).toMatchObject({
        is_upgrade: true,
        immediate_charge: 0,
        credit_applied: 0,
        next_billing_date: trialEnd.toISOString(),
      });
    }
    expect(calculatePlanChange(context, 'family_yearly').message).toBe(
      "Vous passez à la formule Famille annuel dès maintenant : rien à payer aujourd'hui, puis 99,90 € le 25 novembre 2026.",
    );
  });

  it('schedules a downgrade for the next billing date at no charge', () => {
    const result = calculatePlanChange(paying(), 'essential_monthly');
    expect(result).toMatchObject({ is_upgrade: false, immediate_charge: 0, credit_applied: 0, days_remaining: 15 });
    expect(result.next_billing_date).toBe(periodEnd.toISOString());
    expect(result.message).toBe(
      "Vous gardez la formule Famille jusqu'au 6 décembre 2026, puis vous passerez à Essentiel (4,99 €).",
    );
  });
});

describe('discounts', () => {
  it('enforces the bounds of each type', () => {
    expect(discountValueProblem({ type: 'percentage', value: 0 })).not.toBeNull();
    expect(discountValueProblem({ type: 'percentage', value: 101 })).not.toBeNull();
    expect(discountValueProblem({ type: 'percentage', value: 12.5 })).not.toBeNull();
    expect(discountValueProblem({ type: 'percentage', value: 100 })).toBeNull();
    expect(discountValueProblem({ type: 'amount', value: 0.01 })).toBeNull();
    expect(discountValueProblem({ type: 'amount', value: 0.001 })).not.toBeNull();
    expect(discountValueProblem({ type: 'months', value: 2 })).toBeNull();
    expect(discountValueProblem({ type: 'months', value: 1.5 })).not.toBeNull();
  });

  it('reads a creation payload with the form defaults and an upper-cased code', () => {
    expect(discountCodeInputSchema.parse({ code: ' rentree26 ', type: 'percentage', value: 20 })).toEqual({
      code: 'RENTREE26',
      type: 'percentage',
      value: 20,
      valid_until: null,
      usage_limit: 1,
      description: '',
      one_per_user: true,
    });
    expect(discountCodeInputSchema.safeParse({ code: 'NOEL', type: 'amount', value: 0 }).success).toBe(false);
    expect(discountCodeInputSchema.safeParse({ code: 'NOEL', type: 'months', value: 1, usage_limit: 0 }).success).toBe(
      false,
    );
  });

  it('labels and applies each type to the first payment', () => {
    expect(discountLabel({ type: 'percentage', value: 20 })).toBe('-20 %');
    expect(discountLabel({ type: 'amount', value: 5 })).toBe('-5,00 €');
    expect(discountLabel({ type: 'months', value: 1 })).toBe('1 mois offert');
    expect(discountLabel({ type: 'months', value: 3 })).toBe('3 mois offerts');
    expect(applyDiscount(999, { type: 'percentage', value: 20 })).toEqual({ amountCents: 799, freeMonths: 0 });
    expect(applyDiscount(499, { type: 'amount', value: 10 })).toEqual({ amountCents: 0, freeMonths: 0 });
    expect(applyDiscount(999, { type: 'months', value: 2 })).toEqual({ amountCents: 0, freeMonths: 2 });
  });
});

describe('story packs, referral codes, card errors', () => {
  it('prices the packs as the spec does', () => {
    expect(toCents(storyPacks.story_pack_5.price)).toBe(990);
    expect(storyPacks.story_pack_12).toMatchObject({
      storyCount: 12,
      freeStories: 2,
      price: 19.99,
      originalPrice: 23.99,
    });
  });

  it('makes 8-character upper-case referral codes and reads typed ones in upper case', () => {
    const code = referralCodeFrom(new Uint8Array([0, 1, 2, 3, 250, 251, 252, 255]));
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(referralCodeSchema.parse(' abcd2345 ')).toBe('ABCD2345');
    expect(referralCodeSchema.safeParse('ABC').success).toBe(false);
  });

  it('has a French message for every card error code of the spec and falls back for others', () => {
    expect(Object.keys(cardErrorMessages)).toHaveLength(15);
    expect(cardErrorMessage('insufficient_funds')).toMatch(/insuffisant/);
    expect(cardErrorMessage('authentication_error')).toBe(paymentMessages.unavailable);
    expect(cardErrorMessage('something_new')).toBe('Une erreur inattendue est survenue.');
  });

  it('adds calendar months, keeping to the last day of shorter months', () => {
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-21T09:00:00Z'), 12).toISOString()).toBe('2027-11-21T09:00:00.000Z');
    expect(addMonths(new Date('2026-03-31T09:00:00Z'), -1).toISOString()).toBe('2026-02-28T09:00:00.000Z');
  });
});
