import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { bearer, registerParent } from '../../../test/helpers/factories.js';

describe('refresh and logout', () => {
  const t = useTestApp();

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });

  it('rotates the refresh token and gives a new working access token', async () => {
    const session = await registerParent(t.app);
    t.clock.advanceMinutes(20); // the access token has expired by now
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(200);
    const rotated = response.json();
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(rotated.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a refresh token in the query string with a 400, and does not use it (decision 0020)', async () => {
    const session = await registerParent(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/refresh?refresh_token=${session.refresh_token}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      detail: "Le jeton de session se transmet dans le corps de la requête (refresh_token), jamais dans l'adresse",
    });
    // Still unspent: the same token in the body rotates once.
    expect((await refresh(session.refresh_token)).statusCode).toBe(200);
  });

  it('treats a reused refresh token as theft: 401 and the whole session is revoked', async () => {
    const session = await registerParent(t.app);
    const first = (await refresh(session.refresh_token)).json();

    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Session expirée, veuillez vous reconnecter', code: 'session_expired' });
    // The legitimate successor is revoked too: whoever holds it must sign in again.
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same parent alive when one is revoked', async () => {
    const phone = await registerParent(t.app, { email: 'deux@example.com', password: 'un-secret-de-famille' });
    const laptop = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { email: 'deux@example.com', password: 'un-secret-de-famille' },
      })
    ).json();
    await refresh(phone.refresh_token);
    await refresh(phone.refresh_token); // replay: revokes the phone's session only
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown, missing or expired refresh token', async () => {
    const session = await registerParent(t.app);
    expect((await refresh('inconnu')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes the refresh token', async () => {
    const session = await registerParent(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: session.refresh_token },
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});
