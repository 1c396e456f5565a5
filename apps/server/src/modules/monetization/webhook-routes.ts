import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { applyPaymentEvent } from './events.js';
import type { PaymentProvider } from './providers/types.js';
import { isStripe } from './providers/stripe.js';

/**
 * `POST /monetization/webhook`: Stripe's events, verified with STRIPE_WEBHOOK_SECRET on the
 * exact bytes received, then applied once each. The only way a Stripe payment changes a plan.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  // The signature covers the raw body: keep it as bytes in this plugin only.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      schema: {
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      if (!isStripe(provider)) throw new AppError('not_found');
      if (!Buffer.isBuffer(request.body)) throw new AppError('invalid_webhook');
      const event = provider.verifyWebhook(request.body, request.headers['stripe-signature']);
      const paymentEvent = provider.toPaymentEvent(event);
      if (paymentEvent) await applyPaymentEvent(app, provider, paymentEvent, request.log);
      else request.log.info({ type: event.type }, 'payment event ignored');
      return { received: true };
    },
  );
};
