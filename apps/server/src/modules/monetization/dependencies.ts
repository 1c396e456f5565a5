import type { Config } from '../../env.js';
import { simulatedProvider } from './providers/simulated.js';
import { stripeProvider } from './providers/stripe.js';
import type { PaymentProvider } from './providers/types.js';

/** PAYMENT_PROVIDER picks who takes payments: the simulated page (default) or Stripe. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.raw.PAYMENT_PROVIDER === 'stripe' ? stripeProvider(config.raw) : simulatedProvider(config.appUrl);
}
