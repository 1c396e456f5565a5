import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOf } from '../../db/count.js';
import { characterSheets, stories, storyIllustrations } from '../../db/schema.js';

export type StoryRow = typeof stories.$inferSelect;
export type IllustrationRow = typeof storyIllustrations.$inferSelect;
/** A picture's state without its bytes: what lists and progress need. */
export type IllustrationState = Pick<IllustrationRow, 'page' | 'status' | 'attempts'>;

export async function insertStory(db: Database, values: typeof stories.$inferInsert): Promise<StoryRow> {
  const [row] = await db.insert(stories).values(values).returning();
  if (!row) throw new Error('insert returned no story');
  return row;
}

export async function findStory(db: Database, storyId: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId)).limit(1);
  return row;
}

/** The family's story; another family's is not found. */
export async function findOwnStory(db: Database, userId: string, storyId: string): Promise<StoryRow | undefined> {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
    .limit(1);
  return row;
}

/** Newest first; with a child, only the stories written for that child. */
export async function listStories(db: Database, userId: string, options: { childId?: string; limit: number }) {
  return db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.userId, userId),
        options.childId ? sql`${stories.heroes} @> ${JSON.stringify([{ id: options.childId }])}::jsonb` : sql`true`,
      ),
    )
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(options.limit);
}

export async function updateStory(db: Database, storyId: string, values: Partial<typeof stories.$inferInsert>) {
  await db
    .update(stories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stories.id, storyId));
}

export async function setFavorite(db: Database, userId: string, storyId: string, favorite: boolean | undefined) {
  const [row] = await db
    .update(stories)
    .set({ isFavorite: favorite ?? sql`not ${stories.isFavorite}` })
    .where(and(eq(stories.id, storyId), eq(stories.userId, userId)))
    .returning({ isFavorite: stories.isFavorite });
  return row?.isFavorite;
}

export async function insertPendingIllustrations(db: Database, storyId: string, pages: number[]) {
  if (pages.length === 0) return;
  await db
    .insert(storyIllustrations)
    .values(pages.map((page) => ({ storyId, page })))
    .onConflictDoNothing();
}

/** Every picture's state, by story (bytes left out). */
export async function illustrationStates(db: Database, storyIds: string[]): Promise<Map<string, IllustrationState[]>> {
  const byStory = new Map<string, IllustrationState[]>(storyIds.map((id) => [id, []]));
  if (storyIds.length === 0) return byStory;
  const rows = await db
    .select({
      storyId: storyIllustrations.storyId,
      page: storyIllustrations.page,
      status: storyIllustrations.status,
      attempts: storyIllustrations.attempts,
    })
    .from(storyIllustrations)
    .where(inArray(storyIllustrations.storyId, storyIds))
    .orderBy(asc(storyIllustrations.page));
  for (const { storyId, ...state } of rows) byStory.get(storyId)?.push(state);
  return byStory;
}

/** The drawn pictures of a story, with their bytes. */
export async function drawnIllustrations(db: Database, storyId: string) {
  return db
    .select({ page: storyIllustrations.page, png: storyIllustrations.png, attempts: storyIllustrations.attempts })
    .from(storyIllustrations)
    .where(and(eq(storyIllustrations.storyId, storyId), eq(storyIllustrations.status, 'done')))
    .orderBy(asc(storyIllustrations.page));
}

export async function findIllustration(db: Database, storyId: string, page: number) {
  const [row] = await db
    .select()
    .from(storyIllustrations)
    .where(and(eq(storyIllustrations.storyId, storyId), eq(storyIllustrations.page, page)))
    .limit(1);
  return row;
}

export async function saveIllustration(db: Database, storyId: string, page: number, png: Buffer) {
  await db
    .update(storyIllustrations)
    .set({ png, status: 'done', attempts: sql`${storyIllustrations.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(storyIllustrations.storyId, storyId), eq(storyIllustrations.page, page)));
}

export async function markIllustrationFailed(db: Database, storyId: string, page: number) {
  await db
    .update(storyIllustrations)
    .set({ status: 'failed', attempts: sql`${storyIllustrations.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(storyIllustrations.storyId, storyId), eq(storyIllustrations.page, page)));
}

/** Pictures that are not drawn: failed ones go back to pending. Returns their page numbers. */
export async function reopenMissingIllustrations(db: Database, storyId: string): Promise<number[]> {
  await db
    .update(storyIllustrations)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(eq(storyIllustrations.storyId, storyId), eq(storyIllustrations.status, 'failed')));
  const rows = await db
    .select({ page: storyIllustrations.page })
    .from(storyIllustrations)
    .where(and(eq(storyIllustrations.storyId, storyId), eq(storyIllustrations.status, 'pending')));
  return rows.map((row) => row.page);
}

/**
 * The story is complete once no picture is pending: one statement, so two workers finishing
 * the last two pictures at once cannot both miss it.
 */
export async function completeIfDrawn(db: Database, storyId: string) {
  await db
    .update(stories)
    .set({ status: 'complete', updatedAt: new Date() })
    .where(
      and(
        eq(stories.id, storyId),
        eq(stories.status, 'illustrating'),
        sql`not exists (select 1 from ${storyIllustrations} where ${storyIllustrations.storyId} = ${storyId} and ${storyIllustrations.status} = 'pending')`,
      ),
    );
}

export async function findSheets(db: Database, childIds: string[]) {
  if (childIds.length === 0) return new Map<string, unknown>();
  const rows = await db.select().from(characterSheets).where(inArray(characterSheets.childId, childIds));
  return new Map(rows.map((row) => [row.childId, row.sheet]));
}

export async function saveSheet(db: Database, childId: string, sheet: unknown) {
  await db.insert(characterSheets).values({ childId, sheet }).onConflictDoNothing();
}

/** The family's stories and their pictures, for a deletion's answer. */
export async function countStoriesAndPictures(db: Database, userId: string) {
  const [storyCount, pictureCount] = await Promise.all([
    countOf(db.select({ value: count() }).from(stories).where(eq(stories.userId, userId))),
    countOf(
      db
        .select({ value: count() })
        .from(storyIllustrations)
        .innerJoin(stories, eq(stories.id, storyIllustrations.storyId))
        .where(eq(stories.userId, userId)),
    ),
  ]);
  return { stories: storyCount, illustrations: pictureCount };
}
