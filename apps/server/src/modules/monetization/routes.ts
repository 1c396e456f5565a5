import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionSchema,
  can,
  isPremium,
  limitsOf,
  permissionSchema,
  planList,
  startOfParisMonth,
  storyQuota,
  plansResponse,
  subscriptionStatusSchema,
  trialDaysRemaining,
  usageSchema,
} from '@pourquoi/shared';
import { countQuestionsSince } from '../family/repository.js';
import { loadFamily } from '../family/state.js';

const remaining = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));

export const monetizationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue is public: the subscription screen may show it before sign-in.
  app.get('/plans', { schema: { response: { 200: plansResponse } } }, async () => ({
    plans: planList.map((plan) => ({ ...plan, stripeProductId: null, stripePriceId: null })),
  }));

  app.get(
    '/status',
    { onRequest: app.authenticate, schema: { response: { 200: subscriptionStatusSchema } } },
    async (request) => {
      const { subscription, startedAt, state } = await loadFamily(app, request.userId);
      const endDate = subscription.status === 'trial' ? subscription.trialEndsAt : subscription.currentPeriodEnd;
      return {
        plan_id: subscription.planId,
        planId: subscription.planId,
        status: state.status,
        is_premium: isPremium(state.status, subscription.planId),
        trial_days_remaining: trialDaysRemaining(subscription, state.now),
        startDate: startedAt.toISOString(),
        endDate: endDate?.toISOString() ?? null,
        nextBillingDate:
          subscription.status === 'active' && subscription.currentPeriodEnd
            ? subscription.currentPeriodEnd.toISOString()
            : null,
      };
    },
  );

  app.get('/usage', { onRequest: app.authenticate, schema: { response: { 200: usageSchema } } }, async (request) => {
    const { state } = await loadFamily(app, request.userId);
    const limits = limitsOf(state.status, state.planId);
    const questionsThisMonth = await countQuestionsSince(app.db, request.userId, startOfParisMonth(state.now));
    const stories = storyQuota(state);
    return {
      questionsToday: state.questionsToday,
      questionsThisMonth,
      questionsPerDay: limits.questionsPerDay,
      questionsRemainingToday: remaining(limits.questionsPerDay, state.questionsToday),
      childrenCount: state.childrenCount,
      maxChildren: limits.childProfiles,
      favoriteMessages: 0,
      historyDays: limits.historyDays,
      exportCount: 0,
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
};
