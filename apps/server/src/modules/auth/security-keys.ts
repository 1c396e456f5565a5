import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { type MfaVerifyResponse, type SecondFactors, type SecurityKey, securityKeyMessages } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthDependencies } from './dependencies.js';
import { TOTP_ISSUER } from '../../lib/totp.js';
import { isUuid } from '../../lib/validation.js';
import { securityKeyChangedEmail } from '../../mail/templates/security-key-changed.js';
import { audited } from '../admin/index.js';
import { hasTotp, proofToken } from './mfa.js';
import { findUserById, type UserRow } from './repository.js';
import {
  type SecurityKeyRow,
  deleteOwnSecurityKey,
  findOwnSecurityKey,
  insertSecurityKey,
  isChallengeValid,
  listSecurityKeys,
  recordKeyUse,
  spendChallenge,
  storeChallenge,
} from './security-key-repository.js';

/**
 * Security keys and passkeys as the staff's second factor (WebAuthn, ASVS 2.3.2), beside the
 * authenticator app: registered from a signed-in console, used instead of the code.
 * docs/decisions/0021-staff-security-keys.md.
 */

/** How long a challenge may be answered: the browser's own timeout, and then it is gone. */
export const SECURITY_KEY_CHALLENGE_SECONDS = 120;
/** How long the operator's code for a first key lasts (`npm run staff -- mfa-key`). */
export const ENROLMENT_CODE_HOURS = 24;

/** Who the keys are made for: APP_URL's host (the RP ID) and origin, the same on every instance. */
export function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin, name: TOTP_ISSUER };
}

const refused = (message: string = securityKeyMessages.keyRefused) =>
  new AppError('validation_error', { message, fields: { credential: message } });
const wrongEnrolmentCode = () =>
  new AppError('validation_error', {
    message: securityKeyMessages.enrolmentCodeWrong,
    fields: { enrolment_code: securityKeyMessages.enrolmentCodeWrong },
  });

const presentKey = (key: SecurityKeyRow): SecurityKey => ({
  id: key.id,
  name: key.name,
  created_at: key.createdAt.toISOString(),
  last_used_at: key.lastUsedAt?.toISOString() ?? null,
});

/** Tells the owner by email, after the answer, that a key was added or removed (ASVS 2.5.5). */
function mailKeyChange(
  deps: AuthDependencies,
  user: UserRow,
  change: { added: boolean; name: string },
  log: FastifyBaseLogger,
): void {
  const at = deps.clock.now();
  deps.runInBackground('security key email', log, () =>
    deps.mailer.send(securityKeyChangedEmail(user.email, user.firstName, { ...change, at }), log),
  );
}

async function accountOf(deps: AuthDependencies, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('session_expired');
  return user;
}

/** The challenge the browser signed, read from its client data; undefined when it is not readable. */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

const challengeExpiry = (deps: AuthDependencies) =>
  new Date(deps.clock.now().getTime() + SECURITY_KEY_CHALLENGE_SECONDS * 1000);

/** `GET /api/auth/mfa`: what the console offers in the second-factor step and lists to manage. */
export async function secondFactorsOf(deps: AuthDependencies, userId: string): Promise<SecondFactors> {
  const user = await accountOf(deps, userId);
  const keys = await listSecurityKeys(deps.db, user.id);
  return { totp: hasTotp(user), security_keys: keys.map(presentKey) };
}

/**
 * A first key needs the operator's code (`requireStaffEnrolment` let the account through without
 * a second factor); any later one, the proof of a factor already held, which the hook checked.
 */
async function assertEnrolmentCode(deps: AuthDependencies, request: FastifyRequest, code: string | undefined) {
  if (request.secondFactorSince !== null) return;
  if (code === undefined || !(await isChallengeValid(deps.db, request.actor.id, 'enrolment', code, deps.clock.now())))
    throw wrongEnrolmentCode();
}

/** `POST /api/auth/mfa/security-keys/options`: what `navigator.credentials.create()` needs. */
export async function registrationOptions(
  deps: AuthDependencies,
  request: FastifyRequest,
  enrolmentCode: string | undefined,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await assertEnrolmentCode(deps, request, enrolmentCode);
  const user = await accountOf(deps, request.actor.id);
  const rp = relyingParty(deps.config.appUrl);
  const keys = await listSecurityKeys(deps.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    // The user handle: the account's id, as WebAuthn asks for one without personal data.
    userID: new Uint8Array(Buffer.from(user.id.replaceAll('-', ''), 'hex')),
    timeout: SECURITY_KEY_CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    // A second factor after the password: touching the key is enough; a passkey may still ask its PIN.
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'discouraged' },
  });
  await storeChallenge(deps.db, user.id, 'registration', options.challenge, challengeExpiry(deps));
  return options;
}

/**
 * `POST /api/auth/mfa/security-keys`: checks the browser's answer against the challenge (spent
 * first, whatever follows), APP_URL's origin and RP ID, then stores the key, spends the
 * operator's code for a first one and writes the audit entry, all in one transaction.
 */
