import type { FastifyInstance } from 'fastify';
import type { Config } from '../../env.js';
import { simulatedProvider } from './providers/simulated.js';
import { stripeProvider } from './providers/stripe.js';
import type { PaymentProvider } from './providers/types.js';
import { scheduleSimulatedRenewal } from './renewals.js';

/**
 * PAYMENT_PROVIDER picks who takes payments: the simulated page (default) or Stripe. The
 * simulated one's billing clock is the app's job queue: each period written schedules its
 * renewal (renewals.ts).
 */
export function createPaymentProvider(config: Config, app: FastifyInstance): PaymentProvider {
  return config.raw.PAYMENT_PROVIDER === 'stripe'
    ? stripeProvider(config.raw)
    : simulatedProvider(config.appUrl, (userId, periodEnd) => scheduleSimulatedRenewal(app, userId, periodEnd));
}
