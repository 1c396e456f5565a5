import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { countOf } from '../../db/count.js';
import {
  emailVerificationTokens,
  passwordResetTokens,
  refreshTokens,
  securityKeys,
  subscriptions,
  users,
} from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The stored session version of an account; null when the account is gone. */
export async function findSessionVersion(db: Database, id: string): Promise<number | null> {
  const [row] = await db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, id)).limit(1);
  return row?.sessionVersion ?? null;
}

/** Sets columns of one account; a value may be SQL, as `raisedSessionVersion()` is. */
export async function setUserColumns(db: Database, id: string, values: PgUpdateSetSource<typeof users>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Every table holds the account's id with a cascading key: deleting its row takes everything with it. */
export async function deleteUserRows(db: Database, ids: string[]): Promise<void> {
  await db.delete(users).where(inArray(users.id, ids));
}

/** Every account (or the one of `onlyId`), newest first: the console's list. */
export function listUserRows(db: Database, onlyId?: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(onlyId ? eq(users.id, onlyId) : undefined)
    .orderBy(desc(users.createdAt));
}

/** Every account with what decides whether it is staff. */
export function listAccountRoles(db: Database) {
  return db
    .select({ id: users.id, email: users.email, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users);
}

/** The account's sign-ins (refresh tokens, revoked and expired ones included), for the deletion's answer. */
export function countSessions(db: Database, userId: string): Promise<number> {
  return countOf(db.select({ value: count() }).from(refreshTokens).where(eq(refreshTokens.userId, userId)));
}

/** What the right of access reads of the account's sign-ins and emailed links (decision 0020). */
export async function sessionAndLinkRecords(db: Database, userId: string) {
  const [sessions, resets, checks] = await Promise.all([
    db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)).orderBy(refreshTokens.createdAt),
    db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)),
  ]);
  return { sessions, resets, checks };
}

/**
 * Spends a step for the account, atomically: only if it comes after the last one used, so the
 * same code (or an older one) sent twice, even at once, opens once (ASVS 2.8.4).
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Accounts with a granted role or one of the `listed` addresses, by address. */
export function listStaffRows(db: Database, listed: string[]) {
  return db
    .select({
      email: users.email,
      role: users.role,
      emailVerifiedAt: users.emailVerifiedAt,
      totpEnabledAt: users.totpEnabledAt,
      securityKeys: db.$count(securityKeys, eq(securityKeys.userId, users.id)),
    })
    .from(users)
    .where(listed.length ? or(ne(users.role, 'user'), inArray(users.email, listed)) : ne(users.role, 'user'))
    .orderBy(users.email);
}

/** Every access token signed before this is refused; atomic, so two raises never collapse into one. */
export const raisedSessionVersion = () => sql<number>`${users.sessionVersion} + 1`;

/** The account and its trial, created together or not at all. */
export async function insertUserWithTrial(
  db: Database,
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName'> &
    Partial<Pick<UserRow, 'role' | 'emailVerifiedAt'>>,
  trialEndsAt: Date,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...values, createdAt: now })
      .returning();
    if (!user) throw new Error('insert returned no user');
    await tx.insert(subscriptions).values({ userId: user.id, trialEndsAt, createdAt: now });
    return user;
  });
}

export async function insertRefreshToken(
  db: Database,
  values: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt' | 'createdAt'>,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a live token rotated; false when another request rotated or revoked it first. */
export async function markRotated(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertResetToken(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The account behind a reset token that is unused and not expired. */
export async function findUsableResetToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** An account whose password was just stored: who to tell, and its new session version. */
export interface ChangedPassword {
  userId: string;
  email: string;
  firstName: string;
  sessionVersion: number;
}

/**
 * What every new password does, inside the caller's transaction: it is stored with its date,
 * every unused reset link and every session of the account is revoked, and the access tokens
 * die with a raised session version (decision 0020). Undefined when the account is gone.
 */
async function storeNewPassword(
  tx: Database,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<ChangedPassword | undefined> {
  const [changed] = await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, sessionVersion: raisedSessionVersion() })
    .where(eq(users.id, userId))
    .returning({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      sessionVersion: users.sessionVersion,
    });
  await retireResetLinks(tx, userId, now);
  await revokeAllSessions(tx, userId, now);
  return changed;
}

/** The account's unused reset links stop working. */
export async function retireResetLinks(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** A password changed from the app, with the current one checked by the caller (ASVS 2.1.6). */
export async function setPasswordAndEndSessions(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<ChangedPassword | undefined> {
  return db.transaction(async (tx) => storeNewPassword(tx as unknown as Database, userId, passwordHash, now));
}

/**
 * Spends a reset token and sets the new password in one transaction: the token is claimed
 * atomically (a second use finds it spent), then the password is stored as any new one is.
 * Returns the account and its new version; undefined when the token was already spent or expired.
 */
export async function consumeResetTokenAndSetPassword(
  db: Database,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<ChangedPassword | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return undefined;
    return storeNewPassword(tx as unknown as Database, claimed.userId, passwordHash, now);
  });
}
