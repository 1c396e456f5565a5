import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardErrorMessages } from '@pourquoi/shared';
import { checkouts, discountCodes, paymentEvents, subscriptions } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { ACCEPTED_CARD, DECLINED_CARD, buyPlan, createDiscountCode } from '../../../test/helpers/payments.js';
import { simulatedProvider } from './providers/simulated.js';
import { renewSimulatedSubscription } from './renewals.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const checkoutIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

describe('payments with the simulated provider', () => {
  const t = useTestApp();

  it('takes a family from the free version through Essential, Family, a scheduled downgrade, unsubscribing and back', async () => {
    const parent = await signedInParent(t.app);
    await parent.call('POST', '/api/children', childInput());
    // The trial is over: a plan bought now is charged at once.
    t.clock.advance(7 * DAY);
    const status = async () => (await parent.call('GET', '/api/monetization/status')).json();
    const usage = async () => (await parent.call('GET', '/api/monetization/usage')).json();
    const canAsk = async () =>
      (await parent.call('GET', '/api/monetization/check-permission?action=ask_question')).json().allowed;

    // Checkout: the simulated page, a refused card, then an accepted one.
    const opened = await parent.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'essential_monthly',
      referralCode: null,
    });
    expect(opened.statusCode).toBe(200);
    const { checkout_url: checkoutUrl } = opened.json();
    expect(checkoutUrl).toMatch(/^http:\/\/localhost:8001\/simulated-checkout\/[0-9a-f-]{36}$/);
    const id = checkoutIdOf(checkoutUrl);
    expect((await parent.call('GET', `/api/monetization/checkouts/${id}`)).json()).toMatchObject({
      kind: 'plan',
      status: 'open',
      plan_id: 'essential_monthly',
      amount: 4.99,
      amount_due: 4.99,
      provider: 'simulated',
    });
    const declined = await parent.call('POST', `/api/monetization/simulated-checkouts/${id}/pay`, {
      card_number: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'card_error', detail: cardErrorMessages.card_declined });
    expect((await status()).status).toBe('expired');

    const paid = await parent.call('POST', `/api/monetization/simulated-checkouts/${id}/pay`, {
      card_number: ACCEPTED_CARD,
    });
    expect(paid.json()).toEqual({ redirect_url: `http://localhost:8001/subscription-success?checkout_id=${id}` });
    expect((await parent.call('GET', `/api/monetization/checkouts/${id}`)).json().status).toBe('paid');
    // Paying twice (a double click, a replayed event) applies once.
    const again = await parent.call('POST', `/api/monetization/simulated-checkouts/${id}/pay`, {
      card_number: ACCEPTED_CARD,
    });
    expect(again.statusCode).toBe(409);
    expect(await status()).toMatchObject({
      planId: 'essential_monthly',
      status: 'active',
      is_premium: true,
      current_period_end: '2026-12-28T09:00:00.000Z',
      nextBillingDate: '2026-12-28T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      scheduled_plan_change: null,
    });
    expect(await usage()).toMatchObject({ questionsPerDay: null, maxStories: 2 });
    // A paying parent changes plan; a second subscription is refused.
    const second = await parent.call('POST', '/api/monetization/create-checkout-session', { planId: 'family_monthly' });
    expect(second.statusCode).toBe(400);

    // Upgrade to Family halfway through the month: prorated, immediate.
    t.clock.advance(15 * DAY);
    const body = { new_plan_id: 'family_monthly' };
    expect((await parent.call('POST', '/api/monetization/validate-plan-change', body)).json()).toEqual({
      allowed: true,
      reason: null,
      alternative: null,
    });
    const calculation = (await parent.call('POST', '/api/monetization/calculate-plan-change', body)).json();
    expect(calculation).toMatchObject({
      current_plan: 'essential_monthly',
      new_plan: 'family_monthly',
      is_upgrade: true,
      days_remaining: 15,
      next_billing_date: '2026-12-28T09:00:00.000Z',
    });
    expect(calculation.immediate_charge).toBeGreaterThan(0);
    const upgraded = await parent.call('POST', '/api/monetization/apply-plan-change', body);
    expect(upgraded.json()).toEqual({
      success: true,
      message: 'Vous profitez maintenant de la formule Famille.',
      error: null,
    });
    expect(await status()).toMatchObject({ planId: 'family_monthly', nextBillingDate: '2026-12-28T09:00:00.000Z' });
    expect(await usage()).toMatchObject({ maxChildren: null, maxStories: 5 });

    // A downgrade waits for the next billing date, and can be cancelled.
    const downgrade = await parent.call('POST', '/api/monetization/apply-plan-change', {
      new_plan_id: 'essential_monthly',
    });
    expect(downgrade.json().message).toBe('Votre formule passera à Essentiel le 28 décembre 2026.');
    expect(await status()).toMatchObject({
      planId: 'family_monthly',
      scheduled_plan_change: { new_plan_id: 'essential_monthly', effective_date: '2026-12-28T09:00:00.000Z' },
    });
    const cancelled = await parent.call('POST', '/api/monetization/cancel-scheduled-change');
    expect(cancelled.json()).toMatchObject({ success: true });
    expect((await status()).scheduled_plan_change).toBeNull();
    expect((await parent.call('POST', '/api/monetization/cancel-scheduled-change')).statusCode).toBe(400);

    // Unsubscribing keeps the benefits until the period's end, then the plan is free.
    const unsubscribed = await parent.call('POST', '/api/monetization/cancel-subscription');
    expect(unsubscribed.json().message).toBe(
      "Votre abonnement est résilié. Vous gardez la formule Famille jusqu'au 28 décembre 2026.",
    );
    expect(await status()).toMatchObject({
      planId: 'family_monthly',
      is_premium: true,
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      current_period_end: '2026-12-28T09:00:00.000Z',
    });
    expect(await canAsk()).toBe(true);
    // No plan change on an unsubscribed period, until it is resumed.
    expect((await parent.call('POST', '/api/monetization/validate-plan-change', body)).json().allowed).toBe(false);

    t.clock.advance(15 * DAY);
    expect(await status()).toMatchObject({
      planId: 'free_trial',
      status: 'expired',
      is_premium: false,
      cancelAtPeriodEnd: false,
      nextBillingDate: null,
    });
    // Back to the free version (product.md#d3-free-version).
    expect(await canAsk()).toBe(true);
    expect(await usage()).toMatchObject({ questionsPerDay: 1, maxChildren: 1, maxStories: 0 });
  });

  it('bills a plan bought on day 2 of the trial when the trial ends, and a story pack at once (product.md#d14-trial-days-kept)', async () => {
    const parent = await signedInParent(t.app);
    const status = async () => (await parent.call('GET', '/api/monetization/status')).json();
    const invoices = async () =>
      (await t.database.db.select().from(paymentEvents)).filter((event) => event.type === 'invoice.paid');
    t.clock.advance(DAY + 6 * HOUR);
    await buyPlan(parent, 'family_monthly');
    expect(await status()).toMatchObject({
      planId: 'family_monthly',
      status: 'active',
      is_premium: true,
      trial_end: '2026-11-28T09:00:00.000Z',
      current_period_end: '2026-11-28T09:00:00.000Z',
      nextBillingDate: '2026-11-28T09:00:00.000Z',
    });
    expect(await invoices()).toHaveLength(0);

    const pack = await parent.call('POST', '/api/monetization/purchase-story-pack', {
      price_id: 'story_pack_5',
      story_count: 5,
    });
    await parent.call('POST', `/api/monetization/simulated-checkouts/${checkoutIdOf(pack.json().checkout_url)}/pay`, {
      card_number: ACCEPTED_CARD,
    });
    expect((await status()).story_credits).toBe(5);

    // The trial's end: the first payment, then a month later the next.
    t.clock.advance(6 * DAY);
    const provider = simulatedProvider(t.app.config.appUrl);
    await renewSimulatedSubscription(t.app, provider, parent.user.id, new Date('2026-11-28T09:00:00Z'), t.app.log);
    expect(await invoices()).toHaveLength(1);
    expect(await status()).toMatchObject({ status: 'active', nextBillingDate: '2026-12-28T09:00:00.000Z' });
  });

  it('schedules the renewal of each period it writes, as the simulated provider’s billing clock', async () => {
    const parent = await signedInParent(t.app);
    expect((await t.app.jobs.depths())['billing.simulated-renewal'] ?? 0).toBe(0);
    await buyPlan(parent, 'essential_monthly');
    expect((await t.app.jobs.depths())['billing.simulated-renewal']).toBe(1);
  });

  it('upgrades a plan bought during the trial at no charge, its first payment kept at the trial end', async () => {
    const parent = await signedInParent(t.app);
    t.clock.advance(DAY);
    await buyPlan(parent, 'essential_monthly');
    const body = { new_plan_id: 'family_yearly' };
    expect((await parent.call('POST', '/api/monetization/calculate-plan-change', body)).json()).toMatchObject({
      is_upgrade: true,
      immediate_charge: 0,
      credit_applied: 0,
      next_billing_date: '2026-11-28T09:00:00.000Z',
    });
    expect((await parent.call('POST', '/api/monetization/apply-plan-change', body)).json()).toMatchObject({
      success: true,
    });
    expect((await parent.call('GET', '/api/monetization/status')).json()).toMatchObject({
      planId: 'family_yearly',
      nextBillingDate: '2026-11-28T09:00:00.000Z',
    });
  });

  it('resumes an unsubscribed period before it ends', async () => {
    const parent = await signedInParent(t.app);
    await buyPlan(parent, 'family_yearly');
    await parent.call('POST', '/api/monetization/cancel-subscription');
    const resumed = await parent.call('POST', '/api/monetization/resume-subscription');
    expect(resumed.json()).toMatchObject({ success: true });
    // Bought during the trial: first billed when it ends.
    expect((await parent.call('GET', '/api/monetization/status')).json()).toMatchObject({
      cancelAtPeriodEnd: false,
      nextBillingDate: '2026-11-28T09:00:00.000Z',
    });
    expect((await parent.call('POST', '/api/monetization/resume-subscription')).statusCode).toBe(400);
  });

  it('refuses Family to Essential with three children, with the reason and an alternative', async () => {
    const parent = await signedInParent(t.app);
    await buyPlan(parent, 'family_monthly');
    for (const name of ['Léa', 'Hugo', 'Inès']) await parent.call('POST', '/api/children', childInput({ name }));
    const result = await parent.call('POST', '/api/monetization/validate-plan-change', {
      new_plan_id: 'essential_monthly',
    });
    expect(result.json()).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('limitée à 1 profil enfant et vous en avez 3'),
      alternative: { plan_id: 'family_yearly' },
    });
    const applied = await parent.call('POST', '/api/monetization/apply-plan-change', {
      new_plan_id: 'essential_monthly',
    });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().detail).toContain('limitée à 1 profil enfant');
    expect((await parent.call('GET', '/api/monetization/status')).json().scheduled_plan_change).toBeNull();
  });

  it('renews at the period end on the scheduled plan, and ends an unsubscribed one', async () => {
    const provider = simulatedProvider(t.app.config.appUrl);
    const parent = await signedInParent(t.app);
    await buyPlan(parent, 'family_monthly');
    await parent.call('POST', '/api/monetization/apply-plan-change', { new_plan_id: 'essential_monthly' });
    // Bought during the trial: its first period ends with the trial.
    const periodEnd = new Date('2026-11-28T09:00:00Z');

    // Early, the job changes nothing; at the end it renews on the scheduled plan, once.
    await renewSimulatedSubscription(t.app, provider, parent.user.id, periodEnd, t.app.log);
    expect((await parent.call('GET', '/api/monetization/status')).json().planId).toBe('family_monthly');
    t.clock.advance(30 * DAY);
    await renewSimulatedSubscription(t.app, provider, parent.user.id, periodEnd, t.app.log);
    await renewSimulatedSubscription(t.app, provider, parent.user.id, periodEnd, t.app.log);
    expect((await parent.call('GET', '/api/monetization/status')).json()).toMatchObject({
      planId: 'essential_monthly',
      status: 'active',
      scheduled_plan_change: null,
      nextBillingDate: '2026-12-28T09:00:00.000Z',
    });

    await parent.call('POST', '/api/monetization/cancel-subscription');
    t.clock.advance(31 * DAY);
    await renewSimulatedSubscription(t.app, provider, parent.user.id, new Date('2026-12-28T09:00:00Z'), t.app.log);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, parent.user.id));
    expect(row).toMatchObject({ planId: 'free_trial', status: 'canceled' });
  });

  it('sells story packs to paying parents: credits add to the month and stay', async () => {
    const parent = await signedInParent(t.app);
    const refused = await parent.call('POST', '/api/monetization/purchase-story-pack', {
      price_id: 'story_pack_5',
      story_count: 5,
    });
    expect(refused.statusCode).toBe(403);
    await buyPlan(parent, 'essential_monthly');
    const mismatch = await parent.call('POST', '/api/monetization/purchase-story-pack', {
      price_id: 'story_pack_5',
      story_count: 12,
    });
    expect(mismatch.statusCode).toBe(400);
    const pack = await parent.call('POST', '/api/monetization/purchase-story-pack', {
      price_id: 'story_pack_12',
      story_count: 12,
    });
    const id = checkoutIdOf(pack.json().checkout_url);
    expect((await parent.call('GET', `/api/monetization/checkouts/${id}`)).json()).toMatchObject({
      kind: 'story_pack',
      story_count: 12,
      amount: 19.99,
    });
    await parent.call('POST', `/api/monetization/simulated-checkouts/${id}/pay`, { card_number: ACCEPTED_CARD });
    expect((await parent.call('GET', '/api/monetization/usage')).json()).toMatchObject({
      maxStories: 2,
      storiesRemaining: 14,
    });
    t.clock.advance(40 * DAY); // next month, and the period renewed or not: credits stay
    expect((await parent.call('GET', '/api/monetization/status')).json().story_credits).toBe(12);
  });

  it('gives the referrer a free month when a referred parent pays, once, never to oneself', async () => {
    const referrer = await signedInVerifiedParent(t.app, { email: 'marraine@example.fr' });
    expect((await referrer.call('GET', '/api/referral/my-code')).statusCode).toBe(403);
    await buyPlan(referrer, 'essential_monthly');
    const mine = (await referrer.call('GET', '/api/referral/my-code')).json();
    expect(mine).toEqual({
      referral_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      referred_count: 0,
      free_months_earned: 0,
    });
    expect((await referrer.call('GET', '/api/referral/my-code')).json().referral_code).toBe(mine.referral_code);

    const friend = await signedInVerifiedParent(t.app, { email: 'ami@example.fr' });
    const unknown = await friend.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      referralCode: 'ZZZZ9999',
    });
    expect(unknown.statusCode).toBe(400);
    await buyPlan(friend, 'family_monthly', { referralCode: mine.referral_code.toLowerCase() });
    // Nothing is paid during the friend's trial days left; the first payment, at its end, counts.
    expect((await referrer.call('GET', '/api/referral/my-code')).json()).toMatchObject({ referred_count: 0 });
    t.clock.advance(7 * DAY);
    const provider = simulatedProvider(t.app.config.appUrl);
    await renewSimulatedSubscription(t.app, provider, friend.user.id, new Date('2026-11-28T09:00:00Z'), t.app.log);
    expect((await referrer.call('GET', '/api/referral/my-code')).json()).toMatchObject({
      referred_count: 1,
      free_months_earned: 1,
    });
    expect((await referrer.call('GET', '/api/monetization/status')).json().nextBillingDate).toBe(
      '2026-12-28T09:00:00.000Z',
    );

    // The friend's own code cannot serve them, nor can a second referral.
    const friendCode = (await friend.call('GET', '/api/referral/my-code')).json().referral_code;
    await friend.call('POST', '/api/monetization/cancel-subscription');
    t.clock.advance(40 * DAY);
    const self = await friend.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      referralCode: friendCode,
    });
    expect(self.statusCode).toBe(400);
    const twice = await friend.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      referralCode: mine.referral_code,
    });
    expect(twice.statusCode).toBe(400);
  });

  it('applies discount codes at checkout within their limits, once per parent', async () => {
    await createDiscountCode(t.database.db, { code: 'RENTREE', type: 'percentage', value: 20, usage_limit: 2 });
    await createDiscountCode(t.database.db, { code: 'CADEAU', type: 'months', value: 2 });
    await createDiscountCode(t.database.db, { code: 'FINI', type: 'amount', value: 5, valid_until: '2026-11-20' });
    const parent = await signedInParent(t.app);

    const preview = await parent.call('POST', '/api/monetization/preview-discount', {
      code: 'rentree',
      planId: 'family_monthly',
    });
    expect(preview.json()).toEqual({
      code: 'RENTREE',
      type: 'percentage',
      value: 20,
      label: '-20 %',
      description: '',
      amount: 9.99,
      amount_due: 7.99,
      free_months: 0,
      // During the trial: the first payment waits for its end.
      first_billing_date: '2026-11-28T09:00:00.000Z',
    });
    const expired = await parent.call('POST', '/api/monetization/preview-discount', {
      code: 'FINI',
      planId: 'family_monthly',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_discount_code');

    const { id } = await buyPlan(parent, 'family_monthly', { discountCode: 'RENTREE' });
    expect((await parent.call('GET', `/api/monetization/checkouts/${id}`)).json()).toMatchObject({
      amount_due: 7.99,
      discount: { code: 'RENTREE', label: '-20 %' },
    });
    const [code] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, 'RENTREE'));
    expect(code?.timesUsed).toBe(1);

    // Once per parent; the months code gives its months after the trial's days left, before the first payment.
    const other = await signedInParent(t.app, { email: 'autre@example.fr' });
    await buyPlan(other, 'essential_monthly', { discountCode: 'CADEAU' });
    expect((await other.call('GET', '/api/monetization/status')).json().nextBillingDate).toBe(
      '2027-01-28T09:00:00.000Z',
    );
    const third = await signedInParent(t.app, { email: 'troisieme@example.fr' });
    const used = await third.call('POST', '/api/monetization/preview-discount', {
      code: 'CADEAU',
      planId: 'family_monthly',
    });
    expect(used.statusCode).toBe(400); // usage limit 1, reached
  });

  it('keeps checkouts to their family and the simulated page to the simulated provider', async () => {
    const owner = await signedInParent(t.app);
    const stranger = await signedInParent(t.app, { email: 'voisin@example.fr' });
    const opened = await owner.call('POST', '/api/monetization/create-checkout-session', { planId: 'family_monthly' });
    const id = checkoutIdOf(opened.json().checkout_url);
    expect((await stranger.call('GET', `/api/monetization/checkouts/${id}`)).statusCode).toBe(404);
    const stolen = await stranger.call('POST', `/api/monetization/simulated-checkouts/${id}/pay`, {
      card_number: ACCEPTED_CARD,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await owner.call('GET', '/api/monetization/status')).json().status).toBe('trial');

    const cancelled = await owner.call('POST', `/api/monetization/simulated-checkouts/${id}/cancel`);
    expect(cancelled.json()).toEqual({ redirect_url: 'http://localhost:8001/subscription?checkout=canceled' });
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, id));
    expect(row?.status).toBe('canceled');

    const webhook = await t.app.inject({ method: 'POST', url: '/api/monetization/webhook', payload: {} });
    expect(webhook.statusCode).toBe(404);
    expect(await t.database.db.select().from(paymentEvents)).toHaveLength(0);
  });
});
