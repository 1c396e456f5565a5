import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { localKeys } from '@/lib/local-keys';
import { familyStatus, trialStatus, usageFor } from '@/test/family';
import { json, stubFetch } from '@/test/fetch-mock';
import { useSubscriptionStatus } from './get-subscription-status';
import { usageUnknown, useUsage } from './get-usage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const withClient = () => {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
};

/** An answer held back until `release` is called: what the screen shows while the server thinks. */
function heldAnswer(body: unknown) {
  let release = () => {};
  const answered = new Promise<Response>((resolve) => {
    release = () => resolve(json(200, body));
  });
  return { handler: () => answered, release: () => release() };
}

describe('the subscription and usage caches (product.md#status-and-usage)', () => {
  it("show the last known plan and usage at once, then the server's answer, which is kept for next time", async () => {
    localStorage.setItem(localKeys.subscriptionCache, JSON.stringify(trialStatus({ trial_days_remaining: 2 })));
    localStorage.setItem(localKeys.usageCache, JSON.stringify(usageFor({ questionsToday: 1 })));
    const status = heldAnswer(familyStatus());
    const usage = heldAnswer(usageFor({ questionsToday: 2 }));
    stubFetch({ 'GET /api/monetization/status': status.handler, 'GET /api/monetization/usage': usage.handler });

    const wrapper = withClient();
    const shown = renderHook(() => ({ status: useSubscriptionStatus(), usage: useUsage() }), { wrapper });
    expect(shown.result.current.status.data?.trial_days_remaining).toBe(2);
    expect(shown.result.current.usage.data?.questionsToday).toBe(1);

    status.release();
    usage.release();
    await waitFor(() => expect(shown.result.current.status.data?.planId).toBe(familyStatus().planId));
    await waitFor(() => expect(shown.result.current.usage.data?.questionsToday).toBe(2));
    expect(JSON.parse(localStorage.getItem(localKeys.usageCache)!)).toMatchObject({ questionsToday: 2 });
  });

  it('show nothing made up when the cache is missing or damaged', () => {
    localStorage.setItem(localKeys.usageCache, '{"questionsToday":"beaucoup"');
    stubFetch({
      'GET /api/monetization/status': heldAnswer(trialStatus()).handler,
      'GET /api/monetization/usage': heldAnswer(usageFor()).handler,
    });
    const shown = renderHook(() => ({ status: useSubscriptionStatus(), usage: useUsage() }), { wrapper: withClient() });
    expect(shown.result.current.status.data).toBeUndefined();
    expect(shown.result.current.usage.data).toBeUndefined();
  });

  it('stand in for the server when the call fails: the last plan and usage kept (product.md#status-and-usage)', async () => {
    localStorage.setItem(localKeys.subscriptionCache, JSON.stringify(trialStatus({ trial_days_remaining: 2 })));
    localStorage.setItem(localKeys.usageCache, JSON.stringify(usageFor({ questionsToday: 1 })));
    stubFetch({
      'GET /api/monetization/status': () => json(503, { detail: 'Maintenance', code: 'internal_error' }),
      'GET /api/monetization/usage': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const shown = renderHook(() => ({ status: useSubscriptionStatus(), usage: useUsage() }), { wrapper: withClient() });
    await waitFor(() => expect(shown.result.current.status.isFetching).toBe(false));
    await waitFor(() => expect(shown.result.current.usage.isFetching).toBe(false));
    expect(shown.result.current.status.isError).toBe(false);
    expect(shown.result.current.status.data?.trial_days_remaining).toBe(2);
    expect(shown.result.current.usage.data?.questionsToday).toBe(1);
  });

  it('fall back to zeros for the usage, and to nothing made up for the plan, when nothing is kept', async () => {
    stubFetch({
      'GET /api/monetization/status': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/monetization/usage': () => json(500),
    });
    const shown = renderHook(() => ({ status: useSubscriptionStatus(), usage: useUsage() }), { wrapper: withClient() });
    await waitFor(() => expect(shown.result.current.usage.isSuccess).toBe(true));
    expect(shown.result.current.usage.data).toEqual(usageUnknown);
    expect(shown.result.current.usage.data).toMatchObject({ questionsToday: 0, storiesThisMonth: 0, exportCount: 0 });
    await waitFor(() => expect(shown.result.current.status.isError).toBe(true));
    expect(shown.result.current.status.data).toBeUndefined();
    // A stand-in is not kept as if the server had said it.
    expect(localStorage.getItem(localKeys.usageCache)).toBeNull();
  });
});
