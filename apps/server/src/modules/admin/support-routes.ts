import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountCodeSchema, promoCodeDraftBody } from '@pourquoi/shared';
import { createDiscountCode } from './discount-codes.js';

/** The support panel: promotional percentage codes, and nothing else (admins may too). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('support', 'admin'));

  app.post(
    '/promo-codes',
    { schema: { body: promoCodeDraftBody, response: { 201: discountCodeSchema } } },
    async (request, reply) => {
      const draft = request.body;
      const code = await createDiscountCode(app, request.actor, {
        code: draft.code,
        type: 'percentage',
        value: draft.value,
        valid_until: draft.validUntil,
        usage_limit: draft.usageLimit,
        description: draft.description,
        one_per_user: draft.onePerUser,
      });
      return reply.code(201).send(code);
    },
  );
};
