import { planName, planTone } from '../utils/plans';

/** The plan of an account as a coloured label (product.md#console: the badge colours). */
export function PlanTag({ planId }: { planId: string }) {
  return <span className={`tag plan-tag plan-tag--${planTone(planId)}`}>{planName(planId)}</span>;
}
