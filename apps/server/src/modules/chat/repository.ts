import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdaptiveProfile } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { childProfiles, children, conversations, messages, safetyEvents } from '../../db/schema.js';

export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

export async function insertConversation(db: Database, userId: string, childId: string, now: Date) {
  const [row] = await db.insert(conversations).values({ userId, childId, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('insert returned no conversation');
  return row;
}

/** The family's conversation with this id; another family's is not found. */
export async function findConversation(db: Database, userId: string, conversationId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)))
    .limit(1);
  return row;
}

export async function findMessage(db: Database, userId: string, messageId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Appends a message at the end of its conversation and touches the conversation: the order is
 * computed inside the insert, so it takes one statement, not a transaction of three.
 */
export async function appendMessage(
  db: Database,
  values: Omit<typeof messages.$inferInsert, 'messageOrder' | 'id'>,
): Promise<MessageRow> {
  const nextOrder = sql<number>`(select coalesce(max(${messages.messageOrder}), 0) + 1 from ${messages} where ${messages.conversationId} = ${values.conversationId})`;
  const [row] = await db
    .insert(messages)
    .values({ ...values, messageOrder: nextOrder })
    .returning();
  if (!row) throw new Error('insert returned no message');
  await db
    .update(conversations)
    .set({ updatedAt: values.createdAt })
    .where(eq(conversations.id, values.conversationId));
  return row;
}

export async function deleteMessage(db: Database, messageId: string): Promise<void> {
  await db.delete(messages).where(eq(messages.id, messageId));
}

export async function markModerated(db: Database, messageId: string): Promise<void> {
  await db.update(messages).set({ moderated: true }).where(eq(messages.id, messageId));
}

/** Records the one rating an answer may get; false when it was already rated. */
export async function rateMessage(db: Database, messageId: string, feedback: string): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ feedback })
    .where(and(eq(messages.id, messageId), eq(messages.role, 'assistant'), isNull(messages.feedback)))
    .returning({ id: messages.id });
  return rows.length === 1;
}

const profileOfChild = prepared((db) =>
  db
    .select()
    .from(childProfiles)
    .where(eq(childProfiles.childId, sql.placeholder('childId')))
    .limit(1)
    .prepare('profile_of_child'),
);

function toProfile(row: typeof childProfiles.$inferSelect): AdaptiveProfile {
  return {
    childId: row.childId,
    currentLevel: row.currentLevel,
    adaptationScore: row.adaptationScore,
    preferredComplexity: row.preferredComplexity,
    feedbackHistory: row.feedbackHistory as AdaptiveProfile['feedbackHistory'],
    lastUpdated: row.updatedAt.toISOString(),
  };
}

export async function loadProfile(db: Database, childId: string): Promise<AdaptiveProfile | undefined> {
  const [row] = await profileOfChild(db).execute({ childId });
  return row && toProfile(row);
}

const childAndProfile = prepared((db) =>
  db
    .select({ child: children, profile: childProfiles })
    .from(children)
    .leftJoin(childProfiles, eq(childProfiles.childId, children.id))
    .where(and(eq(children.id, sql.placeholder('childId')), eq(children.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('child_and_profile'),
);

/** The family's child (another family's is not found) with its adaptive profile, in one read. */
export async function findChildWithProfile(db: Database, userId: string, childId: string) {
  const [row] = await childAndProfile(db).execute({ userId, childId });
  return row && { child: row.child, profile: row.profile ? toProfile(row.profile) : undefined };
}

export async function saveProfile(db: Database, profile: AdaptiveProfile): Promise<void> {
  const values = {
    currentLevel: profile.currentLevel,
    adaptationScore: profile.adaptationScore,
    preferredComplexity: profile.preferredComplexity,
    feedbackHistory: profile.feedbackHistory,
    updatedAt: new Date(profile.lastUpdated),
  };
  await db
    .insert(childProfiles)
    .values({ childId: profile.childId, ...values })
    .onConflictDoUpdate({ target: childProfiles.childId, set: values });
}

export async function insertSafetyEvent(db: Database, values: typeof safetyEvents.$inferInsert): Promise<void> {
  await db.insert(safetyEvents).values(values);
}

/** The family's newest safety events, with the child's name and the question asked. */
export async function listSafetyEvents(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: safetyEvents.id,
      createdAt: safetyEvents.createdAt,
      childId: safetyEvents.childId,
      childName: children.name,
      stage: safetyEvents.stage,
      verdict: safetyEvents.verdict,
      category: safetyEvents.category,
      question: messages.content,
    })
    .from(safetyEvents)
    .leftJoin(children, and(eq(children.id, safetyEvents.childId), eq(children.userId, userId)))
    .leftJoin(messages, eq(messages.id, safetyEvents.messageId))
    .where(eq(safetyEvents.userId, userId))
    .orderBy(desc(safetyEvents.createdAt), desc(safetyEvents.id))
    .limit(limit);
}
