import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@pourquoi/shared';
import { checkouts, discountCodes, discountRedemptions, paymentEvents } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { signedInParent } from '../../../test/helpers/factories.js';
import { ACCEPTED_CARD, createDiscountCode } from '../../../test/helpers/payments.js';

type Parent = Awaited<ReturnType<typeof signedInParent>>;

const DAY = 24 * 60 * 60 * 1000;

describe('discount codes taken at payment (decision 0020)', () => {
  const t = useTestApp();

  const openCheckout = async (parent: Parent, discountCode: string) => {
    const opened = await parent.call('POST', '/api/monetization/create-checkout-session', {
      planId: 'family_yearly',
      discountCode,
    });
    expect(opened.statusCode).toBe(200);
    return new URL(opened.json().checkout_url).pathname.split('/').pop()!;
  };
  const pay = (parent: Parent, checkoutId: string) =>
    parent.call('POST', `/api/monetization/simulated-checkouts/${checkoutId}/pay`, { card_number: ACCEPTED_CARD });
  const status = async (parent: Parent) => (await parent.call('GET', '/api/monetization/status')).json();
  const code = async (text: string) =>
    (await t.database.db.select().from(discountCodes).where(eq(discountCodes.code, text)))[0]!;
  const redemptions = () => t.database.db.select().from(discountRedemptions);
  const checkoutStatus = async (id: string) =>
    (await t.database.db.select().from(checkouts).where(eq(checkouts.id, id)))[0]?.status;
  const families = (count: number) =>
    Promise.all(Array.from({ length: count }, (_, index) => signedInParent(t.app, { email: `f${index}@exemple.fr` })));

  it('gives a code limited to one use once, however many checkouts were opened with it', async () => {
    await createDiscountCode(t.database.db, { code: 'OFFERT', type: 'percentage', value: 100, usage_limit: 1 });
    const parents = await families(3);
    // All three open while the code still has its use: the early check lets each through.
    const ids = [];
    for (const parent of parents) ids.push(await openCheckout(parent, 'OFFERT'));

    const answers = [];
    for (const [index, parent] of parents.entries()) answers.push(await pay(parent, ids[index]!));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 400]);
    for (const refused of answers.slice(1)) {
      expect(refused.json()).toMatchObject({
        code: 'invalid_discount_code',
        detail: errorCatalogue.invalid_discount_code.message,
      });
    }
    expect((await code('OFFERT')).timesUsed).toBe(1);
    expect(await redemptions()).toHaveLength(1);
    expect((await status(parents[0]!)).planId).toBe('family_yearly');
    for (const [index, parent] of parents.slice(1).entries()) {
      // Nothing charged, nothing given: the family is still on its trial, and that price is gone.
      expect(await status(parent)).toMatchObject({ status: 'trial', is_premium: false });
      expect(await checkoutStatus(ids[index + 1]!)).toBe('canceled');
      expect((await pay(parent, ids[index + 1]!)).statusCode).toBe(409);
    }
    expect((await t.database.db.select().from(paymentEvents)).map((event) => event.id)).toEqual([
      `sim_checkout_${ids[0]}`,
    ]);
  });

  it('still gives one use when the payments arrive at the same moment', async () => {
    await createDiscountCode(t.database.db, { code: 'ENSEMBLE', type: 'months', value: 3, usage_limit: 1 });
    const parents = await families(3);
    const ids = await Promise.all(parents.map((parent) => openCheckout(parent, 'ENSEMBLE')));
    const answers = await Promise.all(parents.map((parent, index) => pay(parent, ids[index]!)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await code('ENSEMBLE')).timesUsed).toBe(1);
    expect(await redemptions()).toHaveLength(1);
    const premium = await Promise.all(parents.map(async (parent) => (await status(parent)).is_premium));
    expect(premium.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a one-per-family code the second time, even from a checkout opened before the first payment', async () => {
    await createDiscountCode(t.database.db, { code: 'BIENVENUE', type: 'percentage', value: 30, usage_limit: 10 });
    const [parent] = await families(1);
    const first = await openCheckout(parent!, 'BIENVENUE');
    const second = await openCheckout(parent!, 'BIENVENUE');
    expect((await pay(parent!, first)).statusCode).toBe(200);
    const again = await pay(parent!, second);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_discount_code',
      detail: 'Vous avez déjà utilisé ce code de réduction',
    });
    expect((await code('BIENVENUE')).timesUsed).toBe(1);
    expect(await redemptions()).toMatchObject([{ userId: parent!.user.id, onePerUser: true }]);
    expect(await checkoutStatus(second)).toBe('canceled');
    // Opening a third says so at once.
    const third = await parent!.call('POST', '/api/monetization/preview-discount', {
      code: 'BIENVENUE',
      planId: 'family_monthly',
    });
    expect(third.json().detail).toBe('Vous avez déjà utilisé ce code de réduction');
  });

  it('lets a family use a code meant for several uses each, within its limit', async () => {
    await createDiscountCode(t.database.db, {
      code: 'FIDELE',
      type: 'amount',
      value: 5,
      usage_limit: 2,
      one_per_user: false,
    });
    const [parent] = await families(1);
    const ids = [await openCheckout(parent!, 'FIDELE'), await openCheckout(parent!, 'FIDELE')];
    const third = await openCheckout(parent!, 'FIDELE');
    for (const id of ids) expect((await pay(parent!, id)).statusCode).toBe(200);
    expect((await pay(parent!, third)).statusCode).toBe(400);
    expect((await code('FIDELE')).timesUsed).toBe(2);
    expect(await redemptions()).toMatchObject([{ onePerUser: false }, { onePerUser: false }]);
  });

  it('refuses a code whose last day passed between the checkout and the payment', async () => {
    await createDiscountCode(t.database.db, {
      code: 'NOEL',
      type: 'percentage',
      value: 50,
      usage_limit: 100,
      valid_until: '2026-11-21',
    });
    const [parent] = await families(1);
    const id = await openCheckout(parent!, 'NOEL');
    t.clock.advance(DAY);
    expect((await pay(parent!, id)).json().code).toBe('invalid_discount_code');
    expect((await code('NOEL')).timesUsed).toBe(0);
    expect((await status(parent!)).status).toBe('trial');
  });
});
