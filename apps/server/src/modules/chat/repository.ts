import { randomUUID } from 'node:crypto';
import { type SQL, and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AdaptiveProfile } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { childProfiles, children, conversations, messages, safetyEvents } from '../../db/schema.js';

export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/** The columns a question or an answer sets; the rest keep their defaults. */
export type NewMessage = Pick<
  typeof messages.$inferInsert,
  'conversationId' | 'userId' | 'childId' | 'role' | 'content'
> & {
  createdAt: Date;
  feedbackType?: string | null;
  topic?: string | null;
  provider?: string | null;
  complexityLevel?: number | null;
  isAdditionalInfo?: boolean;
  moderated?: boolean;
};

const value = (name: keyof NewMessage | 'createdAtText') => sql.placeholder(name);

/** Every column of a new message, as placeholders: one statement text for every message. */
const messageValues = (messageOrder: SQL) => ({
  conversationId: value('conversationId'),
  userId: value('userId'),
  childId: value('childId'),
  role: value('role'),
  content: value('content'),
  feedbackType: value('feedbackType'),
  topic: value('topic'),
  provider: value('provider'),
  complexityLevel: value('complexityLevel'),
  isAdditionalInfo: value('isAdditionalInfo'),
  moderated: value('moderated'),
  createdAt: value('createdAt'),
  messageOrder,
});

function messageParameters(message: NewMessage) {
  return {
    feedbackType: null,
    topic: null,
    provider: null,
    complexityLevel: null,
    isAdditionalInfo: false,
    moderated: false,
    ...message,
    createdAtText: message.createdAt.toISOString(),
  };
}

/**
 * A new conversation and its first message, in one statement: a question is a few round
 * trips under the family's lock, and each one holds a pooled connection.
 */
const conversationStarted = prepared((db) => {
  const conversation = db
    .$with('new_conversation', {})
    .as(
      sql`insert into ${conversations} ("id", "user_id", "child_id", "created_at", "updated_at") values (${value('conversationId')}, ${value('userId')}, ${value('childId')}, ${value('createdAtText')}, ${value('createdAtText')})`,
    );
  return db
    .with(conversation)
    .insert(messages)
    .values(messageValues(sql`1`))
    .returning()
    .prepare('conversation_started');
});

export async function startConversation(db: Database, firstMessage: Omit<NewMessage, 'conversationId'>) {
  const [row] = await conversationStarted(db).execute(
    messageParameters({ ...firstMessage, conversationId: randomUUID() }),
  );
  if (!row) throw new Error('insert returned no message');
  return row;
}

/** After the conversation's last message, computed inside the insert: one statement, no race. */
const nextOrder = sql`(select coalesce(max(${messages.messageOrder}), 0) + 1 from ${messages} where ${messages.conversationId} = ${value('conversationId')})`;

/** Appends a message and touches its conversation (its last activity), in one statement. */
const messageAppended = prepared((db) => {
  const touched = db
    .$with('touched_conversation', {})
    .as(
      sql`update ${conversations} set "updated_at" = ${value('createdAtText')} where "id" = ${value('conversationId')}`,
    );
  return db.with(touched).insert(messages).values(messageValues(nextOrder)).returning().prepare('message_appended');
});

/** Appends a message to a conversation whose last activity is already this message's time. */
const messageAdded = prepared((db) =>
  db.insert(messages).values(messageValues(nextOrder)).returning().prepare('message_added'),
);

/**
 * A message at the end of its conversation. `touch: false` when the conversation's last
 * activity is already the message's time (an answer, stamped with its question's instant):
 * the update would rewrite the row for nothing.
 */
export async function appendMessage(
  db: Database,
  message: NewMessage,
  { touch }: { touch: boolean } = { touch: true },
): Promise<MessageRow> {
  const statement = touch ? messageAppended(db) : messageAdded(db);
  const [row] = await statement.execute(messageParameters(message));
  if (!row) throw new Error('insert returned no message');
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
