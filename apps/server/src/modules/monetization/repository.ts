import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countOf } from '../../db/count.js';
import {
  adminAudit,
  checkouts,
  discountCodes,
  discountRedemptions,
  paymentEvents,
  referrals,
  subscriptions,
  users,
} from '../../db/schema.js';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export async function insertCheckout(db: Database, values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  if (!row) throw new Error('checkout not inserted');
  return row;
}

export async function findCheckout(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row;
}

export async function updateCheckout(db: Database, id: string, values: Partial<typeof checkouts.$inferInsert>) {
  await db.update(checkouts).set(values).where(eq(checkouts.id, id));
}

/** Closes an open checkout; false when it was already paid or canceled. */
export async function closeCheckout(db: Database, id: string, status: 'paid' | 'canceled', now: Date) {
  const rows = await db
    .update(checkouts)
    .set({ status, completedAt: now })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/** Records an event id; false when it was seen before (a duplicate delivery). */
export async function recordPaymentEvent(db: Database, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function findSubscription(db: Database, by: { userId: string } | { providerSubscriptionId: string }) {
  const condition =
    'userId' in by
      ? eq(subscriptions.userId, by.userId)
      : eq(subscriptions.providerSubscriptionId, by.providerSubscriptionId);
  const [row] = await db.select().from(subscriptions).where(condition).limit(1);
  return row;
}

export async function updateSubscription(db: Database, userId: string, values: Partial<SubscriptionRow>) {
  await db.update(subscriptions).set(values).where(eq(subscriptions.userId, userId));
}

export async function addStoryCredits(db: Database, userId: string, stories: number) {
  await db
    .update(subscriptions)
    .set({ storyCredits: sql`${subscriptions.storyCredits} + ${stories}` })
    .where(eq(subscriptions.userId, userId));
}

export async function findCustomer(db: Database, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      providerCustomerId: subscriptions.providerCustomerId,
    })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function hasPaidPlanCheckout(db: Database, userId: string): Promise<boolean> {
  const paid = await countOf(
    db
      .select({ value: count() })
      .from(checkouts)
      .where(and(eq(checkouts.userId, userId), eq(checkouts.kind, 'plan'), eq(checkouts.status, 'paid'))),
  );
  return paid > 0;
}

/** The family's last plan checkout paid: the purchase its subscription comes from. */
export async function findLastPaidPlanCheckout(db: Database, userId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.kind, 'plan'), eq(checkouts.status, 'paid')))
    .orderBy(desc(checkouts.completedAt))
    .limit(1);
  return row;
}

export async function findDiscountCode(db: Database, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

export async function findDiscountCodeById(db: Database, id: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  return row;
}

/** Every code, newest first: the console's list. */
export function listDiscountCodeRows(db: Database): Promise<DiscountCodeRow[]> {
  return db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
}

export async function insertDiscountCode(db: Database, values: typeof discountCodes.$inferInsert) {
  const [row] = await db.insert(discountCodes).values(values).returning();
  if (!row) throw new Error('insert returned no discount code');
  return row;
}

/** The deleted code; undefined when there was none with this id. */
export async function deleteDiscountCodeRow(db: Database, id: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
  return row;
}

export async function countRedemptions(db: Database, codeId: string, userId: string): Promise<number> {
  return countOf(
    db
      .select({ value: count() })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.codeId, codeId), eq(discountRedemptions.userId, userId))),
  );
}

export type Redemption = 'redeemed' | 'used_up' | 'already_used';

/**
 * Takes one use of a code for a paid checkout, atomically (decision 0020): only while it has uses
 * left and is valid on `today` (a Paris date), and once per family for a one-per-user code
 * (the partial unique index decides, even between concurrent payments). Nothing is written
 * unless it is 'redeemed'. Call it inside the payment's transaction.
 */
