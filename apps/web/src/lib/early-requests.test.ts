import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-mock';
import { ApiError, api } from './api-client';
import { dropEarlyRequests, sendEarlyRequests } from './early-requests';
import { tokenStorage } from './token-storage';

afterEach(() => {
  dropEarlyRequests();
  vi.unstubAllGlobals();
});

const signIn = () => tokenStorage.setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });

describe('early requests', () => {
  it("answer the app's first matching GET once; the next one goes to the network", async () => {
    signIn();
    const net = stubFetch({
      'GET /api/children': [() => json(200, [{ id: 'early' }]), () => json(200, [{ id: 'fresh' }])],
    });

    sendEarlyRequests(['/children'], 'access-1');
    expect(net.callsTo('GET /api/children')).toEqual([expect.objectContaining({ authorization: 'Bearer access-1' })]);

    await expect(api.get('/children')).resolves.toEqual([{ id: 'early' }]);
    expect(net.callsTo('GET /api/children')).toHaveLength(1);
    await expect(api.get('/children')).resolves.toEqual([{ id: 'fresh' }]);
    expect(net.callsTo('GET /api/children')).toHaveLength(2);
  });

  it('are not used under another session, nor once the first screen has what it needs', async () => {
    signIn();
    const net = stubFetch({ 'GET /api/children': () => json(200, []), 'GET /api/auth/me': () => json(200, {}) });

    sendEarlyRequests(['/children', '/auth/me'], 'an-older-token');
    await api.get('/children');
    expect(net.callsTo('GET /api/children').map((call) => call.authorization)).toEqual([
      'Bearer an-older-token',
      'Bearer access-1',
    ]);

    sendEarlyRequests(['/auth/me'], 'access-1');
    dropEarlyRequests();
    await api.get('/auth/me');
    expect(net.callsTo('GET /api/auth/me')).toHaveLength(3);
  });

  it("fail as the app's own call would: a 401 refreshes the session, no answer is a network error", async () => {
    signIn();
    const net = stubFetch({
      'GET /api/children': [() => json(401, { code: 'session_expired' }), () => json(200, [{ id: 'c1' }])],
      'POST /api/auth/refresh': () =>
        json(200, { access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'bearer', expires_in: 900 }),
      'GET /api/safety-events': () => Promise.reject(new TypeError('offline')),
    });

    sendEarlyRequests(['/children', '/safety-events'], 'access-1');
    await expect(api.get('/children')).resolves.toEqual([{ id: 'c1' }]);
    expect(net.callsTo('GET /api/children').map((call) => call.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    await expect(api.get('/safety-events')).rejects.toEqual(expect.objectContaining({ status: 0 }));
    await expect(api.get('/safety-events')).rejects.toBeInstanceOf(ApiError);
  });
});
