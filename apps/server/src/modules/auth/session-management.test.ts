import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DAY_MS, SESSION_MAX_AGE_DAYS, historyMessages, sessionMessages } from '@pourquoi/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { testConfig, useTestApp } from '../../../test/helpers/app.js';
import { bearer, registerParent } from '../../../test/helpers/factories.js';

const expired = { detail: 'Session expirée, veuillez vous reconnecter', code: 'session_expired' };

/** ASVS 3.3.1, 3.3.2 and 3.3.4 (docs/security.md): logout, the sign-in's lifetime, the devices. */
describe('sessions a parent can end', () => {
  const t = useTestApp();

  const get = (url: string, accessToken: string, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url, headers: bearer(accessToken) });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: refreshToken } });
  const logout = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refresh_token: refreshToken } });
  const revokeOthers = (accessToken: string, payload: object, app: FastifyInstance = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: bearer(accessToken), payload });
  const revokeOne = (accessToken: string, id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/sessions/${encodeURIComponent(id)}/revoke`,
      headers: bearer(accessToken),
      payload,
    });
  /** The `id` of the device holding this access token, as its own list names it. */
  const ownId = async (accessToken: string): Promise<string> => {
    const { sessions } = (await get('/api/auth/sessions', accessToken)).json();
    return sessions.find((session: { current: boolean }) => session.current).id;
  };
  const signIn = async (email: string, password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    return response.json() as { access_token: string; refresh_token: string };
  };
  /** The same parent on a phone (registered there) and on a laptop (signed in later). */
  const twoDevices = async () => {
    const phone = await registerParent(t.app, { email: 'deux@example.com' });
    t.clock.advanceMinutes(5);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'deux@example.com', password: phone.input.password },
    });
    expect(signIn.statusCode).toBe(200);
    return { phone, laptop: signIn.json() as { access_token: string; refresh_token: string } };
  };

  it('ends the access token of the device that logs out at once, and only that one', async () => {
    const { phone, laptop } = await twoDevices();
    expect((await get('/api/children', phone.access_token)).statusCode).toBe(200);

    expect((await logout(phone.refresh_token)).statusCode).toBe(204);
    const after = await get('/api/children', phone.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(expired);
    expect((await get('/api/auth/me', phone.access_token)).json()).toEqual(expired);

    // The laptop was not signed out: its access token and its refresh token still work.
    expect((await get('/api/children', laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('ends a refreshed access token of that device too', async () => {
    const parent = await registerParent(t.app);
    const rotated = (await refresh(parent.refresh_token)).json();
    expect((await logout(rotated.refresh_token)).statusCode).toBe(204);
    expect((await get('/api/children', rotated.access_token)).json()).toEqual(expired);
    expect((await get('/api/children', parent.access_token)).json()).toEqual(expired);
  });

  it(`asks for the password ${SESSION_MAX_AGE_DAYS} days after sign-in, however often the session was refreshed`, async () => {
    const parent = await registerParent(t.app);
    const signedInAt = t.clock.now().getTime();
    const moveTo = (sinceSignIn: number) => t.clock.advance(signedInAt + sinceSignIn - t.clock.now().getTime());
    const end = SESSION_MAX_AGE_DAYS * DAY_MS;
    let tokens = { refresh_token: parent.refresh_token, access_token: parent.access_token };
    // Used every ten days: each refresh works, but never pushes the end further.
    for (let day = 10; day < SESSION_MAX_AGE_DAYS; day += 10) {
      moveTo(day * DAY_MS);
      const refreshed = await refresh(tokens.refresh_token);
      expect(refreshed.statusCode, `day ${day}`).toBe(200);
      tokens = refreshed.json();
    }
    // Five minutes before the end, a refresh gives an access token that lasts five minutes, no more.
    moveTo(end - 5 * 60_000);
    const last = await refresh(tokens.refresh_token);
    expect(last.statusCode).toBe(200);
    expect(last.json().expires_in).toBe(5 * 60);
    tokens = last.json();
    expect((await get('/api/children', tokens.access_token)).statusCode).toBe(200);

    moveTo(end);
    const refused = await refresh(tokens.refresh_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(expired);
    expect((await get('/api/children', tokens.access_token)).json()).toEqual(expired);

    // Signing in again starts a new one.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: parent.input.email, password: parent.input.password },
    });
    expect(again.statusCode).toBe(200);
    expect((await refresh(again.json().refresh_token)).statusCode).toBe(200);
  });

  it('lists the signed-in devices, this one marked, with no token in sight', async () => {
    const registeredAt = t.clock.now().getTime();
    const { phone, laptop } = await twoDevices();
    t.clock.advanceMinutes(10);
    const phoneNow = (await refresh(phone.refresh_token)).json();

    const listed = await get('/api/auth/sessions', laptop.access_token);
    expect(listed.statusCode).toBe(200);
    const at = (offsetMs: number) => new Date(registeredAt + offsetMs).toISOString();
    const end = (offsetMs: number) => at(offsetMs + SESSION_MAX_AGE_DAYS * DAY_MS);
    const id = expect.stringMatching(/^[0-9a-f-]{36}$/);
    expect(listed.json()).toEqual({
      sessions: [
        // The phone, refreshed after the laptop signed in: the most recently used.
        { id, created_at: at(0), last_used_at: at(15 * 60_000), expires_at: end(0), current: false },
        { id, created_at: at(5 * 60_000), last_used_at: at(5 * 60_000), expires_at: end(5 * 60_000), current: true },
      ],
    });
    expect(listed.body).not.toContain(laptop.refresh_token);
    expect(listed.body).not.toContain(phoneNow.refresh_token);
    // Each device has its own id, kept across refreshes.
    const [phoneRow, laptopRow] = listed.json().sessions;
    expect(phoneRow.id).not.toBe(laptopRow.id);
    expect(await ownId(phoneNow.access_token)).toBe(phoneRow.id);

    // From the phone, the phone is this device; a device that logged out is gone from the list.
    const fromPhone = (await get('/api/auth/sessions', phoneNow.access_token)).json();
    expect(fromPhone.sessions.map((session: { current: boolean }) => session.current)).toEqual([true, false]);
    await logout(laptop.refresh_token);
    expect((await get('/api/auth/sessions', phoneNow.access_token)).json().sessions).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });

  it('ends every other device with the password: their refresh and access tokens stop, this one goes on', async () => {
    const { phone, laptop } = await twoDevices();
    const tablet = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        payload: { email: 'deux@example.com', password: phone.input.password },
      })
    ).json();

    const wrong = await revokeOthers(laptop.access_token, { password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'validation_error',
      fields: { password: historyMessages.wrongPassword },
    });
    const missing = await revokeOthers(laptop.access_token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ password: 'Le mot de passe est requis' });
    // Nothing ended on a refused try.
    expect((await get('/api/children', phone.access_token)).statusCode).toBe(200);

    const done = await revokeOthers(laptop.access_token, { password: phone.input.password });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ended: 2 });

    for (const other of [phone, tablet]) {
      expect((await get('/api/children', other.access_token)).json()).toEqual(expired);
      expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    }
    expect((await get('/api/children', laptop.access_token)).statusCode).toBe(200);
    const listed = (await get('/api/auth/sessions', laptop.access_token)).json();
    expect(listed.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('holds someone guessing the password there: 5 tries in 15 minutes', async () => {
    const { phone, laptop } = await twoDevices();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await revokeOthers(laptop.access_token, { password: `essai-${attempt}` })).statusCode).toBe(400);
    }
    expect((await revokeOthers(laptop.access_token, { password: phone.input.password })).statusCode).toBe(429);
    expect((await get('/api/children', phone.access_token)).statusCode).toBe(200);
  });

  it('ends one chosen device with the password: its tokens stop at once, the others go on', async () => {
    const { phone, laptop } = await twoDevices();
    const tablet = await signIn('deux@example.com', phone.input.password);
    const phoneId = await ownId(phone.access_token);

    const wrong = await revokeOne(laptop.access_token, phoneId, { password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'validation_error',
      fields: { password: historyMessages.wrongPassword },
    });
    const missing = await revokeOne(laptop.access_token, phoneId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ password: 'Le mot de passe est requis' });
    // Nothing ended on a refused try.
    expect((await get('/api/children', phone.access_token)).statusCode).toBe(200);
    expect((await get('/api/auth/sessions', laptop.access_token)).json().sessions).toHaveLength(3);

    const done = await revokeOne(laptop.access_token, phoneId, { password: phone.input.password });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ended: 1 });
    expect((await get('/api/children', phone.access_token)).json()).toEqual(expired);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);

    // The tablet and this laptop stay signed in; the phone has left the list.
    for (const device of [tablet, laptop]) {
      expect((await get('/api/children', device.access_token)).statusCode).toBe(200);
    }
    const listed = (await get('/api/auth/sessions', laptop.access_token)).json().sessions;
    expect(listed.map((session: { id: string }) => session.id)).not.toContain(phoneId);
    expect(listed).toHaveLength(2);
    expect((await refresh(tablet.refresh_token)).statusCode).toBe(200);

    // Ended once: asking again finds no such device.
    const again = await revokeOne(laptop.access_token, phoneId, { password: phone.input.password });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: sessionMessages.notFound, code: 'not_found' });
  });

  it('does not end the device making the request: « Se déconnecter » does', async () => {
    const { phone, laptop } = await twoDevices();
    const refused = await revokeOne(laptop.access_token, await ownId(laptop.access_token), {
      password: phone.input.password,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_error', detail: sessionMessages.current });
    expect((await get('/api/children', laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('lets no other account end a device, nor tell it from an unknown one', async () => {
    const { phone } = await twoDevices();
    const phoneId = await ownId(phone.access_token);
    const stranger = await registerParent(t.app, { email: 'autre@example.com' });
    const asStranger = (id: string) => revokeOne(stranger.access_token, id, { password: stranger.input.password });

    const foreign = await asStranger(phoneId);
    const unknown = await asStranger('00000000-0000-4000-8000-000000000000');
    const malformed = await asStranger('pas-un-appareil');
    for (const answer of [foreign, unknown, malformed]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ detail: sessionMessages.notFound, code: 'not_found' });
    }
    // The stranger's own list never shows the phone; the phone is still signed in.
    expect((await get('/api/auth/sessions', stranger.access_token)).body).not.toContain(phoneId);
    expect((await get('/api/children', phone.access_token)).statusCode).toBe(200);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
    // Nor without signing in.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/auth/sessions/${phoneId}/revoke`,
      payload: { password: phone.input.password },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts the tries of ending one device with those of ending all the others', async () => {
    const { phone, laptop } = await twoDevices();
    const phoneId = await ownId(phone.access_token);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await revokeOthers(laptop.access_token, { password: `essai-${attempt}` })).statusCode).toBe(400);
    }
    for (let attempt = 3; attempt < 5; attempt += 1) {
      expect((await revokeOne(laptop.access_token, phoneId, { password: `essai-${attempt}` })).statusCode).toBe(400);
    }
    expect((await revokeOne(laptop.access_token, phoneId, { password: phone.input.password })).statusCode).toBe(429);
    expect((await get('/api/children', phone.access_token)).statusCode).toBe(200);
  });

  it('reaches another instance within its session cache time', async () => {
    const other = await buildApp({
      config: testConfig(t.dataDir),
      database: t.database,
      clock: t.clock,
      sessionVersionCacheMs: 1_500,
    });
    try {
      const { phone, laptop } = await twoDevices();
      expect((await get('/api/children', phone.access_token, other)).statusCode).toBe(200);
      expect((await revokeOthers(laptop.access_token, { password: phone.input.password })).statusCode).toBe(200);
      // The documented bound: the other instance trusts what it read for its cache time at most.
      expect((await get('/api/children', phone.access_token, other)).statusCode).toBe(200);
      await sleep(1_600);
      expect((await get('/api/children', phone.access_token, other)).json()).toEqual(expired);
      expect((await get('/api/children', laptop.access_token, other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
