import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@pourquoi/shared';
import { referrals, subscriptions, users } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { buyPlan, createDiscountCode } from '../../../test/helpers/payments.js';
import { simulatedProvider } from './providers/simulated.js';
import { renewSimulatedSubscription } from './renewals.js';

type Parent = Awaited<ReturnType<typeof signedInParent>>;

describe('referral rewards for families that really pay (decision 0020)', () => {
  const t = useTestApp();

  const myCode = async (parent: Parent) => (await parent.call('GET', '/api/referral/my-code')).json();
  const periodEndOf = async (parent: Parent) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, parent.user.id)))[0]!
      .currentPeriodEnd!;
  /** The period's end comes, and the simulated provider renews it: a paid invoice. */
  const renew = async (parent: Parent) => {
    const periodEnd = await periodEndOf(parent);
    t.clock.advance(Math.max(0, periodEnd.getTime() + 1000 - t.clock.now().getTime()));
    await renewSimulatedSubscription(
      t.app,
      simulatedProvider(t.app.config.appUrl),
      parent.user.id,
      periodEnd,
      t.app.log,
    );
  };
  const referrerWithCode = async () => {
    const referrer = await signedInVerifiedParent(t.app, { email: 'marraine@exemple.fr' });
    await buyPlan(referrer, 'essential_monthly');
    return { referrer, code: (await myCode(referrer)).referral_code as string };
  };

  it('gives nothing for throwaway accounts that subscribe for €0 with a referral code', async () => {
    const { referrer, code } = await referrerWithCode();
    const periodEnd = await periodEndOf(referrer);
    await createDiscountCode(t.database.db, { code: 'GRATUIT', type: 'percentage', value: 100, usage_limit: 50 });
    await createDiscountCode(t.database.db, { code: 'TROISMOIS', type: 'months', value: 3, usage_limit: 50 });
    const free: Parent[] = [];
    for (const [index, discountCode] of ['GRATUIT', 'GRATUIT', 'TROISMOIS'].entries()) {
      const throwaway = await signedInVerifiedParent(t.app, { email: `jetable${index}@exemple.fr` });
      await buyPlan(throwaway, 'family_monthly', { referralCode: code, discountCode });
      expect((await throwaway.call('GET', '/api/monetization/status')).json().is_premium).toBe(true);
      if (discountCode === 'GRATUIT') free.push(throwaway);
    }
    // Bought during the trial, first paid when it ends: the 100 % code applies to that payment.
    for (const throwaway of free) await renew(throwaway);
    expect(await myCode(referrer)).toMatchObject({ referred_count: 0, free_months_earned: 0 });
    expect(await periodEndOf(referrer)).toEqual(periodEnd);
    expect(await t.database.db.select().from(referrals)).toHaveLength(0);
  });

  it('rewards the referrer once, at the referred family’s first paid invoice', async () => {
    const { referrer, code } = await referrerWithCode();
    const periodEnd = await periodEndOf(referrer);
    const friend = await signedInVerifiedParent(t.app, { email: 'ami@exemple.fr' });
    await buyPlan(friend, 'family_monthly', { referralCode: code });
    // Bought during the trial: nothing is paid before it ends (product.md#d14-trial-days-kept).
    expect(await myCode(referrer)).toMatchObject({ referred_count: 0 });
    await renew(friend);
    expect(await myCode(referrer)).toMatchObject({ referred_count: 1, free_months_earned: 1 });
    expect((await periodEndOf(referrer)).getTime()).toBeGreaterThan(periodEnd.getTime());

    // The friend's next invoice is paid too: no second reward.
    const rewarded = await periodEndOf(referrer);
    await renew(friend);
    expect(await myCode(referrer)).toMatchObject({ referred_count: 1, free_months_earned: 1 });
    expect(await periodEndOf(referrer)).toEqual(rewarded);
  });

  it('waits for the first invoice above €0 when the subscription starts with free months', async () => {
    const { referrer, code } = await referrerWithCode();
    await createDiscountCode(t.database.db, { code: 'UNMOIS', type: 'months', value: 1 });
    const friend = await signedInVerifiedParent(t.app, { email: 'ami@exemple.fr' });
    await buyPlan(friend, 'essential_monthly', { referralCode: code, discountCode: 'UNMOIS' });
    expect(await myCode(referrer)).toMatchObject({ referred_count: 0, free_months_earned: 0 });

    // The month offered runs, then the first paid invoice.
    await renew(friend);
    expect(await myCode(referrer)).toMatchObject({ referred_count: 1, free_months_earned: 1 });
  });

  it('asks for a confirmed address to refer, to use a referral code and to be rewarded', async () => {
    const unverified = await signedInParent(t.app, { email: 'pas-confirme@exemple.fr' });
    await buyPlan(unverified, 'essential_monthly');
    const noCode = await unverified.call('GET', '/api/referral/my-code');
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json()).toMatchObject({
      code: 'email_not_verified',
      detail: errorCatalogue.email_not_verified.message,
    });

    const { referrer, code } = await referrerWithCode();
    const newcomer = await signedInParent(t.app, { email: 'nouveau@exemple.fr' });
    const refused = await newcomer.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      referralCode: code,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('email_not_verified');

    // A referrer whose address is no longer confirmed keeps the referral; the month waits.
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, referrer.user.id));
    const friend = await signedInVerifiedParent(t.app, { email: 'ami@exemple.fr' });
    const before = await periodEndOf(referrer);
    await buyPlan(friend, 'family_monthly', { referralCode: code });
    await renew(friend); // its first payment, at the trial's end
    expect(await t.database.db.select().from(referrals)).toMatchObject([
      { referredId: friend.user.id, referrerId: referrer.user.id, rewardedAt: null },
    ]);
    expect(await periodEndOf(referrer)).toEqual(before);

    // Confirmed again, it is given with the referrer's next paid invoice.
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, referrer.user.id));
    await renew(referrer);
    expect(await myCode(referrer)).toMatchObject({ referred_count: 1, free_months_earned: 1 });
  });
});
