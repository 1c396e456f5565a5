import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@pourquoi/shared';
import { buildApp } from '../../app.js';
import { testConfig, useTestApp } from '../../../test/helpers/app.js';
import { bearer, registerParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { resetTokenFrom, waitForResetMail } from '../../../test/helpers/outbox.js';
import { runStaffCommand } from './staff-accounts.js';

const expired = { detail: 'Session expirée, veuillez vous reconnecter', code: 'session_expired' };

/** Decision 0020: an access token outlived a password reset by up to 15 minutes. */
describe('access tokens die with the session version (decision 0020)', () => {
  const t = useTestApp({ env: { ADMIN_EMAILS: 'chef@pourquoi.fr' } });

  const get = (url: string, accessToken: string, app = t.app) =>
    app.inject({ method: 'GET', url, headers: bearer(accessToken) });
  const login = async (email: string, password: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    return response.json().access_token as string;
  };
  const resetLink = async (email: string) => {
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    return resetTokenFrom(await waitForResetMail(t.outboxDir, email));
  };
  const resetPassword = async (email: string, newPassword: string, token?: string) => {
    token ??= await resetLink(email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: newPassword },
    });
    expect(response.statusCode).toBe(200);
  };

  it('refuses a token from before a password reset, and accepts one signed after it', async () => {
    const parent = await registerParent(t.app, { email: 'reset@example.com' });
    expect((await get('/api/children', parent.access_token)).statusCode).toBe(200);
    await resetPassword('reset@example.com', 'tout-nouveau');
    const old = await get('/api/children', parent.access_token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(expired);
    expect((await get('/api/children', await login('reset@example.com', 'tout-nouveau'))).statusCode).toBe(200);
  });

  it('refuses a staff token from before a role change made with `npm run staff`, on every call', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'marie@pourquoi.fr' });
    const before = await login('marie@pourquoi.fr', chef.input.password);
    expect((await get('/api/admin/users', before)).statusCode).toBe(403);

    const context = { db: t.database.db, config: t.app.config, now: t.clock.now() };
    await runStaffCommand(context, { action: 'add', role: 'admin', email: 'marie@pourquoi.fr' });
    // Staff calls read the account each time: refused at once, whatever the cache holds.
    expect((await get('/api/admin/users', before)).json()).toEqual(expired);
    const promoted = await login('marie@pourquoi.fr', chef.input.password);
    expect((await get('/api/admin/users', promoted)).statusCode).toBe(200);

    await runStaffCommand(context, { action: 'remove', email: 'marie@pourquoi.fr' });
    expect((await get('/api/admin/users', promoted)).json()).toEqual(expired);
    const demoted = await get('/api/admin/users', await login('marie@pourquoi.fr', chef.input.password));
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().detail).toBe(adminMessages.accessDenied);
  });

  it('refuses the token of an account deleted by its owner', async () => {
    const parent = await registerParent(t.app, { email: 'depart@example.com' });
    expect((await get('/api/children', parent.access_token)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(parent.access_token),
      payload: { password: parent.input.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get('/api/children', parent.access_token)).json()).toEqual(expired);
    expect((await get('/api/auth/me', parent.access_token)).json()).toEqual(expired);
  });

  it('refuses the token of an account an admin deleted', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const parent = await registerParent(t.app, { email: 'supprime@example.com' });
    expect((await get('/api/children', parent.access_token)).statusCode).toBe(200);
    const deleted = await chef.call('DELETE', `/api/admin/users/${parent.user.id}`, {
      confirmation: adminMessages.deletionPhrase,
      password: chef.input.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get('/api/children', parent.access_token)).json()).toEqual(expired);
  });

  it('reaches another instance within its session cache time', async () => {
    const other = await buildApp({
      config: testConfig(t.dataDir),
      database: t.database,
      clock: t.clock,
      sessionVersionCacheMs: 1_500,
    });
    try {
      const parent = await registerParent(t.app, { email: 'deux@example.com' });
      const link = await resetLink('deux@example.com');
      expect((await get('/api/children', parent.access_token, other)).statusCode).toBe(200);
      await resetPassword('deux@example.com', 'autre-secret', link);
      // The documented bound: the other instance still trusts what it read, for its cache time at most.
      expect((await get('/api/children', parent.access_token, other)).statusCode).toBe(200);
      await sleep(1_600);
      expect((await get('/api/children', parent.access_token, other)).json()).toEqual(expired);
      // A token signed after the reset works on both at once, even before the other instance re-reads.
      const fresh = await login('deux@example.com', 'autre-secret');
      expect((await get('/api/children', fresh, other)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
