/** Test data and a small server for the console and the support panel: one line per test. */
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import {
  adminUserSchema,
  adminUsersResponse,
  auditEntrySchema,
  auditLogResponse,
  discountCodeSchema,
  discountCodesResponse,
  secondFactorsResponse,
  securityKeySchema,
  userSchema,
  type AdminUser,
  type DiscountCode,
  type Role,
  type SecurityKey,
} from '@pourquoi/shared';
import { signedInFamily } from '@/test/family';
import { json, type Handler } from '@/test/fetch-mock';
import { parent } from '@/test/render-app';
import { serverAnswer } from '@/test/server-answer';
import type { AuditEntry } from './api/get-audit-log';

/** The signed-in staff member (or parent), by role. */
export const me = (role: Role) =>
  serverAnswer(userSchema, { ...parent, id: `me-${role}`, email: `${role}@pourquoi.fr`, role });

export const anAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser =>
  serverAnswer(adminUserSchema, {
    id: 'u-lea',
    email: 'lea@example.fr',
    first_name: 'Léa',
    last_name: 'Martin',
    role: 'user',
    is_premium: true,
    trial_end_date: '2026-11-01T09:00:00.000Z',
    subscription_plan: 'family_monthly',
    // The end of the Paris day of 31 January 2027, as the server stores "until the 31st".
    subscription_end_date: '2027-01-31T23:00:00.000Z',
    subscription_status: 'active',
    children_count: 2,
    created_at: '2026-10-25T09:00:00.000Z',
    is_contact: false,
    ...overrides,
  });

/** Five accounts: the admin on a trial, the premium contact account, two payers and one trial. */
export const users: AdminUser[] = [
  anAdminUser({
    id: 'me-admin',
    email: 'admin@pourquoi.fr',
    first_name: 'Léa',
    role: 'admin',
    is_premium: false,
    trial_end_date: '2026-11-28T09:00:00.000Z',
    subscription_plan: 'free_trial',
    subscription_end_date: null,
    subscription_status: 'trial',
    children_count: 0,
  }),
  anAdminUser({
    id: 'u-contact',
    email: 'contact@pourquoi.fr',
    first_name: 'Contact',
    last_name: 'Pourquoi',
    is_contact: true,
    children_count: 0,
  }),
  anAdminUser(),
  anAdminUser({
    id: 'u-paul',
    email: 'paul@example.fr',
    first_name: 'Paul',
    last_name: 'Durand',
    subscription_plan: 'essential_yearly',
    subscription_end_date: '2027-10-01T09:00:00.000Z',
    children_count: 1,
  }),
  anAdminUser({
    id: 'u-zoe',
    email: 'zoe@example.fr',
    first_name: 'Zoé',
    last_name: 'Petit',
    is_premium: false,
    trial_end_date: '2026-11-25T09:00:00.000Z',
    subscription_plan: 'free_trial',
    subscription_end_date: null,
    subscription_status: 'trial',
    children_count: 1,
  }),
];

export const aCode = (overrides: Partial<DiscountCode> = {}): DiscountCode =>
  serverAnswer(discountCodeSchema, {
    id: 'd-noel',
    code: 'NOEL26',
    type: 'months',
    value: 2,
    usage_limit: 100,
    times_used: 3,
    valid_until: '2026-12-31',
    one_per_user: true,
    description: 'Deux mois pour Noël',
    created_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  });

/** Two codes still usable, one past its date, one used up. */
export const codes: DiscountCode[] = [
  aCode(),
  aCode({ id: 'd-bienvenue', code: 'BIENVENUE', type: 'percentage', value: 20, valid_until: null, description: '' }),
  aCode({ id: 'd-ete', code: 'ETE26', type: 'amount', value: 5, valid_until: '2026-08-31' }),
  aCode({ id: 'd-vip', code: 'VIP', type: 'percentage', value: 50, usage_limit: 5, times_used: 5 }),
];

