import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers/app.js';
import { registerParent } from '../../../test/helpers/factories.js';
import { isMailOfKind, readOutbox, resetTokenFrom, waitForResetMail } from '../../../test/helpers/outbox.js';

describe('password reset', () => {
  const t = useTestApp();

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const validate = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/validate-reset-token', payload: { token } });
  const validateInPath = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${encodeURIComponent(token)}` });
  const reset = (token: string, new_password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { email, password } });

  async function requestLink(email: string) {
    expect((await forgot(email)).statusCode).toBe(200);
    return resetTokenFrom(await waitForResetMail(t.outboxDir, email));
  }

  it('emails a French link valid one hour that sets a new password once', async () => {
    const parent = await registerParent(t.app, { email: 'oubli@example.com', first_name: 'Inès' });
    const response = await forgot('Oubli@Example.com');
    expect(response.statusCode).toBe(200);

    const mail = await waitForResetMail(t.outboxDir, 'oubli@example.com');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Pourquoi');
    expect(mail.text).toContain('Bonjour Inès,');
    expect(mail.text).toContain('valide pendant 1 heure');
    expect(mail.text).toMatch(/http:\/\/localhost:8001\/reset-password\?token=/);
    expect(mail.html).toContain('valide pendant <strong>1 heure</strong>');
    const token = resetTokenFrom(mail);

    expect((await validate(token)).json()).toEqual({ valid: true });
    expect((await validateInPath(token)).json()).toEqual({ valid: true });
    const done = await reset(token, 'nouveau-secret');
    expect(done.statusCode).toBe(200);

    expect((await login('oubli@example.com', parent.input.password)).statusCode).toBe(401);
    expect((await login('oubli@example.com', 'nouveau-secret')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    await registerParent(t.app, { email: 'connu@example.com' });
    const known = await forgot('connu@example.com');
    const unknown = await forgot('inconnu@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await waitForResetMail(t.outboxDir, 'connu@example.com');
    expect(
      readOutbox(t.outboxDir)
        .filter(isMailOfKind('reset'))
        .map((mail) => mail.to),
    ).toEqual(['connu@example.com']);
  });

  it('sends the email even when the server shuts down right after answering', async () => {
    await registerParent(t.app, { email: 'arret@example.com' });
    expect((await forgot('arret@example.com')).statusCode).toBe(200);
    await t.app.close();
    expect(
      readOutbox(t.outboxDir)
        .filter(isMailOfKind('reset'))
        .map((mail) => mail.to),
    ).toEqual(['arret@example.com']);
  });

  it('refuses a reused link', async () => {
    await registerParent(t.app, { email: 'deux-fois@example.com' });
    const token = await requestLink('deux-fois@example.com');
    expect((await reset(token, 'premier-secret')).statusCode).toBe(200);
    const again = await reset(token, 'second-secret');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      detail: 'Lien de réinitialisation expiré ou invalide',
      code: 'invalid_reset_token',
    });
    expect((await validate(token)).statusCode).toBe(401);
    expect((await validateInPath(token)).statusCode).toBe(401);
    expect((await login('deux-fois@example.com', 'premier-secret')).statusCode).toBe(200);
  });

  it('refuses a link after one hour', async () => {
    await registerParent(t.app, { email: 'tard@example.com' });
    const token = await requestLink('tard@example.com');
    t.clock.advanceMinutes(59);
    expect((await validate(token)).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    expect((await validate(token)).statusCode).toBe(401);
    expect((await reset(token, 'trop-tard')).statusCode).toBe(401);
  });

  it('refuses a weak password with 400 and keeps the link usable', async () => {
    await registerParent(t.app, { email: 'faible@example.com' });
    const token = await requestLink('faible@example.com');
    const weak = await reset(token, '123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect((await reset(token, 'assez-long')).statusCode).toBe(200);
  });

  it('signs every session out and spends every other link when the password changes', async () => {
    const session = await registerParent(t.app, { email: 'partout@example.com' });
    const older = await requestLink('partout@example.com');
    t.clock.advanceMinutes(1);
    await forgot('partout@example.com');
    const newer = resetTokenFrom(await waitForResetMail(t.outboxDir, 'partout@example.com', 2));
    expect(newer).not.toBe(older);

    expect((await reset(newer, 'tout-neuf')).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await validate(older)).statusCode).toBe(401);
  });

  it('answers 401 to an unknown token and 400 to a missing one', async () => {
    expect((await validate('nimporte-quoi')).statusCode).toBe(401);
    expect((await validateInPath('nimporte-quoi')).statusCode).toBe(401);
    const noToken = await t.app.inject({ method: 'POST', url: '/api/auth/validate-reset-token', payload: {} });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().detail).toBe('Lien de réinitialisation invalide ou manquant');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { new_password: 'assez-long' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Lien de réinitialisation invalide ou manquant');
  });
});
