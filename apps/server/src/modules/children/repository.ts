import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { childModifications, children } from '../../db/schema.js';

export type ChildRow = typeof children.$inferSelect;
export type NewChild = Pick<ChildRow, 'name' | 'birthMonth' | 'birthYear' | 'gender' | 'isTest'>;

const childrenOfFamily = prepared((db) =>
  db
    .select()
    .from(children)
    .where(eq(children.userId, sql.placeholder('userId')))
    .orderBy(asc(children.createdAt), asc(children.id))
    .prepare('children_of_family'),
);

export function listChildren(db: Database, userId: string): Promise<ChildRow[]> {
  return childrenOfFamily(db).execute({ userId });
}

/** The family's child with this id; another family's child is simply not found. */
const childOfFamily = prepared((db) =>
  db
    .select()
    .from(children)
    .where(and(eq(children.id, sql.placeholder('childId')), eq(children.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('child_of_family'),
);

export async function findChild(db: Database, userId: string, childId: string): Promise<ChildRow | undefined> {
  const [row] = await childOfFamily(db).execute({ userId, childId });
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

export async function recordChildModification(
  db: Database,
  values: { userId: string; childId: string; kind: 'edit' | 'delete'; createdAt: Date },
): Promise<void> {
  await db.insert(childModifications).values(values);
}
