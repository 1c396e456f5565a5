import { type SubscriptionStatus, isPremium, trialDaysRemaining } from '@pourquoi/shared';
import type { Config } from '../../env.js';
import type { Family } from '../family/index.js';
import type { PaymentProvider } from './providers/types.js';

/**
 * Whether every page must say payments are simulated: only a production demo (it needs
 * ALLOW_SIMULATED_PAYMENTS). On a developer's machine the payment screens already say so.
 */
const simulatedPaymentsNotice = (config: Pick<Config, 'env'>, provider: PaymentProvider) =>
  config.env === 'production' && provider.name === 'simulated';

/** `GET /monetization/status` (product.md#status-and-usage). */
export function presentStatus(
  family: Family,
  provider: PaymentProvider,
  config: Pick<Config, 'env'>,
): SubscriptionStatus {
  const { subscription, state, row, startedAt } = family;
  const expired = state.status === 'expired';
  // Once a trial or a paid period is over, the plan is free again (product.md#unsubscribe).
  const planId = expired ? 'free_trial' : state.planId;
  const paid = state.status === 'active' && subscription.status === 'active';
  const periodEnd = paid ? subscription.currentPeriodEnd : null;
  const endDate = subscription.status === 'trial' ? subscription.trialEndsAt : subscription.currentPeriodEnd;
  const scheduled =
    paid && subscription.scheduledPlanId && subscription.scheduledChangeAt && subscription.scheduledChangeAt > state.now
      ? { new_plan_id: subscription.scheduledPlanId, effective_date: subscription.scheduledChangeAt.toISOString() }
      : null;
  return {
    plan_id: planId,
    planId,
    status: state.status,
    is_premium: isPremium(state.status, planId),
    trial_days_remaining: trialDaysRemaining(subscription, state.now),
    startDate: startedAt.toISOString(),
    endDate: endDate?.toISOString() ?? null,
    trial_end: subscription.trialEndsAt?.toISOString() ?? null,
    current_period_end: periodEnd?.toISOString() ?? null,
    nextBillingDate: periodEnd && !subscription.cancelAtPeriodEnd ? periodEnd.toISOString() : null,
    cancelAtPeriodEnd: paid && subscription.cancelAtPeriodEnd,
    scheduled_plan_change: scheduled,
    story_credits: row.storyCredits,
    payment_provider: provider.name,
    simulated_payments_notice: simulatedPaymentsNotice(config, provider),
  };
}
