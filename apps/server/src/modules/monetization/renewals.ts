import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { applyPaymentEvent } from './events.js';
import { providerSubscriptionOf, scheduledPlanOf } from './provider-subscription.js';
import type { SimulatedProvider } from './providers/simulated.js';
import { findSubscription } from './repository.js';

const RENEWAL_JOB = 'billing.simulated-renewal';

interface RenewalJob {
  userId: string;
  periodEnd: string;
}

/**
 * The simulated provider's billing clock: at a period's end a durable job renews it (at the
 * scheduled plan, if any) or ends it once unsubscribed, as Stripe's own events would.
 */
export async function defineSimulatedRenewals(app: FastifyInstance, provider: SimulatedProvider) {
  await app.jobs.define<RenewalJob>({
    name: RENEWAL_JOB,
    concurrency: 1,
    expireInSeconds: 60,
    retryLimit: 5,
    handler: async ({ userId, periodEnd }, { trace }) => {
      await renewSimulatedSubscription(app, provider, userId, new Date(periodEnd), trace.log);
    },
  });
}

/** Renews (or ends) the period that ends at `periodEnd`, if it is still the family's and is over. */
export async function renewSimulatedSubscription(
  app: FastifyInstance,
  provider: SimulatedProvider,
  userId: string,
  periodEnd: Date,
  log: FastifyBaseLogger,
) {
  const row = await findSubscription(app.db, { userId });
  const subscription = row && providerSubscriptionOf(row);
  if (!row || !subscription) return;
  if (subscription.currentPeriodEnd.getTime() !== periodEnd.getTime() || periodEnd > app.clock.now()) return;
  for (const event of provider.renewal({ ...subscription, scheduledPlanId: scheduledPlanOf(row) })) {
    await applyPaymentEvent(app, provider, event, log);
  }
}

export async function scheduleSimulatedRenewal(app: FastifyInstance, userId: string, periodEnd: Date) {
  await app.jobs.send<RenewalJob>(
    RENEWAL_JOB,
    { userId, periodEnd: periodEnd.toISOString() },
    { startAfter: periodEnd, singletonKey: `${userId}:${periodEnd.toISOString()}` },
  );
}
