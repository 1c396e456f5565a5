import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { bearer, registerParent } from '../../../test/helpers/factories.js';

describe('POST /api/auth/token', () => {
  const t = useTestApp();

  it('signs in with the email trimmed and in any case', async () => {
    const { user } = await registerParent(t.app, { email: 'sam@example.com', password: 'bonjour123' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: '  SAM@Example.com ', password: 'bonjour123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'bearer', user });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(response.json().access_token),
    });
    expect(me.json().email).toBe('sam@example.com');
  });

  it('answers the same 401 for a wrong password and an unknown address (no account discovery)', async () => {
    await registerParent(t.app, { email: 'sam@example.com', password: 'bonjour123' });
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'sam@example.com', password: 'mauvais' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'personne@example.com', password: 'bonjour123' },
    });
    const expected = { detail: 'Email ou mot de passe incorrect', code: 'invalid_credentials' };
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
  });

  it('requires both fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
    });
  });
});

describe('GET /api/auth/me', () => {
  const t = useTestApp();

  it('answers 401 without a token, with a forged token and with an expired one', async () => {
    const { access_token } = await registerParent(t.app);
    const [header, payload] = access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;

    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(forged) });
    t.clock.advanceMinutes(16);
    const expired = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(access_token) });

    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('not_authenticated');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('session_expired');
    expect(expired.statusCode).toBe(401);
  });
});
