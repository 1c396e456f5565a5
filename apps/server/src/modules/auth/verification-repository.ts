import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailVerificationTokens, users } from '../../db/schema.js';

export async function insertVerificationToken(
  db: Database,
  values: { userId: string; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

/**
 * Spends a confirmation link and confirms the address it was sent to, in one transaction: the
 * link is claimed atomically (a second use finds it spent) and the account's other links are
 * spent with it. False when the link is spent or expired, or when the account's address is no
 * longer the one the link was sent to (that link confirms nothing).
 */
export async function consumeVerificationToken(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!claimed) return false;
    const confirmed = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email)))
      .returning({ id: users.id });
    if (confirmed.length === 0) return false;
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, claimed.userId), isNull(emailVerificationTokens.usedAt)));
    return true;
  });
}
