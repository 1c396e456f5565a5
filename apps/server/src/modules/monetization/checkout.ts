import type { FastifyBaseLogger } from 'fastify';
import {
  type Checkout,
  type CheckoutSessionBody,
  type DiscountPreview,
  type PaidPlanId,
  applyDiscount,
  discountLabel,
  discountTypeSchema,
  firstBillingDate,
  fromCents,
  isPremium,
  paidPlanIdSchema,
  parisDateText,
  plans,
  storyPackList,
  toCents,
} from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import type { MonetizationDependencies } from './service-dependencies.js';
import { type Family, loadFamily } from '../family/index.js';
import { discountRefusal } from './discount-redemption.js';
import { applyPaymentEvent } from './events.js';
import type { SimulatedProvider } from './providers/simulated.js';
import type { CheckoutRequest, PaymentCustomer, PaymentProvider } from './providers/types.js';
import { referrerFor } from './referrals.js';
import {
  type CheckoutRow,
  type DiscountCodeRow,
  closeCheckout,
  countRedemptions,
  findCheckout,
  findCustomer,
  findDiscountCode,
  findDiscountCodeById,
  insertCheckout,
  updateCheckout,
  updateSubscription,
} from './repository.js';

const returnPaths = {
  success: (checkoutId: string) => `/subscription-success?checkout_id=${checkoutId}`,
  cardSaved: (checkoutId: string) => `/payment-setup-success?checkout_id=${checkoutId}`,
  canceled: '/subscription?checkout=canceled',
};

export async function paymentCustomer(deps: MonetizationDependencies, userId: string): Promise<PaymentCustomer> {
  const row = await findCustomer(deps.db, userId);
  if (!row) throw new AppError('session_expired');
  return {
    userId,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    providerCustomerId: row.providerCustomerId,
  };
}

/**
 * A code this parent may use today: it exists, is still valid, has uses left and was not used
 * by them. An early, friendly answer: the use is taken for good when the payment completes.
 */
async function usableDiscount(deps: MonetizationDependencies, code: string, userId: string): Promise<DiscountCodeRow> {
  const discount = await findDiscountCode(deps.db, code);
  if (!discount) throw discountRefusal('used_up');
  if (discount.validUntil && discount.validUntil < parisDateText(deps.clock.now())) throw discountRefusal('used_up');
  if (discount.timesUsed >= discount.usageLimit) throw discountRefusal('used_up');
  if (discount.onePerUser && (await countRedemptions(deps.db, discount.id, userId)) > 0) {
    throw discountRefusal('already_used');
  }
  return discount;
}

export const termsOf = (discount: DiscountCodeRow) => ({
  code: discount.code,
  type: discountTypeSchema.parse(discount.type),
  value: discount.value,
});

/** What the payment modal shows once a code is typed: the reduction and the first payment. */
export async function previewDiscount(
  deps: MonetizationDependencies,
  userId: string,
  code: string,
  planId: PaidPlanId,
): Promise<DiscountPreview> {
  const discount = await usableDiscount(deps, code, userId);
  const terms = termsOf(discount);
  const amount = toCents(plans[planId].price);
  const applied = applyDiscount(amount, terms);
  const firstBilling = deferredBilling(await loadFamily(deps, userId), applied.freeMonths);
  return {
    ...terms,
    label: discountLabel(terms),
    description: discount.description,
    amount: fromCents(amount),
    amount_due: fromCents(applied.amountCents),
    free_months: applied.freeMonths,
    first_billing_date: firstBilling?.toISOString() ?? null,
  };
}

async function openCheckout(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  checkout: CheckoutRow,
  item: CheckoutRequest['item'],
  discount: CheckoutRequest['discount'],
) {
  const customer = await paymentCustomer(deps, checkout.userId);
  try {
    const started = await provider.startCheckout({
      checkoutId: checkout.id,
      customer,
      item,
      discount,
      successUrl: `${deps.config.appUrl}${returnPaths.success(checkout.id)}`,
      cancelUrl: `${deps.config.appUrl}${returnPaths.canceled}`,
    });
    await updateCheckout(deps.db, checkout.id, { providerSessionId: started.sessionId });
    if (started.customerId && !customer.providerCustomerId) {
      await updateSubscription(deps.db, checkout.userId, { providerCustomerId: started.customerId });
    }
    return { checkout_url: started.url, session_id: started.sessionId ?? checkout.id };
  } catch (error) {
    await closeCheckout(deps.db, checkout.id, 'canceled', deps.clock.now());
    throw error;
  }
}

