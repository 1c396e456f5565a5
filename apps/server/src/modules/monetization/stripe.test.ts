import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardErrorMessages } from '@pourquoi/shared';
import { adminAudit, checkouts, discountCodes, paymentEvents, subscriptions } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { createDiscountCode } from '../../../test/helpers/payments.js';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/stripe-server.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake_stripe';
const prices = {
  STRIPE_PRICE_ESSENTIAL_MONTHLY: 'price_essential_monthly',
  STRIPE_PRICE_ESSENTIAL_YEARLY: 'price_essential_yearly',
  STRIPE_PRICE_FAMILY_MONTHLY: 'price_family_monthly',
  STRIPE_PRICE_FAMILY_YEARLY: 'price_family_yearly',
  STRIPE_PRICE_STORY_PACK_5: 'price_pack_5',
  STRIPE_PRICE_STORY_PACK_12: 'price_pack_12',
};
const signer = new Stripe('sk_test_signer');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('payments through Stripe (the SDK against a local fake Stripe)', () => {
  let stripe: FakeStripe;
  const env: Record<string, string> = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...prices,
  };
  beforeAll(async () => {
    stripe = await startFakeStripe();
    env.STRIPE_API_URL = stripe.url;
  });
  afterAll(async () => {
    await stripe.close();
  });
  const t = useTestApp({ env });

  /** Delivers an event as Stripe does: the JSON body and its signature header. */
  const deliver = async (event: unknown, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/monetization/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  const sessionIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

  async function subscribedParent(planId = 'essential_monthly', email?: string) {
    const parent = await signedInVerifiedParent(t.app, email ? { email } : {});
    const opened = await parent.call('POST', '/api/monetization/create-checkout-session', {
      planId,
      referralCode: null,
    });
    const events = stripe.completeCheckout(sessionIdOf(opened.json().checkout_url));
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, parent.user.id));
    return { parent, subscriptionId: row!.providerSubscriptionId! };
  }

  const statusOf = async (parent: Awaited<ReturnType<typeof signedInParent>>) =>
    (await parent.call('GET', '/api/monetization/status')).json();

  it('opens hosted Checkout and changes the plan only when the signed events arrive, in any order', async () => {
    const parent = await signedInParent(t.app);
    const opened = await parent.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      referralCode: null,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const created = stripe.calls.find((call) => call.path === '/v1/checkout/sessions')!;
    expect(created.fields).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_family_monthly', quantity: '1' }],
      metadata: { user_id: parent.user.id },
      locale: 'fr',
    });
    expect(String(created.fields.success_url)).toMatch(/^http:\/\/localhost:8001\/subscription-success\?checkout_id=/);
    // Back from Stripe's page before any event: nothing has changed yet.
    expect((await statusOf(parent)).status).toBe('trial');

    const [completed, subscriptionCreated] = stripe.completeCheckout(sessionIdOf(opened.json().checkout_url));
    expect((await deliver(subscriptionCreated)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await statusOf(parent)).toMatchObject({
      planId: 'family_monthly',
      status: 'active',
      is_premium: true,
      payment_provider: 'stripe',
    });
    const checkoutId = new URL(String(created.fields.success_url)).searchParams.get('checkout_id');
    expect((await parent.call('GET', `/api/monetization/checkouts/${checkoutId}`)).json()).toMatchObject({
      status: 'paid',
      provider: 'stripe',
    });
  });

  it('keeps the trial days of a plan bought on day 2: Stripe bills it when the trial ends (product.md#d14-trial-days-kept)', async () => {
    const parent = await signedInParent(t.app);
    t.clock.advance(DAY + 6 * HOUR);
    const sessions = () => stripe.calls.filter((call) => call.path === '/v1/checkout/sessions');
    const opened = await parent.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      referralCode: null,
    });
    expect(sessions().at(-1)?.fields.subscription_data).toMatchObject({
      trial_end: String(Date.parse('2026-11-28T09:00:00Z') / 1000),
    });
    for (const event of stripe.completeCheckout(sessionIdOf(opened.json().checkout_url))) await deliver(event);
    expect(await statusOf(parent)).toMatchObject({
      planId: 'family_monthly',
      status: 'active',
      is_premium: true,
      trial_end: '2026-11-28T09:00:00.000Z',
      current_period_end: '2026-11-28T09:00:00.000Z',
      nextBillingDate: '2026-11-28T09:00:00.000Z',
    });

    // A story pack is charged at once, trial or not.
    const pack = await parent.call('POST', '/api/monetization/purchase-story-pack', {
      price_id: 'price_pack_5',
      story_count: 5,
    });
    expect(sessions().at(-1)?.fields).toMatchObject({ mode: 'payment', line_items: [{ price: 'price_pack_5' }] });
    expect(sessions().at(-1)?.fields).not.toHaveProperty('subscription_data');
    for (const event of stripe.completeCheckout(sessionIdOf(pack.json().checkout_url))) await deliver(event);
    expect((await statusOf(parent)).story_credits).toBe(5);

    // After the trial, a plan is charged at once.
    const late = await signedInParent(t.app, { email: 'apres-essai@example.fr' });
    t.clock.advance(7 * DAY + HOUR);
    await late.call('POST', '/api/monetization/create-checkout-session', { planId: 'essential_monthly' });
    expect(sessions().at(-1)?.fields).toMatchObject({ mode: 'subscription' });
    expect(sessions().at(-1)?.fields).not.toHaveProperty('subscription_data.trial_end');
  });

  it('ignores a bad signature, applies a duplicate once and an older event never over a newer one', async () => {
    const parent = await signedInParent(t.app);
    const { parent: paying, subscriptionId } = await subscribedParent('essential_monthly', 'pack@example.fr');
    const pack = await paying.call('POST', '/api/monetization/purchase-story-pack', {
      price_id: 'price_pack_5',
      story_count: 5,
    });
    const [packPaid] = stripe.completeCheckout(sessionIdOf(pack.json().checkout_url));

    const forged = await deliver(packPaid, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_webhook');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/monetization/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(packPaid),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await statusOf(paying)).story_credits).toBe(0);

    expect((await deliver(packPaid)).statusCode).toBe(200);
    expect((await deliver(packPaid)).statusCode).toBe(200);
    expect((await statusOf(paying)).story_credits).toBe(5);

    const created = Math.floor(Date.now() / 1000);
    const newer = stripe.subscriptionEvent(
      subscriptionId,
      'customer.subscription.updated',
      { cancel_at_period_end: true },
      created + 10,
    );
    const older = stripe.subscriptionEvent(
      subscriptionId,
      'customer.subscription.updated',
      { priceId: 'price_family_monthly' },
      created + 5,
    );
    await deliver(newer);
    await deliver(older);
    expect(await statusOf(paying)).toMatchObject({ planId: 'essential_monthly', cancelAtPeriodEnd: true });
    expect((await statusOf(parent)).status).toBe('trial');
    const applied = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, packPaid!.id));
    expect(applied).toHaveLength(1);
  });

  it('upgrades with a prorated charge, and keeps the plan when the card is refused', async () => {
    const { parent } = await subscribedParent();
    stripe.declineNextPayment({ code: 'card_declined', decline_code: 'insufficient_funds' });
    const refused = await parent.call('POST', '/api/monetization/apply-plan-change', { new_plan_id: 'family_monthly' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toBe(cardErrorMessages.insufficient_funds);
    expect((await statusOf(parent)).planId).toBe('essential_monthly');

    const upgraded = await parent.call('POST', '/api/monetization/apply-plan-change', {
      new_plan_id: 'family_monthly',
    });
    expect(upgraded.json()).toMatchObject({ success: true });
    const update = stripe.calls
      .filter((call) => call.method === 'POST' && call.path.startsWith('/v1/subscriptions/'))
      .pop()!;
    expect(update.fields).toMatchObject({
      items: [{ price: 'price_family_monthly' }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
    expect((await statusOf(parent)).planId).toBe('family_monthly');
  });

  it('schedules a downgrade with a subscription schedule, releases it on cancel, and ends at the period end', async () => {
    const { parent, subscriptionId } = await subscribedParent('family_monthly', 'down@example.fr');
    const scheduled = await parent.call('POST', '/api/monetization/apply-plan-change', {
      new_plan_id: 'essential_monthly',
    });
    expect(scheduled.json()).toMatchObject({ success: true });
    const schedule = stripe.calls.filter((call) => call.path.startsWith('/v1/subscription_schedules/')).pop()!;
    expect(schedule.fields).toMatchObject({
      end_behavior: 'release',
      phases: [{ items: [{ price: 'price_family_monthly' }] }, { items: [{ price: 'price_essential_monthly' }] }],
    });
    expect((await statusOf(parent)).scheduled_plan_change).toMatchObject({ new_plan_id: 'essential_monthly' });

    await parent.call('POST', '/api/monetization/cancel-scheduled-change');
    expect(stripe.calls.at(-1)?.path).toMatch(/^\/v1\/subscription_schedules\/sub_sched_\d+\/release$/);
    expect((await statusOf(parent)).scheduled_plan_change).toBeNull();

    const unsubscribed = await parent.call('POST', '/api/monetization/cancel-subscription');
    expect(unsubscribed.json()).toMatchObject({ success: true });
    expect(stripe.calls.at(-1)?.fields).toMatchObject({ cancel_at_period_end: 'true' });
    expect(await statusOf(parent)).toMatchObject({ cancelAtPeriodEnd: true, nextBillingDate: null });

    await deliver(
      stripe.subscriptionEvent(
        subscriptionId,
        'customer.subscription.deleted',
        { status: 'canceled' },
        Math.floor(Date.now() / 1000) + 60,
      ),
    );
    expect(await statusOf(parent)).toMatchObject({ planId: 'free_trial', status: 'expired', is_premium: false });
  });

  it('sends codes to Stripe: a coupon for a percentage, months offered as the first free period', async () => {
    await createDiscountCode(t.database.db, { code: 'MOINS20', type: 'percentage', value: 20 });
    await createDiscountCode(t.database.db, { code: 'DEUXMOIS', type: 'months', value: 2 });
    const parent = await signedInParent(t.app);
    await parent.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      discountCode: 'MOINS20',
    });
    expect(stripe.calls.find((call) => call.path === '/v1/coupons')?.fields).toMatchObject({
      percent_off: '20',
      duration: 'once',
    });
    expect(stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').pop()?.fields.discounts).toEqual([
      { coupon: expect.stringMatching(/^coupon_/) },
    ]);
    const other = await signedInParent(t.app, { email: 'mois@example.fr' });
    await other.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      discountCode: 'DEUXMOIS',
    });
    // After the trial's days left (it ends on 28 November).
    expect(stripe.calls.filter((call) => call.path === '/v1/checkout/sessions').pop()?.fields).toMatchObject({
      subscription_data: { trial_end: String(Date.parse('2027-01-28T09:00:00Z') / 1000) },
    });
  });

  it('credits the referrer’s Stripe balance with a month when a referred parent pays', async () => {
    const { parent: referrer } = await subscribedParent('essential_monthly', 'parrain@example.fr');
    const code = (await referrer.call('GET', '/api/referral/my-code')).json().referral_code;
    const friend = await signedInVerifiedParent(t.app, { email: 'filleul@example.fr' });
    const opened = await friend.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      referralCode: code,
    });
    const [completed, created, trialInvoice] = stripe.completeCheckout(sessionIdOf(opened.json().checkout_url));
    for (const event of [trialInvoice, created, completed]) await deliver(event);
    // Nothing paid during the trial's days left: no referral yet.
    expect(stripe.calls.find((call) => call.path.endsWith('/balance_transactions'))).toBeUndefined();
    // The paid invoice (9.99 €) at the trial's end names the referral.
    await deliver(stripe.invoicePaid(subscriptionOf(completed!), 999));
    const credit = stripe.calls.find((call) => call.path.endsWith('/balance_transactions'));
    expect(credit?.fields).toMatchObject({ amount: '-499', currency: 'eur' });
    expect((await referrer.call('GET', '/api/referral/my-code')).json()).toMatchObject({
      referred_count: 1,
      free_months_earned: 1,
    });
  });

  /** Opens a plan checkout with a code; answers Stripe's session and our checkout id. */
  async function openWithCode(parent: Awaited<ReturnType<typeof signedInParent>>, discountCode: string) {
    const opened = await parent.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'essential_monthly',
      discountCode,
    });
    expect(opened.statusCode).toBe(200);
    const sessionId = sessionIdOf(opened.json().checkout_url);
    return {
      sessionId,
      checkoutId: String((stripe.sessions.get(sessionId)!.metadata as Record<string, string>).checkout_id),
    };
  }
  const subscriptionOf = (event: { data: { object: unknown } }) =>
    String((event.data.object as { subscription: string }).subscription);
  const timesUsed = async (code: string) =>
    (await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.timesUsed;
  const checkoutStatus = async (id: string) =>
    (await t.database.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]!.status;

  it('honours a price already paid when its code ran out meanwhile: not counted, audited (decision 0020)', async () => {
    await createDiscountCode(t.database.db, { code: 'MOITIE', type: 'percentage', value: 50, usage_limit: 1 });
    const first = await signedInParent(t.app, { email: 'premier@example.fr' });
    const late = await signedInParent(t.app, { email: 'tardif@example.fr' });
    const firstCheckout = await openWithCode(first, 'MOITIE');
    const lateCheckout = await openWithCode(late, 'MOITIE');

    for (const event of stripe.completeCheckout(firstCheckout.sessionId, { amountPaid: 250 })) await deliver(event);
    for (const event of stripe.completeCheckout(lateCheckout.sessionId, { amountPaid: 250 })) {
      expect((await deliver(event)).statusCode).toBe(200);
    }
    // Both owe Stripe 2.50 € (at their trial's end): both have the plan they paid for; the code counts one use.
    expect((await statusOf(first)).planId).toBe('essential_monthly');
    expect((await statusOf(late)).planId).toBe('essential_monthly');
    expect(await checkoutStatus(lateCheckout.checkoutId)).toBe('paid');
    expect(await timesUsed('MOITIE')).toBe(1);
    expect(await t.database.db.select().from(adminAudit)).toMatchObject([
      {
        actorEmail: 'stripe',
        action: 'discount_code.late_redemption',
        target: 'MOITIE',
        details: {
          reason: 'used_up',
          email: 'tardif@example.fr',
          checkout_id: lateCheckout.checkoutId,
          amount: 4.99,
          amount_paid: 2.5,
        },
      },
    ]);
  });

  it('never gives a second free plan for a code that ran out: the subscription ends, the trial stays', async () => {
    await createDiscountCode(t.database.db, { code: 'CADEAU', type: 'percentage', value: 100, usage_limit: 1 });
    const first = await signedInParent(t.app, { email: 'premier@example.fr' });
    const late = await signedInParent(t.app, { email: 'tardif@example.fr' });
    const firstCheckout = await openWithCode(first, 'CADEAU');
    const lateCheckout = await openWithCode(late, 'CADEAU');
    for (const event of stripe.completeCheckout(firstCheckout.sessionId)) await deliver(event);

    // Stripe's events in the worst order: the subscription first puts the plan on.
    const [completed, created, invoice] = stripe.completeCheckout(lateCheckout.sessionId);
    await deliver(created);
    expect((await statusOf(late)).is_premium).toBe(true);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await statusOf(late)).toMatchObject({ status: 'trial', is_premium: false, trial_days_remaining: 7 });
    expect(await checkoutStatus(lateCheckout.checkoutId)).toBe('canceled');
    const subscriptionId = subscriptionOf(completed!);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');

    // Whatever Stripe sends next about it changes nothing.
    await deliver(invoice);
    const ended = stripe.subscriptionEvent(subscriptionId, 'customer.subscription.deleted', { status: 'canceled' });
    await deliver(ended);
    await deliver(stripe.subscriptionEvent(subscriptionId, 'customer.subscription.updated', {}, ended.created + 5));
    expect(await statusOf(late)).toMatchObject({ status: 'trial', is_premium: false });
    expect((await statusOf(first)).is_premium).toBe(true);
    expect(await timesUsed('CADEAU')).toBe(1);
    expect(await t.database.db.select().from(adminAudit)).toMatchObject([
      { actorEmail: 'stripe', action: 'discount_code.late_redemption_refused', target: 'CADEAU' },
    ]);
  });

  it('counts a referral at the referred family’s first invoice above €0, once, in any order', async () => {
    const { parent: referrer } = await subscribedParent('essential_monthly', 'parrain@example.fr');
    const code = (await referrer.call('GET', '/api/referral/my-code')).json().referral_code;
    await createDiscountCode(t.database.db, { code: 'UNMOIS', type: 'months', value: 1 });
    const friend = await signedInVerifiedParent(t.app, { email: 'filleul@example.fr' });
    const callsBefore = stripe.calls.length;
    const opened = await friend.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_monthly',
      referralCode: code,
      discountCode: 'UNMOIS',
    });
    const [completed, created, freeInvoice] = stripe.completeCheckout(sessionIdOf(opened.json().checkout_url));
    // The free month's €0 invoice, even before the session's event: nothing.
    for (const event of [freeInvoice, created, completed]) expect((await deliver(event)).statusCode).toBe(200);
    const credits = () => stripe.calls.slice(callsBefore).filter((call) => call.path.endsWith('/balance_transactions'));
    expect(credits()).toHaveLength(0);
    expect((await referrer.call('GET', '/api/referral/my-code')).json()).toMatchObject({ referred_count: 0 });

    const subscriptionId = subscriptionOf(completed!);
    await deliver(stripe.invoicePaid(subscriptionId, 999));
    await deliver(stripe.invoicePaid(subscriptionId, 999));
    expect(credits()).toHaveLength(1);
    expect((await referrer.call('GET', '/api/referral/my-code')).json()).toMatchObject({
      referred_count: 1,
      free_months_earned: 1,
    });
  });

  it('opens the portal and a SetupIntent, and says when Stripe cannot be reached', async () => {
    const { parent } = await subscribedParent('essential_monthly', 'carte@example.fr');
    expect((await parent.call('POST', '/api/monetization/create-portal-session')).json().url).toMatch(
      /^https:\/\/billing\.stripe\.test\//,
    );
    expect((await parent.call('POST', '/api/monetization/create-setup-intent')).json()).toEqual({
      clientSecret: expect.stringMatching(/^seti_\d+_secret_/),
      url: null,
    });

    stripe.failEverything(500);
    try {
      const down = await parent.call('POST', '/api/monetization/purchase-story-pack', {
        price_id: 'story_pack_5',
        story_count: 5,
      });
      expect(down.statusCode).toBe(502);
      expect(down.json().detail).toBe(cardErrorMessages.api_error);
    } finally {
      stripe.failEverything(null);
    }
  });

  it('ends the Stripe subscription when the family deletes its account', async () => {
    const { parent, subscriptionId } = await subscribedParent('family_monthly', 'depart@example.fr');
    const deleted = await parent.call('DELETE', '/api/account', { password: 'un-secret-de-famille' });
    expect(deleted.statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
  });
});
