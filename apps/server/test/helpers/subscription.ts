import { eq } from 'drizzle-orm';
import type { PlanId } from '@pourquoi/shared';
import type { Database } from '../../src/db/client.js';
import { subscriptions } from '../../src/db/schema.js';

/** Puts a family on a paid plan until `until`, as a payment would: for what the trial does not allow. */
export async function subscribe(
  db: Database,
  userId: string,
  { planId = 'family_monthly', until = new Date('2027-06-01T00:00:00Z') }: { planId?: PlanId; until?: Date } = {},
) {
  await db
    .update(subscriptions)
    .set({ planId, status: 'active', currentPeriodEnd: until })
    .where(eq(subscriptions.userId, userId));
}
