import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { adminAudit } from '../../db/schema.js';

export async function insertAuditEntry(db: Database, entry: typeof adminAudit.$inferInsert): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

/** The latest `limit` entries, newest first. */
export function listAuditRows(db: Database, limit: number) {
  return db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt)).limit(limit);
}

/** What staff did on this account, oldest first: for the right of access (decision 0020). */
export function listAuditOfTarget(db: Database, target: string) {
  return db
    .select({ action: adminAudit.action, createdAt: adminAudit.createdAt })
    .from(adminAudit)
    .where(eq(adminAudit.target, target))
    .orderBy(adminAudit.createdAt);
}
