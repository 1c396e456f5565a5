import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@pourquoi/shared';

let counter = 0;

export function parentInput(overrides: Partial<Record<'email' | 'password' | 'first_name' | 'last_name', string>> = {}) {
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