/** `create-checkout-session`: a plan for a parent who is not paying yet (a paying one changes plan). */
export async function createPlanCheckout(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  userId: string,
  body: CheckoutSessionBody,
) {
  const family = await loadFamily(deps, userId);
  const { state, row } = family;
  if (isPremium(state.status, state.planId) && row.status === 'active') {
    throw new AppError('plan_change_not_allowed', {
      message: "Vous êtes déjà abonné : changez de formule depuis l'écran Abonnement.",
    });
  }
  const discount = body.discountCode ? await usableDiscount(deps, body.discountCode, userId) : null;
  if (body.referralCode) await referrerFor(deps, body.referralCode, userId);
  const amountCents = toCents(plans[body.planId].price);
  const applied = discount ? applyDiscount(amountCents, termsOf(discount)) : { amountCents, freeMonths: 0 };
  const checkout = await insertCheckout(deps.db, {
    userId,
    provider: provider.name,
    kind: 'plan',
    planId: body.planId,
    amountCents,
    amountDueCents: applied.amountCents,
    freeMonths: applied.freeMonths,
    discountCodeId: discount?.id ?? null,
    referralCode: body.referralCode ?? null,
  });
  const item = {
    kind: 'plan' as const,
    planId: body.planId,
    firstBillingAt: deferredBilling(family, applied.freeMonths),
  };
  return openCheckout(deps, provider, checkout, item, discount ? termsOf(discount) : null);
}

/**
 * When a plan bought now is first paid, if not at once: the trial's remaining days are kept
 * (product.md#d14-trial-days-kept), then the months a code offers. A story pack is always paid at once.
 */
function deferredBilling({ state, subscription }: Family, freeMonths: number): Date | null {
  const trialEnd = state.status === 'trial' ? subscription.trialEndsAt : null;
  const first = firstBillingDate(trialEnd, state.now, freeMonths);
  return first > state.now ? first : null;
}

/** A plan bought during the trial pays first at the trial's end, its period's end until then (product.md#d14-trial-days-kept). */
export function firstChargeOf({ row, state }: Family): Date | null {
  return row.trialEndsAt && row.trialEndsAt > state.now && row.currentPeriodEnd ? row.currentPeriodEnd : null;
}

/** `purchase-story-pack`: for paying parents; price_id is the pack's id or its provider price. */
export async function createStoryPackCheckout(
  deps: MonetizationDependencies,
  provider: PaymentProvider,
  userId: string,
  { price_id: priceId, story_count: storyCount }: { price_id: string; story_count: number },
) {
  const { state } = await loadFamily(deps, userId);
  if (!isPremium(state.status, state.planId)) {
    throw new AppError('subscription_required', {
      message: "Les packs d'histoires sont réservés aux abonnés Essentiel et Famille",
    });
  }
  const pack = storyPackList.find((known) => known.id === priceId || provider.priceIdOf(known.id) === priceId);
  if (!pack || pack.storyCount !== storyCount) {
    throw new AppError('validation_error', { message: "Ce pack d'histoires n'existe pas" });
  }
  const amountCents = toCents(pack.price);
  const checkout = await insertCheckout(deps.db, {
    userId,
    provider: provider.name,
    kind: 'story_pack',
    storyCount: pack.storyCount,
    amountCents,
    amountDueCents: amountCents,
  });
  return openCheckout(deps, provider, checkout, { kind: 'story_pack', packId: pack.id, storyCount }, null);
}

