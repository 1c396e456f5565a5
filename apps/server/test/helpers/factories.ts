import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@pourquoi/shared';
import { users } from '../../src/db/schema.js';
import { findSessionVersion } from '../../src/modules/auth/index.js';
import { signAccessToken } from '../../src/modules/auth/sessions.js';

let counter = 0;

export function parentInput(
  overrides: Partial<Record<'email' | 'password' | 'first_name' | 'last_name', string>> = {},
) {
  counter += 1;
  return {
    email: `parent${counter}@example.com`,
    password: 'un-secret-de-famille',
    first_name: 'Camille',
    last_name: 'Durand',
    ...overrides,
  };
}

/** Registers a parent through the API, as the web app does. */
export async function registerParent(app: FastifyInstance, overrides: Parameters<typeof parentInput>[0] = {}) {
  const input = parentInput(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { input, ...(response.json() as AuthResponse) };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * A parent signed in, with `call` to use the API as them. Each call carries an access token
 * signed at the app clock's now and at the account's current session version, so tests that
 * move the clock by days, or change the password, stay signed in.
 */
export async function signedInParent(app: FastifyInstance, overrides: Parameters<typeof parentInput>[0] = {}) {
  const session = await registerParent(app, overrides);
  const freshToken = async () => {
    const sessionVersion = (await findSessionVersion(app.db, session.user.id)) ?? 0;
    return signAccessToken(app, { id: session.user.id, sessionVersion }, 60);
  };
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(await freshToken()),
      ...(payload !== undefined && { payload: payload as object }),
    });
  return { ...session, call };
}

/**
 * A signed-in parent whose address is confirmed, as the emailed link does: what a listed
 * ADMIN_EMAILS / SUPPORT_EMAILS address needs to act as staff (product.md#d15-verified-staff).
 */
export async function signedInVerifiedParent(app: FastifyInstance, overrides: Parameters<typeof parentInput>[0] = {}) {
  const parent = await signedInParent(app, overrides);
  await app.db.update(users).set({ emailVerifiedAt: app.clock.now() }).where(eq(users.id, parent.user.id));
  return parent;
}

export const childInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Léo',
  age: 6,
  birth_month: 3,
  birth_year: 2020,
  gender: 'boy',
  ...overrides,
});
