import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
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

/** Appends a message at the end of its conversation and touches the conversation. */
export async function appendMessage(
  db: Database,
  values: Omit<typeof messages.$inferInsert, 'messageOrder' | 'id'>,
): Promise<MessageRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [last] = await tx
      .select({ order: max(messages.messageOrder) })
      .from(messages)
      .where(eq(messages.conversationId, values.conversationId));
    const [row] = await tx
      .insert(messages)
      .values({ ...values, messageOrder: (last?.order ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('insert returned no message');
    await tx
      .update(conversations)
      .set({ updatedAt: values.createdAt })
      .where(eq(conversations.id, values.conversationId));
    return row;
  });
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

export async function loadProfile(db: Database, childId: string): Promise<AdaptiveProfile | undefined> {
  const [row] = await profileOfChild(db).execute({ childId });
  if (!row) return undefined;
  return {
    childId,
    currentLevel: row.currentLevel,
    adaptationScore: row.adaptationScore,
    preferredComplexity: row.preferredComplexity,
    feedbackHistory: row.feedbackHistory as AdaptiveProfile['feedbackHistory'],
    lastUpdated: row.updatedAt.toISOString(),
  };
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