/** A card update: the provider's intent, and the page that confirms it when the app hosts one. */
export async function createCardSetup(deps: MonetizationDependencies, provider: PaymentProvider, userId: string) {
  const { state } = await loadFamily(deps, userId);
  if (!isPremium(state.status, state.planId)) throw new AppError('subscription_required');
  const checkout = await insertCheckout(deps.db, {
    userId,
    provider: provider.name,
    kind: 'card_setup',
    amountCents: 0,
    amountDueCents: 0,
  });
  return provider.createSetupIntent(await paymentCustomer(deps, userId), checkout.id);
}

const planIdOf = (checkout: CheckoutRow): PaidPlanId | null => paidPlanIdSchema.safeParse(checkout.planId).data ?? null;

export async function ownCheckout(deps: MonetizationDependencies, userId: string, id: string): Promise<CheckoutRow> {
  const checkout = await findCheckout(deps.db, id);
  // Another family's checkout does not exist for this one.
  if (!checkout || checkout.userId !== userId) throw new AppError('not_found');
  return checkout;
}

/** When a plan checkout's first payment is taken, if not at once: before paying, and once subscribed. */
async function firstBillingOf(deps: MonetizationDependencies, checkout: CheckoutRow): Promise<Date | null> {
  if (checkout.kind !== 'plan' || checkout.status === 'canceled') return null;
  const family = await loadFamily(deps, checkout.userId);
  return checkout.status === 'paid' ? firstChargeOf(family) : deferredBilling(family, checkout.freeMonths);
}

export async function presentCheckout(deps: MonetizationDependencies, checkout: CheckoutRow): Promise<Checkout> {
  const discount = checkout.discountCodeId ? await findDiscountCodeById(deps.db, checkout.discountCodeId) : null;
  const firstBilling = await firstBillingOf(deps, checkout);
  return {
    id: checkout.id,
    kind: checkout.kind === 'story_pack' || checkout.kind === 'card_setup' ? checkout.kind : 'plan',
    status: checkout.status === 'paid' || checkout.status === 'canceled' ? checkout.status : 'open',
    plan_id: planIdOf(checkout),
    story_count: checkout.storyCount,
    amount: fromCents(checkout.amountCents),
    amount_due: fromCents(checkout.amountDueCents),
    discount: discount ? { code: discount.code, label: discountLabel(termsOf(discount)) } : null,
    referral_code: checkout.referralCode,
    provider: checkout.provider === 'stripe' ? 'stripe' : 'simulated',
    first_billing_date: firstBilling?.toISOString() ?? null,
  };
}

/** The simulated page's "Payer": the card's answer, then the same event path as a provider's. */
export async function paySimulatedCheckout(
  deps: MonetizationDependencies,
  provider: SimulatedProvider,
  userId: string,
  id: string,
  cardNumber: string,
  log: FastifyBaseLogger,
) {
  const checkout = await ownCheckout(deps, userId, id);
  if (checkout.status !== 'open') throw new AppError('checkout_closed');
  const events = provider.pay(
    {
      id: checkout.id,
      userId,
      kind: checkout.kind,
      planId: planIdOf(checkout),
      firstBillingAt:
        checkout.kind === 'plan' ? deferredBilling(await loadFamily(deps, userId), checkout.freeMonths) : null,
      amountDueCents: checkout.amountDueCents,
    },
    cardNumber,
    deps.clock.now(),
  );
  try {
    for (const event of events) await applyPaymentEvent(deps, provider, event, log);
  } catch (error) {
    // Its code ran out (or this family used it) since it opened: this price is gone, nothing was charged.
    if (error instanceof AppError && error.code === 'invalid_discount_code') {
      await closeCheckout(deps.db, checkout.id, 'canceled', deps.clock.now());
    }
    throw error;
  }
  const path = checkout.kind === 'card_setup' ? returnPaths.cardSaved(id) : returnPaths.success(id);
  return { redirect_url: `${deps.config.appUrl}${path}` };
}

export async function cancelSimulatedCheckout(deps: MonetizationDependencies, userId: string, id: string) {
  const checkout = await ownCheckout(deps, userId, id);
  await closeCheckout(deps.db, checkout.id, 'canceled', deps.clock.now());
  return { redirect_url: `${deps.config.appUrl}${returnPaths.canceled}` };
}
