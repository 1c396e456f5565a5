import { describe, expect, it } from 'vitest';
import { discountCodes, securityKeys } from '../../src/db/schema.js';
import { useTestApp } from '../helpers/app.js';
import { childInput, signedInParent } from '../helpers/factories.js';
import { type ApiRoute, exampleOf, registeredRoutes, urlOf } from '../helpers/openapi.js';
import { subscribe } from '../helpers/subscription.js';

/** Path parameters that name no family's data. */
const notFamilyData = new Set(['/api/auth/validate-reset-token/{token}']);
const staffOnly = (route: ApiRoute) =>
  ['/api/admin/', '/api/support/', '/api/auth/mfa/security-keys'].some((prefix) => route.path.startsWith(prefix));

describe('every route keeps each family to its own data', () => {
  const t = useTestApp();

  it(
    'answers another family’s ids with 404 (admin routes with 403) and never shows their data',
    { timeout: 120_000 },
    async () => {
      // The owner: a child, a conversation, a story, a checkout.
      const owner = await signedInParent(t.app, { email: 'proprietaire@example.fr' });
      await subscribe(t.database.db, owner.user.id);
      const child = (await owner.call('POST', '/api/children', childInput({ name: 'Zéphyrin' }))).json();
      await owner.call('POST', '/api/chat', { message: 'Pourquoi le ciel est bleu ?', child_id: child.id });
      const [conversation] = (await owner.call('GET', `/api/conversations?child_id=${child.id}`)).json();
      const message = conversation.messages.find((candidate: { role: string }) => candidate.role === 'assistant');
      const story = (
        await owner.call('POST', '/api/stories/generate', { children: [child.id], story_type: 'sleep', theme: 'space' })
      ).json();
      const pack = (
        await owner.call('POST', '/api/monetization/purchase-story-pack', { price_id: 'story_pack_5', story_count: 5 })
      ).json();
      const checkoutId = new URL(pack.checkout_url).pathname.split('/').pop()!;
      const [ownerSession] = (await owner.call('GET', '/api/auth/sessions')).json().sessions;
      const [code] = await t.database.db
        .insert(discountCodes)
        .values({ code: 'SECRET', type: 'percentage', value: 10 })
        .returning();
      // A security key as staff have them (ASVS 2.3.2), stored for the owner.
      const [key] = await t.database.db
        .insert(securityKeys)
        .values({
          userId: owner.user.id,
          credentialId: 'cle-du-proprietaire',
          publicKey: Buffer.from([1]),
          name: 'Clé',
        })
        .returning();
      const secrets = [
        child.id,
        'Zéphyrin',
        owner.user.id,
        'proprietaire@example.fr',
        conversation.id,
        message.id,
        story.id,
        checkoutId,
        'cle-du-proprietaire',
      ];

      // The intruder: a family of its own, on a paid plan, with a child.
      const intruder = await signedInParent(t.app, { email: 'intrus@example.fr' });
      await subscribe(t.database.db, intruder.user.id);
      await intruder.call('POST', '/api/children', childInput({ name: 'Basile' }));

      const pathValues = (route: ApiRoute): Record<string, string> => {
        if (route.path.startsWith('/api/children/')) return { id: child.id };
        if (route.path.startsWith('/api/stories/')) return { id: story.id, page: '0' };
        if (route.path.startsWith('/api/conversations/'))
          return { conversationId: conversation.id, messageId: message.id };
        if (route.path.includes('checkouts/')) return { id: checkoutId };
        if (route.path.startsWith('/api/admin/users/')) return { id: owner.user.id };
        if (route.path.startsWith('/api/admin/discount-codes/')) return { id: code!.id };
        if (route.path.startsWith('/api/auth/sessions/')) return { id: ownerSession.id };
        if (route.path.startsWith('/api/auth/mfa/security-keys/')) return { id: key!.id };
        return {};
      };
      /** Any id a body or a query can carry, set to the owner's. */
      const foreign: Record<string, unknown> = {
        child_id: child.id,
        children: [child.id],
        message_id: message.id,
        conversation_id: conversation.id,
        story_id: story.id,
        // Not an id, but a valid one lets the call reach the ownership check.
        card_number: '4242 4242 4242 4242',
      };

      const routes = await registeredRoutes(t.app);
      expect(routes.length).toBeGreaterThan(50);
      for (const route of routes) {
        const label = `${route.method} ${route.path}`;
        const values = pathValues(route);
        const pathNames = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
        if (!notFamilyData.has(route.path)) {
          for (const name of pathNames) expect(values[name], `${label}: which family's ${name}?`).toBeDefined();
        }
        const query: Record<string, string> = {};
        for (const parameter of route.parameters.filter((candidate) => candidate.in === 'query')) {
          if (parameter.name in foreign) query[parameter.name] = String(foreign[parameter.name]);
          else if (parameter.required) query[parameter.name] = String(exampleOf(parameter.schema));
        }
        const body = route.body ? { ...(exampleOf(route.body) as object) } : undefined;
        if (body)
          for (const key of Object.keys(foreign))
            if (key in (route.body?.properties ?? {})) Object.assign(body, { [key]: foreign[key] });

        const response = await intruder.call(route.method, urlOf(route, values, query), body);
        expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
        if (staffOnly(route)) expect(response.statusCode, label).toBe(403);
        else if (pathNames.length > 0 && !notFamilyData.has(route.path))
          expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
        for (const secret of secrets) expect(response.body, `${label} shows ${secret}`).not.toContain(secret);
      }

      // Nothing of the owner's changed.
      expect((await owner.call('GET', '/api/children')).json()).toEqual([
        expect.objectContaining({ id: child.id, name: 'Zéphyrin' }),
      ]);
      expect((await owner.call('GET', `/api/stories/${story.id}`)).statusCode).toBe(200);
      expect((await owner.call('GET', `/api/monetization/checkouts/${checkoutId}`)).json().status).toBe('open');
      const kept = (await owner.call('GET', `/api/conversations?child_id=${child.id}`)).json();
      expect(kept[0].messages.find((candidate: { id: string }) => candidate.id === message.id).favorite).toBe(false);
    },
  );
});
