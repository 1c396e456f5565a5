import Stripe from 'stripe';
import {
  type CardErrorCode,
  type PaidPlanId,
  type PlanId,
  type StoryPackId,
  billingMonths,
  cardErrorMessage,
  paidPlanIdSchema,
  plans,
  toCents,
} from '@pourquoi/shared';
import type { Env } from '../../../env.js';
import { AppError } from '../../../lib/app-error.js';
import type { PaymentCustomer, PaymentEvent, PaymentProvider, SubscriptionSnapshot } from './types.js';

type Priced = PlanId | StoryPackId;

/** The configured price of each plan and pack (price ids come from configuration). */
function priceTable(env: Env): Record<Priced, string | null> {
  return {
    free_trial: null,
    essential_monthly: env.STRIPE_PRICE_ESSENTIAL_MONTHLY ?? null,
    essential_yearly: env.STRIPE_PRICE_ESSENTIAL_YEARLY ?? null,
    family_monthly: env.STRIPE_PRICE_FAMILY_MONTHLY ?? null,
    family_yearly: env.STRIPE_PRICE_FAMILY_YEARLY ?? null,
    story_pack_5: env.STRIPE_PRICE_STORY_PACK_5 ?? null,
    story_pack_12: env.STRIPE_PRICE_STORY_PACK_12 ?? null,
  };
}

/** The SDK aimed at Stripe, or at STRIPE_API_URL (stripe-mock, the tests' fake server). */
function stripeClient(env: Env): Stripe {
  const target = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const protocol = target?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(env.STRIPE_SECRET_KEY ?? '', {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Pourquoi' },
    ...(target && {
      host: target.hostname,
      port: Number(target.port || (protocol === 'http' ? 80 : 443)),
      protocol,
    }),
  });
}

/** A Stripe failure as the parent reads it: a card's own refusal, or the service's state. */
export function toPaymentError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof Stripe.errors.StripeError)) return new AppError('payment_failed', { cause: error });
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError('card_error', { message: cardErrorMessage(error.decline_code ?? error.code), cause: error });
  }
  const byType: Record<string, { code: 'payment_unavailable' | 'payment_failed'; reason: CardErrorCode }> = {
    StripeConnectionError: { code: 'payment_unavailable', reason: 'api_connection_error' },
    StripeAuthenticationError: { code: 'payment_unavailable', reason: 'authentication_error' },
    StripeRateLimitError: { code: 'payment_unavailable', reason: 'rate_limit_error' },
    StripeInvalidRequestError: { code: 'payment_failed', reason: 'invalid_request_error' },
    StripeAPIError: { code: 'payment_failed', reason: 'api_error' },
  };
  const known = byType[error.type];
  return known
    ? new AppError(known.code, { message: cardErrorMessage(known.reason), cause: error })
    : new AppError('payment_failed', { cause: error });
}

