import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import {
  resetTokenFrom,
  verificationTokenFrom,
  waitForMail,
  waitForResetMail,
  waitForVerificationMail,
} from '../../../test/helpers/outbox.js';
import { subscribe } from '../../../test/helpers/subscription.js';

const DAY = 24 * 60 * 60 * 1000;

describe('the console’s users: trials and edits (decision 0016)', () => {
  const t = useTestApp({ env: { ADMIN_EMAILS: 'admin@pourquoi.fr', CONTACT_EMAIL: 'contact@pourquoi.fr' } });
  const admin = () => signedInVerifiedParent(t.app, { email: 'admin@pourquoi.fr' });
  const listed = async (operator: Awaited<ReturnType<typeof admin>>, email: string) =>
    (await operator.call('GET', '/api/admin/users'))
      .json()
      .users.find((user: { email: string }) => user.email === email);

  it('tells a running trial from an ended trial and from a subscriber whose plan lapsed', async () => {
    await signedInParent(t.app, { email: 'fini@example.fr' });
    const lapsed = await signedInParent(t.app, { email: 'parti@example.fr' });
    await subscribe(t.database.db, lapsed.user.id, { until: new Date('2026-11-25T00:00:00Z') });
    t.clock.advance(8 * DAY);
    await signedInParent(t.app, { email: 'essai@example.fr' });
    const paying = await signedInParent(t.app, { email: 'abonne@example.fr' });
    await subscribe(t.database.db, paying.user.id);
    const operator = await admin();

    expect(await listed(operator, 'essai@example.fr')).toMatchObject({
      is_premium: false,
      subscription_status: 'trial',
    });
    // Both still have the trial end date the spec's counter read: the status tells them apart.
    expect(await listed(operator, 'fini@example.fr')).toMatchObject({
      is_premium: false,
      trial_end_date: '2026-11-28T09:00:00.000Z',
      subscription_status: 'expired',
    });
    expect(await listed(operator, 'parti@example.fr')).toMatchObject({
      is_premium: false,
      trial_end_date: '2026-11-28T09:00:00.000Z',
      subscription_status: 'expired',
    });
    expect(await listed(operator, 'abonne@example.fr')).toMatchObject({
      is_premium: true,
      subscription_status: 'active',
    });
  });

  it('changes the names and the address, which the family must confirm again', async () => {
    const operator = await admin();
    const parent = await signedInVerifiedParent(t.app, { email: 'marie@example.fr', first_name: 'Marie' });
    // A reset link sent to the former address before the change.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'marie@example.fr' } });
    const oldReset = resetTokenFrom(await waitForResetMail(t.outboxDir, 'marie@example.fr'));
    const user = await listed(operator, 'marie@example.fr');

    const saved = await operator.call('PUT', `/api/admin/users/${parent.user.id}`, {
      ...user,
      first_name: '  Marie-Anne ',
      last_name: 'Dupont',
      email: ' Marie.Dupont@Example.fr ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      first_name: 'Marie-Anne',
      last_name: 'Dupont',
      email: 'marie.dupont@example.fr',
      subscription_plan: 'free_trial',
    });
    expect((await parent.call('GET', '/api/auth/me')).json()).toMatchObject({
      first_name: 'Marie-Anne',
      email: 'marie.dupont@example.fr',
      email_verified: false,
    });

    // The new address gets its confirmation link, the former one is told, its reset link is spent.
    const link = verificationTokenFrom(await waitForVerificationMail(t.outboxDir, 'marie.dupont@example.fr'));
    const notice = await waitForMail(t.outboxDir, 'marie@example.fr', 3);
    expect(notice.subject).toBe("L'adresse de votre compte Pourquoi a changé");
    expect(notice.text).toContain('par marie.dupont@example.fr');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: oldReset, new_password: 'un-autre-secret' },
    });
    expect(reset.statusCode).toBe(401);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: link } });
    expect(confirmed.statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: 'marie.dupont@example.fr', password: 'un-secret-de-famille' },
    });
    expect(login.statusCode).toBe(200);
    const log = (await operator.call('GET', '/api/admin/audit-log')).json().entries;
    expect(log[0]).toMatchObject({
      action: 'user.update',
      details: { before: { email: 'marie@example.fr', first_name: 'Marie' } },
    });
  });

  it('keeps an address unique and valid, and the contact account’s address as it is', async () => {
    const operator = await admin();
    await signedInParent(t.app, { email: 'pris@example.fr' });
    const parent = await signedInParent(t.app, { email: 'libre@example.fr' });
    const contact = await signedInParent(t.app, { email: 'contact@pourquoi.fr' });
    const plan = { subscription_plan: 'free_trial', subscription_end_date: null };

    const taken = await operator.call('PUT', `/api/admin/users/${parent.user.id}`, {
      ...plan,
      first_name: 'Nouveau',
      email: 'PRIS@example.fr',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().detail).toBe('Cet email est déjà utilisé');
    expect(await listed(operator, 'libre@example.fr')).toMatchObject({ first_name: 'Camille' });

    const invalid = await operator.call('PUT', `/api/admin/users/${parent.user.id}`, {
      ...plan,
      email: 'pas-un-email',
    });
    expect(invalid.statusCode).toBe(400);
    const empty = await operator.call('PUT', `/api/admin/users/${parent.user.id}`, { ...plan, last_name: ' ' });
    expect(empty.statusCode).toBe(400);

    const moved = await operator.call('PUT', `/api/admin/users/${contact.user.id}`, {
      ...plan,
      email: 'ailleurs@example.fr',
    });
    expect(moved.statusCode).toBe(403);
    const renamed = await operator.call('PUT', `/api/admin/users/${contact.user.id}`, {
      ...plan,
      first_name: 'Accueil',
      email: 'contact@pourquoi.fr',
    });
    expect(renamed.json()).toMatchObject({ first_name: 'Accueil', email: 'contact@pourquoi.fr', is_contact: true });
  });
});
