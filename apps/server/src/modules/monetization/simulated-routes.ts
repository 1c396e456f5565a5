import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { redirectResponse, simulatedPaymentBody } from '@pourquoi/shared';
import { cancelSimulatedCheckout, paySimulatedCheckout } from './checkout.js';
import type { SimulatedProvider } from './providers/simulated.js';

const params = z.object({ id: z.uuid() });

/** The simulated payment page's two buttons (only with PAYMENT_PROVIDER=simulated). */
export const simulatedCheckoutRoutes: FastifyPluginAsyncZod<{ provider: SimulatedProvider }> = async (
  app,
  { provider },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/simulated-checkouts/:id/pay',
    { schema: { params, body: simulatedPaymentBody, response: { 200: redirectResponse } } },
    async (request) =>
      paySimulatedCheckout(app, provider, request.userId, request.params.id, request.body.card_number, request.log),
  );

  app.post(
    '/simulated-checkouts/:id/cancel',
    { schema: { params, response: { 200: redirectResponse } } },
    async (request) => cancelSimulatedCheckout(app, request.userId, request.params.id),
  );
};
