// zod/mini: in the web's first download (decision 0031).
import * as z from 'zod/mini';
import { type PlanId, type PlanLimits, freeVersionLimits, plans } from '../plans/catalogue.js';
import { DAY_MS } from '../time.js';

/** What is stored of a family's subscription. */
export interface SubscriptionRecord {
  planId: PlanId;
  /** As stored: trial, active (paid), canceled (the paid subscription has ended). */
  status: 'trial' | 'active' | 'canceled';
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  /** Unsubscribed: the benefits last until `currentPeriodEnd`, then the plan is free again. */
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the next billing date (product.md#plan-change). */
  scheduledPlanId: PlanId | null;
  scheduledChangeAt: Date | null;
}

/** The state the rules read: `expired` once a trial or a paid period is over. */
export type EffectiveStatus = 'trial' | 'active' | 'expired';

/**
 * A renewing subscription stays active this long after its period's end while the renewal
 * payment is confirmed (a provider's webhook or the simulated renewal job can be late).
 */
export const RENEWAL_GRACE_DAYS = 3;

export function effectiveStatus(subscription: SubscriptionRecord, now: Date): EffectiveStatus {
  if (subscription.status === 'trial') {
    return subscription.trialEndsAt && subscription.trialEndsAt > now ? 'trial' : 'expired';
  }
  if (subscription.status === 'canceled' || !subscription.currentPeriodEnd) return 'expired';
  const grace = subscription.cancelAtPeriodEnd ? 0 : RENEWAL_GRACE_DAYS * DAY_MS;
  return subscription.currentPeriodEnd.getTime() + grace > now.getTime() ? 'active' : 'expired';
}

/** The plan in force: a scheduled downgrade counts from its date, even before it is written down. */
export function effectivePlanId(subscription: SubscriptionRecord, now: Date): PlanId {
  const { scheduledPlanId, scheduledChangeAt } = subscription;
  return scheduledPlanId && scheduledChangeAt && scheduledChangeAt <= now ? scheduledPlanId : subscription.planId;
}

/**
 * Whole days left, counted up: 7 right after registering, 1 during the last day, 0 once over.
 */
export function trialDaysRemaining(subscription: SubscriptionRecord, now: Date): number {
  if (subscription.status !== 'trial' || !subscription.trialEndsAt) return 0;
  return Math.max(0, Math.ceil((subscription.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** product.md#vocabulary: premium means active on a plan other than the trial. */
export function isPremium(status: EffectiveStatus, planId: PlanId): boolean {
  return status === 'active' && planId !== 'free_trial';
}

/** The limits in force: once the trial or a paid period is over, the free version's (product.md#d3-free-version). */
export function limitsOf(status: EffectiveStatus, planId: PlanId): PlanLimits {
  return status === 'expired' ? freeVersionLimits : plans[planId].limits;
}

export const subscriptionStatusSchema = z.object({
  plan_id: z.string(),
  planId: z.string(),
  status: z.enum(['trial', 'active', 'expired']),
  is_premium: z.boolean(),
  trial_days_remaining: z.int(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  /**
   * When the trial ends (or ended), kept after subscribing: a plan bought during the trial is
   * first charged then (product.md#d14-trial-days-kept), and `nextBillingDate` says so.
   */
  trial_end: z.nullable(z.string()),
  /** The end of the paid period (product.md#status-and-usage). */
  current_period_end: z.nullable(z.string()),
  /** Null once unsubscribed: nothing more will be charged. */
  nextBillingDate: z.nullable(z.string()),
  cancelAtPeriodEnd: z.boolean(),
  scheduled_plan_change: z.nullable(z.object({ new_plan_id: z.string(), effective_date: z.string() })),
  /** Stories bought in packs and not used yet. */
  story_credits: z.int(),
  /** Which payment service takes the payments: the screens say when it is a simulation. */
  payment_provider: z.enum(['simulated', 'stripe']),
  /**
   * A production demo on simulated payments (ALLOW_SIMULATED_PAYMENTS, decision 0020): every page
   * says that no real payment is taken.
   */
  simulated_payments_notice: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
