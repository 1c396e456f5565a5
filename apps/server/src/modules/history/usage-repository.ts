import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages, users } from '../../db/schema.js';

/** One more child's data file downloaded (export_data): counted once the file is made. */
export async function recordExport(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ exportCount: sql`${users.exportCount} + 1` })
    .where(eq(users.id, userId));
}

/** The usage's `favoriteMessages` and `exportCount` (product.md#status-and-usage), from what is stored. */
export async function favoritesAndExports(
  db: Database,
  userId: string,
): Promise<{ favoriteMessages: number; exportCount: number }> {
  const [[favorites], [user]] = await Promise.all([
    db
      .select({ total: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.favorite, true))),
    db.select({ exportCount: users.exportCount }).from(users).where(eq(users.id, userId)),
  ]);
  return { favoriteMessages: favorites?.total ?? 0, exportCount: user?.exportCount ?? 0 };
}
