import { and, asc, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { securityKeyChallenges, securityKeys } from '../../db/schema.js';
import { hashToken } from '../../lib/secure-token.js';

export type SecurityKeyRow = typeof securityKeys.$inferSelect;

/** What a challenge row is for: a key's registration or its assertion, or the operator's code for a first key. */
export type ChallengePurpose = 'registration' | 'authentication' | 'enrolment';

export async function listSecurityKeys(db: Database, userId: string): Promise<SecurityKeyRow[]> {
  return db
    .select()
    .from(securityKeys)
    .where(eq(securityKeys.userId, userId))
    .orderBy(asc(securityKeys.createdAt), asc(securityKeys.id));
}

/** When the account's oldest key was registered; null without any (what `assertStaffSecondFactor` reads). */
export async function firstSecurityKeyAt(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ first: min(securityKeys.createdAt) })
    .from(securityKeys)
    .where(eq(securityKeys.userId, userId));
  return row?.first ?? null;
}

/** One of the account's keys by its credential id: another account's key is not found. */
export async function findOwnSecurityKey(
  db: Database,
  userId: string,
  credentialId: string,
): Promise<SecurityKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(securityKeys)
    .where(and(eq(securityKeys.userId, userId), eq(securityKeys.credentialId, credentialId)));
  return row;
}

export async function insertSecurityKey(db: Database, values: typeof securityKeys.$inferInsert) {
  const [row] = await db.insert(securityKeys).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Records an accepted assertion: only if the stored counter is still below the new one (or both
 * stay at 0, a key that keeps no counter), so two assertions racing cannot both pass.
 */
export async function recordKeyUse(db: Database, key: SecurityKeyRow, newCounter: number, now: Date) {
  const rows = await db
    .update(securityKeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(securityKeys.id, key.id),
        newCounter === 0 ? eq(securityKeys.counter, 0) : lt(securityKeys.counter, newCounter),
      ),
    )
    .returning({ id: securityKeys.id });
  return rows.length === 1;
}

export async function deleteOwnSecurityKey(db: Database, userId: string, id: string) {
  const [row] = await db
    .delete(securityKeys)
    .where(and(eq(securityKeys.userId, userId), eq(securityKeys.id, id)))
    .returning();
  return row;
}

/** Every key and pending challenge or code of the account (`npm run staff -- mfa-reset`). */
export async function deleteAllSecurityKeys(db: Database, userId: string): Promise<number> {
  await db.delete(securityKeyChallenges).where(eq(securityKeyChallenges.userId, userId));
  const removed = await db
    .delete(securityKeys)
    .where(eq(securityKeys.userId, userId))
    .returning({ id: securityKeys.id });
  return removed.length;
}

/** Stores a challenge or code (hashed), replacing the account's previous one of that purpose. */
export async function storeChallenge(
  db: Database,
  userId: string,
  purpose: ChallengePurpose,
  value: string,
  expiresAt: Date,
): Promise<void> {
  const valueHash = hashToken(value);
  await db
    .insert(securityKeyChallenges)
    .values({ userId, purpose, valueHash, expiresAt })
    .onConflictDoUpdate({
      target: [securityKeyChallenges.userId, securityKeyChallenges.purpose],
      set: { valueHash, expiresAt, createdAt: sql`now()` },
    });
}

const challengeMatches = (userId: string, purpose: ChallengePurpose, value: string, now: Date) =>
  and(
    eq(securityKeyChallenges.userId, userId),
    eq(securityKeyChallenges.purpose, purpose),
    eq(securityKeyChallenges.valueHash, hashToken(value)),
    gt(securityKeyChallenges.expiresAt, now),
  );

/**
 * Spends a challenge or code: true once, if it is the account's current one of that purpose and
 * not expired. A delete, so the same value sent twice, even at once, passes once.
 */
export async function spendChallenge(
  db: Database,
  userId: string,
  purpose: ChallengePurpose,
  value: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(securityKeyChallenges)
    .where(challengeMatches(userId, purpose, value, now))
    .returning({ userId: securityKeyChallenges.userId });
  return rows.length === 1;
}

/** Whether a code is the account's current, unexpired one, without spending it. */
export async function isChallengeValid(
  db: Database,
  userId: string,
  purpose: ChallengePurpose,
  value: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ userId: securityKeyChallenges.userId })
    .from(securityKeyChallenges)
    .where(challengeMatches(userId, purpose, value, now));
  return rows.length === 1;
}
