import type { PlanId } from '@pourquoi/shared';
import { queryKeys } from '@/lib/query-keys';

/**
 * The subscription screens' cache keys. What the plan decides sits under 'monetization', so
 * one invalidation after a payment or a plan change refreshes all of it.
 */
export const subscriptionKeys = {
  all: queryKeys.monetization,
  referralCode: ['monetization', 'referral-code'] as const,
  // Outside 'monetization': the open flow must not be asked again when the change it applies refreshes the plan.
  planChangeCheck: (planId: PlanId) => ['plan-change', 'validate', planId] as const,
  planChangeCalculation: (planId: PlanId) => ['plan-change', 'calculate', planId] as const,
  checkout: (id: string) => ['checkouts', id] as const,
};
