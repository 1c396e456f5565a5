import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@pourquoi/shared';
import { emailVerificationTokens, users } from '../../db/schema.js';
import { hashToken } from '../../lib/secure-token.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { bearer, registerParent, signedInParent } from '../../../test/helpers/factories.js';
import {
  isMailOfKind,
  readOutbox,
  verificationTokenFrom,
  waitForVerificationMail,
} from '../../../test/helpers/outbox.js';

describe('email verification (product.md#d15-verified-staff)', () => {
  const t = useTestApp();

  const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const me = async (accessToken: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) })).json();
  const verifiedAt = async (id: string) =>
    (await t.database.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0]?.at;
  const linkFor = async (email: string, nth = 1) =>
    verificationTokenFrom(await waitForVerificationMail(t.outboxDir, email, nth));
  const refused = {
    detail: "Ce lien de confirmation est expiré ou n'est plus valable",
    code: 'invalid_verification_token',
  };

  it('emails a French link at registration that confirms the address once', async () => {
    const parent = await registerParent(t.app, { email: 'lea@example.com', first_name: 'Léa' });
    expect(parent.user.email_verified).toBe(false);

    const mail = await waitForVerificationMail(t.outboxDir, 'lea@example.com');
    expect(mail.subject).toBe('Confirmez votre adresse email pour Pourquoi');
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toContain('valide pendant 24 heures');
    expect(mail.text).toMatch(/http:\/\/localhost:8001\/verify-email\?token=[\w%.-]+\n/);
    expect(mail.html).toContain('Confirmer mon adresse');
    expect(mail.html).toContain('valide pendant <strong>24 heures</strong>');

    const token = verificationTokenFrom(mail);
    const done = await verify(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: authMessages.emailVerified });
    expect(await verifiedAt(parent.user.id)).toEqual(t.clock.now());
    expect(await me(parent.access_token)).toMatchObject({ email: 'lea@example.com', email_verified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused);
  });

  it('refuses a tampered link, even one whose hash were stored, before any lookup', async () => {
    const parent = await registerParent(t.app, { email: 'tamper@example.com' });
    const token = await linkFor('tamper@example.com');
    const [random, signature] = token.split('.');
    const flipped = `${random}.${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
    // A forged token planted in the table (as a leaked database copy could) still needs the signature.
    await t.database.db.insert(emailVerificationTokens).values({
      userId: parent.user.id,
      email: 'tamper@example.com',
      tokenHash: hashToken(flipped),
      expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    for (const forged of [flipped, random!, `${random}.`, `${token}.extra`, 'nimporte-quoi']) {
      const response = await verify(forged);
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toEqual(refused);
    }
    expect(await verifiedAt(parent.user.id)).toBeNull();
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a link after 24 hours', async () => {
    await registerParent(t.app, { email: 'tot@example.com' });
    const late = await registerParent(t.app, { email: 'tard@example.com' });
    const inTime = await linkFor('tot@example.com');
    const tooLate = await linkFor('tard@example.com');
    t.clock.advanceMinutes(24 * 60 - 1);
    expect((await verify(inTime)).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    expect((await verify(tooLate)).json()).toEqual(refused);
    expect(await verifiedAt(late.user.id)).toBeNull();
  });

  it('confirms nothing when the account no longer has the address the link was sent to', async () => {
    const parent = await registerParent(t.app, { email: 'ancienne@example.com' });
    const token = await linkFor('ancienne@example.com');
    await t.database.db.update(users).set({ email: 'nouvelle@example.com' }).where(eq(users.id, parent.user.id));
    expect((await verify(token)).json()).toEqual(refused);
    expect(await verifiedAt(parent.user.id)).toBeNull();
  });

  it('answers 400 with a French message to a missing token, and never reads it from the address', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(authMessages.verificationTokenMissing);
    await registerParent(t.app, { email: 'adresse@example.com' });
    const token = await linkFor('adresse@example.com');
    const inQuery = await t.app.inject({
      method: 'POST',
      url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
      payload: {},
    });
    expect(inQuery.statusCode).toBe(400);
  });

  describe('resending the link', () => {
    const resend = (parent: { call: Awaited<ReturnType<typeof signedInParent>>['call'] }) =>
      parent.call('POST', '/api/auth/resend-verification');

    it('sends a new link that works, and answers the same calm message once confirmed, sending nothing', async () => {
      const parent = await signedInParent(t.app, { email: 'renvoi@example.com' });
      await linkFor('renvoi@example.com');
      const first = await resend(parent);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: authMessages.verificationResent });
      const fresh = await linkFor('renvoi@example.com', 2);
      expect((await verify(fresh)).statusCode).toBe(200);

      const afterwards = await resend(parent);
      expect(afterwards.json()).toEqual(first.json());
      await t.app.backgroundSettled();
      expect(readOutbox(t.outboxDir).filter(isMailOfKind('verification'))).toHaveLength(2);
    });

    it('spends the older links once the address is confirmed', async () => {
      const parent = await signedInParent(t.app, { email: 'deux-liens@example.com' });
      await resend(parent);
      const older = await linkFor('deux-liens@example.com');
      const newer = await linkFor('deux-liens@example.com', 2);
      expect((await verify(newer)).statusCode).toBe(200);
      expect((await verify(older)).json()).toEqual(refused);
    });

    it('is limited to a few an hour per account, and needs a session', async () => {
      const parent = await signedInParent(t.app, { email: 'insistant@example.com' });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await resend(parent)).statusCode).toBe(200);
      const limited = await resend(parent);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rate_limited');
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
    });
  });
});