export const anEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry =>
  serverAnswer(auditEntrySchema, {
    id: 'a1',
    actor_email: 'admin@pourquoi.fr',
    action: 'user.update',
    target: 'u-lea',
    details: { after: { subscription_plan: 'family_monthly', subscription_end_date: '2027-01-31' } },
    created_at: '2026-11-20T14:30:00.000Z',
    ...overrides,
  });

interface AdminServerOptions {
  role?: Role;
  users?: AdminUser[];
  codes?: DiscountCode[];
  audit?: AuditEntry[];
  routes?: Record<string, Handler | Handler[]>;
}

/** A signed-in account of `role` (admin by default) and a server for the console's calls. */
export function adminServer({
  role = 'admin',
  users: userList = users,
  codes: codeList = codes,
  audit = [anEntry()],
  routes = {},
}: AdminServerOptions = {}) {
  return signedInFamily({
    routes: {
      'GET /api/auth/me': () => json(200, me(role)),
      'GET /api/admin/users': () => json(200, serverAnswer(adminUsersResponse, { users: userList })),
      'GET /api/admin/discount-codes': () => json(200, serverAnswer(discountCodesResponse, { codes: codeList })),
      'GET /api/admin/audit-log': () => json(200, serverAnswer(auditLogResponse, { entries: audit })),
      'GET /api/auth/mfa': () => json(200, serverAnswer(secondFactorsResponse, { totp: true, security_keys: [] })),
      ...routes,
    },
  });
}

/** The first test of a file also loads the lazy chunk: more than the default second. */
export const LAZY_LOAD = { timeout: 5000 };

/** Waits for the lazily loaded console and its users table. */
export const consoleReady = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Administration' }, LAZY_LOAD);
  return screen.findByRole('table', { name: 'Utilisateurs' });
};

export const aKey = (overrides: Partial<SecurityKey> = {}): SecurityKey =>
  serverAnswer(securityKeySchema, {
    id: 'k-bleue',
    name: 'Clé USB bleue',
    created_at: '2026-11-20T14:30:00.000Z',
    last_used_at: null,
    ...overrides,
  });

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const base64url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');

/**
 * The browser's WebAuthn at the network's other edge: `navigator.credentials` answers as a key
 * touched (`get`, `create`) unless a test makes it refuse. Undone by `vi.unstubAllGlobals()` and
 * `removeSecurityKeyBrowser()`.
 */
export function securityKeyBrowser() {
  const credential = (response: Record<string, ArrayBuffer>) => ({
    id: base64url('key-1'),
    rawId: bytes('key-1'),
    type: 'public-key',
    authenticatorAttachment: 'cross-platform',
    response,
    getClientExtensionResults: () => ({}),
  });
  const get = vi.fn(async (_options: CredentialRequestOptions) =>
    credential({
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      authenticatorData: bytes('auth-data'),
      signature: bytes('signature'),
    }),
  );
  const create = vi.fn(async (_options: CredentialCreationOptions) =>
    credential({ clientDataJSON: bytes('{"type":"webauthn.create"}'), attestationObject: bytes('attestation') }),
  );
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  Object.defineProperty(navigator, 'credentials', { value: { get, create }, configurable: true });
  return { get, create, signed: { id: base64url('key-1'), signature: base64url('signature') } };
}

export const removeSecurityKeyBrowser = () => Reflect.deleteProperty(navigator, 'credentials');

/** What `POST /api/auth/mfa/key-options` answers: a challenge for the account's one key. */
export const requestOptions = {
  challenge: base64url('challenge'),
  allowCredentials: [{ id: base64url('key-1'), type: 'public-key', transports: ['usb'] }],
  timeout: 120000,
  userVerification: 'discouraged',
  rpId: 'localhost',
};

/** What `POST /api/auth/mfa/security-keys/options` answers. */
export const creationOptions = {
  challenge: base64url('challenge'),
  rp: { name: 'Pourquoi', id: 'localhost' },
  user: { id: base64url('user-1'), name: 'admin@pourquoi.fr', displayName: 'Léa Martin' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  timeout: 120000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'discouraged', userVerification: 'discouraged' },
};