export async function redeemDiscountCode(
  tx: Database,
  redemption: { codeId: string; userId: string; checkoutId: string; today: string },
): Promise<Redemption> {
  const [code] = await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(
      and(
        eq(discountCodes.id, redemption.codeId),
        lt(discountCodes.timesUsed, discountCodes.usageLimit),
        or(isNull(discountCodes.validUntil), gte(discountCodes.validUntil, redemption.today)),
      ),
    )
    .returning({ onePerUser: discountCodes.onePerUser });
  if (!code) return 'used_up';
  const inserted = await tx
    .insert(discountRedemptions)
    .values({
      codeId: redemption.codeId,
      userId: redemption.userId,
      checkoutId: redemption.checkoutId,
      onePerUser: code.onePerUser,
    })
    .onConflictDoNothing({
      target: [discountRedemptions.codeId, discountRedemptions.userId],
      where: sql`${sql.identifier('one_per_user')}`,
    })
    .returning({ id: discountRedemptions.id });
  if (inserted.length > 0) return 'redeemed';
  // This family has used it already: the use taken above goes back (the row is still locked by us).
  await tx
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} - 1` })
    .where(eq(discountCodes.id, redemption.codeId));
  return 'already_used';
}

/** A payment fact the staff must see, in the admin audit log, written in the payment's transaction. */
export async function recordPaymentAudit(
  tx: Database,
  provider: string,
  entry: { action: string; target: string; details: Record<string, unknown> },
) {
  await tx.insert(adminAudit).values({ actorId: null, actorEmail: provider, ...entry });
}

/**
 * A refused checkout's subscription taken off the family, if a subscription event had already
 * put it on: back to the trial while it runs, else to the free version.
 */
export async function dropRefusedSubscription(tx: Database, userId: string, providerSubscriptionId: string, now: Date) {
  await tx
    .update(subscriptions)
    .set({
      planId: 'free_trial',
      status: sql`case when ${subscriptions.trialEndsAt} > ${now.toISOString()}::timestamptz then 'trial' else 'canceled' end`,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      scheduledPlanId: null,
      scheduledChangeAt: null,
      providerScheduleId: null,
      providerSubscriptionId: null,
    })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)));
}

export async function findEmailVerifiedAt(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.emailVerifiedAt ?? null;
}

export async function findUserIdByCustomer(db: Database, providerCustomerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerCustomerId, providerCustomerId))
    .limit(1);
  return row?.userId;
}

/**
 * The referral code of the family's first subscription: on its earliest plan checkout that
 * carries one and was paid, or that `checkoutId` names (Stripe may report the invoice first).
 */
export async function firstReferralCode(db: Database, userId: string, checkoutId: string | null) {
  const [row] = await db
    .select({ code: checkouts.referralCode })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.kind, 'plan'),
        isNotNull(checkouts.referralCode),
        checkoutId ? or(eq(checkouts.status, 'paid'), eq(checkouts.id, checkoutId)) : eq(checkouts.status, 'paid'),
      ),
    )
    .orderBy(asc(checkouts.createdAt))
    .limit(1);
  return row?.code ?? null;
}

export async function findUserIdByReferralCode(db: Database, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.referralCode, code))
    .limit(1);
  return row?.userId;
}

/** Sets the code unless the account has one already; answers the account's code. */
export async function claimReferralCode(db: Database, userId: string, code: string): Promise<string | null> {
  await db
    .update(subscriptions)
    .set({ referralCode: code })
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.referralCode)));
  return (await findSubscription(db, { userId }))?.referralCode ?? null;
}

export async function hasReferral(db: Database, referredId: string): Promise<boolean> {
  return (await countOf(db.select({ value: count() }).from(referrals).where(eq(referrals.referredId, referredId)))) > 0;
}

/** Once per referred parent: false when this parent was referred before. */
export async function insertReferral(db: Database, referredId: string, referrerId: string): Promise<boolean> {
  const rows = await db
    .insert(referrals)
    .values({ referredId, referrerId })
    .onConflictDoNothing()
    .returning({ id: referrals.referredId });
  return rows.length > 0;
}

export async function pendingReferralRewards(db: Database, referrerId: string): Promise<string[]> {
  const rows = await db
    .select({ referredId: referrals.referredId })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), isNull(referrals.rewardedAt)));
  return rows.map((row) => row.referredId);
}

/** Takes a pending reward (false when another request took it first); null `at` gives it back. */
export async function markReferralRewarded(db: Database, referredId: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(referrals)
    .set({ rewardedAt: at })
    .where(
      and(eq(referrals.referredId, referredId), at ? isNull(referrals.rewardedAt) : isNotNull(referrals.rewardedAt)),
    )
    .returning({ id: referrals.referredId });
  return rows.length > 0;
}

export async function referralCounts(db: Database, referrerId: string) {
  const [row] = await db
    .select({ referred: count(), rewarded: count(referrals.rewardedAt) })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return { referred: row?.referred ?? 0, rewarded: row?.rewarded ?? 0 };
}

/** The referrals the account is in, on either side, for a deletion's answer. */
export function countReferrals(db: Database, userId: string): Promise<number> {
  return countOf(
    db
      .select({ value: count() })
      .from(referrals)
      .where(or(eq(referrals.referrerId, userId), eq(referrals.referredId, userId))),
  );
}

/** Every subscription row (or the one of `onlyUserId`), by account: the console's list. */
export async function subscriptionsByFamily(db: Database, onlyUserId?: string): Promise<Map<string, SubscriptionRow>> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(onlyUserId ? eq(subscriptions.userId, onlyUserId) : undefined);
  return new Map(rows.map((row) => [row.userId, row]));
}

/** What the right of access reads of the family's payments, codes and referrals (decision 0020). */
export async function paymentRecords(db: Database, userId: string) {
  const [payments, codes, referral, referred] = await Promise.all([
    db.select().from(checkouts).where(eq(checkouts.userId, userId)).orderBy(checkouts.createdAt),
    db
      .select({ code: discountCodes.code, createdAt: discountRedemptions.createdAt })
      .from(discountRedemptions)
      .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
      .where(eq(discountRedemptions.userId, userId)),
    db.select().from(referrals).where(eq(referrals.referredId, userId)),
    db.select().from(referrals).where(eq(referrals.referrerId, userId)),
  ]);
  return { payments, codes, referral, referred };
}
