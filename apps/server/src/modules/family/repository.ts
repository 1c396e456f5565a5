import { type Placeholder, and, count, eq, gte, ne, sql } from 'drizzle-orm';
import { planIdSchema, type SubscriptionRecord } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { childModifications, children, isCountedQuestion, messages, stories, subscriptions } from '../../db/schema.js';

/**
 * The family's subscription and the counts the rules read, in one round trip (and one
 * statement, so it runs on a transaction's single connection too). The subqueries take the
 * id as a value: Drizzle leaves the columns of selected fields unqualified, so a correlated
 * "user_id" would mean the subquery's own column and count every family.
 */
const familyState = prepared((db) => {
  const userId = sql.placeholder('userId');
  const day = sql.placeholder('day');
  const month = sql.placeholder('month');
  return db
    .select({
      subscription: subscriptions,
      childrenCount: sql<number>`(select count(*) from ${children} where ${children.userId} = ${userId})`.mapWith(
        Number,
      ),
      lastChildModification: sql<
        string | null
      >`(select max(${childModifications.createdAt}) from ${childModifications} where ${childModifications.userId} = ${userId})`,
      questionsToday: sql<number>`(select count(*) from ${messages} where ${questionsCounted(day, userId)})`.mapWith(
        Number,
      ),
      storiesThisMonth: sql<number>`(select count(*) from ${stories} where ${storiesCounted(month, userId)})`.mapWith(
        Number,
      ),
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1)
    .prepare('family_state');
});

export async function findFamily(db: Database, userId: string, since: { day: Date; month: Date }) {
  const [row] = await familyState(db).execute({
    userId,
    day: since.day.toISOString(),
    month: since.month.toISOString(),
  });
  if (!row) return undefined;
  return {
    ...row,
    lastChildModification: row.lastChildModification === null ? null : new Date(row.lastChildModification),
  };
}

export function toSubscriptionRecord(row: typeof subscriptions.$inferSelect): SubscriptionRecord {
  return {
    planId: planIdSchema.catch('free_trial').parse(row.planId),
    status: row.status === 'active' || row.status === 'canceled' ? row.status : 'trial',
    trialEndsAt: row.trialEndsAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduledPlanId: row.scheduledPlanId ? planIdSchema.catch('free_trial').parse(row.scheduledPlanId) : null,
    scheduledChangeAt: row.scheduledChangeAt,
  };
}

/**
 * Takes the family's row lock until the transaction ends, so two requests that check a
 * limit and then write (two "add child" at once) run one after the other. The counts are read
 * by a statement after this one: a statement that waited for the lock still sees the rows of
 * its own snapshot, taken before the other request committed.
 */
const familyLock = prepared((db) =>
  db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .for('update')
    .prepare('family_lock'),
);

export async function lockFamily(db: Database, userId: string): Promise<void> {
  await familyLock(db).execute({ userId });
}

/**
 * First questions asked since `since` and not turned away by safety: a question counts from
 * the moment it is accepted (so two at once cannot pass the quota together) and is removed
 * again if no answer could be written.
 */
export async function countQuestionsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db.select({ value: count() }).from(messages).where(questionsCounted(since, userId));
  return row?.value ?? 0;
}

/** A family's stories of the month: every one started, except those that could not be written. */
function storiesCounted(since: Date | Placeholder, owner: string | Placeholder) {
  return and(eq(stories.userId, owner), gte(stories.createdAt, since), ne(stories.status, 'failed'));
}

/** The counted questions of a family. */
function questionsCounted(since: Date | Placeholder, owner: string | Placeholder) {
  return and(eq(messages.userId, owner), isCountedQuestion(messages), gte(messages.createdAt, since));
}
