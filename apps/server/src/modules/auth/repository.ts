import { and, eq, gt, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetTokens, refreshTokens, subscriptions, users } from '../../db/schema.js';

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

/** The account and its trial, created together or not at all. */
export async function insertUserWithTrial(
  db: Database,
  values: Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role'>,
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

/**
 * Spends a reset token and sets the new password in one transaction: the token is claimed
 * atomically (a second use finds it spent), every other reset link and every session of
 * the account is revoked. Returns false when the token was already spent or expired.
 */
export async function consumeResetTokenAndSetPassword(
  db: Database,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
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
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx as unknown as Database, claimed.userId, now);
    return true;
  });
}

/** Applies the roles of ADMIN_EMAILS / SUPPORT_EMAILS: configuration is the source of truth. */
export async function syncRoles(db: Database, adminEmails: string[], supportEmails: string[]): Promise<void> {
  const supportOnly = supportEmails.filter((email) => !adminEmails.includes(email));
  await db
    .update(users)
    .set({ role: 'user' })
    .where(and(ne(users.role, 'user'), notInArray(users.email, [...adminEmails, ...supportOnly])));
  if (adminEmails.length) await db.update(users).set({ role: 'admin' }).where(inArray(users.email, adminEmails));
  if (supportOnly.length) await db.update(users).set({ role: 'support' }).where(inArray(users.email, supportOnly));
}
