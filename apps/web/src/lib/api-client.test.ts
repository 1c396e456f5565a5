import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-mock';
import { ApiError, api } from './api-client';
import { tokenStorage } from './token-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signIn = () => tokenStorage.setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
const rotated = { access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'bearer', expires_in: 900 };
const expired = () => json(401, { detail: 'Session expirée, veuillez vous reconnecter', code: 'session_expired' });

describe('api client', () => {
  it('sends JSON with the bearer token under /api', async () => {
    signIn();
    const net = stubFetch({ 'POST /api/children': () => json(201, { id: 'c1' }) });
    await expect(api.post('/children', { name: 'Tom' })).resolves.toEqual({ id: 'c1' });
    expect(net.calls[0]).toMatchObject({ authorization: 'Bearer access-1', body: { name: 'Tom' } });
  });

  it('on a 401 refreshes once, keeps the rotated pair, and retries the request', async () => {
    signIn();
    const net = stubFetch({
      'GET /api/children': [expired, () => json(200, [{ id: 'c1' }])],
      'POST /api/auth/refresh': () => json(200, rotated),
    });

    await expect(api.get('/children')).resolves.toEqual([{ id: 'c1' }]);

    expect(net.callsTo('POST /api/auth/refresh')).toEqual([
      expect.objectContaining({ body: { refresh_token: 'refresh-1' }, authorization: null }),
    ]);
    expect(net.callsTo('GET /api/children').map((call) => call.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(localStorage.getItem('access_token')).toBe('access-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const net = stubFetch({
      'GET /api/children': (request) => (request.authorization === 'Bearer access-1' ? expired() : json(200, [])),
      'GET /api/monetization/usage': (request) =>
        request.authorization === 'Bearer access-1' ? expired() : json(200, { questionsToday: 0 }),
      'POST /api/auth/refresh': () => json(200, rotated),
    });

    await Promise.all([api.get('/children'), api.get('/monetization/usage'), api.get('/children')]);
    expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('reuses the tokens another tab refreshed while it waited for the lock', async () => {
    signIn();
    const request = vi.fn(async (_name: string, task: () => Promise<unknown>) => {
      // Another tab held the lock and rotated the pair meanwhile.
      tokenStorage.setTokens({ access_token: 'access-9', refresh_token: 'refresh-9' });
      return task();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const net = stubFetch({
      'GET /api/children': (call) => (call.authorization === 'Bearer access-9' ? json(200, []) : expired()),
    });

    await expect(api.get('/children')).resolves.toEqual([]);
    expect(request).toHaveBeenCalledWith('pourquoi-refresh', expect.any(Function));
    expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(0);
  });

  it('signs out when the refresh fails, and throws the original 401', async () => {
    signIn();
    const net = stubFetch({
      'GET /api/children': expired,
      'POST /api/auth/refresh': () =>
        json(401, { detail: 'Session expirée, veuillez vous reconnecter', code: 'session_expired' }),
    });

    const error = await api.get('/children').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'session_expired',
      message: 'Session expirée, veuillez vous reconnecter',
    });
    expect(net.callsTo('GET /api/children')).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    signIn();
    stubFetch({
      'GET /api/children': expired,
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const error = await api.get('/children').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('never refreshes for a call made without a token (login, register)', async () => {
    const net = stubFetch({
      'POST /api/auth/token': () =>
        json(401, { detail: 'Email ou mot de passe incorrect', code: 'invalid_credentials' }),
    });
    await expect(api.post('/auth/token', { email: 'a@b.fr', password: 'x' }, { auth: false })).rejects.toMatchObject({
      status: 401,
      message: 'Email ou mot de passe incorrect',
    });
    expect(net.calls).toHaveLength(1);
  });

  it('turns no answer into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/children')).rejects.toMatchObject({
      status: 0,
      message: 'Problème de connexion. Vérifiez votre internet',
    });
  });

  it('gives up after the time-out (45 s for the session check)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) =>
              init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
            ),
        ),
      );
      const pending = api.get('/auth/me').catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(44_999);
      expect(vi.mocked(fetch).mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
