import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOf } from '../../db/count.js';
import { columnsOf, statement } from '../../db/statement.js';
import { childModifications, children, safetyEvents, stories } from '../../db/schema.js';

export type ChildRow = typeof children.$inferSelect;
export type NewChild = Pick<ChildRow, 'name' | 'birthMonth' | 'birthYear' | 'gender' | 'isTest'>;

const childColumns = columnsOf(children);

const childrenOfFamily = statement<{ userId: string }, ChildRow>(
  'children_of_family',
  sql`select ${childColumns.list} from ${children} where ${children.userId} = ${sql.placeholder('userId')}
      order by ${children.createdAt}, ${children.id}`,
  childColumns.read,
);

export function listChildren(db: Database, userId: string): Promise<ChildRow[]> {
  return childrenOfFamily.run(db, { userId });
}

/** The family's child with this id; another family's child is simply not found. */
const childOfFamily = statement<{ userId: string; childId: string }, ChildRow>(
  'child_of_family',
  sql`select ${childColumns.list} from ${children}
      where ${children.id} = ${sql.placeholder('childId')} and ${children.userId} = ${sql.placeholder('userId')}`,
  childColumns.read,
);

export async function findChild(db: Database, userId: string, childId: string): Promise<ChildRow | undefined> {
  const [row] = await childOfFamily.run(db, { userId, childId });
  return row;
}

export async function insertChild(db: Database, userId: string, child: NewChild, now: Date): Promise<ChildRow> {
  const [row] = await db
    .insert(children)
    .values({ ...child, userId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no child');
  return row;
}

export async function updateChild(
  db: Database,
  userId: string,
  childId: string,
  changes: Partial<NewChild>,
  now: Date,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .update(children)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning();
  return row;
}

/** The deleted child, or undefined when the family has no such child. */
export async function deleteChild(db: Database, userId: string, childId: string): Promise<ChildRow | undefined> {
  const [row] = await db
    .delete(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning();
  return row;
}

/**
 * What a deleted child leaves behind (decision 0020), in the deletion's transaction: its safety
 * events go, a story written for it alone goes (its pictures with it), and a story shared with
 * brothers or sisters stays theirs only. Its conversations, adaptive profile and look go by
 * their keys' cascade.
 */
export async function forgetChild(db: Database, userId: string, childId: string): Promise<void> {
  await db.delete(safetyEvents).where(and(eq(safetyEvents.userId, userId), eq(safetyEvents.childId, childId)));
  const itsStories = await db
    .select({ id: stories.id, heroes: stories.heroes })
    .from(stories)
    .where(and(eq(stories.userId, userId), sql`${stories.heroes} @> ${JSON.stringify([{ id: childId }])}::jsonb`));
  for (const story of itsStories) {
    const others = story.heroes.filter((hero) => hero.id !== childId);
    if (others.length === 0) await db.delete(stories).where(eq(stories.id, story.id));
    else await db.update(stories).set({ heroes: others }).where(eq(stories.id, story.id));
  }
}

export async function recordChildModification(
  db: Database,
  values: { userId: string; childId: string; kind: 'edit' | 'delete'; createdAt: Date },
): Promise<void> {
  await db.insert(childModifications).values(values);
}

export function countChildren(db: Database, userId: string): Promise<number> {
  return countOf(db.select({ value: count() }).from(children).where(eq(children.userId, userId)));
}

/** How many children each family has (or the family of `onlyUserId`), for the console's list. */
export async function childCountsByFamily(db: Database, onlyUserId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: children.userId, total: count() })
    .from(children)
    .where(onlyUserId ? eq(children.userId, onlyUserId) : undefined)
    .groupBy(children.userId);
  return new Map(rows.map((row) => [row.userId, row.total]));
}

export function countChildModifications(db: Database, userId: string): Promise<number> {
  return countOf(db.select({ value: count() }).from(childModifications).where(eq(childModifications.userId, userId)));
}

/** The family's edits and deletions of children, oldest first: for the right of access (decision 0020). */
export function listChildModifications(db: Database, userId: string) {
  return db
    .select()
    .from(childModifications)
    .where(eq(childModifications.userId, userId))
    .orderBy(childModifications.createdAt);
}
