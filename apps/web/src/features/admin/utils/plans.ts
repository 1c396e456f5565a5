import { planList, plans, type PlanId } from '@pourquoi/shared';

export type PlanTone = 'trial' | 'family' | 'essential' | 'other';

/** product.md#console: free_trial yellow, a family plan green, an essential one blue, the rest grey. */
export function planTone(planId: string): PlanTone {
  if (planId === 'free_trial') return 'trial';
  if (planId.includes('family')) return 'family';
  if (planId.includes('essential')) return 'essential';
  return 'other';
}

/** "Famille annuel", or the id itself for a plan the catalogue does not know. */
export const planName = (planId: string) => (planId in plans ? plans[planId as PlanId].name : planId);

/** The five plans of the edit modal: "Famille annuel (family_yearly)". */
export const planOptions = planList.map((plan) => ({ value: plan.id, label: `${plan.name} (${plan.id})` }));
