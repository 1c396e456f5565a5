import { type PaidPlanId, paidPlanIdSchema } from '@pourquoi/shared';
import type { ProviderSubscription } from './providers/types.js';
import type { SubscriptionRow } from './repository.js';

/** The stored row as the provider needs it; null when the family has no paid subscription. */
export function providerSubscriptionOf(row: SubscriptionRow): ProviderSubscription | null {
  const planId = paidPlanIdSchema.safeParse(row.planId);
  if (row.status !== 'active' || !planId.success || !row.currentPeriodEnd) return null;
  return {
    userId: row.userId,
    planId: planId.data,
    providerCustomerId: row.providerCustomerId,
    providerSubscriptionId: row.providerSubscriptionId,
    providerScheduleId: row.providerScheduleId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export function scheduledPlanOf(row: SubscriptionRow): PaidPlanId | null {
  const planId = paidPlanIdSchema.safeParse(row.scheduledPlanId);
  return planId.success ? planId.data : null;
}
