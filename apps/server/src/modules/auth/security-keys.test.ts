import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityKeyMessages } from '@pourquoi/shared';
import { adminAudit, securityKeys } from '../../db/schema.js';
import { totpCode, totpStep } from '../../lib/totp.js';
import { type TestContext, useTestApp } from '../../../test/helpers/app.js';
import { bearer, signedInVerifiedParent } from '../../../test/helpers/factories.js';
import { readOutbox } from '../../../test/helpers/outbox.js';
import { type SoftwareAuthenticator, softwareAuthenticator } from '../../../test/helpers/software-authenticator.js';
import { SECURITY_KEY_CHALLENGE_SECONDS } from './security-keys.js';
import { enrolStaffAuthenticator, issueSecurityKeyEnrolment, resetStaffAuthenticator } from './staff-accounts.js';

const env = { ADMIN_EMAILS: 'chef@pourquoi.fr', SUPPORT_EMAILS: 'aide@pourquoi.fr' };

/** The operator, the staff member's browser with its key, and the console, for one test app. */
function keyHelpers(t: TestContext) {
  const operator = () => ({ db: t.database.db, config: t.app.config, now: t.clock.now() });
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

  /** Registers the key through the two calls the console makes, with the operator's code for a first key. */
  const register = async (token: string, key: SoftwareAuthenticator, code?: string, name = 'Clé USB bleue') => {
    const options = await call(token, 'POST', '/api/auth/mfa/security-keys/options', { enrolment_code: code });
    if (options.statusCode !== 200) return options;
    return call(token, 'POST', '/api/auth/mfa/security-keys', {
      name,
      enrolment_code: code,
      credential: key.register({ challenge: options.json().challenge }),
    });
  };
  /** The challenge of the second-factor step. */
  const keyChallenge = async (token: string) => {
    const options = await call(token, 'POST', '/api/auth/mfa/key-options');
    expect(options.statusCode, options.body).toBe(200);
    return options.json() as { challenge: string; allowCredentials: Array<{ id: string }> };
  };
  const verifyKey = (token: string, credential: object) =>
    call(token, 'POST', '/api/auth/mfa/verify-key', { credential });
  /** The whole second-factor step with the key: the proven access token. */
  const proveWithKey = async (token: string, key: SoftwareAuthenticator) => {
    const { challenge } = await keyChallenge(token);
    const answer = await verifyKey(token, key.sign({ challenge }));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().access_token as string;
  };
  const adminUsers = (token: string) => call(token, 'GET', '/api/admin/users');
  const enrolmentCode = async (email: string) => (await issueSecurityKeyEnrolment(operator(), email)).code;
  const lastAudit = async () =>
    (await t.database.db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt)).limit(1))[0];
  return { operator, call, register, keyChallenge, verifyKey, proveWithKey, adminUsers, enrolmentCode, lastAudit };
}

const refusedAnswer = {
  code: 'validation_error',
  detail: securityKeyMessages.keyRefused,
  fields: { credential: securityKeyMessages.keyRefused },
};

