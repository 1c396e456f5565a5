import { type SQL, and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';

/** Whether a sign-in is still open: some token of its family is not revoked (ASVS 3.3.1). */
export async function isFamilyOpen(db: Database, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** When an open sign-in ends (SESSION_MAX_AGE_DAYS from its start); null once it is revoked. */
export async function openFamilyEnd(db: Database, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sql`max(${refreshTokens.expiresAt})`.mapWith(refreshTokens.expiresAt) })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  return row?.expiresAt ?? null;
}

/** A token that can still be refreshed: the family's newest, neither rotated nor revoked, not expired. */
const liveToken = (now: Date) =>
  and(isNull(refreshTokens.revokedAt), isNull(refreshTokens.rotatedAt), gt(refreshTokens.expiresAt, now));

export interface OpenSession {
  familyId: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

/**
 * The account's sign-ins that can still be refreshed (ASVS 3.3.4): each family's first token
 * is its sign-in, its newest one its last refresh; the most recently used first.
 */
export async function listOpenSessions(db: Database, userId: string, now: Date): Promise<OpenSession[]> {
  const lastUsedAt = sql`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt);
  return db
    .select({
      familyId: refreshTokens.familyId,
      createdAt: sql`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt,
      expiresAt: sql`max(${refreshTokens.expiresAt})`.mapWith(refreshTokens.expiresAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(sql`bool_or(${liveToken(now)})`)
    .orderBy(desc(lastUsedAt));
}

/**
 * Revokes the account's sign-ins that `which` selects. Returns the families revoked (for the
 * cache) and how many of them could still be refreshed (what the parent sees ended).
 */
async function revokeFamilies(
  db: Database,
  userId: string,
  which: SQL | undefined,
  now: Date,
): Promise<{ familyIds: string[]; ended: number }> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), which))
    .returning({
      familyId: refreshTokens.familyId,
      rotatedAt: refreshTokens.rotatedAt,
      expiresAt: refreshTokens.expiresAt,
    });
  const live = rows.filter((row) => row.rotatedAt === null && row.expiresAt > now);
  return { familyIds: [...new Set(rows.map((row) => row.familyId))], ended: new Set(live.map((r) => r.familyId)).size };
}

/** Revokes every sign-in of the account but `keepFamilyId`. */
export function revokeOtherFamilies(
  db: Database,
  userId: string,
  keepFamilyId: string | null,
  now: Date,
): Promise<{ familyIds: string[]; ended: number }> {
  return revokeFamilies(db, userId, keepFamilyId === null ? undefined : ne(refreshTokens.familyId, keepFamilyId), now);
}

/**
 * Revokes one sign-in, only if it is the account's: `ended` is 0 for another account's family
 * as for an unknown one.
 */
export function revokeOwnFamily(
  db: Database,
  userId: string,
  familyId: string,
  now: Date,
): Promise<{ familyIds: string[]; ended: number }> {
  return revokeFamilies(db, userId, eq(refreshTokens.familyId, familyId), now);
}
