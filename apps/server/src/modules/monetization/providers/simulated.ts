import {
  type DiscountTerms,
  type PaidPlanId,
  addMonths,
  applyDiscount,
  billingDateAfterUpgrade,
  billingMonths,
  cardErrorMessage,
  plans,
  simulatedCards,
  toCents,
} from '@pourquoi/shared';
import { AppError } from '../../../lib/app-error.js';
import {
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSubscription,
  type SubscriptionSnapshot,
  eventTime,
} from './types.js';

const customerIdOf = (userId: string) => `sim_cus_${userId}`;
const subscriptionIdOf = (userId: string) => `sim_sub_${userId}`;

/** The simulated subscription's invoice, paid as soon as it is made. */
const invoicePaid = (
  id: string,
  userId: string,
  checkoutId: string | null,
  amountPaidCents: number,
  at: Date,
): PaymentEvent => ({
  id,
  type: 'invoice.paid',
  userId,
  providerCustomerId: customerIdOf(userId),
  checkoutId,
  amountPaidCents,
  occurredAt: eventTime(at),
});

const snapshotOf = (
  subscription: ProviderSubscription,
  changes: Partial<SubscriptionSnapshot> = {},
): SubscriptionSnapshot => ({
  providerSubscriptionId: subscription.providerSubscriptionId ?? subscriptionIdOf(subscription.userId),
  providerCustomerId: subscription.providerCustomerId ?? customerIdOf(subscription.userId),
  userId: subscription.userId,
  planId: subscription.planId,
  ended: false,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  currentPeriodEnd: subscription.currentPeriodEnd,
  checkoutId: null,
  ...changes,
});

/** What the simulated payment page sells, as stored with its checkout. */
export interface SimulatedCheckout {
  id: string;
  userId: string;
  kind: string;
  planId: PaidPlanId | null;
  /** When a plan's first payment is taken, if not at once (the trial's end, then months offered). */
  firstBillingAt: Date | null;
  /** What the first payment costs after a code: 0 for a free one (no invoice to pay). */
  amountDueCents: number;
}

export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
  /**
   * The parent pays on the simulated page: a test card's refusal throws its French message,
   * otherwise the provider's "paid" event is made, then its invoice's when something is due
   * (their ids are the checkout's, so paying twice applies once). Applied in order.
   */
  pay(checkout: SimulatedCheckout, cardNumber: string, now: Date): PaymentEvent[];
  /**
   * The period's end: a renewal (at the scheduled plan, if any) and its paid invoice or, once
   * unsubscribed, the end. Applied in order. The first payment of a plan bought during the trial
   * carries the code used at its checkout (`firstPaymentDiscount`, product.md#d14-trial-days-kept).
   */
  renewal(
    subscription: ProviderSubscription & { scheduledPlanId: PaidPlanId | null },
    firstPaymentDiscount?: DiscountTerms | null,
  ): PaymentEvent[];
}

/**
 * Payments on this machine (the default): the same flows as Stripe, with the app's own
 * payment page standing in for the hosted checkout. Nothing is charged.
 */
export function simulatedProvider(
  appUrl: string,
  periodSynced?: (userId: string, periodEnd: Date) => Promise<void>,
): SimulatedProvider {
  const pageOf = (checkoutId: string) => `${appUrl}/simulated-checkout/${checkoutId}`;
  return {
    name: 'simulated',
    periodSynced,
    priceIdOf: () => null,
    async startCheckout({ checkoutId, customer }) {
      return { url: pageOf(checkoutId), sessionId: null, customerId: customerIdOf(customer.userId) };
    },
    async changePlanNow(subscription, planId, now, firstChargeAt) {
      const periodEnd =
        firstChargeAt ?? billingDateAfterUpgrade(subscription.planId, planId, subscription.currentPeriodEnd, now);
      return snapshotOf(subscription, { planId, currentPeriodEnd: periodEnd });
    },
    async scheduleChange() {
      return { scheduleId: null };
    },
    async cancelScheduledChange() {},
    async setCancelAtPeriodEnd(subscription, cancel) {
      return snapshotOf(subscription, { cancelAtPeriodEnd: cancel });
    },
    async endNow() {},
    async grantFreeMonths(subscription, months) {
      return snapshotOf(subscription, { currentPeriodEnd: addMonths(subscription.currentPeriodEnd, months) });
    },
    async createSetupIntent(_customer, checkoutId) {
      return { clientSecret: `seti_sim_${checkoutId}_secret`, url: pageOf(checkoutId) };
    },
    async createPortalSession(_customer, returnUrl) {
      return { url: returnUrl };
    },
    pay(checkout, cardNumber, now) {
      const card = simulatedCards.find((known) => known.number === cardNumber.replace(/\s+/g, ''));
      if (!card) throw new AppError('card_error', { message: cardErrorMessage('incorrect_number') });
      if (card.outcome) throw new AppError('card_error', { message: cardErrorMessage(card.outcome) });
      const plan = checkout.kind === 'plan' && checkout.planId ? checkout.planId : null;
      const subscription: SubscriptionSnapshot | null = plan
        ? {
            providerSubscriptionId: subscriptionIdOf(checkout.userId),
            providerCustomerId: customerIdOf(checkout.userId),
            userId: checkout.userId,
            planId: plan,
            ended: false,
            cancelAtPeriodEnd: false,
            // Trial days left and months offered come first, as Stripe's trial_end: the renewal at
            // their end is the first payment.
            currentPeriodEnd: checkout.firstBillingAt ?? addMonths(now, billingMonths(plan)),
            checkoutId: checkout.id,
          }
        : null;
      const completed: PaymentEvent = {
        id: `sim_checkout_${checkout.id}`,
        type: 'checkout.completed',
        checkoutId: checkout.id,
        providerCustomerId: customerIdOf(checkout.userId),
        subscription,
        providerSubscriptionId: subscription?.providerSubscriptionId ?? null,
        // Nothing moves until the event is accepted: a refusal (a code used up meanwhile) charges nothing.
        paymentTaken: false,
        occurredAt: eventTime(now),
      };
      if (!plan || checkout.firstBillingAt || checkout.amountDueCents <= 0) return [completed];
      return [
        completed,
        invoicePaid(`sim_invoice_${checkout.id}`, checkout.userId, checkout.id, checkout.amountDueCents, now),
      ];
    },
    renewal(subscription, firstPaymentDiscount = null) {
      const planId = subscription.scheduledPlanId ?? subscription.planId;
      const price = toCents(plans[planId].price);
      const periodEnd = subscription.currentPeriodEnd;
      const id = `${subscription.userId}_${periodEnd.toISOString()}`;
      if (subscription.cancelAtPeriodEnd) {
        return [
          {
            id: `sim_renewal_${id}`,
            type: 'subscription.updated',
            subscription: snapshotOf(subscription, { ended: true }),
            occurredAt: eventTime(periodEnd),
          },
        ];
      }
      return [
        {
          id: `sim_renewal_${id}`,
          type: 'subscription.updated',
          subscription: snapshotOf(subscription, {
            planId,
            currentPeriodEnd: addMonths(periodEnd, billingMonths(planId)),
          }),
          occurredAt: eventTime(periodEnd),
        },
        invoicePaid(
          `sim_invoice_${id}`,
          subscription.userId,
          null,
          firstPaymentDiscount ? applyDiscount(price, firstPaymentDiscount).amountCents : price,
          periodEnd,
        ),
      ];
    },
  };
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedProvider {
  return provider.name === 'simulated';
}