describe('security keys as the staff’s second factor (ASVS 2.3.2)', () => {
  const t = useTestApp({ env });
  const { operator, call, register, keyChallenge, verifyKey, proveWithKey, adminUsers, enrolmentCode, lastAudit } =
    keyHelpers(t);

  it('registers a first key with the operator’s code, then asks for it at every staff call and opens with it', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const key = softwareAuthenticator();

    // Without the operator's code, or with a wrong one, no first key.
    const noCode = await register(chef.access_token, key);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields).toEqual({ enrolment_code: securityKeyMessages.enrolmentCodeWrong });
    const code = await enrolmentCode('chef@pourquoi.fr');
    expect(code).toMatch(/^([A-Z2-7]{4} ){3}[A-Z2-7]{4}$/);
    expect((await register(chef.access_token, key, 'AAAA BBBB CCCC DDDD')).statusCode).toBe(400);

    // Typed as printed, spaces and small letters included.
    const registered = await register(chef.access_token, key, code.toLowerCase());
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toEqual({
      id: expect.any(String),
      name: 'Clé USB bleue',
      created_at: t.clock.now().toISOString(),
      last_used_at: null,
    });
    expect(await lastAudit()).toMatchObject({
      actorEmail: 'chef@pourquoi.fr',
      action: 'staff.mfa.key_add',
      details: { email: 'chef@pourquoi.fr', name: 'Clé USB bleue', first: true },
    });
    const [stored] = await t.database.db.select().from(securityKeys);
    expect(stored).toMatchObject({ credentialId: key.id, counter: 0, transports: ['usb'] });

    // The code is spent: another first key cannot be made with it.
    const second = softwareAuthenticator();
    expect((await register(chef.access_token, second, code)).json().code).toBe('mfa_required');

    // From now on staff calls ask for the key; the console lists it.
    expect((await adminUsers(chef.access_token)).json().code).toBe('mfa_required');
    const factors = await call(chef.access_token, 'GET', '/api/auth/mfa');
    expect(factors.json()).toEqual({ totp: false, security_keys: [registered.json()] });

    const { allowCredentials } = await keyChallenge(chef.access_token);
    expect(allowCredentials.map((credential) => credential.id)).toEqual([key.id]);
    const proven = await proveWithKey(chef.access_token, key);
    expect((await adminUsers(proven)).statusCode).toBe(200);
    const listed = (await call(proven, 'GET', '/api/auth/mfa')).json().security_keys;
    expect(listed[0].last_used_at).toBe(t.clock.now().toISOString());

    // A refresh answers a token without the proof, as after a code.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: chef.refresh_token },
    });
    expect((await adminUsers(refreshed.json().access_token)).json().code).toBe('mfa_required');

    // With the proof, a second key needs no code.
    const added = await register(proven, second, undefined, 'Téléphone');
    expect(added.statusCode, added.body).toBe(201);
    expect(await lastAudit()).toMatchObject({ action: 'staff.mfa.key_add', details: { first: false } });
    expect((await adminUsers(proven)).statusCode).toBe(200);
  });

  it('lets staff with an authenticator app add a key once past its code, not before', async () => {
    const aide = await signedInVerifiedParent(t.app, { email: 'aide@pourquoi.fr' });
    const { secret } = await enrolStaffAuthenticator(operator(), 'aide@pourquoi.fr');
    const key = softwareAuthenticator();
    const unproven = await call(aide.access_token, 'POST', '/api/auth/mfa/security-keys/options', {});
    expect(unproven.json().code).toBe('mfa_required');

    const code = totpCode(secret, totpStep(t.clock.now()));
    const proven = (await call(aide.access_token, 'POST', '/api/auth/mfa/verify', { code })).json().access_token;
    expect((await register(proven, key)).statusCode).toBe(201);
    // Either factor opens the next sign-in's staff calls.
    expect((await call(aide.access_token, 'GET', '/api/auth/mfa')).json()).toMatchObject({ totp: true });
    const byKey = await proveWithKey(aide.access_token, key);
    expect((await call(byKey, 'POST', '/api/support/promo-codes', { code: 'CLE10', value: 10 })).statusCode).toBe(201);
  });

  it('refuses a replayed answer, an answer to a spent or expired challenge, and one from another site', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const key = softwareAuthenticator();
    expect((await register(chef.access_token, key, await enrolmentCode('chef@pourquoi.fr'))).statusCode).toBe(201);

    const { challenge } = await keyChallenge(chef.access_token);
    const answer = key.sign({ challenge });
    expect((await verifyKey(chef.access_token, answer)).statusCode).toBe(200);
    // The same answer again, then a fresh signature of the spent challenge: both refused.
    const replayed = await verifyKey(chef.access_token, answer);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject(refusedAnswer);
    expect((await verifyKey(chef.access_token, key.sign({ challenge }))).json()).toMatchObject(refusedAnswer);

    // Past its 2 minutes a challenge is gone.
    const late = await keyChallenge(chef.access_token);
    t.clock.advance((SECURITY_KEY_CHALLENGE_SECONDS + 1) * 1000);
    expect((await verifyKey(chef.access_token, key.sign({ challenge: late.challenge }))).statusCode).toBe(400);

    // Signed on another site (a phishing page relaying the challenge): refused, and the challenge is spent.
    const phished = await keyChallenge(chef.access_token);
    const elsewhere = key.sign({ challenge: phished.challenge, origin: 'https://pourquoi.example.net' });
    expect((await verifyKey(chef.access_token, elsewhere)).json()).toMatchObject(refusedAnswer);
    expect((await verifyKey(chef.access_token, key.sign({ challenge: phished.challenge }))).statusCode).toBe(400);

    // Five refused answers in 15 minutes, as five wrong codes: then even the right one waits.
    const { challenge: next } = await keyChallenge(chef.access_token);
    const held = await verifyKey(chef.access_token, key.sign({ challenge: next }));
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a key registered on another site', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const code = await enrolmentCode('chef@pourquoi.fr');
    const options = await call(chef.access_token, 'POST', '/api/auth/mfa/security-keys/options', {
      enrolment_code: code,
    });
    const foreign = await call(chef.access_token, 'POST', '/api/auth/mfa/security-keys', {
      name: 'Ailleurs',
      enrolment_code: code,
      credential: softwareAuthenticator().register({
        challenge: options.json().challenge,
        origin: 'https://pourquoi.example.net',
      }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ detail: securityKeyMessages.registrationRefused });
    expect(await t.database.db.select().from(securityKeys)).toEqual([]);
    // The code is not spent by a refused key: the right one registers with it.
    expect((await register(chef.access_token, softwareAuthenticator(), code)).statusCode).toBe(201);
  });

  it('refuses a key whose counter goes backwards (a clone)', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const key = softwareAuthenticator();
    await register(chef.access_token, key, await enrolmentCode('chef@pourquoi.fr'));

    const first = await keyChallenge(chef.access_token);
    expect((await verifyKey(chef.access_token, key.sign({ challenge: first.challenge, counter: 7 }))).statusCode).toBe(
      200,
    );
    for (const counter of [7, 3]) {
      const { challenge } = await keyChallenge(chef.access_token);
      const cloned = await verifyKey(chef.access_token, key.sign({ challenge, counter }));
      expect(cloned.json(), `counter ${counter}`).toMatchObject(refusedAnswer);
    }
    const [stored] = await t.database.db.select().from(securityKeys);
    expect(stored!.counter).toBe(7);
    const { challenge } = await keyChallenge(chef.access_token);
    expect((await verifyKey(chef.access_token, key.sign({ challenge, counter: 8 }))).statusCode).toBe(200);
  });

  it('keeps each key to its owner: another staff member can neither sign in with it nor remove it', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const aide = await signedInVerifiedParent(t.app, { email: 'aide@pourquoi.fr' });
    const chefKey = softwareAuthenticator();
    const aideKey = softwareAuthenticator();
    await register(chef.access_token, chefKey, await enrolmentCode('chef@pourquoi.fr'));
    const aideKeyId = (await register(aide.access_token, aideKey, await enrolmentCode('aide@pourquoi.fr'))).json().id;

    // Support answers its own challenge with the admin's key: refused.
    const { challenge, allowCredentials } = await keyChallenge(aide.access_token);
    expect(allowCredentials.map((credential) => credential.id)).toEqual([aideKey.id]);
    expect((await verifyKey(aide.access_token, chefKey.sign({ challenge }))).json()).toMatchObject(refusedAnswer);
    const promo = await call(aide.access_token, 'POST', '/api/support/promo-codes', { code: 'CLE10', value: 10 });
    expect(promo.json().code).toBe('mfa_required');

    // The admin, proven, cannot remove support's key: as unknown.
    const proven = await proveWithKey(chef.access_token, chefKey);
    const removal = await call(proven, 'DELETE', `/api/auth/mfa/security-keys/${aideKeyId}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.json().detail).toBe(securityKeyMessages.notFound);
    expect(await t.database.db.select().from(securityKeys).where(eq(securityKeys.id, aideKeyId))).toHaveLength(1);

    // Nor register a key already registered by another account.
    const options = await call(proven, 'POST', '/api/auth/mfa/security-keys/options', {});
    const taken = await call(proven, 'POST', '/api/auth/mfa/security-keys', {
      name: 'Celle d’Aide',
      credential: aideKey.register({ challenge: options.json().challenge }),
    });
    expect(taken.json()).toMatchObject({ detail: securityKeyMessages.alreadyRegistered });
  });

  it('removes one’s own key with the proof, audited; the operator’s reset removes them all', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const blue = softwareAuthenticator();
    const phone = softwareAuthenticator();
    const blueId = (await register(chef.access_token, blue, await enrolmentCode('chef@pourquoi.fr'))).json().id;
    let proven = await proveWithKey(chef.access_token, blue);
    await register(proven, phone, undefined, 'Téléphone');

    // Without the proof, nothing is removed.
    expect((await call(chef.access_token, 'DELETE', `/api/auth/mfa/security-keys/${blueId}`)).json().code).toBe(
      'mfa_required',
    );
    const removed = await call(proven, 'DELETE', `/api/auth/mfa/security-keys/${blueId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'staff.mfa.key_remove',
      details: { email: 'chef@pourquoi.fr', name: 'Clé USB bleue' },
    });
    expect(
      (await call(proven, 'GET', '/api/auth/mfa')).json().security_keys.map((k: { name: string }) => k.name),
    ).toEqual(['Téléphone']);
    // Each change told to the owner by email, with no link that acts on the account (ASVS 2.5.5).
    await t.app.backgroundSettled();
    const notices = readOutbox(t.outboxDir).filter((mail) => mail.subject.includes('clé de sécurité'));
    // Sent after each answer: files written in the same millisecond may list in any order.
    expect(notices.map((mail) => `${mail.to}: ${mail.subject}`).sort()).toEqual([
      'chef@pourquoi.fr: Une clé de sécurité a été ajoutée à votre compte',
      'chef@pourquoi.fr: Une clé de sécurité a été ajoutée à votre compte',
      'chef@pourquoi.fr: Une clé de sécurité a été retirée de votre compte',
    ]);
    const removal = notices.find((mail) => mail.subject.includes('retirée'))!;
    expect(removal.text).toContain(
      'La clé de sécurité «\u202fClé USB bleue\u202f» a été retirée de la double authentification',
    );
    expect(removal.text).not.toContain('http');

    // The removed key no longer opens anything.
    const { challenge } = await keyChallenge(chef.access_token);
    expect((await verifyKey(chef.access_token, blue.sign({ challenge }))).statusCode).toBe(400);
    proven = await proveWithKey(chef.access_token, phone);
    expect((await adminUsers(proven)).statusCode).toBe(200);

    // npm run staff -- mfa-reset: the keys go with the authenticator.
    expect(await resetStaffAuthenticator(operator(), 'chef@pourquoi.fr')).toEqual({ had: false, keys: 1 });
    expect(await t.database.db.select().from(securityKeys)).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'staff.mfa.reset', details: { security_keys: 1 } });
    expect((await call(chef.access_token, 'POST', '/api/auth/mfa/key-options')).json().detail).toBe(
      securityKeyMessages.noKey,
    );
  });

  it('keeps parents out of key registration and says a code is not their door', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    const family = await signedInVerifiedParent(t.app);
    expect((await family.call('POST', '/api/auth/mfa/security-keys/options', {})).statusCode).toBe(403);
    expect((await family.call('GET', '/api/auth/mfa')).json()).toEqual({ totp: false, security_keys: [] });

    // Staff with a key only, typing a code: told to use the key.
    const key = softwareAuthenticator();
    await register(chef.access_token, key, await enrolmentCode('chef@pourquoi.fr'));
    const typed = await call(chef.access_token, 'POST', '/api/auth/mfa/verify', { code: '123456' });
    expect(typed.json()).toMatchObject({ fields: { code: securityKeyMessages.noAuthenticatorApp } });
  });
});

describe('security keys with STAFF_MFA=required', () => {
  const t = useTestApp({ env: { ...env, STAFF_MFA: 'required' } });
  const { register, proveWithKey, adminUsers, enrolmentCode, call } = keyHelpers(t);

  it('lets an unenrolled admin register a first key with the operator’s code, and keeps the last one', async () => {
    const chef = await signedInVerifiedParent(t.app, { email: 'chef@pourquoi.fr' });
    expect((await adminUsers(chef.access_token)).json().code).toBe('mfa_enrollment_required');
    const key = softwareAuthenticator();
    const registered = await register(chef.access_token, key, await enrolmentCode('chef@pourquoi.fr'));
    expect(registered.statusCode, registered.body).toBe(201);
    const proven = await proveWithKey(chef.access_token, key);
    expect((await adminUsers(proven)).statusCode).toBe(200);

    const last = await call(proven, 'DELETE', `/api/auth/mfa/security-keys/${registered.json().id}`);
    expect(last.statusCode).toBe(400);
    expect(last.json().detail).toBe(securityKeyMessages.lastFactor);
    expect((await adminUsers(proven)).statusCode).toBe(200);
  });
});
