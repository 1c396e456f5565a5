import {
  type PaidPlanId,
  addMonths,
  billingDateAfterUpgrade,
  billingMonths,
  cardErrorMessage,
  simulatedCards,
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
  ...changes,
});

/** What the simulated payment page sells, as stored with its checkout. */
export interface SimulatedCheckout {
  id: string;
  userId: string;
  kind: string;
  planId: PaidPlanId | null;
  freeMonths: number;
}

export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
  /**
   * The parent pays on the simulated page: a test card's refusal throws its French message,
   * otherwise the provider's "paid" event is made (its id is the checkout's, so paying twice
   * applies once).
   */
  pay(checkout: SimulatedCheckout, cardNumber: string, now: Date): PaymentEvent;
  /** The period's end: a renewal (at the scheduled plan, if any) or, once unsubscribed, the end. */
  renewal(subscription: ProviderSubscription & { scheduledPlanId: PaidPlanId | null }): PaymentEvent;
}

/**
 * Payments on this machine (the default): the same flows as Stripe, with the app's own
 * payment page standing in for the hosted checkout. Nothing is charged.
 */
export function simulatedProvider(appUrl: string): SimulatedProvider {
  const pageOf = (checkoutId: string) => `${appUrl}/simulated-checkout/${checkoutId}`;
  return {
    name: 'simulated',
    priceIdOf: () => null,
    async startCheckout({ checkoutId, customer }) {
      return { url: pageOf(checkoutId), sessionId: null, customerId: customerIdOf(customer.userId) };
    },
    async changePlanNow(subscription, planId, now) {
      const periodEnd = billingDateAfterUpgrade(subscription.planId, planId, subscription.currentPeriodEnd, now);
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
      const subscription: SubscriptionSnapshot | null =
        checkout.kind === 'plan' && checkout.planId
          ? {
              providerSubscriptionId: subscriptionIdOf(checkout.userId),
              providerCustomerId: customerIdOf(checkout.userId),
              userId: checkout.userId,
              planId: checkout.planId,
              ended: false,
              cancelAtPeriodEnd: false,
              // Months offered by a code come first; the paid period follows them.
              currentPeriodEnd: addMonths(now, checkout.freeMonths + billingMonths(checkout.planId)),
            }
          : null;
      return {
        id: `sim_checkout_${checkout.id}`,
        type: 'checkout.completed',
        checkoutId: checkout.id,
        providerCustomerId: customerIdOf(checkout.userId),
        subscription,
        occurredAt: eventTime(now),
      };
    },
    renewal(subscription) {
      const planId = subscription.scheduledPlanId ?? subscription.planId;
      const periodEnd = subscription.currentPeriodEnd;
      return {
        id: `sim_renewal_${subscription.userId}_${periodEnd.toISOString()}`,
        type: 'subscription.updated',
        subscription: subscription.cancelAtPeriodEnd
          ? snapshotOf(subscription, { ended: true })
          : snapshotOf(subscription, { planId, currentPeriodEnd: addMonths(periodEnd, billingMonths(planId)) }),
        occurredAt: eventTime(periodEnd),
      };
    },
  };
}

export function isSimulated(provider: PaymentProvider): provider is SimulatedProvider {
  return provider.name === 'simulated';
}
