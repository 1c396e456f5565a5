import { describe, expect, it } from 'vitest';
import { errorCatalogue, mfaMessages } from '@pourquoi/shared';
import { totpCode, totpStep } from '../../lib/totp.js';
import { type TestContext, useTestApp } from '../../../test/helpers/app.js';
import { readOutbox } from '../../../test/helpers/outbox.js';
import { bearer, signedInParent, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { authLimits } from './rate-limits.js';
import { enrolStaffAuthenticator, resetStaffAuthenticator } from './staff-accounts.js';

const env = { ADMIN_EMAILS: 'chef@pourquoi.fr', SUPPORT_EMAILS: 'aide@pourquoi.fr' };
const wrongCodesAllowed = authLimits.mfaVerify.find((rule) => rule.name === 'mfa-verify:user')!.max;

/** The operator, the staff member's phone and the console, for one test app. */
function staffHelpers(t: TestContext) {
  const context = () => ({ db: t.database.db, config: t.app.config, now: t.clock.now() });
  const enrol = async (email: string) => (await enrolStaffAuthenticator(context(), email)).secret;
  const reset = (email: string) => resetStaffAuthenticator(context(), email);
  /** What the authenticator app shows now (or a step earlier or later). */
  const phone = (secret: string, offset = 0) => totpCode(secret, totpStep(t.clock.now()) + offset);
  /** A code of none of the steps accepted now. */
  const wrongCode = (secret: string) => {
    const accepted = new Set([-1, 0, 1].map((offset) => phone(secret, offset)));
    let guess = 0;
    while (accepted.has(String(guess).padStart(6, '0'))) guess += 1;
    return String(guess).padStart(6, '0');
  };
  const verify = (token: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/mfa/verify', headers: bearer(token), payload: { code } });
  const adminUsers = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
  return { enrol, reset, phone, wrongCode, verify, adminUsers };
}

describe('a second factor for staff calls (ASVS 4.3.1)', () => {
  const t = useTestApp({ env });
  const { enrol, phone, wrongCode, verify, adminUsers } = staffHelpers(t);

  it('asks an enrolled admin for the code, then opens the console with the token it answers', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const secret = await enrol('chef@pourquoi.fr');

    const asked = await adminUsers(chef.access_token);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'mfa_required', detail: errorCatalogue.mfa_required.message });

    const verified = await verify(chef.access_token, phone(secret));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 900 });
    const proven = verified.json().access_token as string;
    expect((await adminUsers(proven)).statusCode).toBe(200);
    // The same sign-in: the family's own routes answer as before.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(proven) });
    expect(me.json()).toMatchObject({ email: 'chef@pourquoi.fr', role: 'admin' });

    // A refresh answers a token without the proof: the console asks again.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: chef.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await adminUsers(refreshed.json().access_token)).json().code).toBe('mfa_required');
  });

  it('refuses a code already used, an earlier one, a wrong one, with the same words; a phone 30 s ahead passes', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const secret = await enrol('chef@pourquoi.fr');
    const code = phone(secret);
    expect((await verify(chef.access_token, code)).statusCode).toBe(200);

    for (const refused of [code, phone(secret, -1), phone(secret, 2), wrongCode(secret)]) {
      const answer = await verify(chef.access_token, refused);
      expect(answer.statusCode, refused).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'validation_error',
        detail: mfaMessages.wrongCode,
        fields: { code: mfaMessages.wrongCode },
      });
    }
    expect((await verify(chef.access_token, phone(secret, 1))).statusCode).toBe(200);
    // The replay is still refused once its step has passed.
    t.clock.advance(30_000);
    expect((await verify(chef.access_token, code)).statusCode).toBe(400);
    // Each replay (the code used, or an older one) is told to the staff member by email (ASVS 2.8.5).
    await t.app.backgroundSettled();
    const notices = readOutbox(t.outboxDir).filter((mail) => mail.subject.includes('déjà utilisé'));
    expect(notices.map((mail) => mail.to)).toEqual(['chef@pourquoi.fr', 'chef@pourquoi.fr', 'chef@pourquoi.fr']);
    expect(notices[0]!.text).toContain("un code de votre application d'authentification déjà utilisé, ou plus ancien");
  });

  it(`holds a guesser after ${wrongCodesAllowed} wrong codes in 15 minutes, even with the right one`, async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const secret = await enrol('chef@pourquoi.fr');
    for (let attempt = 0; attempt < wrongCodesAllowed; attempt += 1) {
      expect((await verify(chef.access_token, wrongCode(secret))).statusCode).toBe(400);
    }
    const held = await verify(chef.access_token, phone(secret));
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await adminUsers(chef.access_token)).json().code).toBe('mfa_required');
  });

  it('takes the proof away when the operator enrols another authenticator', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const first = await enrol('chef@pourquoi.fr');
    const proven = (await verify(chef.access_token, phone(first))).json().access_token as string;
    expect((await adminUsers(proven)).statusCode).toBe(200);

    t.clock.advanceMinutes(1);
    const second = await enrol('chef@pourquoi.fr');
    expect((await adminUsers(proven)).json().code).toBe('mfa_required');
    expect((await verify(proven, phone(first))).statusCode).toBe(400);
    const again = (await verify(proven, phone(second))).json().access_token as string;
    expect((await adminUsers(again)).statusCode).toBe(200);
  });

  it('asks support for the code too', async () => {
    const aide = await signedInVerifiedParent(t.app, { email: 'aide@pourquoi.fr' });
    const secret = await enrol('aide@pourquoi.fr');
    const promo = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/promo-codes',
        headers: bearer(token),
        payload: { code: 'AIDE10', value: 10, usageLimit: 10 },
      });
    expect((await promo(aide.access_token)).json().code).toBe('mfa_required');
    const proven = (await verify(aide.access_token, phone(secret))).json().access_token as string;
    expect((await promo(proven)).statusCode).toBe(201);
  });

  it('with STAFF_MFA=optional, lets unenrolled staff in as before and asks nothing of families', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    expect((await adminUsers(chef.access_token)).statusCode).toBe(200);
    const family = await signedInParent(t.app);
    expect((await family.call('GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await family.call('GET', '/api/admin/users')).json().code).toBe('forbidden');
    const stray = await verify(family.access_token, '123456');
    expect(stray.json().code).toBe('mfa_enrollment_required');
  });

  it('says a malformed code is not 6 digits', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    await enrol('chef@pourquoi.fr');
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const answer = await verify(chef.access_token, code);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json().fields).toEqual({ code: mfaMessages.codeFormat });
    }
  });
});

describe('STAFF_MFA=required (the production default)', () => {
  const t = useTestApp({ env: { ...env, STAFF_MFA: 'required' } });
  const { enrol, reset, phone, verify, adminUsers } = staffHelpers(t);

  it('refuses an unenrolled admin until the operator enrols one, then asks the code', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const refused = await adminUsers(chef.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'mfa_enrollment_required',
      detail: errorCatalogue.mfa_enrollment_required.message,
    });
    // Their family's own routes are not staff calls.
    expect((await chef.call('GET', '/api/auth/me')).statusCode).toBe(200);

    const secret = await enrol('chef@pourquoi.fr');
    expect((await adminUsers(chef.access_token)).json().code).toBe('mfa_required');
    const proven = (await verify(chef.access_token, phone(secret))).json().access_token as string;
    expect((await adminUsers(proven)).statusCode).toBe(200);

    await reset('chef@pourquoi.fr');
    expect((await adminUsers(proven)).json().code).toBe('mfa_enrollment_required');
  });
});