export async function registerSecurityKey(
  deps: AuthDependencies,
  request: FastifyRequest,
  body: { name: string; enrolment_code?: string | undefined; credential: RegistrationResponseJSON },
  log: FastifyBaseLogger,
): Promise<SecurityKey> {
  const userId = request.actor.id;
  await assertEnrolmentCode(deps, request, body.enrolment_code);
  const challenge = signedChallenge(body.credential.response.clientDataJSON);
  if (!challenge || !(await spendChallenge(deps.db, userId, 'registration', challenge, deps.clock.now())))
    throw refused(securityKeyMessages.registrationRefused);
  const rp = relyingParty(deps.config.appUrl);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: body.credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    log.warn({ userId, reason: (error as Error).message }, 'security key registration refused');
    throw refused(securityKeyMessages.registrationRefused);
  }
  if (!verification.verified) throw refused(securityKeyMessages.registrationRefused);
  const { credential } = verification.registrationInfo;
  const first = request.secondFactorSince === null;
  const user = await accountOf(deps, userId);
  const added = await audited(deps.db, request.actor, async (tx: Database) => {
    if (first && !(await spendChallenge(tx, userId, 'enrolment', body.enrolment_code ?? '', deps.clock.now())))
      throw wrongEnrolmentCode();
    const row = await insertSecurityKey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.name,
      createdAt: deps.clock.now(),
    });
    if (!row) throw refused(securityKeyMessages.alreadyRegistered);
    return {
      result: presentKey(row),
      entry: {
        action: 'staff.mfa.key_add',
        target: userId,
        details: { email: request.actor.email, name: row.name, first },
      },
    };
  });
  mailKeyChange(deps, user, { added: true, name: added.name }, log);
  return added;
}

/** `POST /api/auth/mfa/key-options`: what `navigator.credentials.get()` needs, for the account's own keys. */
export async function authenticationOptions(
  deps: AuthDependencies,
  userId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const keys = await listSecurityKeys(deps.db, userId);
  if (keys.length === 0) throw refused(securityKeyMessages.noKey);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config.appUrl).id,
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: 'discouraged',
    timeout: SECURITY_KEY_CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(deps.db, userId, 'authentication', options.challenge, challengeExpiry(deps));
  return options;
}

/**
 * `POST /api/auth/mfa/verify-key`: the key instead of the code. The challenge is spent first
 * (one answer per challenge, replayed or not), the key must be one of this account's, the
 * origin and RP ID APP_URL's, and its counter must have moved on (a cloned key's does not):
 * then the same proof as a code (`proofToken`).
 */
export async function verifySecurityKey(
  deps: AuthDependencies,
  request: Pick<FastifyRequest, 'userId' | 'sessionId' | 'tokenExpiresAt'>,
  response: AuthenticationResponseJSON,
  log: FastifyBaseLogger,
): Promise<MfaVerifyResponse> {
  const user = await accountOf(deps, request.userId);
  const now = deps.clock.now();
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge || !(await spendChallenge(deps.db, user.id, 'authentication', challenge, now))) throw refused();
  const key = await findOwnSecurityKey(deps.db, user.id, response.id);
  if (!key) throw refused();
  const rp = relyingParty(deps.config.appUrl);
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: key.credentialId, publicKey: new Uint8Array(key.publicKey), counter: key.counter },
      requireUserVerification: false,
    });
    if (!verification.verified) throw new Error('signature not verified');
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    // A counter that did not move on may be a cloned key: the reason is the operator's trace.
    log.warn({ userId: user.id, keyId: key.id, reason: (error as Error).message }, 'security key refused');
    throw refused();
  }
  if (!(await recordKeyUse(deps.db, key, newCounter, now))) {
    log.warn({ userId: user.id, keyId: key.id }, 'security key refused: its counter was overtaken meanwhile');
    throw refused();
  }
  return proofToken(deps, request, user);
}

/**
 * `DELETE /api/auth/mfa/security-keys/:id`: one of the account's own keys (another's id is
 * answered as an unknown one). With STAFF_MFA=required the last second factor stays: removing it
 * would lock the console until the operator enrols another.
 */
export async function removeSecurityKey(
  deps: AuthDependencies,
  request: FastifyRequest,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const notFound = () => new AppError('not_found', { message: securityKeyMessages.notFound });
  if (!isUuid(id)) throw notFound();
  const user = await accountOf(deps, request.actor.id);
  const name = await audited(deps.db, request.actor, async (tx: Database) => {
    const removed = await deleteOwnSecurityKey(tx, user.id, id);
    if (!removed) throw notFound();
    if (deps.config.staffMfa === 'required' && !hasTotp(user) && (await listSecurityKeys(tx, user.id)).length === 0)
      throw new AppError('validation_error', { message: securityKeyMessages.lastFactor });
    return {
      result: removed.name,
      entry: { action: 'staff.mfa.key_remove', target: user.id, details: { email: user.email, name: removed.name } },
    };
  });
  mailKeyChange(deps, user, { added: false, name }, log);
}
