import { afterEach, beforeEach, vi } from 'vitest';
import {
  activeSessionsResponse,
  childSchema,
  modificationStatusSchema,
  permissionSchema,
  subscriptionStatusSchema,
  upgradeMessages,
  usageSchema,
  type Child,
  type ModificationStatus,
  type SubscriptionStatus,
  type Usage,
} from '@pourquoi/shared';
import { json, stubFetch, type Handler, type SeenRequest } from './fetch-mock';
import { parent } from './render-app';
import { serverAnswer } from './server-answer';

export const aChild = (overrides: Partial<Child> = {}): Child =>
  serverAnswer(childSchema, {
    id: 'c1',
    name: 'Tom',
    age: 6,
    birth_month: 5,
    birth_year: 2019,
    gender: 'boy',
    is_test: false,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  });

export const trialStatus = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus =>
  serverAnswer(subscriptionStatusSchema, {
    plan_id: 'free_trial',
    planId: 'free_trial',
    status: 'trial',
    is_premium: false,
    trial_days_remaining: 7,
    startDate: '2026-03-10T10:00:00.000Z',
    endDate: '2026-03-17T10:00:00.000Z',
    trial_end: '2026-03-17T10:00:00.000Z',
    current_period_end: null,
    nextBillingDate: null,
    cancelAtPeriodEnd: false,
    scheduled_plan_change: null,
    story_credits: 0,
    payment_provider: 'simulated',
    simulated_payments_notice: false,
    ...overrides,
  });

/** A paying family: Famille monthly, renewed on 6 December 2026 unless told otherwise. */
export const familyStatus = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus =>
  trialStatus({
    plan_id: 'family_monthly',
    planId: 'family_monthly',
    status: 'active',
    is_premium: true,
    trial_days_remaining: 0,
    endDate: null,
    current_period_end: '2026-12-06T09:00:00.000Z',
    nextBillingDate: '2026-12-06T09:00:00.000Z',
    ...overrides,
  });

export const usageFor = (overrides: Partial<Usage> = {}): Usage =>
  serverAnswer(usageSchema, {
    questionsToday: 0,
    questionsThisMonth: 0,
    questionsPerDay: 3,
    questionsRemainingToday: 3,
    childrenCount: 0,
    maxChildren: 1,
    favoriteMessages: 0,
    historyDays: 7,
    exportCount: 0,
    storiesThisMonth: 0,
    maxStories: 1,
    canGenerateStory: true,
    storiesRemaining: 1,
    ...overrides,
  });

export const unlocked: ModificationStatus = serverAnswer(modificationStatusSchema, {
  can_modify: true,
  reason: null,
  hours_remaining: null,
  last_modification: null,
});

interface FamilyOptions {
  children?: Child[];
  status?: SubscriptionStatus;
  usage?: Usage;
  modification?: ModificationStatus;
  /** Replaces or adds endpoints (errors, unusual answers); `add` stores a child as the server would. */
  routes?:
    | Record<string, Handler | Handler[]>
    | ((server: { add: (fields: Partial<Child>) => Response }) => Record<string, Handler | Handler[]>);
}

/**
 * A signed-in parent and a small in-memory server for the children and monetization calls:
 * what a test adds or deletes is what the next list answers.
 */
export function signedInFamily({
  children = [],
  status = trialStatus(),
  usage,
  modification = unlocked,
  routes = {},
}: FamilyOptions = {}) {
  localStorage.setItem('access_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
  const family = { children: [...children] };
  let created = 0;
  const add = (fields: Partial<Child>) => {
    created += 1;
    const child = aChild({ id: `new-${created}`, ...fields });
    family.children.push(child);
    return json(201, child);
  };
  const idOf = (request: SeenRequest) => decodeURIComponent(request.path.split('/').pop() ?? '');

  const byId: Record<string, Handler> = {};
  for (const child of children) {
    byId[`DELETE /api/children/${child.id}`] = (request) => {
      family.children = family.children.filter((known) => known.id !== idOf(request));
      return json(204);
    };
    byId[`PATCH /api/children/${child.id}`] = (request) => {
      const index = family.children.findIndex((known) => known.id === idOf(request));
      const updated = { ...family.children[index]!, ...(request.body as Partial<Child>) };
      family.children[index] = updated;
      return json(200, updated);
    };
  }

  const net = stubFetch({
    'GET /api/auth/me': () => json(200, parent),
    'GET /api/children': () => json(200, family.children),
    'GET /api/children/modification-status': () => json(200, modification),
    'GET /api/monetization/status': () => json(200, status),
    'GET /api/monetization/usage': () =>
      json(
        200,
        usage ?? usageFor({ childrenCount: family.children.length, maxChildren: status.is_premium ? null : 1 }),
      ),
    // As the server: questions are allowed while the day's count leaves some.
    'GET /api/monetization/check-permission': () =>
      json(
        200,
        serverAnswer(
          permissionSchema,
          usage?.questionsRemainingToday === 0
            ? { allowed: false, reason: upgradeMessages.ask_question, upgradeRequired: true }
            : { allowed: true, reason: null, upgradeRequired: false },
        ),
      ),
    // Nothing redirected: home shows no notice of a child in distress.
    'GET /api/safety-events': () => json(200, []),
    // No conversation yet: the chat starts empty (one begun on another device is a test's own).
    'GET /api/conversations': () => json(200, []),
    // « Mon compte » lists the devices: this one only.
    'GET /api/auth/sessions': () =>
      json(
        200,
        serverAnswer(activeSessionsResponse, {
          sessions: [
            {
              id: '0b7c4d2e-5f1a-4c3b-9d8e-7f6a5b4c3d2e',
              created_at: '2026-11-21T09:00:00.000Z',
              last_used_at: '2026-11-21T09:00:00.000Z',
              expires_at: '2026-12-21T09:00:00.000Z',
              current: true,
            },
          ],
        }),
      ),
    'POST /api/children': (request) => add(request.body as Partial<Child>),
    'POST /api/children/test': (request) => {
      const { age, gender } = request.body as Pick<Child, 'age' | 'gender'>;
      return add({ name: 'Enfant test', age, gender, is_test: true });
    },
    ...byId,
    ...(typeof routes === 'function' ? routes({ add }) : routes),
  });
  return { ...net, family };
}

/**
 * Freezes the calendar (Date only; timers stay real) for every test of the file, so ages and
 * the birth-year range are the same whatever day the tests run.
 */
export function onDay(instant: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
