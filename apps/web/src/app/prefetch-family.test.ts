import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { meQueryKey } from '@/features/auth/api/get-me';
import { createQueryClient } from '@/lib/query-client';
import { localKeys } from '@/lib/local-keys';
import { queryKeys } from '@/lib/query-keys';
import { writeItem } from '@/lib/storage';
import { json, stubFetch } from '@/test/fetch-mock';
import { preloadSignedInApp } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const routes = {
  'GET /api/auth/me': () =>
    json(200, { id: 'u1', email: 'camille@example.com', first_name: 'Camille', last_name: 'Martin', role: 'user' }),
  'GET /api/children': () => json(200, []),
  'GET /api/monetization/status': () => json(500),
  'GET /api/monetization/usage': () => json(500),
  'GET /api/safety-events': () => json(200, []),
};

describe('opening the app with a session', () => {
  it("checks the session and asks for the family's first answers before anything renders", async () => {
    writeItem(localKeys.accessToken, 'jeton');
    const { calls } = stubFetch(routes);
    const queryClient = createQueryClient();
    expect(preloadSignedInApp(queryClient)).toBe(true);
    await waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual([
        '/api/auth/me',
        '/api/children',
        '/api/monetization/status',
        '/api/monetization/usage',
        '/api/safety-events',
      ]),
    );
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.childList)).toEqual([]));
    expect(queryClient.getQueryData(meQueryKey)).toMatchObject({ first_name: 'Camille' });
    expect(calls.every((call) => call.authorization === 'Bearer jeton')).toBe(true);
  });

  it('asks for nothing without a session', () => {
    const { calls } = stubFetch(routes);
    const queryClient = createQueryClient();
    expect(preloadSignedInApp(queryClient)).toBe(false);
    // A query asked for is in the cache at once, before its request goes out: none is.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(calls).toEqual([]);
  });
});
