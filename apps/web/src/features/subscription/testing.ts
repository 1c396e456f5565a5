/** Test data and a small server for the subscription screens: what the server answers, in one line per test. */
import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  checkoutSchema,
  paymentActionResult,
  planChangeCalculationSchema,
  planChangeValidationSchema,
  referralCodeResponse,
  type Checkout,
  type PaymentActionResult,
  type PlanChangeCalculation,
  type PlanChangeValidation,
  type SubscriptionStatus,
  type Usage,
} from '@pourquoi/shared';
import { aChild, familyStatus, signedInFamily, trialStatus, usageFor } from '@/test/family';
import { json, type Handler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { serverAnswer } from '@/test/server-answer';
import type { ReferralCode } from './api/get-referral-code';
import { browserLocation } from './utils/leave-app';

/** A paying family on `planId`, renewed on 6 December 2026. */
export const payingStatus = (planId: string, overrides: Partial<SubscriptionStatus> = {}) =>
  familyStatus({ plan_id: planId, planId, ...overrides });

export const paidUsage = (overrides: Partial<Usage> = {}) =>
  usageFor({
    questionsPerDay: null,
    questionsRemainingToday: null,
    maxChildren: null,
    historyDays: null,
    maxStories: 5,
    storiesRemaining: 5,
    childrenCount: 1,
    ...overrides,
  });

export const referral: ReferralCode = serverAnswer(referralCodeResponse, {
  referral_code: 'K7MP4QZA',
  referred_count: 2,
  free_months_earned: 2,
});

export const allowed: PlanChangeValidation = serverAnswer(planChangeValidationSchema, {
  allowed: true,
  reason: null,
  alternative: null,
});

export const done = (message: string | null = null): PaymentActionResult =>
  serverAnswer(paymentActionResult, { success: true, message, error: null });

/** The shared rules' upgrade from Essentiel to Famille with 15 days of 30 left. */
export const upgradeCalculation: PlanChangeCalculation = serverAnswer(planChangeCalculationSchema, {
  current_plan: 'essential_monthly',
  new_plan: 'family_monthly',
  is_upgrade: true,
  immediate_charge: 2.5,
  credit_applied: 2.5,
  days_remaining: 15,
  next_billing_date: '2026-12-06T09:00:00.000Z',
  message:
    "Vous passez à la formule Famille dès maintenant : 2,50 € aujourd'hui (2,50 € de crédit déduits), puis 9,99 € le 6 décembre 2026.",
});

export const downgradeCalculation: PlanChangeCalculation = serverAnswer(planChangeCalculationSchema, {
  current_plan: 'family_monthly',
  new_plan: 'essential_monthly',
  is_upgrade: false,
  immediate_charge: 0,
  credit_applied: 0,
  days_remaining: 15,
  next_billing_date: '2026-12-06T09:00:00.000Z',
  message: "Vous gardez la formule Famille jusqu'au 6 décembre 2026, puis vous passerez à Essentiel (4,99 €).",
});

export const aCheckout = (overrides: Partial<Checkout> = {}): Checkout =>
  serverAnswer(checkoutSchema, {
    id: 'k1',
    kind: 'plan',
    status: 'open',
    plan_id: 'essential_monthly',
    story_count: null,
    amount: 4.99,
    amount_due: 4.99,
    discount: null,
    referral_code: null,
    provider: 'simulated',
    first_billing_date: null,
    ...overrides,
  });

/** An address on the app's own origin, as the server builds its redirects. */
export const appAddress = (path: string) => `${window.location.origin}${path}`;

interface SubscriptionServerOptions {
  /** Fixed, or read at each request: a test's handlers change it as the server would. */
  status?: SubscriptionStatus | (() => SubscriptionStatus);
  usage?: Usage;
  childCount?: number;
  routes?: Record<string, Handler | Handler[]>;
}

/** A signed-in family (with a child, so no welcome dialog) and its monetization answers. */
export function subscriptionServer({ status, usage, childCount = 1, routes = {} }: SubscriptionServerOptions = {}) {
  const children = Array.from({ length: childCount }, (_, index) =>
    aChild({ id: `c${index + 1}`, name: ['Tom', 'Léa', 'Zoé', 'Noé'][index] ?? `Enfant ${index + 1}` }),
  );
  const statusNow = typeof status === 'function' ? status : () => status;
  return signedInFamily({
    children,
    status: statusNow(),
    usage,
    routes: {
      'GET /api/monetization/status': () => json(200, statusNow() ?? trialStatus()),
      'GET /api/referral/my-code': () => json(200, referral),
      ...routes,
    },
  });
}

/** Replaces leaving the app (a checkout, a portal) with a record of where it would go. */
export function captureRedirects() {
  return vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
}

/** Opens /subscription and waits for the lazily loaded screen. */
export async function openSubscription(path = '/subscription') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: 'Votre abonnement' });
  return app;
}
