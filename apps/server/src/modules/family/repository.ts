import { type Placeholder, and, count, eq, gte, ne, sql } from 'drizzle-orm';
import { planIdSchema, type SubscriptionRecord } from '@pourquoi/shared';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { countOf } from '../../db/count.js';
import { columnsOf, type StatementTarget, statement } from '../../db/statement.js';
import { childModifications, children, isCountedQuestion, messages, stories, subscriptions } from '../../db/schema.js';

const subscriptionColumns = columnsOf(subscriptions, 'subscription.');

export interface FamilyRow {
  subscription: typeof subscriptions.$inferSelect;
  childrenCount: number;
  lastChildModification: Date | null;
  questionsToday: number;
  storiesThisMonth: number;
}

/** The values of `familyStateList`'s placeholders: the family and the starts of its Paris day and month. */
export interface FamilyKey {
  userId: string;
  day: Date;
  month: Date;
}

/**
 * The select list of a family's state: its subscription (the row of `from`) and the counts the
 * rules read, by placeholders `userId`, `day` and `month`. The subqueries take the id as a
 * value, so the list joins another statement's select (a question reads the child with it).
 * `questionsUpTo`: the day's questions are counted no further (what a question's check needs).
 */
export function familyStateList({ questionsUpTo }: { questionsUpTo?: number } = {}) {
  const userId = sql.placeholder('userId');
  const questions = sql`select 1 from ${messages} where ${questionsCounted(sql.placeholder('day'), userId)}`;
  const limited = questionsUpTo === undefined ? questions : sql`${questions} limit ${sql.raw(String(questionsUpTo))}`;
  return sql`${subscriptionColumns.list},
    (select count(*)::int from ${children} where ${children.userId} = ${userId}) as "childrenCount",
    (select max(${childModifications.createdAt}) from ${childModifications} where ${childModifications.userId} = ${userId}) as "lastChildModification",
    (select count(*)::int from (${limited}) as counted) as "questionsToday",
    (select count(*)::int from ${stories} where ${storiesCounted(sql.placeholder('month'), userId)}) as "storiesThisMonth"`;
}

/** A row's family state, selected with `familyStateList`. */
export function familyOf(row: Record<string, unknown>): FamilyRow {
  return {
    subscription: subscriptionColumns.read(row),
    childrenCount: row.childrenCount as number,
    lastChildModification: row.lastChildModification === null ? null : new Date(row.lastChildModification as string),
    questionsToday: row.questionsToday as number,
    storiesThisMonth: row.storiesThisMonth as number,
  };
}

/** The family's state in one round trip (and one statement, so a transaction's connection runs it too). */
const familyState = statement<FamilyKey, FamilyRow>(
  'family_state',
  sql`select ${familyStateList()} from ${subscriptions} where ${subscriptions.userId} = ${sql.placeholder('userId')}`,
  familyOf,
);

export async function findFamily(db: Database, key: FamilyKey): Promise<FamilyRow | undefined> {
  const [row] = await familyState.run(db, key);
  return row;
}

/** A stored plan the catalogue no longer has reads as the free trial. */
const storedPlanId = z.catch(planIdSchema, 'free_trial');

export function toSubscriptionRecord(row: typeof subscriptions.$inferSelect): SubscriptionRecord {
  return {
    planId: storedPlanId.parse(row.planId),
    status: row.status === 'active' || row.status === 'canceled' ? row.status : 'trial',
    trialEndsAt: row.trialEndsAt,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    scheduledPlanId: row.scheduledPlanId ? storedPlanId.parse(row.scheduledPlanId) : null,
    scheduledChangeAt: row.scheduledChangeAt,
  };
}

/**
 * Takes the family's row lock until the transaction ends, so two requests that check a
 * limit and then write (two "add child" at once) run one after the other. The counts are read
 * by a statement after this one: a statement that waited for the lock still sees the rows of
 * its own snapshot, taken before the other request committed.
 */
const familyLock = statement<{ userId: string }, unknown>(
  'family_lock',
  sql`select 1 from ${subscriptions} where ${subscriptions.userId} = ${sql.placeholder('userId')} for update`,
  (row) => row,
);

export async function lockFamily(on: StatementTarget, userId: string): Promise<void> {
  await familyLock.run(on, { userId });
}

/**
 * First questions asked since `since` and not turned away by safety: a question counts from
 * the moment it is accepted (so two at once cannot pass the quota together) and is removed
 * again if no answer could be written.
 */
export async function countQuestionsSince(db: Database, userId: string, since: Date): Promise<number> {
  return countOf(db.select({ value: count() }).from(messages).where(questionsCounted(since, userId)));
}

/** A family's stories of the month: every one started, except those that could not be written. */
function storiesCounted(since: Date | Placeholder, owner: string | Placeholder) {
  return and(eq(stories.userId, owner), gte(stories.createdAt, since), ne(stories.status, 'failed'));
}

/** The counted questions of a family. */
export function questionsCounted(since: Date | Placeholder, owner: string | Placeholder) {
  return and(eq(messages.userId, owner), isCountedQuestion(messages), gte(messages.createdAt, since));
}
