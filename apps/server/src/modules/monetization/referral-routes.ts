import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralCodeResponse } from '@pourquoi/shared';
import { myReferralCode } from './referrals.js';

/** `GET /referral/my-code` (product.md#api). */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-code',
    { onRequest: app.authenticate, schema: { response: { 200: referralCodeResponse } } },
    async (request) => myReferralCode(app, request.userId),
  );
};
