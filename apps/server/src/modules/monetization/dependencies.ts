import type { Config } from '../../env.js';
import { simulatedProvider } from './providers/simulated.js';
import { stripeProvider } from './providers/stripe.js';
import type { PaymentProvider } from './providers/types.js';
import { scheduleSimulatedRenewal } from './renewals.js';
import type { MonetizationDependencies } from './service-dependencies.js';

/**
 * PAYMENT_PROVIDER picks who takes payments: the simulated page (default) or Stripe. The
 * simulated one's billing clock is the app's job queue: each period written schedules its
 * renewal (renewals.ts). `deps.jobs` is read at that moment, so the app may pass itself before
 * its job queue is started.
 */
export function createPaymentProvider(config: Config, deps: Pick<MonetizationDependencies, 'jobs'>): PaymentProvider {
  return config.raw.PAYMENT_PROVIDER === 'stripe'
    ? stripeProvider(config.raw)
    : simulatedProvider(config.appUrl, (userId, periodEnd) => scheduleSimulatedRenewal(deps, userId, periodEnd));
}
