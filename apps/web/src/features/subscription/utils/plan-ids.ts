import { paidPlanIdSchema, planIdSchema, type PaidPlanId, type PlanId } from '@pourquoi/shared';

/** A plan id the server sent as a string, when it is one of the catalogue's. */
export const knownPlanId = (id: string | null | undefined): PlanId | null => planIdSchema.safeParse(id).data ?? null;

/** A plan a checkout sells (not the trial). */
export const paidPlanId = (id: string | null | undefined): PaidPlanId | null =>
  paidPlanIdSchema.safeParse(id).data ?? null;
