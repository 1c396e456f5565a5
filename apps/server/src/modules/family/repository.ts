import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import { planIdSchema, type SubscriptionRecord } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { childModifications, children, messages, subscriptions } from '../../db/schema.js';

export async function findSubscription(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

export function toSubscriptionRecord(row: typeof subscriptions.$inferSelect): SubscriptionRecord {
  return {
    planId: planIdSchema.catch('free_trial').parse(row.planId),
    status: row.status === 'active' || row.status === 'canceled' ? row.status : 'trial',
    trialEndsAt: row.trialEndsAt,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

/**
 * Takes the family's row lock until the transaction ends, so two requests that check a
 * limit and then write (two "add child" at once) run one after the other.
 */
export async function lockFamily(db: Database, userId: string): Promise<void> {
  await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
}

export async function countChildren(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(children).where(eq(children.userId, userId));
  return row?.value ?? 0;
}

export async function lastChildModification(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: childModifications.createdAt })
    .from(childModifications)
    .where(eq(childModifications.userId, userId))
    .orderBy(desc(childModifications.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * First questions asked since `since` and not turned away by safety: a question counts from
 * the moment it is accepted (so two at once cannot pass the quota together) and is removed
 * again if no answer could be written.
 */
export async function countQuestionsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.role, 'user'),
        eq(messages.moderated, false),
        isNull(messages.feedbackType),
        gte(messages.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}