async function call<Result>(action: () => Promise<Result>): Promise<Result> {
  try {
    return await action();
  } catch (error) {
    throw toPaymentError(error);
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;
const fromUnix = (seconds: number) => new Date(seconds * 1000);
const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Statuses after which a subscription gives nothing any more. */
const endedStatuses = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired', 'unpaid']);

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** A webhook's body checked against STRIPE_WEBHOOK_SECRET: the event, or an invalid_webhook error. */
  verifyWebhook(payload: Buffer, signature: string | undefined): Stripe.Event;
  /** The provider-neutral event a Stripe event stands for; null for those that change nothing here. */
  toPaymentEvent(event: Stripe.Event): PaymentEvent | null;
}

/** Payments through Stripe: hosted Checkout and portal, SetupIntents, schedules for downgrades. */
export function stripeProvider(env: Env): StripeProvider {
  const stripe = stripeClient(env);
  const prices = priceTable(env);
  const priceOf = (item: Priced) => {
    const price = prices[item];
    if (!price) throw new AppError('payment_unavailable');
    return price;
  };
  const planOfPrice = (priceId: string): PaidPlanId | null => {
    const found = paidPlanIdSchema.options.find((planId) => prices[planId] === priceId);
    return found ?? null;
  };

  const snapshotOf = (subscription: Stripe.Subscription): SubscriptionSnapshot | null => {
    const item = subscription.items.data[0];
    const planId = item ? planOfPrice(item.price.id) : null;
    // Not paid yet (incomplete) or not one of our prices: nothing to apply.
    if (!item || !planId || subscription.status === 'incomplete') return null;
    return {
      providerSubscriptionId: subscription.id,
      providerCustomerId: idOf(subscription.customer),
      userId: subscription.metadata?.user_id ?? null,
      planId,
      ended: endedStatuses.has(subscription.status),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodEnd: fromUnix(item.current_period_end),
      checkoutId: subscription.metadata?.checkout_id ?? null,
    };
  };
  const requireSnapshot = (subscription: Stripe.Subscription) => {
    const snapshot = snapshotOf(subscription);
    if (!snapshot) throw new AppError('payment_failed');
    return snapshot;
  };

  const customerIdFor = async (customer: PaymentCustomer): Promise<string> => {
    if (customer.providerCustomerId) return customer.providerCustomerId;
    const created = await call(() =>
      stripe.customers.create({
        email: customer.email,
        name: customer.name,
        preferred_locales: ['fr'],
        metadata: { user_id: customer.userId },
      }),
    );
    return created.id;
  };

  const provider: StripeProvider = {
    name: 'stripe',
    priceIdOf: (item) => prices[item],

    async startCheckout({ checkoutId, customer, item, discount, successUrl, cancelUrl }) {
      const customerId = await customerIdFor(customer);
      const metadata = { checkout_id: checkoutId, user_id: customer.userId };
      const base = {
        customer: customerId,
        client_reference_id: customer.userId,
        success_url: successUrl,
        cancel_url: cancelUrl,
        locale: 'fr' as const,
        metadata,
      };
      const session = await call(async () => {
        if (item.kind === 'story_pack') {
          return stripe.checkout.sessions.create({
            ...base,
            mode: 'payment',
            line_items: [{ price: priceOf(item.packId), quantity: 1 }],
            metadata: { ...metadata, story_count: String(item.storyCount) },
            payment_intent_data: { metadata },
          });
        }
        const coupon =
          discount && discount.type !== 'months'
            ? await stripe.coupons.create({
                name: discount.code,
                duration: 'once',
                max_redemptions: 1,
                ...(discount.type === 'percentage'
                  ? { percent_off: discount.value }
                  : { amount_off: toCents(discount.value), currency: 'eur' }),
              })
            : null;
        return stripe.checkout.sessions.create({
          ...base,
          mode: 'subscription',
          line_items: [{ price: priceOf(item.planId), quantity: 1 }],
          subscription_data: {
            metadata,
            // Trial days left and months offered: the subscription starts with them, the first payment follows.
            ...(item.firstBillingAt && { trial_end: toUnix(item.firstBillingAt) }),
          },
          ...(coupon && { discounts: [{ coupon: coupon.id }] }),
        });
      });
      if (!session.url) throw new AppError('payment_failed');
      return { url: session.url, sessionId: session.id, customerId };
    },

    async changePlanNow(subscription, planId) {
      const id = subscription.providerSubscriptionId;
      if (!id) throw new AppError('payment_failed');
      const current = await call(() => stripe.subscriptions.retrieve(id));
      const item = current.items.data[0];
      if (!item) throw new AppError('payment_failed');
      const updated = await call(() =>
        stripe.subscriptions.update(id, {
          items: [{ id: item.id, price: priceOf(planId) }],
          // The difference is charged now; a refused card leaves the plan as it was. A subscription
          // still in its kept trial days is invoiced 0 € and keeps its trial_end (product.md#d14-trial-days-kept).
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
        }),
      );
      return requireSnapshot(updated);
    },

    async scheduleChange(subscription, planId) {
      const id = subscription.providerSubscriptionId;
      if (!id) throw new AppError('payment_failed');
      const schedule = await call(() => stripe.subscriptionSchedules.create({ from_subscription: id }));
      const phase = schedule.phases[0];
      if (!phase) throw new AppError('payment_failed');
      await call(() =>
        stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: 'release',
          phases: [
            {
              items: [{ price: priceOf(subscription.planId), quantity: 1 }],
              start_date: phase.start_date,
              end_date: phase.end_date,
            },
            {
              items: [{ price: priceOf(planId), quantity: 1 }],
              duration: { interval: billingMonths(planId) === 12 ? 'year' : 'month', interval_count: 1 },
            },
          ],
        }),
      );
      return { scheduleId: schedule.id };
    },

    async cancelScheduledChange(subscription) {
      const scheduleId = subscription.providerScheduleId;
      // Releasing keeps the subscription as it is now and drops the planned phase.
      if (scheduleId) await call(() => stripe.subscriptionSchedules.release(scheduleId));
    },

    async setCancelAtPeriodEnd(subscription, cancel) {
      const id = subscription.providerSubscriptionId;
      if (!id) throw new AppError('payment_failed');
      return requireSnapshot(await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: cancel })));
    },

    async endNow(subscription) {
      const id = subscription.providerSubscriptionId;
      if (id) await call(() => stripe.subscriptions.cancel(id));
    },

    async grantFreeMonths(subscription, months) {
      const customerId = subscription.providerCustomerId;
      if (!customerId) return null;
      const plan = plans[subscription.planId];
      const monthly = plan.duration === 'yearly' ? plan.price / 12 : plan.price;
      // A credit on the customer's balance: the next invoices are paid from it first.
      await call(() =>
        stripe.customers.createBalanceTransaction(customerId, {
          amount: -toCents(monthly * months),
          currency: 'eur',
          description: `Parrainage : ${months} mois offert${months > 1 ? 's' : ''}`,
        }),
      );
      return null;
    },

    async createSetupIntent(customer, checkoutId) {
      const customerId = await customerIdFor(customer);
      const intent = await call(() =>
        stripe.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          metadata: { checkout_id: checkoutId, user_id: customer.userId },
        }),
      );
      if (!intent.client_secret) throw new AppError('payment_failed');
      return { clientSecret: intent.client_secret, url: null };
    },

    async createPortalSession(customer, returnUrl) {
      const customerId = await customerIdFor(customer);
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'fr' }),
      );
      return { url: session.url };
    },

    verifyWebhook(payload, signature) {
      try {
        return stripe.webhooks.constructEvent(payload, signature ?? '', env.STRIPE_WEBHOOK_SECRET ?? '');
      } catch (error) {
        throw new AppError('invalid_webhook', { cause: error });
      }
    },

    toPaymentEvent(event) {
      const occurredAt = fromUnix(event.created);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const checkoutId = session.metadata?.checkout_id;
          // A bank transfer confirms later: its async_payment_succeeded event completes it.
          if (!checkoutId || session.payment_status === 'unpaid') return null;
          return {
            id: event.id,
            type: 'checkout.completed',
            checkoutId,
            providerCustomerId: idOf(session.customer),
            subscription: null,
            providerSubscriptionId: idOf(session.subscription),
            paymentTaken: true,
            occurredAt,
          };
        }
        case 'checkout.session.expired': {
          const checkoutId = event.data.object.metadata?.checkout_id;
          return checkoutId ? { id: event.id, type: 'checkout.expired', checkoutId, occurredAt } : null;
        }
        case 'setup_intent.succeeded': {
          const intent = event.data.object;
          const checkoutId = intent.metadata?.checkout_id;
          if (!checkoutId) return null;
          return {
            id: event.id,
            type: 'checkout.completed',
            checkoutId,
            providerCustomerId: idOf(intent.customer),
            subscription: null,
            providerSubscriptionId: null,
            paymentTaken: true,
            occurredAt,
          };
        }
        case 'invoice.paid': {
          // The paid amount of each subscription invoice (after any coupon or free months):
          // what tells a family that pays from one that does not (referrals, decision 0020).
          const invoice = event.data.object;
          const details = invoice.parent?.subscription_details;
          if (!details) return null;
          return {
            id: event.id,
            type: 'invoice.paid',
            userId: details.metadata?.user_id ?? null,
            providerCustomerId: idOf(invoice.customer),
            checkoutId: details.metadata?.checkout_id ?? null,
            amountPaidCents: invoice.amount_paid,
            occurredAt,
          };
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const snapshot = snapshotOf(event.data.object);
          if (!snapshot) return null;
          const subscription = event.type === 'customer.subscription.deleted' ? { ...snapshot, ended: true } : snapshot;
          return { id: event.id, type: 'subscription.updated', subscription, occurredAt };
        }
        default:
          return null;
      }
    },
  };
  return provider;
}

export function isStripe(provider: PaymentProvider): provider is StripeProvider {
  return provider.name === 'stripe';
}
