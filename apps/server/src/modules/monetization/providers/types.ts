import type { DiscountType, PaidPlanId, PlanId, StoryPackId } from '@pourquoi/shared';

/** A subscription as the payment provider reports it: the only source of a paid plan. */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  /** The account, when the provider carries it (Stripe's metadata); else found by subscription id. */
  userId: string | null;
  planId: PaidPlanId;
  /** Over for good (Stripe's deleted subscription, or an unsubscribed period that ran out). */
  ended: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  /** Our checkout that started it (Stripe's metadata); a subscription of a refused checkout gives nothing. */
  checkoutId: string | null;
}

/**
 * A verified payment event, whatever the provider: Stripe's webhooks become these, and the
 * simulated provider makes them. Each is applied once, by its id.
 */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.completed';
      checkoutId: string;
      providerCustomerId: string | null;
      /** A plan checkout's subscription, when the event carries it (the simulated one does). */
      subscription: SubscriptionSnapshot | null;
      /** The provider's subscription the checkout started (Stripe's sub_…), when it names one. */
      providerSubscriptionId: string | null;
      /**
       * Whether the money has already moved: Stripe's event follows the charge; the simulated
       * page charges only if its event is accepted, so a refusal there undoes the payment.
       */
      paymentTaken: boolean;
      occurredAt: Date;
    }
  | { id: string; type: 'checkout.expired'; checkoutId: string; occurredAt: Date }
  | { id: string; type: 'subscription.updated'; subscription: SubscriptionSnapshot; occurredAt: Date }
  | {
      /** A subscription's invoice was paid (a first payment, a renewal, a prorated upgrade). */
      id: string;
      type: 'invoice.paid';
      /** The family, when the provider carries it (Stripe's subscription metadata); else found by customer. */
      userId: string | null;
      providerCustomerId: string | null;
      /** The checkout that started the subscription, when the provider carries it. */
      checkoutId: string | null;
      amountPaidCents: number;
      occurredAt: Date;
    };

export interface PaymentCustomer {
  userId: string;
  email: string;
  name: string;
  providerCustomerId: string | null;
}

/** What the family's stored subscription tells the provider. */
export interface ProviderSubscription {
  userId: string;
  planId: PaidPlanId;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  providerScheduleId: string | null;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutRequest {
  checkoutId: string;
  customer: PaymentCustomer;
  item:
    | {
        kind: 'plan';
        planId: PaidPlanId;
        /** When the first payment is taken, if not at once: the trial's end, then months offered. */
        firstBillingAt: Date | null;
      }
    | { kind: 'story_pack'; packId: StoryPackId; storyCount: number };
  discount: { code: string; type: DiscountType; value: number } | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: 'simulated' | 'stripe';
  /** The provider's price of a plan or pack (Stripe's price_… id); null when it has none. */
  priceIdOf(item: PlanId | StoryPackId): string | null;
  /** Opens a checkout; answers the address to send the parent to, and the customer it used. */
  startCheckout(
    request: CheckoutRequest,
  ): Promise<{ url: string; sessionId: string | null; customerId: string | null }>;
  /**
   * An upgrade, charged now (prorated): answers the subscription once paid, or throws the card's
   * refusal. Before the first payment (`firstChargeAt`, trial days kept) nothing is charged and
   * the first payment keeps its date.
   */
  changePlanNow(
    subscription: ProviderSubscription,
    planId: PaidPlanId,
    now: Date,
    firstChargeAt: Date | null,
  ): Promise<SubscriptionSnapshot>;
  /** A downgrade at the period's end; answers the provider's schedule, if it keeps one. */
  scheduleChange(subscription: ProviderSubscription, planId: PaidPlanId): Promise<{ scheduleId: string | null }>;
  cancelScheduledChange(subscription: ProviderSubscription): Promise<void>;
  setCancelAtPeriodEnd(subscription: ProviderSubscription, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Ends it at once, nothing more charged: the family's account is being deleted, or its checkout was refused. */
  endNow(subscription: Pick<ProviderSubscription, 'providerSubscriptionId'>): Promise<void>;
  /** A referral's reward: the subscription with its months offered, or null when they come off future invoices. */
  grantFreeMonths(subscription: ProviderSubscription, months: number): Promise<SubscriptionSnapshot | null>;
  createSetupIntent(
    customer: PaymentCustomer,
    checkoutId: string,
  ): Promise<{ clientSecret: string; url: string | null }>;
  createPortalSession(customer: PaymentCustomer, returnUrl: string): Promise<{ url: string }>;
  /**
   * Called once a subscription's period is written, after the commit: the simulated provider
   * schedules its renewal there (Stripe renews on its own and has none).
   */
  readonly periodSynced?: (userId: string, periodEnd: Date) => Promise<void>;
}

/**
 * An event's time in whole seconds, as Stripe dates its events: compared with the last state
 * applied, a later event of the same second still applies, an older one does not.
 */
export function eventTime(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 1000) * 1000);
}
