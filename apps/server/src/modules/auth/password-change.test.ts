import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { bearer, registerParent } from '../../../test/helpers/factories.js';
import {
  isMailOfKind,
  readOutbox,
  resetTokenFrom,
  waitForPasswordChangedMail,
  waitForResetMail,
} from '../../../test/helpers/outbox.js';

describe('changing the password from the app (ASVS 2.1.5, 2.1.6)', () => {
  const t = useTestApp();

  const change = (accessToken: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(accessToken), payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email, password } });
  const refresh = (refresh_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) });

  it('keeps this device signed in, signs the others out, and only the new password opens the account', async () => {
    const phone = await registerParent(t.app, { email: 'change@example.com', first_name: 'Inès' });
    const laptop = (await login('change@example.com', phone.input.password)).json();

    const changed = await change(phone.access_token, {
      current_password: phone.input.password,
      new_password: 'un-tout-nouveau-secret',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json();
    expect(fresh).toMatchObject({ token_type: 'bearer', expires_in: 900 });

    // This device goes on with the pair it was just given.
    expect((await me(fresh.access_token)).json()).toMatchObject({ email: 'change@example.com' });
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
    // Every earlier session ends, this device's old tokens included.
    expect((await me(phone.access_token)).statusCode).toBe(401);
    expect((await me(laptop.access_token)).statusCode).toBe(401);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(401);

    expect((await login('change@example.com', phone.input.password)).statusCode).toBe(401);
    expect((await login('change@example.com', 'un-tout-nouveau-secret')).statusCode).toBe(200);
  });

  it('emails the owner in French, saying what to do if it was not them (ASVS 2.2.3)', async () => {
    const parent = await registerParent(t.app, { email: 'averti@example.com', first_name: 'Inès' });
    const changed = await change(parent.access_token, {
      current_password: parent.input.password,
      new_password: 'un-tout-nouveau-secret',
    });
    expect(changed.statusCode).toBe(200);

    const mail = await waitForPasswordChangedMail(t.outboxDir, 'averti@example.com');
    expect(mail.subject).toBe('Votre mot de passe a été modifié');
    expect(mail.text).toContain('Bonjour Inès,');
    expect(mail.text).toContain('a été modifié le 21 novembre 2026 à 10:00 (heure de Paris)');
    expect(mail.text).toContain('«\u202fMot de passe oublié\u202f»');
    expect(mail.text).toContain('http://localhost:8001/forgot-password');
    expect(mail.html).toContain('<strong>21 novembre 2026 à 10:00</strong>');
    expect(mail.html).toContain('href="http://localhost:8001/forgot-password"');
    // A notice, not a key: no link in it acts on the account.
    expect(mail.text).not.toMatch(/token=/);
    expect(mail.text).not.toContain('un-tout-nouveau-secret');
  });

  it('refuses a wrong current password with the account deletion’s words, and changes nothing', async () => {
    const parent = await registerParent(t.app, { email: 'erreur@example.com' });
    const wrong = await change(parent.access_token, { current_password: 'pas-le-bon', new_password: 'autre-secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: 'Mot de passe incorrect',
      code: 'validation_error',
      fields: { current_password: 'Mot de passe incorrect' },
    });

    expect((await me(parent.access_token)).statusCode).toBe(200);
    expect((await refresh(parent.refresh_token)).statusCode).toBe(200);
    expect((await login('erreur@example.com', parent.input.password)).statusCode).toBe(200);
    await t.app.backgroundSettled();
    expect(readOutbox(t.outboxDir).filter(isMailOfKind('passwordChanged'))).toHaveLength(0);
  });

  it('checks both fields in French before anything else', async () => {
    const parent = await registerParent(t.app);
    const empty = await change(parent.access_token, { current_password: '', new_password: '123' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      current_password: 'Votre mot de passe actuel est requis',
      new_password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
  });

  it('needs a session', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'un-secret-de-famille', new_password: 'autre-secret' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops guessing the current password: the sixth try in a quarter of an hour is refused', async () => {
    const parent = await registerParent(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await change(parent.access_token, { current_password: `essai-${attempt}`, new_password: 'neuf-1' });
      expect(wrong.statusCode).toBe(400);
    }
    const held = await change(parent.access_token, {
      current_password: parent.input.password,
      new_password: 'autre-secret',
    });
    expect(held.statusCode).toBe(429);
    expect((await login(parent.input.email, parent.input.password)).statusCode).toBe(200);
  });
});

describe('a reset tells the owner too (ASVS 2.5.5)', () => {
  const t = useTestApp();

  it('emails « Votre mot de passe a été modifié » after the emailed link is used', async () => {
    const parent = await registerParent(t.app, { email: 'reinit@example.com', first_name: 'Paul' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: parent.input.email } });
    const token = resetTokenFrom(await waitForResetMail(t.outboxDir, parent.input.email));
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'girafe-du-jardin' },
    });
    expect(done.statusCode).toBe(200);

    const mail = await waitForPasswordChangedMail(t.outboxDir, 'reinit@example.com');
    expect(mail.subject).toBe('Votre mot de passe a été modifié');
    expect(mail.text).toContain('Bonjour Paul,');
    expect(mail.text).toContain('«\u202fMot de passe oublié\u202f»');
  });
});
