import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { bearer, childInput, signedInVerifiedParent } from '../helpers/factories.js';
import { type ApiRoute, type JsonSchema, exampleOf, registeredRoutes, urlOf } from '../helpers/openapi.js';
import { subscribe } from '../helpers/subscription.js';

const HUGE = 'é'.repeat(150_000);

/** A value of the wrong type for a schema. */
function wrongValue(schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'douze';
  if (type === 'boolean') return 'peut-être';
  if (type === 'array') return 'pas une liste';
  if (type === 'object') return ['pas', 'un', 'objet'];
  return { inattendu: true };
}

/** Every way a body can be wrong: each field of the wrong type, too long, off its enum; nothing at all. */
function badBodies(schema: JsonSchema): unknown[] {
  const valid = (exampleOf(schema) ?? {}) as Record<string, unknown>;
  const bodies: unknown[] = [{}, [], 'texte', null, { ...valid, champ_inconnu: 'x' }];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    bodies.push({ ...valid, [name]: wrongValue(property) });
    bodies.push({ ...valid, [name]: HUGE });
    bodies.push({ ...valid, [name]: -1e308 });
    if (property.enum || property.anyOf) bodies.push({ ...valid, [name]: 'valeur_inconnue' });
    const { [name]: _missing, ...without } = valid;
    bodies.push(without);
  }
  return bodies;
}

const badPathValues = [
  'pas-un-id',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(3000),
  '..%2F..%2Fetc',
  '%00',
  '-1',
];
const badQueryValues = ['', 'valeur_inconnue', 'a'.repeat(3000), '-1', '1e999', '[object Object]'];

describe('bad input never breaks a route', () => {
  const t = useTestApp({ env: { ADMIN_EMAILS: 'admin@pourquoi.fr' } });

  // Some of these are fine after all (an unknown field is dropped, an optional one may be missing): never a 5xx.
  it('answers malformed input on every route with a 4xx, never a 5xx', { timeout: 300_000 }, async () => {
    // An admin with a family: every route, the console's included, gets past its access check.
    const admin = await signedInVerifiedParent(t.app, { email: 'admin@pourquoi.fr' });
    await subscribe(t.database.db, admin.user.id);
    const child = (await admin.call('POST', '/api/children', childInput())).json();
    const routes = await registeredRoutes(t.app);
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    const check = async (route: ApiRoute, url: string, payload: string | undefined, what: string) => {
      const response = await t.app.inject({
        method: route.method,
        url,
        headers: {
          ...bearer(admin.access_token),
          ...(payload !== undefined && { 'content-type': 'application/json' }),
        },
        ...(payload !== undefined && { payload }),
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500)
        failures.push(`${route.method} ${route.path} (${what}): ${response.statusCode} ${response.body}`);
      return response.statusCode;
    };

    for (const route of routes) {
      const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
      const validPath = Object.fromEntries(pathNames.map((name) => [name, name === 'page' ? '0' : child.id]));
      const url = urlOf(route, validPath);
      if (route.body) {
        expect(
          await check(route, url, '{"message": "Pourquoi', 'broken JSON'),
          `${route.method} ${route.path}`,
        ).toBeLessThan(500);
        for (const body of badBodies(route.body))
          await check(route, url, JSON.stringify(body), JSON.stringify(body).slice(0, 80));
      }
      for (const name of pathNames) {
        for (const value of badPathValues)
          await check(route, urlOf(route, { ...validPath, [name]: value }), undefined, `${name}=${value.slice(0, 20)}`);
      }
      for (const parameter of route.parameters.filter((candidate) => candidate.in === 'query')) {
        for (const value of badQueryValues) {
          await check(
            route,
            urlOf(route, validPath, { [parameter.name]: value }),
            undefined,
            `?${parameter.name}=${value.slice(0, 20)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // The calls reached the routes' validation, signed in: a test that met only 401s would prove nothing.
    expect(statuses.get(401) ?? 0).toBeLessThan(20);
    expect(statuses.get(400)).toBeGreaterThan(400);
  });

  it('refuses a body over 1 MB before reading it, in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'lea@example.com', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', detail: 'Requête trop volumineuse' });
  });
});
