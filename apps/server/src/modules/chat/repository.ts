import { randomUUID } from 'node:crypto';
import { type SQL, and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AdaptiveProfile, highestDailyQuestionLimit } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { countOf } from '../../db/count.js';
import { columnNames, columnsOf, type StatementTarget, statement } from '../../db/statement.js';
import { childProfiles, children, conversations, messages, safetyEvents, subscriptions } from '../../db/schema.js';
import { type FamilyKey, type FamilyRow, familyOf, familyStateList, questionsCounted } from '../family/index.js';
import type { Thread } from './thread.js';

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

/** What the chat reads back of a message it wrote. */
export interface WrittenMessage {
  id: string;
  conversationId: string;
}

const messageFields = [
  'conversationId',
  'userId',
  'childId',
  'role',
  'content',
  'feedbackType',
  'topic',
  'provider',
  'complexityLevel',
  'isAdditionalInfo',
  'moderated',
  'createdAt',
] as const satisfies (keyof NewMessage)[];

/**
 * Every column of a new message from the placeholder of its name, then `messageOrder`;
 * `source` (a table or a statement's earlier result) gives a row for each message to write.
 */
const messageInsert = (messageOrder: SQL, source?: SQL) => sql`insert into ${messages}
  (${columnNames([...messageFields.map((field) => messages[field]), messages.messageOrder])})
  select ${sql.join([...messageFields.map((field) => sql.placeholder(field)), messageOrder], sql`, `)}
  ${source ? sql`from ${source}` : sql``}
  returning ${messages.id} as "id", ${messages.conversationId} as "conversationId"`;

const toWrittenMessage = (row: Record<string, unknown>) => row as unknown as WrittenMessage;

function messageParameters(message: NewMessage): Required<NewMessage> {
  return {
    feedbackType: null,
    topic: null,
    provider: null,
    complexityLevel: null,
    isAdditionalInfo: false,
    moderated: false,
    ...message,
  };
}

/** The day's limit a question must stay within (null: none), from the start of `day`. */
type LimitValues = { questionsPerDay: number | null; day: Date };
/** A question, and the day's limit it must stay within. */
export type LimitedQuestion = Omit<NewMessage, 'conversationId'> & LimitValues;

/**
 * True while the family's counted questions since `day` are fewer than `questionsPerDay`: the
 * guard counts in the statement that writes, after the family's lock (`writeUnderFamilyLock`),
 * so two questions at once cannot both take the last one of the day.
 */
const withinDailyLimit = (() => {
  const limit = sql.placeholder('questionsPerDay');
  return sql`${limit}::int is null
    or (select count(*) from ${messages} where ${questionsCounted(sql.placeholder('day'), sql.placeholder('userId'))}) < ${limit}`;
})();

/** A new conversation and its first question, in one statement, only within the day's limit. */
const conversationStarted = statement<Required<NewMessage> & LimitValues, WrittenMessage>(
  'conversation_started',
  (() => {
    const columns = [
      conversations.id,
      conversations.userId,
      conversations.childId,
      conversations.createdAt,
      conversations.updatedAt,
    ];
    return sql`with new_conversation as (
        insert into ${conversations} (${columnNames(columns)})
        select ${sql.placeholder('conversationId')}, ${sql.placeholder('userId')}, ${sql.placeholder('childId')},
          ${sql.placeholder('createdAt')}, ${sql.placeholder('createdAt')}
        where ${withinDailyLimit}
        returning 1)
      ${messageInsert(sql`1`, sql`new_conversation`)}`;
  })(),
  toWrittenMessage,
);

/** The question written, or undefined when the day's limit was reached in the meantime. */
export async function startConversation(
  on: StatementTarget,
  question: LimitedQuestion,
): Promise<WrittenMessage | undefined> {
  const [row] = await conversationStarted.run(on, {
    ...messageParameters({ ...question, conversationId: randomUUID() }),
    questionsPerDay: question.questionsPerDay,
    day: question.day,
  });
  return row;
}

/** After the conversation's last message, computed inside the insert: one statement, no race. */
const nextOrder = sql`(select coalesce(max(${messages.messageOrder}), 0) + 1 from ${messages} where ${messages.conversationId} = ${sql.placeholder('conversationId')})`;

