import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans } from '@pourquoi/shared';
import { subscriptions } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';

const DAY = 24 * 60 * 60 * 1000;

describe('subscription state', () => {
  const t = useTestApp();

  it('starts a 7-day trial at registration that counts down and ends on the 8th day', async () => {
    const parent = await signedInParent(t.app);
    const status = (await parent.call('GET', '/api/monetization/status')).json();
    expect(status).toEqual({
      plan_id: 'free_trial',
      planId: 'free_trial',
      status: 'trial',
      is_premium: false,
      trial_days_remaining: 7,
      startDate: '2026-11-21T09:00:00.000Z',
      endDate: '2026-11-28T09:00:00.000Z',
      trial_end: '2026-11-28T09:00:00.000Z',
      current_period_end: null,
      nextBillingDate: null,
      cancelAtPeriodEnd: false,
      scheduled_plan_change: null,
      story_credits: 0,
      payment_provider: 'simulated',
      simulated_payments_notice: false,
    });

    t.clock.advance(6 * DAY + 1);
    expect((await parent.call('GET', '/api/monetization/status')).json().trial_days_remaining).toBe(1);
    t.clock.advance(DAY);
    const over = (await parent.call('GET', '/api/monetization/status')).json();
    expect(over).toMatchObject({ status: 'expired', trial_days_remaining: 0 });
  });

  it('reports a paid plan as premium with its next billing date', async () => {
    const parent = await signedInParent(t.app);
    await t.database.db
      .update(subscriptions)
      .set({ planId: 'essential_monthly', status: 'active', currentPeriodEnd: new Date('2026-12-21T09:00:00Z') })
      .where(eq(subscriptions.userId, parent.user.id));
    expect((await parent.call('GET', '/api/monetization/status')).json()).toMatchObject({
      planId: 'essential_monthly',
      status: 'active',
      is_premium: true,
      trial_days_remaining: 0,
      nextBillingDate: '2026-12-21T09:00:00.000Z',
    });
  });

  it('counts usage against the plan limits', async () => {
    const parent = await signedInParent(t.app);
    await parent.call('POST', '/api/children', childInput());
    expect((await parent.call('GET', '/api/monetization/usage')).json()).toEqual({
      questionsToday: 0,
      questionsThisMonth: 0,
      questionsPerDay: 3,
      questionsRemainingToday: 3,
      childrenCount: 1,
      maxChildren: 1,
      favoriteMessages: 0,
      historyDays: 7,
      exportCount: 0,
      storiesThisMonth: 0,
      maxStories: 1,
      canGenerateStory: true,
      storiesRemaining: 1,
    });
    t.clock.advance(8 * DAY);
    expect((await parent.call('GET', '/api/monetization/usage')).json()).toMatchObject({ canGenerateStory: false });
  });

  it('answers check-permission for each action from the stored state', async () => {
    const parent = await signedInParent(t.app);
    const check = async (action: string) =>
      (await parent.call('GET', `/api/monetization/check-permission?action=${action}`)).json();
    expect(await check('ask_question')).toEqual({ allowed: true, reason: null, upgradeRequired: false });
    expect(await check('add_child')).toMatchObject({ allowed: true });
    await parent.call('POST', '/api/children', childInput());
    expect(await check('add_child')).toEqual({
      allowed: false,
      reason: 'Passez à la formule Famille pour ajouter plus de profils enfants',
      upgradeRequired: true,
    });
    expect(await check('export_data')).toMatchObject({ allowed: false, upgradeRequired: true });
    expect(await check('advanced_stats')).toMatchObject({ allowed: false, upgradeRequired: true });
    expect(await check('view_history')).toMatchObject({ allowed: true });
    expect(await check('modify_child')).toMatchObject({ allowed: true });
    // After the trial, the free version's question of the day (product.md#d3-free-version).
    t.clock.advance(7 * DAY);
    expect(await check('ask_question')).toMatchObject({ allowed: true });

    const unknown = await parent.call('GET', '/api/monetization/check-permission?action=voler');
    expect(unknown.statusCode).toBe(400);
    expect((await parent.call('GET', '/api/monetization/check-permission')).statusCode).toBe(400);
  });

  it('serves the catalogue without a session, prices from the shared table', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/monetization/plans' });
    expect(response.statusCode).toBe(200);
    const byId = Object.fromEntries(response.json().plans.map((plan: { id: string }) => [plan.id, plan]));
    expect(Object.keys(byId)).toEqual(Object.keys(plans));
    expect(byId.essential_yearly).toMatchObject({
      price: 49.9,
      originalPrice: 59.88,
      monthsOffered: 2,
      savingsPercent: 17,
    });
    expect(byId.family_monthly.limits).toEqual(plans.family_monthly.limits);
  });

  it('requires a session for the family’s own state', async () => {
    for (const url of [
      '/api/monetization/status',
      '/api/monetization/usage',
      '/api/monetization/check-permission?action=add_child',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('a production demo on simulated payments', () => {
  const t = useTestApp({
    env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'true' },
  });

  it('tells the web app to say on every page that no real payment is taken (decision 0020)', async () => {
    const parent = await signedInParent(t.app);
    expect((await parent.call('GET', '/api/monetization/status')).json()).toMatchObject({
      payment_provider: 'simulated',
      simulated_payments_notice: true,
    });
  });
});
