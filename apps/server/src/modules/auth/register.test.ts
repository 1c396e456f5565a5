import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { bearer, parentInput, registerParent } from '../../../test/helpers/factories.js';

describe('POST /api/auth/register', () => {
  const t = useTestApp({ env: { ADMIN_EMAILS: 'Chef@Example.com', SUPPORT_EMAILS: 'aide@example.com' } });

  it('creates the account, answers tokens and the user, and starts a 7-day trial', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: parentInput({ email: '  Lea.Martin@Example.COM ', first_name: ' Léa ', last_name: 'Martin' }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: {
        email: 'lea.martin@example.com',
        first_name: 'Léa',
        last_name: 'Martin',
        role: 'user',
        email_verified: false,
      },
    });
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).toHaveLength(43);

    const [stored] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored?.passwordHash).not.toContain('un-secret-de-famille');
    const [trial] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, body.user.id));
    expect(trial).toMatchObject({ planId: 'free_trial', status: 'trial' });
    expect(trial?.trialEndsAt?.toISOString()).toBe('2026-11-28T09:00:00.000Z');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('refuses an address already used, whatever its case, with the spec message', async () => {
    await registerParent(t.app, { email: 'nina@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: parentInput({ email: 'NINA@example.com' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Cet email est déjà utilisé', code: 'email_taken' });
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('answers every invalid field with its French message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'pas-une-adresse', password: '12345', first_name: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: "Format d'email invalide",
      code: 'validation_error',
      fields: {
        email: "Format d'email invalide",
        password: 'Le mot de passe doit contenir au moins 6 caractères',
        first_name: 'Le prénom est requis',
        last_name: 'Le nom est requis',
      },
    });
  });

  it('names a broken JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: "Le corps de la requête n'est pas un JSON valide",
      code: 'invalid_json',
    });
  });

  it.each([
    ['an empty JSON body', '', 'application/json'],
    ['a body of the wrong type', '["a"]', 'application/json'],
    ['a form body', 'email=a', 'text/plain'],
  ])('answers 4xx, never 500, to %s', async (_label, payload, contentType) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().code).toBeTypeOf('string');
  });

  it('bounds huge inputs instead of hashing them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: parentInput({ password: 'x'.repeat(10_000), first_name: 'y'.repeat(10_000) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      password: 'Le mot de passe ne peut pas dépasser 128 caractères',
      first_name: 'Ce champ ne peut pas dépasser 100 caractères',
    });
  });

  it('gives no staff role at registration, not to a listed address nor to a client asking (product.md#d15-verified-staff)', async () => {
    const admin = await registerParent(t.app, { email: 'chef@example.com' });
    const support = await registerParent(t.app, { email: 'aide@example.com' });
    const parent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...parentInput(), role: 'admin' },
    });
    expect(admin.user).toMatchObject({ role: 'user', email_verified: false });
    expect(support.user).toMatchObject({ role: 'user', email_verified: false });
    expect(parent.json().user.role).toBe('user');
    const stored = await t.database.db.select({ role: users.role }).from(users);
    expect(stored.map((row) => row.role)).toEqual(['user', 'user', 'user']);
  });
});
