import { z } from 'zod';
import { type PlanId, type PlanLimits, plans } from '../plans/catalogue.js';
import { DAY_MS } from '../time.js';

/** What is stored of a family's subscription. */
export interface SubscriptionRecord {
  planId: PlanId;
  /** As stored: trial, active, canceled (paid until the period ends). */
  status: 'trial' | 'active' | 'canceled';
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}

/** The state the rules read: `expired` once a trial or a paid period is over. */
export type EffectiveStatus = 'trial' | 'active' | 'expired';

export function effectiveStatus(subscription: SubscriptionRecord, now: Date): EffectiveStatus {
  if (subscription.status === 'trial') {
    return subscription.trialEndsAt && subscription.trialEndsAt > now ? 'trial' : 'expired';
  }
  if (subscription.currentPeriodEnd && subscription.currentPeriodEnd <= now) return 'expired';
  return 'active';
}

/**
 * Whole days left, counted up: 7 right after registering, 1 during the last day, 0 once over.
 */
export function trialDaysRemaining(subscription: SubscriptionRecord, now: Date): number {
  if (subscription.status !== 'trial' || !subscription.trialEndsAt) return 0;
  return Math.max(0, Math.ceil((subscription.trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

/** Spec 000 section 4: premium means active on a plan other than the trial. */
export function isPremium(status: EffectiveStatus, planId: PlanId): boolean {
  return status === 'active' && planId !== 'free_trial';
}

/** The access check passes for premium or a running trial. */
export function hasAccess(status: EffectiveStatus, planId: PlanId): boolean {
  return status === 'trial' || isPremium(status, planId);
}

/** The limits in force: an expired account keeps the trial's, but may not ask or create. */
export function limitsOf(status: EffectiveStatus, planId: PlanId): PlanLimits {
  return status === 'expired' ? plans.free_trial.limits : plans[planId].limits;
}

export const subscriptionStatusSchema = z.object({
  plan_id: z.string(),
  planId: z.string(),
  status: z.enum(['trial', 'active', 'expired']),
  is_premium: z.boolean(),
  trial_days_remaining: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  nextBillingDate: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
