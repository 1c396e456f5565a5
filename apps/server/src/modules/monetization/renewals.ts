import type { FastifyBaseLogger } from 'fastify';
import { type DiscountTerms, addMonths } from '@pourquoi/shared';
import type { MonetizationDependencies } from './service-dependencies.js';
import { applyPaymentEvent } from './events.js';
import { providerSubscriptionOf, scheduledPlanOf } from './provider-subscription.js';
import type { SimulatedProvider } from './providers/simulated.js';
import { termsOf } from './checkout.js';
import {
  type SubscriptionRow,
  findDiscountCodeById,
  findLastPaidPlanCheckout,
  findSubscription,
} from './repository.js';

const RENEWAL_JOB = 'billing.simulated-renewal';

interface RenewalJob {
  userId: string;
  periodEnd: string;
}

/**
 * The simulated provider's billing clock: at a period's end a durable job renews it (at the
 * scheduled plan, if any) or ends it once unsubscribed, as Stripe's own events would.
 */
export async function defineSimulatedRenewals(deps: MonetizationDependencies, provider: SimulatedProvider) {
  await deps.jobs.define<RenewalJob>({
    name: RENEWAL_JOB,
    concurrency: 1,
    expireInSeconds: 60,
    retryLimit: 5,
    handler: async ({ userId, periodEnd }, { trace }) => {
      await renewSimulatedSubscription(deps, provider, userId, new Date(periodEnd), trace.log);
    },
  });
}

/** Renews (or ends) the period that ends at `periodEnd`, if it is still the family's and is over. */
export async function renewSimulatedSubscription(
  deps: MonetizationDependencies,
  provider: SimulatedProvider,
  userId: string,
  periodEnd: Date,
  log: FastifyBaseLogger,
) {
  const row = await findSubscription(deps.db, { userId });
  const subscription = row && providerSubscriptionOf(row);
  if (!row || !subscription) return;
  if (subscription.currentPeriodEnd.getTime() !== periodEnd.getTime() || periodEnd > deps.clock.now()) return;
  const discount = await deferredFirstPaymentDiscount(deps, row, periodEnd);
  for (const event of provider.renewal({ ...subscription, scheduledPlanId: scheduledPlanOf(row) }, discount)) {
    await applyPaymentEvent(deps, provider, event, log);
  }
}

/**
 * The code a plan bought during the trial was paid with, when this renewal is its first payment:
 * nothing was charged at checkout (product.md#d14-trial-days-kept), so the reduction applies now.
 */
async function deferredFirstPaymentDiscount(
  deps: MonetizationDependencies,
  row: SubscriptionRow,
  periodEnd: Date,
): Promise<DiscountTerms | null> {
  const checkout = await findLastPaidPlanCheckout(deps.db, row.userId);
  if (!checkout?.discountCodeId || !checkout.completedAt || !row.trialEndsAt) return null;
  const firstPayment = addMonths(row.trialEndsAt, checkout.freeMonths);
  if (checkout.completedAt >= row.trialEndsAt || periodEnd.getTime() !== firstPayment.getTime()) return null;
  const discount = await findDiscountCodeById(deps.db, checkout.discountCodeId);
  const terms = discount ? termsOf(discount) : null;
  // Months offered were the wait itself: the payment after them is a full one.
  return terms && terms.type !== 'months' ? terms : null;
}

export async function scheduleSimulatedRenewal(
  deps: Pick<MonetizationDependencies, 'jobs'>,
  userId: string,
  periodEnd: Date,
) {
  await deps.jobs.send<RenewalJob>(
    RENEWAL_JOB,
    { userId, periodEnd: periodEnd.toISOString() },
    { startAfter: periodEnd, singletonKey: `${userId}:${periodEnd.toISOString()}` },
  );
}
