import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { parentInput, registerParent } from '../../../test/helpers/factories.js';
import { authLimits } from './rate-limits.js';

const tooMany = { detail: 'Trop de tentatives. Réessayez dans quelques minutes', code: 'rate_limited' };

describe('rate limits on the public auth calls', () => {
  const t = useTestApp();

  const login = (email: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email, password: 'mauvais-mot' },
      remoteAddress,
    });

  it('limits login attempts per address, even from many IPs, with a Retry-After', async () => {
    const max = authLimits.login[1]!.max;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await login('cible@example.com', `10.0.1.${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login('CIBLE@example.com', '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another parent is not affected.
    expect((await login('autre@example.com', '10.0.2.2')).statusCode).toBe(401);
  });

  it('limits login attempts per IP across addresses', async () => {
    const max = authLimits.login[0]!.max;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await login(`essai${attempt}@example.com`, '10.0.3.1')).statusCode).toBe(401);
    }
    expect((await login('encore@example.com', '10.0.3.1')).statusCode).toBe(429);
    expect((await login('encore@example.com', '10.0.3.2')).statusCode).toBe(401);
  });

  it('limits forgot-password per address', async () => {
    await registerParent(t.app, { email: 'spam@example.com' });
    const forgot = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'spam@example.com' } });
    for (let attempt = 0; attempt < authLimits.forgotPassword[1]!.max; attempt += 1) {
      expect((await forgot()).statusCode).toBe(200);
    }
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(tooMany);
  });

  it('limits registrations per IP', async () => {
    for (let attempt = 0; attempt < authLimits.register[0]!.max; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: parentInput(),
        remoteAddress: '10.0.4.1',
      });
      expect(response.statusCode).toBe(201);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: parentInput(),
      remoteAddress: '10.0.4.1',
    });
    expect(blocked.statusCode).toBe(429);
  });
});
