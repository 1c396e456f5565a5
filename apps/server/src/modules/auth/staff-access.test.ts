import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@pourquoi/shared';
import { buildApp } from '../../app.js';
import { users } from '../../db/schema.js';
import { testConfig, useTestApp } from '../../../test/helpers/app.js';
import { signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { verificationTokenFrom, waitForVerificationMail } from '../../../test/helpers/outbox.js';

const env = { ADMIN_EMAILS: 'chef@pourquoi.fr', SUPPORT_EMAILS: 'aide@pourquoi.fr' };
const promoCode = { code: 'GRATUIT', value: 100, usageLimit: 1000 };

/** Decision 0020: registering a listed address gave its staff role at once, with no email check. */
describe('staff roles need a confirmed address (product.md#d15-verified-staff)', () => {
  const t = useTestApp({ env });

  const confirmAddress = async (email: string) => {
    const token = verificationTokenFrom(await waitForVerificationMail(t.outboxDir, email));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(response.statusCode).toBe(200);
  };

  it('gives a listed admin address nothing until its emailed link is used, then the console', async () => {
    const chef = await signedInParent(t.app, { email: 'chef@pourquoi.fr' });
    const before = await chef.call('GET', '/api/admin/users');
    expect(before.statusCode).toBe(403);
    expect(before.json().detail).toBe(adminMessages.accessDenied);
    expect((await chef.call('GET', '/api/auth/me')).json()).toMatchObject({ role: 'user', email_verified: false });

    await confirmAddress('chef@pourquoi.fr');
    const after = await chef.call('GET', '/api/admin/users');
    expect(after.statusCode).toBe(200);
    expect(after.json().users).toEqual([expect.objectContaining({ email: 'chef@pourquoi.fr', role: 'admin' })]);
    expect((await chef.call('GET', '/api/auth/me')).json()).toMatchObject({ role: 'admin', email_verified: true });
  });

  it('lets a listed support address create no promo code until its link is used', async () => {
    const aide = await signedInParent(t.app, { email: 'aide@pourquoi.fr' });
    expect((await aide.call('POST', '/api/support/promo-codes', promoCode)).statusCode).toBe(403);
    await confirmAddress('aide@pourquoi.fr');
    expect((await aide.call('POST', '/api/support/promo-codes', promoCode)).statusCode).toBe(201);
    expect((await aide.call('GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('drops the role at the next call once the address leaves the configuration', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    expect((await chef.call('GET', '/api/admin/users')).statusCode).toBe(200);
    // The same database after a restart with ADMIN_EMAILS emptied.
    const restarted = await buildApp({
      config: testConfig(t.dataDir, { SUPPORT_EMAILS: env.SUPPORT_EMAILS }),
      database: t.database,
      clock: t.clock,
    });
    try {
      const headers = { authorization: `Bearer ${chef.access_token}` };
      expect((await restarted.inject({ method: 'GET', url: '/api/admin/users', headers })).statusCode).toBe(403);
      expect((await restarted.inject({ method: 'GET', url: '/api/auth/me', headers })).json().role).toBe('user');
    } finally {
      await restarted.close();
    }
  });

  it('drops the role at the next call once the account’s address is another', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    expect((await chef.call('GET', '/api/admin/users')).statusCode).toBe(200);
    await t.database.db.update(users).set({ email: 'ailleurs@pourquoi.fr' }).where(eq(users.id, chef.user.id));
    expect((await chef.call('GET', '/api/admin/users')).statusCode).toBe(403);
  });

  it('counts as staff in the cleanup only an account that acts as staff', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const unconfirmedAide = await signedInParent(t.app, { email: 'aide@pourquoi.fr' });
    const family = await signedInParent(t.app);
    const cleanup = await chef.call('POST', '/api/admin/cleanup-database', {
      confirmation: adminMessages.cleanupPhrase,
      password: chef.input.password,
    });
    expect(cleanup.statusCode, cleanup.body).toBe(200);
    const left = (await t.database.db.select({ id: users.id }).from(users)).map((row) => row.id);
    expect(left).toEqual([chef.user.id]);
    expect(left).not.toContain(unconfirmedAide.user.id);
    expect(left).not.toContain(family.user.id);
  });
});
