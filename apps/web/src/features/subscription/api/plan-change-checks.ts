import { useQuery } from '@tanstack/react-query';
import type { PlanChangeCalculation, PlanChangeValidation, PlanId } from '@pourquoi/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

// Asked afresh each time the flow opens: the answer depends on today's subscription.
const fresh = { staleTime: 0, gcTime: 0, retry: false } as const;

/** `POST /monetization/validate-plan-change`: the server says first whether the change may happen. */
export const usePlanChangeValidation = (newPlanId: PlanId) =>
  useQuery({
    queryKey: subscriptionKeys.planChangeCheck(newPlanId),
    queryFn: ({ signal }) =>
      api.post<PlanChangeValidation>('/monetization/validate-plan-change', { new_plan_id: newPlanId }, { signal }),
    ...fresh,
  });

/** `POST /monetization/calculate-plan-change`: what is charged now, the credit, the next billing date. */
export const usePlanChangeCalculation = (newPlanId: PlanId) =>
  useQuery({
    queryKey: subscriptionKeys.planChangeCalculation(newPlanId),
    queryFn: ({ signal }) =>
      api.post<PlanChangeCalculation>('/monetization/calculate-plan-change', { new_plan_id: newPlanId }, { signal }),
    ...fresh,
  });
