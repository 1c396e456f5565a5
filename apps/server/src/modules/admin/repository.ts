import { count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOf } from '../../db/count.js';
import {
  childModifications,
  children,
  conversations,
  referrals,
  stories,
  subscriptions,
  users,
} from '../../db/schema.js';

/** Every account (or the one of `onlyId`) with its subscription and its number of children, newest first. */
export function listUserRows(db: Database, onlyId?: string) {
  const childCounts = db
    .select({ userId: children.userId, total: count().as('total') })
    .from(children)
    .groupBy(children.userId)
    .as('child_counts');
  return db
    .select({ user: users, subscription: subscriptions, childrenCount: childCounts.total })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(childCounts, eq(childCounts.userId, users.id))
    .where(onlyId ? eq(users.id, onlyId) : undefined)
    .orderBy(desc(users.createdAt));
}

export async function findUserWithSubscription(db: Database, id: string) {
  const [row] = await db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** What one account holds, for the deletion's answer (product.md#destructive-confirmations). */
export async function countHoldings(db: Database, userId: string) {
  const [conversationCount, modificationCount, referralCount, childCount, storyCount] = await Promise.all([
    countOf(db.select({ value: count() }).from(conversations).where(eq(conversations.userId, userId))),
    countOf(db.select({ value: count() }).from(childModifications).where(eq(childModifications.userId, userId))),
    countOf(
      db
        .select({ value: count() })
        .from(referrals)
        .where(or(eq(referrals.referrerId, userId), eq(referrals.referredId, userId))),
    ),
    countOf(db.select({ value: count() }).from(children).where(eq(children.userId, userId))),
    countOf(db.select({ value: count() }).from(stories).where(eq(stories.userId, userId))),
  ]);
  return {
    conversations: conversationCount,
    subscriptions: 1,
    child_modifications: modificationCount,
    referrals: referralCount,
    children: childCount,
    stories: storyCount,
  };
}

/** Every account with what decides whether it is staff. */
export function listAccountRoles(db: Database) {
  return db
    .select({ id: users.id, email: users.email, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users);
}

/** Deletes the accounts (everything they hold cascades) and answers how many conversations went with them. */
export async function deleteAccounts(db: Database, ids: string[]): Promise<number> {
  const conversationCount = await countOf(
    db.select({ value: count() }).from(conversations).where(inArray(conversations.userId, ids)),
  );
  await db.delete(users).where(inArray(users.id, ids));
  return conversationCount;
}