/** Appends a message and touches its conversation (its last activity), in one statement. */
const messageAppended = statement<Required<NewMessage>, WrittenMessage>(
  'message_appended',
  sql`with touched_conversation as (
        update ${conversations} set ${sql.identifier(conversations.updatedAt.name)} = ${sql.placeholder('createdAt')}
        where ${conversations.id} = ${sql.placeholder('conversationId')})
      ${messageInsert(nextOrder)}`,
  toWrittenMessage,
);

/** Appends a message to a conversation whose last activity is already this message's time. */
const messageAdded = statement<Required<NewMessage>, WrittenMessage>(
  'message_added',
  messageInsert(nextOrder),
  toWrittenMessage,
);

/** A new question at the end of a conversation (decision 0012), in one statement, only within the day's limit. */
const questionContinued = statement<Required<NewMessage> & LimitValues, WrittenMessage>(
  'question_continued',
  sql`with allowed as (select 1 where ${withinDailyLimit}),
      touched_conversation as (
        update ${conversations} set ${sql.identifier(conversations.updatedAt.name)} = ${sql.placeholder('createdAt')}
        where ${conversations.id} = ${sql.placeholder('conversationId')} and exists (select 1 from allowed))
      ${messageInsert(nextOrder, sql`allowed`)}`,
  toWrittenMessage,
);

/** The question written, or undefined when the day's limit was reached in the meantime. */
export async function continueConversation(
  on: StatementTarget,
  question: LimitedQuestion & { conversationId: string },
): Promise<WrittenMessage | undefined> {
  const [row] = await questionContinued.run(on, {
    ...messageParameters(question),
    questionsPerDay: question.questionsPerDay,
    day: question.day,
  });
  return row;
}

/**
 * A message at the end of its conversation. `touch: false` when the conversation's last
 * activity is already the message's time (an answer, stamped with its question's instant):
 * the update would rewrite the row for nothing.
 */
export async function appendMessage(
  db: Database,
  message: NewMessage,
  { touch }: { touch: boolean } = { touch: true },
): Promise<WrittenMessage> {
  const [row] = await (touch ? messageAppended : messageAdded).run(db, messageParameters(message));
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

/** Messages of a conversation read back at most: far more than the turns a model is given. */
const THREAD_MESSAGES_READ = 200;

/**
 * The family's conversation with this id as a thread (decision 0012): its latest messages in order,
 * and what safety stopped in it, distress first; another family's is not found.
 */
export async function findThread(db: Database, userId: string, conversationId: string): Promise<Thread | undefined> {
  const conversation = await findConversation(db, userId, conversationId);
  if (!conversation) return undefined;
  const [latest, stops] = await Promise.all([
    db
      .select({
        id: messages.id,
        role: messages.role,
        content: messages.content,
        feedbackType: messages.feedbackType,
        moderated: messages.moderated,
      })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.messageOrder))
      .limit(THREAD_MESSAGES_READ),
    db
      .select({
        messageId: safetyEvents.messageId,
        verdict: safetyEvents.verdict,
        category: safetyEvents.category,
        stage: safetyEvents.stage,
      })
      .from(safetyEvents)
      .where(
        and(
          eq(safetyEvents.conversationId, conversation.id),
          eq(safetyEvents.userId, userId),
          inArray(safetyEvents.verdict, ['distress', 'refuse']),
        ),
      )
      .orderBy(sql`${safetyEvents.verdict} = 'distress' desc`, asc(safetyEvents.createdAt)),
  ]);
  return { conversationId: conversation.id, childId: conversation.childId, messages: latest.reverse(), stops };
}

/** The child's conversation with the latest activity: what `continue_conversation` alone continues. */
export async function findLatestConversationId(db: Database, userId: string, childId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.childId, childId)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(1);
  return row?.id;
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
 * A question left without an answer goes: a first question with its conversation (no empty
 * conversation stays in history), a follow-up alone.
 */
export async function discardQuestion(
  db: Database,
  question: WrittenMessage,
  { firstQuestion }: { firstQuestion: boolean },
): Promise<void> {
  if (firstQuestion) await db.delete(conversations).where(eq(conversations.id, question.conversationId));
  else await db.delete(messages).where(eq(messages.id, question.id));
}

export async function markModerated(db: Database, messageId: string): Promise<void> {
  await db.update(messages).set({ moderated: true }).where(eq(messages.id, messageId));
}

