import { type SQL, and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations, messages, stories } from '../../db/schema.js';
import { FOLD_FROM, FOLD_TO, searchQuery } from './search.js';

/** Whether a message's text matches the query of `searchQuery`. */
function messageMatches(query: string): SQL {
  return sql`to_tsvector('french', translate(lower(${messages.content}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})) @@ to_tsquery('french', ${query})`;
}

export interface HistoryFilter {
  childId?: string | undefined;
  /** Keywords: conversations where a question or an answer matches. */
  q?: string | undefined;
  favorites?: boolean | undefined;
  /** The plan's history window: what was said since then. */
  since: Date | null;
  limit: number;
}

/**
 * The family's conversations, newest first, with their messages in order. A conversation is a
 * thread that may go on for days (decision 0014): the plan's window keeps those active since then,
 * with their messages since then, and a search or the favourites look at those messages only.
 */
export async function listHistory(db: Database, userId: string, filter: HistoryFilter) {
  const inWindow = filter.since ? gte(messages.createdAt, filter.since) : undefined;
  const conditions = [eq(conversations.userId, userId)];
  if (filter.childId) conditions.push(eq(conversations.childId, filter.childId));
  if (filter.since) conditions.push(gte(conversations.updatedAt, filter.since));
  const holds = (condition: SQL) =>
    sql`exists (select 1 from ${messages} where ${and(eq(messages.conversationId, conversations.id), inWindow, condition)})`;
  if (filter.favorites) conditions.push(holds(sql`${messages.favorite}`));
  const query = filter.q ? searchQuery(filter.q) : null;
  if (query) conditions.push(holds(messageMatches(query)));
  const heads = await db
    .select()
    .from(conversations)
    .where(and(...conditions))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(filter.limit);
  if (heads.length === 0) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        inArray(
          messages.conversationId,
          heads.map((head) => head.id),
        ),
        inWindow,
      ),
    )
    .orderBy(asc(messages.messageOrder));
  return heads.map((head) => ({ ...head, messages: rows.filter((row) => row.conversationId === head.id) }));
}

/** Sets (or toggles) a message's favourite; undefined when it is not this family's. */
export async function setMessageFavorite(
  db: Database,
  userId: string,
  ids: { conversationId: string; messageId: string },
  favorite: boolean | undefined,
): Promise<boolean | undefined> {
  const [row] = await db
    .update(messages)
    .set({ favorite: favorite ?? sql`not ${messages.favorite}` })
    .where(
      and(eq(messages.id, ids.messageId), eq(messages.conversationId, ids.conversationId), eq(messages.userId, userId)),
    )
    .returning({ favorite: messages.favorite });
  return row?.favorite;
}

/** First questions (follow-ups left out), per child: in total and since `today`. */
export async function questionCounts(db: Database, userId: string, today: Date) {
  return db
    .select({
      childId: messages.childId,
      total: count(),
      today: sql<number>`count(*) filter (where ${messages.createdAt} >= ${today.toISOString()})`.mapWith(Number),
    })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.role, 'user'), isNull(messages.feedbackType)))
    .groupBy(messages.childId);
}

export async function favoriteMessageCounts(db: Database, userId: string) {
  return db
    .select({ childId: messages.childId, total: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.favorite, true)))
    .groupBy(messages.childId);
}

export async function storyHeroes(db: Database, userId: string) {
  return db
    .select({ heroes: stories.heroes, isFavorite: stories.isFavorite })
    .from(stories)
    .where(eq(stories.userId, userId));
}

/** A child's first questions with their subject and date, oldest first. */
export async function childQuestions(db: Database, userId: string, childId: string) {
  return db
    .select({ topic: messages.topic, createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.childId, childId),
        eq(messages.role, 'user'),
        isNull(messages.feedbackType),
      ),
    )
    .orderBy(asc(messages.createdAt));
}

/** The level each of the child's latest answers was written at, oldest first. */
export async function childAnswerLevels(db: Database, userId: string, childId: string, limit: number) {
  const rows = await db
    .select({ level: messages.complexityLevel, createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.childId, childId),
        eq(messages.role, 'assistant'),
        sql`${messages.complexityLevel} is not null`,
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(limit);
  return rows.reverse();
}
