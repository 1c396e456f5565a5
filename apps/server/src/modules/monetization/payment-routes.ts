import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSchema,
  checkoutSessionBody,
  checkoutSessionResponse,
  discountPreviewBody,
  discountPreviewSchema,
  paymentActionResult,
  planChangeBody,
  planChangeCalculationSchema,
  planChangeValidationSchema,
  portalSessionResponse,
  setupIntentResponse,
  storyPackPurchaseBody,
} from '@pourquoi/shared';
import {
  createCardSetup,
  createPlanCheckout,
  createStoryPackCheckout,
  ownCheckout,
  presentCheckout,
  previewDiscount,
} from './checkout.js';
import type { PaymentProvider } from './providers/types.js';
import {
  applyChange,
  calculateChange,
  cancelScheduledChange,
  cancelSubscription,
  createPortalSession,
  resumeSubscription,
  validateChange,
} from './subscription-actions.js';

/** The spec's `/monetization/*` payment calls (product.md#api), for the signed-in parent. */
export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/create-checkout-session',
    { schema: { body: checkoutSessionBody, response: { 200: checkoutSessionResponse } } },
    async (request) => createPlanCheckout(app, provider, request.userId, request.body),
  );

  app.post(
    '/preview-discount',
    { schema: { body: discountPreviewBody, response: { 200: discountPreviewSchema } } },
    async (request) => previewDiscount(app, request.userId, request.body.code, request.body.planId),
  );

  app.post(
    '/purchase-story-pack',
    { schema: { body: storyPackPurchaseBody, response: { 200: checkoutSessionResponse } } },
    async (request) => createStoryPackCheckout(app, provider, request.userId, request.body),
  );

  app.get(
    '/checkouts/:id',
    { schema: { params: z.object({ id: z.uuid() }), response: { 200: checkoutSchema } } },
    async (request) => presentCheckout(app, await ownCheckout(app, request.userId, request.params.id)),
  );

  app.post(
    '/validate-plan-change',
    { schema: { body: planChangeBody, response: { 200: planChangeValidationSchema } } },
    async (request) => validateChange(app, request.userId, request.body.new_plan_id),
  );

  app.post(
    '/calculate-plan-change',
    { schema: { body: planChangeBody, response: { 200: planChangeCalculationSchema } } },
    async (request) => calculateChange(app, request.userId, request.body.new_plan_id),
  );

  app.post(
    '/apply-plan-change',
    { schema: { body: planChangeBody, response: { 200: paymentActionResult } } },
    async (request) => applyChange(app, provider, request.userId, request.body.new_plan_id, request.log),
  );

  app.post('/cancel-scheduled-change', { schema: { response: { 200: paymentActionResult } } }, async (request) =>
    cancelScheduledChange(app, provider, request.userId),
  );

  app.post('/cancel-subscription', { schema: { response: { 200: paymentActionResult } } }, async (request) =>
    cancelSubscription(app, provider, request.userId, request.log),
  );

  app.post('/resume-subscription', { schema: { response: { 200: paymentActionResult } } }, async (request) =>
    resumeSubscription(app, provider, request.userId, request.log),
  );

  app.post('/create-setup-intent', { schema: { response: { 200: setupIntentResponse } } }, async (request) =>
    createCardSetup(app, provider, request.userId),
  );

  app.post('/create-portal-session', { schema: { response: { 200: portalSessionResponse } } }, async (request) =>
    createPortalSession(app, provider, request.userId),
  );
};
