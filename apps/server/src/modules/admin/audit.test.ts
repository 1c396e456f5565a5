import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@pourquoi/shared';
import { adminAudit, discountCodes, passwordResetTokens, subscriptions, users } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { readOutbox } from '../../../test/helpers/outbox.js';

const env = { ADMIN_EMAILS: 'admin@pourquoi.fr', SUPPORT_EMAILS: 'support@pourquoi.fr' };

describe('the audit entry and its action are one transaction (decision 0020)', () => {
  const t = useTestApp({ env });

  /** Every admin and support action that changes something, against one family and one code. */
  async function actions() {
    const operator = await signedInVerifiedParent(t.app, { email: 'admin@pourquoi.fr' });
    const helper = await signedInVerifiedParent(t.app, { email: 'support@pourquoi.fr' });
    const family = await signedInParent(t.app, { email: 'famille@example.fr' });
    const [code] = await t.database.db
      .insert(discountCodes)
      .values({ code: 'ETE', type: 'percentage', value: 10 })
      .returning();
    const password = operator.input.password;
    return [
      () =>
        operator.call('PUT', `/api/admin/users/${family.user.id}`, {
          subscription_plan: 'family_monthly',
          subscription_end_date: '2027-01-31',
        }),
      () => operator.call('POST', `/api/admin/users/${family.user.id}/reset-password`),
      () => operator.call('POST', '/api/admin/discount-codes', { code: 'NOEL', type: 'months', value: 1 }),
      () => helper.call('POST', '/api/support/promo-codes', { code: 'RENTREE', value: 15 }),
      () => operator.call('DELETE', `/api/admin/discount-codes/${code!.id}`),
      () =>
        operator.call('DELETE', `/api/admin/users/${family.user.id}`, {
          confirmation: adminMessages.deletionPhrase,
          password,
        }),
      () =>
        operator.call('POST', '/api/admin/cleanup-database', { confirmation: adminMessages.cleanupPhrase, password }),
    ];
  }

  const db = () => t.database.db;
  /** What the actions above would change. */
  const state = async () => ({
    families: (await db().select().from(users).where(eq(users.email, 'famille@example.fr'))).length,
    plans: (await db().select({ plan: subscriptions.planId }).from(subscriptions)).map((row) => row.plan).sort(),
    codes: (await db().select({ code: discountCodes.code }).from(discountCodes)).map((row) => row.code).sort(),
    resetLinks: (await db().select().from(passwordResetTokens)).length,
  });

  it('writes one entry with each action', async () => {
    const calls = await actions();
    for (const call of calls) expect((await call()).statusCode).toBeLessThan(300);
    await t.app.backgroundSettled();
    expect(readOutbox(t.outboxDir).filter((mail) => mail.text.includes('/reset-password'))).toHaveLength(1);
    const entries = await db().select({ action: adminAudit.action }).from(adminAudit);
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      [
        'database.cleanup',
        'discount_code.create',
        'discount_code.create',
        'discount_code.delete',
        'user.delete',
        'user.reset_password',
        'user.update',
      ].sort(),
    );
  });

  it('undoes each action whose entry the database refuses, and sends no mail', async () => {
    const calls = await actions();
    const before = await state();
    // The database itself refuses every new audit row (a constraint checked on new rows only).
    await db().execute(sql`alter table admin_audit add constraint audit_refused check (false) not valid`);
    try {
      for (const call of calls) expect((await call()).statusCode).toBe(500);
    } finally {
      await db().execute(sql`alter table admin_audit drop constraint audit_refused`);
    }
    expect(await state()).toEqual(before);
    expect(await db().select().from(adminAudit)).toHaveLength(0);
    await t.app.backgroundSettled();
    expect(readOutbox(t.outboxDir).filter((mail) => mail.text.includes('/reset-password'))).toHaveLength(0);
  });

  it('leaves no entry for a refused action', async () => {
    const operator = await signedInVerifiedParent(t.app, { email: 'admin@pourquoi.fr' });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await operator.call('DELETE', `/api/admin/discount-codes/${missing}`)).statusCode).toBe(404);
    const update = { subscription_plan: 'family_monthly', subscription_end_date: null };
    expect((await operator.call('PUT', `/api/admin/users/${missing}`, update)).statusCode).toBe(404);
    const self = await operator.call('DELETE', `/api/admin/users/${operator.user.id}`, {
      confirmation: adminMessages.deletionPhrase,
      password: operator.input.password,
    });
    expect(self.statusCode).toBe(403);
    expect(await db().select().from(adminAudit)).toHaveLength(0);
  });
});