/** A question the engine had no answer to: it stops counting against the day's questions. */
export async function markUnanswered(db: Database, messageId: string): Promise<void> {
  await db.update(messages).set({ unanswered: true }).where(eq(messages.id, messageId));
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

const childColumns = columnsOf(children, 'child.');
const profileColumns = columnsOf(childProfiles, 'profile.');

const profileOfChild = statement<{ childId: string }, typeof childProfiles.$inferSelect>(
  'profile_of_child',
  sql`select ${profileColumns.list} from ${childProfiles} where ${childProfiles.childId} = ${sql.placeholder('childId')}`,
  profileColumns.read,
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
  const [row] = await profileOfChild.run(db, { childId });
  return row && toProfile(row);
}

interface ChildWithProfile {
  child: typeof children.$inferSelect;
  profile: AdaptiveProfile | undefined;
}

const childWithProfile = (row: Record<string, unknown>): ChildWithProfile => ({
  child: childColumns.read(row),
  profile: row['profile.childId'] === null ? undefined : toProfile(profileColumns.read(row)),
});

/** The family's child (another family's is not found) with its adaptive profile, in one read. */
const childAndProfile = statement<{ userId: string; childId: string }, ChildWithProfile>(
  'child_and_profile',
  sql`select ${childColumns.list}, ${profileColumns.list} from ${children}
      left join ${childProfiles} on ${childProfiles.childId} = ${children.id}
      where ${children.id} = ${sql.placeholder('childId')} and ${children.userId} = ${sql.placeholder('userId')}`,
  childWithProfile,
);

export async function findChildWithProfile(db: Database, userId: string, childId: string) {
  const [row] = await childAndProfile.run(db, { userId, childId });
  return row;
}

/**
 * What a question reads before it is written, in one round trip: the family's child (another
 * family's is not found), its adaptive profile and the family's state, its questions of the
 * day counted as far as a plan's limit.
 */
const questionContext = statement<{ childId: string } & FamilyKey, ChildWithProfile & { family: FamilyRow }>(
  'question_context',
  sql`select ${childColumns.list}, ${profileColumns.list}, ${familyStateList({ questionsUpTo: highestDailyQuestionLimit })} from ${children}
      join ${subscriptions} on ${subscriptions.userId} = ${children.userId}
      left join ${childProfiles} on ${childProfiles.childId} = ${children.id}
      where ${children.id} = ${sql.placeholder('childId')} and ${children.userId} = ${sql.placeholder('userId')}`,
  (row) => ({ ...childWithProfile(row), family: familyOf(row) }),
);

export async function findQuestionContext(db: Database, childId: string, family: FamilyKey) {
  const [row] = await questionContext.run(db, { childId, ...family });
  return row;
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
      acknowledgedAt: safetyEvents.acknowledgedAt,
    })
    .from(safetyEvents)
    .leftJoin(children, and(eq(children.id, safetyEvents.childId), eq(children.userId, userId)))
    .leftJoin(messages, eq(messages.id, safetyEvents.messageId))
    .where(eq(safetyEvents.userId, userId))
    .orderBy(desc(safetyEvents.createdAt), desc(safetyEvents.id))
    .limit(limit);
}

/**
 * Marks as read, at `at`, those of `ids` that are the family's own distress events not read
 * yet; another family's ids change nothing. How many it marked.
 */
export async function acknowledgeDistressEvents(
  db: Database,
  userId: string,
  ids: string[],
  at: Date,
): Promise<number> {
  const rows = await db
    .update(safetyEvents)
    .set({ acknowledgedAt: at })
    .where(
      and(
        eq(safetyEvents.userId, userId),
        inArray(safetyEvents.id, ids),
        eq(safetyEvents.verdict, 'distress'),
        isNull(safetyEvents.acknowledgedAt),
      ),
    )
    .returning({ id: safetyEvents.id });
  return rows.length;
}

/** The conversations of these accounts, for a deletion's answer. */
export function countConversations(db: Database, userIds: string[]): Promise<number> {
  return countOf(db.select({ value: count() }).from(conversations).where(inArray(conversations.userId, userIds)));
}

export function countMessages(db: Database, userId: string): Promise<number> {
  return countOf(db.select({ value: count() }).from(messages).where(eq(messages.userId, userId)));
}

/** What the right of access reads of the chat's own records (decision 0020): the children's profiles, every safety event. */
export async function chatRecords(db: Database, userId: string, childIds: string[]) {
  const [profiles, events] = await Promise.all([
    childIds.length === 0 ? [] : db.select().from(childProfiles).where(inArray(childProfiles.childId, childIds)),
    db.select().from(safetyEvents).where(eq(safetyEvents.userId, userId)).orderBy(safetyEvents.createdAt),
  ]);
  return { profiles, events };
}
