import { count, eq, inArray } from 'drizzle-orm';
import type { AccountDeletion } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { countOf } from '../../db/count.js';
import {
  adminAudit,
  checkouts,
  childModifications,
  childProfiles,
  children,
  conversations,
  discountCodes,
  discountRedemptions,
  emailVerificationTokens,
  messages,
  passwordResetTokens,
  referrals,
  refreshTokens,
  safetyEvents,
  stories,
  storyIllustrations,
  subscriptions,
} from '../../db/schema.js';

/** What the account holds, for the deletion's answer. */
export async function countHoldings(db: Database, userId: string): Promise<AccountDeletion['deleted']> {
  const storyIds = (await db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId))).map(
    (story) => story.id,
  );
  return {
    children: await countOf(db.select({ value: count() }).from(children).where(eq(children.userId, userId))),
    conversations: await countOf(
      db.select({ value: count() }).from(conversations).where(eq(conversations.userId, userId)),
    ),
    messages: await countOf(db.select({ value: count() }).from(messages).where(eq(messages.userId, userId))),
    stories: storyIds.length,
    illustrations:
      storyIds.length === 0
        ? 0
        : await countOf(
            db.select({ value: count() }).from(storyIllustrations).where(inArray(storyIllustrations.storyId, storyIds)),
          ),
    sessions: await countOf(db.select({ value: count() }).from(refreshTokens).where(eq(refreshTokens.userId, userId))),
  };
}

export async function findSubscriptionRow(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

/** The export's records beyond the children and stories, read side by side. */
export function exportRecords(db: Database, userId: string, childIds: string[]) {
  return Promise.all([
    childIds.length === 0 ? [] : db.select().from(childProfiles).where(inArray(childProfiles.childId, childIds)),
    db.select().from(safetyEvents).where(eq(safetyEvents.userId, userId)).orderBy(safetyEvents.createdAt),
    db
      .select()
      .from(childModifications)
      .where(eq(childModifications.userId, userId))
      .orderBy(childModifications.createdAt),
    db.select().from(checkouts).where(eq(checkouts.userId, userId)).orderBy(checkouts.createdAt),
    db
      .select({ code: discountCodes.code, createdAt: discountRedemptions.createdAt })
      .from(discountRedemptions)
      .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
      .where(eq(discountRedemptions.userId, userId)),
    db.select().from(referrals).where(eq(referrals.referredId, userId)),
    db.select().from(referrals).where(eq(referrals.referrerId, userId)),
    db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)).orderBy(refreshTokens.createdAt),
    db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)),
    db
      .select({ action: adminAudit.action, createdAt: adminAudit.createdAt })
      .from(adminAudit)
      .where(eq(adminAudit.target, userId))
      .orderBy(adminAudit.createdAt),
  ]);
}
