import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { discountCodes } from '../../db/schema.js';

export function listDiscountCodeRows(db: Database) {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
}

export async function insertDiscountCode(db: Database, values: typeof discountCodes.$inferInsert) {
  const [row] = await db.insert(discountCodes).values(values).returning();
  if (!row) throw new Error('insert returned no discount code');
  return row;
}

/** The deleted code; undefined when there was none with this id. */
export async function deleteDiscountCodeRow(db: Database, id: string) {
  const [row] = await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
  return row;
}
