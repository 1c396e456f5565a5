import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionSchema,
  can,
  limitsOf,
  permissionSchema,
  planList,
  startOfParisMonth,
  storyQuota,
  plansResponse,
  subscriptionStatusSchema,
  usageSchema,
} from '@pourquoi/shared';
import { countQuestionsSince, loadFamily } from '../family/index.js';
import { favoritesAndExports } from '../history/index.js';
import { paymentRoutes } from './payment-routes.js';
import { presentStatus } from './presenter.js';
import { isSimulated } from './providers/simulated.js';
import { defineSimulatedRenewals } from './renewals.js';
import { simulatedCheckoutRoutes } from './simulated-routes.js';
import { webhookRoutes } from './webhook-routes.js';

const remaining = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));

export const monetizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments;
  // The catalogue is public: the subscription screen may show it before sign-in.
  app.get('/plans', { schema: { response: { 200: plansResponse } } }, async () => ({
    plans: planList.map((plan) => ({ ...plan, stripeProductId: null, stripePriceId: provider.priceIdOf(plan.id) })),
  }));

  app.get(
    '/status',
    { onRequest: app.authenticate, schema: { response: { 200: subscriptionStatusSchema } } },
    async (request) => presentStatus(await loadFamily(app, request.userId), provider, app.config),
  );

  app.get('/usage', { onRequest: app.authenticate, schema: { response: { 200: usageSchema } } }, async (request) => {
    const { state } = await loadFamily(app, request.userId);
    const limits = limitsOf(state.status, state.planId);
    const questionsThisMonth = await countQuestionsSince(app.db, request.userId, startOfParisMonth(state.now));
    const stories = storyQuota(state);
    const { favoriteMessages, exportCount } = await favoritesAndExports(app.db, request.userId);
    return {
      questionsToday: state.questionsToday,
      questionsThisMonth,
      questionsPerDay: limits.questionsPerDay,
      questionsRemainingToday: remaining(limits.questionsPerDay, state.questionsToday),
      childrenCount: state.childrenCount,
      maxChildren: limits.childProfiles,
      favoriteMessages,
      historyDays: limits.historyDays,
      exportCount,
      storiesThisMonth: state.storiesThisMonth,
      maxStories: stories.maxStories,
      canGenerateStory: stories.allowed,
      storiesRemaining: stories.remaining,
    };
  });

  app.get(
    '/check-permission',
    {
      onRequest: app.authenticate,
      schema: { querystring: z.object({ action: actionSchema }), response: { 200: permissionSchema } },
    },
    async (request) => can(request.query.action, (await loadFamily(app, request.userId)).state),
  );

  await app.register(paymentRoutes, { provider });
  await app.register(webhookRoutes, { provider });
  if (isSimulated(provider)) {
    await defineSimulatedRenewals(app, provider);
    await app.register(simulatedCheckoutRoutes, { provider });
  }
};
