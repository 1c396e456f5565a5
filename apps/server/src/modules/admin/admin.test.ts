import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@pourquoi/shared';
import { children, conversations, referrals, subscriptions, users } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { readOutbox } from '../../../test/helpers/outbox.js';
import { buyPlan } from '../../../test/helpers/payments.js';
import { backupPath, restoreBackup } from './backup.js';

const env = {
  ADMIN_EMAILS: 'admin@pourquoi.fr',
  SUPPORT_EMAILS: 'support@pourquoi.fr',
  CONTACT_EMAIL: 'contact@pourquoi.fr',
};

describe('administration', () => {
  const t = useTestApp({ env });
  const admin = () => signedInVerifiedParent(t.app, { email: 'admin@pourquoi.fr' });
  const support = () => signedInVerifiedParent(t.app, { email: 'support@pourquoi.fr' });
  /** What the console's last step sends (decision 0020): the typed phrase and the staff member's password. */
  const confirmed = (phrase: string) => ({ confirmation: phrase, password: 'un-secret-de-famille' });

  const adminCalls: Array<[method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown]> = [
    ['GET', '/api/admin/users'],
    [
      'PUT',
      '/api/admin/users/00000000-0000-4000-8000-000000000000',
      { subscription_plan: 'family_monthly', subscription_end_date: null },
    ],
    ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000', confirmed(adminMessages.deletionPhrase)],
    ['GET', '/api/admin/discount-codes'],
    ['POST', '/api/admin/discount-codes', { code: 'PIRATE', type: 'percentage', value: 100 }],
    ['DELETE', '/api/admin/discount-codes/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/cleanup-database', confirmed(adminMessages.cleanupPhrase)],
    ['GET', '/api/admin/audit-log'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/reset-password'],
  ];

  it('refuses every admin call to a parent and to support, with the console’s refusal', async () => {
    const parent = await signedInParent(t.app);
    const helper = await support();
    for (const caller of [parent, helper]) {
      for (const [method, url, body] of adminCalls) {
        const response = await caller.call(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().detail).toBe(adminMessages.accessDenied);
      }
    }
    for (const [method, url, body] of adminCalls) {
      expect((await t.app.inject({ method, url, payload: body as object })).statusCode).toBe(401);
    }
    expect((await parent.call('POST', '/api/support/promo-codes', { code: 'NOEL', value: 10 })).statusCode).toBe(403);
    expect(await t.database.db.select().from(users)).toHaveLength(2);
  });

  it('tells the web app the role through me', async () => {
    expect((await (await admin()).call('GET', '/api/auth/me')).json().role).toBe('admin');
    expect((await (await support()).call('GET', '/api/auth/me')).json().role).toBe('support');
  });

  it('lets support create promotional percentage codes and nothing else', async () => {
    const helper = await support();
    const created = await helper.call('POST', '/api/support/promo-codes', {
      code: 'rentree',
      type: 'percentage',
      value: 15,
      validUntil: '2026-12-31',
      usageLimit: 50,
      description: 'Rentrée',
      onePerUser: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'RENTREE',
      type: 'percentage',
      value: 15,
      usage_limit: 50,
      valid_until: '2026-12-31',
    });
    const amount = await helper.call('POST', '/api/support/promo-codes', { code: 'CASH', type: 'amount', value: 5 });
    expect(amount.statusCode).toBe(400);
    const log = (await (await admin()).call('GET', '/api/admin/audit-log')).json().entries;
    expect(log[0]).toMatchObject({
      actor_email: 'support@pourquoi.fr',
      action: 'discount_code.create',
      target: 'RENTREE',
    });
  });

  it('lists users with their plan, edits a plan and its end date, premium following the plan', async () => {
    const operator = await admin();
    const parent = await signedInParent(t.app, { email: 'famille@example.fr', first_name: 'Marie' });
    await parent.call('POST', '/api/children', childInput());
    const listed = (await operator.call('GET', '/api/admin/users')).json().users;
    const family = listed.find((user: { email: string }) => user.email === 'famille@example.fr');
    expect(family).toEqual({
      id: parent.user.id,
      email: 'famille@example.fr',
      first_name: 'Marie',
      last_name: expect.any(String),
      role: 'user',
      is_premium: false,
      trial_end_date: '2026-11-28T09:00:00.000Z',
      subscription_plan: 'free_trial',
      subscription_end_date: null,
      subscription_status: 'trial',
      children_count: 1,
      created_at: '2026-11-21T09:00:00.000Z',
      is_contact: false,
    });

    const updated = await operator.call('PUT', `/api/admin/users/${parent.user.id}`, {
      ...family,
      subscription_plan: 'family_yearly',
      subscription_end_date: '2027-01-31',
      is_premium: true,
    });
    expect(updated.json()).toMatchObject({
      subscription_plan: 'family_yearly',
      is_premium: true,
      subscription_end_date: '2027-01-31T23:00:00.000Z', // the end of that Paris day
    });
    expect((await parent.call('GET', '/api/monetization/status')).json()).toMatchObject({
      planId: 'family_yearly',
      is_premium: true,
      nextBillingDate: null,
    });
    const back = await operator.call('PUT', `/api/admin/users/${parent.user.id}`, {
      subscription_plan: '',
      subscription_end_date: '2026-12-15',
    });
    expect(back.json()).toMatchObject({ subscription_plan: 'free_trial', is_premium: false });
    expect((await parent.call('GET', '/api/monetization/status')).json()).toMatchObject({ status: 'trial' });
    const log = (await operator.call('GET', '/api/admin/audit-log')).json().entries;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual(['user.update', 'user.update']);
    const missing = await operator.call('PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      subscription_plan: 'family_monthly',
      subscription_end_date: null,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a family and everything it holds, never the contact account nor oneself', async () => {
    const operator = await admin();
    const contact = await signedInParent(t.app, { email: 'contact@pourquoi.fr' });
    const referrer = await signedInVerifiedParent(t.app, { email: 'parrain@example.fr' });
    await buyPlan(referrer, 'essential_monthly');
    const code = (await referrer.call('GET', '/api/referral/my-code')).json().referral_code;
    const leaving = await signedInVerifiedParent(t.app, { email: 'depart@example.fr' });
    // After its trial, so the plan is paid at once and the referral counts (product.md#d14-trial-days-kept).
    t.clock.advance(7 * 24 * 60 * 60 * 1000);
    await buyPlan(leaving, 'essential_monthly', { referralCode: code });
    const child = (await leaving.call('POST', '/api/children', childInput())).json();
    await leaving.call('POST', '/api/chat', { message: 'Pourquoi le ciel est bleu ?', child_id: child.id });
    // One child on Essential: renaming it is a recorded change (the 48-hour lock).
    expect((await leaving.call('PATCH', `/api/children/${child.id}`, { name: 'Léon' })).statusCode).toBe(200);

    const deletion = confirmed(adminMessages.deletionPhrase);
    const deleted = await operator.call('DELETE', `/api/admin/users/${leaving.user.id}`, deletion);
    expect(deleted.json()).toEqual({
      user_email: 'depart@example.fr',
      deleted_data: {
        conversations: 1,
        subscriptions: 1,
        child_modifications: 1,
        referrals: 1,
        children: 1,
        stories: 0,
      },
    });
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, leaving.user.id))).toHaveLength(0);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, leaving.user.id))).toHaveLength(0);
    expect(await db.select().from(children).where(eq(children.userId, leaving.user.id))).toHaveLength(0);
    expect(await db.select().from(conversations).where(eq(conversations.userId, leaving.user.id))).toHaveLength(0);
    expect(await db.select().from(referrals)).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.id, referrer.user.id))).toHaveLength(1);

    const protectedContact = await operator.call('DELETE', `/api/admin/users/${contact.user.id}`, deletion);
    expect(protectedContact.statusCode).toBe(403);
    const self = await operator.call('DELETE', `/api/admin/users/${operator.user.id}`, deletion);
    expect(self.statusCode).toBe(403);
    expect(
      (await operator.call('GET', '/api/admin/users'))
        .json()
        .users.find((user: { is_contact: boolean }) => user.is_contact),
    ).toMatchObject({
      email: 'contact@pourquoi.fr',
    });
  });

  it('sends a reset mail to an account from the console, and logs it', async () => {
    const operator = await admin();
    const parent = await signedInParent(t.app, { email: 'oubli@example.fr' });
    const sent = await operator.call('POST', `/api/admin/users/${parent.user.id}/reset-password`);
    expect(sent.json()).toEqual({ message: 'Un lien de réinitialisation a été envoyé à oubli@example.fr' });
    await t.app.backgroundSettled();
    expect(readOutbox(t.outboxDir).map((mail) => mail.to)).toContain('oubli@example.fr');
    const log = (await operator.call('GET', '/api/admin/audit-log')).json().entries;
    expect(log[0]).toMatchObject({ action: 'user.reset_password', target: parent.user.id });
  });

  it('enforces the discount code rules on the server and deletes codes', async () => {
    const operator = await admin();
    const create = (body: Record<string, unknown>) => operator.call('POST', '/api/admin/discount-codes', body);
    expect((await create({ code: 'ZERO', type: 'percentage', value: 0 })).statusCode).toBe(400);
    expect((await create({ code: 'TROP', type: 'percentage', value: 101 })).statusCode).toBe(400);
    expect((await create({ code: 'MICRO', type: 'amount', value: 0.001 })).statusCode).toBe(400);
    expect((await create({ code: 'LIMITE', type: 'months', value: 1, usage_limit: 0 })).statusCode).toBe(400);
    expect((await create({ code: '', type: 'months', value: 1 })).statusCode).toBe(400);
    const created = await create({
      code: 'noel26',
      type: 'months',
      value: 2,
      valid_until: '2026-12-31',
      usage_limit: 100,
      description: 'Deux mois offerts',
      one_per_user: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'NOEL26', type: 'months', value: 2, usage_limit: 100, times_used: 0 });
    const duplicate = await create({ code: 'NOEL26', type: 'percentage', value: 10 });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().detail).toBe('Ce code existe déjà');
    expect((await operator.call('GET', '/api/admin/discount-codes')).json().codes).toHaveLength(1);
    expect((await operator.call('DELETE', `/api/admin/discount-codes/${created.json().id}`)).statusCode).toBe(204);
    expect((await operator.call('GET', '/api/admin/discount-codes')).json().codes).toHaveLength(0);
    expect((await operator.call('DELETE', `/api/admin/discount-codes/${created.json().id}`)).statusCode).toBe(404);
  });

  it('cleans up every account but the protected ones, after a backup that restores', async () => {
    const operator = await admin();
    await support();
    await signedInParent(t.app, { email: 'contact@pourquoi.fr' });
    for (const email of ['a@example.fr', 'b@example.fr']) {
      const parent = await signedInParent(t.app, { email });
      const child = (await parent.call('POST', '/api/children', childInput())).json();
      await parent.call('POST', '/api/chat', { message: 'Pourquoi il pleut ?', child_id: child.id });
    }
    const result = (
      await operator.call('POST', '/api/admin/cleanup-database', confirmed(adminMessages.cleanupPhrase))
    ).json();
    expect(result).toMatchObject({ deleted_users: 2, deleted_conversations: 2, deleted_subscriptions: 2 });
    // The name only: the server's path stays on the server (decision 0020).
    expect(result.backup_file).toMatch(/^pourquoi-[\dTZ-]+\.json\.gz$/);
    const backup = backupPath(t.dataDir, result.backup_file);
    expect(existsSync(backup)).toBe(true);
    const remaining = await t.database.db.select({ email: users.email }).from(users);
    expect(remaining.map((user) => user.email).sort()).toEqual([
      'admin@pourquoi.fr',
      'contact@pourquoi.fr',
      'support@pourquoi.fr',
    ]);

    const counts = await restoreBackup(t.database.db, backup);
    expect(counts.users).toBe(5);
    const restored = await t.database.db.select({ email: users.email }).from(users);
    expect(restored).toHaveLength(5);
    expect(await t.database.db.select().from(conversations)).toHaveLength(2);
    // The restored accounts sign in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'a@example.fr', password: 'un-secret-de-famille' },
    });
    expect(login.statusCode).toBe(200);
  });
});
