import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@pourquoi/shared';

let counter = 0;

export function parentInput(
  overrides: Partial<Record<'email' | 'password' | 'first_name' | 'last_name', string>> = {},
) {
  counter += 1;
  return {
    email: `parent${counter}@example.com`,
    password: 'motdepasse',
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
 * signed at the app clock's now, so tests that move the clock by days stay signed in.
 */
export async function signedInParent(app: FastifyInstance, overrides: Parameters<typeof parentInput>[0] = {}) {
  const session = await registerParent(app, overrides);
  const freshToken = () => {
    const iat = Math.floor(app.clock.now().getTime() / 1000);
    return app.jwt.sign({ sub: session.user.id, iat, exp: iat + 60 });
  };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(freshToken()),
      ...(payload !== undefined && { payload: payload as object }),
    });
  return { ...session, call };
}

export const childInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Léo',
  age: 6,
  birth_month: 3,
  birth_year: 2020,
  gender: 'boy',
  ...overrides,
});
