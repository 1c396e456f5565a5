import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { testConfig, useTestApp } from '../../../test/helpers/app.js';
import { bearer, childInput, signedInParent } from '../../../test/helpers/factories.js';
import { subscribe } from '../../../test/helpers/subscription.js';

type Parent = Awaited<ReturnType<typeof signedInParent>>;

async function payingFamily(app: FastifyInstance, database: Parameters<typeof subscribe>[0]) {
  const parent = await signedInParent(app);
  await subscribe(database, parent.user.id, { until: new Date('2027-06-01T00:00:00Z') });
  const child = (await parent.call('POST', '/api/children', childInput({ name: 'Noé', birth_year: 2018 }))).json();
  return { parent, child };
}

const ask = (parent: Parent, childId: string, url = '/api/chat') =>
  parent.call('POST', url, { message: 'Pourquoi la neige est blanche ?', child_id: childId });

describe('a family asks at most CHAT_LIMIT_PER_MINUTE questions a minute', () => {
  const t = useTestApp({ env: { CHAT_LIMIT_PER_MINUTE: '3', CHAT_LIMIT_PER_HOUR: '0' } });

  it('answers the burst, then 429 in French with Retry-After, on the JSON call and the stream alike', async () => {
    const { parent, child } = await payingFamily(t.app, t.database.db);
    expect((await ask(parent, child.id)).statusCode).toBe(200);
    expect((await ask(parent, child.id, '/api/chat/stream')).statusCode).toBe(200);
    expect((await ask(parent, child.id)).statusCode).toBe(200);
    for (const url of ['/api/chat', '/api/chat/stream']) {
      const limited = await ask(parent, child.id, url);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'chat_rate_limited' });
      expect(limited.json().detail).toMatch(/petite pause/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another family is not held back by this one.
    const other = await payingFamily(t.app, t.database.db);
    expect((await ask(other.parent, other.child.id)).statusCode).toBe(200);
  });
});

describe('a family asks at most CHAT_LIMIT_PER_HOUR questions an hour', () => {
  const t = useTestApp({ env: { CHAT_LIMIT_PER_MINUTE: '0', CHAT_LIMIT_PER_HOUR: '4' } });

  it('counts follow-ups too', async () => {
    const { parent, child } = await payingFamily(t.app, t.database.db);
    const first = await ask(parent, child.id);
    for (let index = 0; index < 3; index += 1) {
      const followUp = await parent.call('POST', '/api/chat', {
        message: 'Pourquoi la neige est blanche ?',
        child_id: child.id,
        feedback_type: 'more_info',
        conversation_id: first.json().conversation_id,
      });
      expect(followUp.statusCode).toBe(200);
    }
    const limited = await ask(parent, child.id);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
  });
});

// Needs a Redis server: .ci/run sets REDIS_URL when one answers on this machine.
describe.skipIf(!process.env.REDIS_URL)('the chat limits shared by several instances through Redis', () => {
  const env = { REDIS_URL: process.env.REDIS_URL ?? '', CHAT_LIMIT_PER_MINUTE: '2', CHAT_LIMIT_PER_HOUR: '0' };
  const t = useTestApp({ env });

  it('counts a question asked of one instance when the other is asked', async () => {
    const second = await buildApp({ config: testConfig(t.dataDir, env), database: t.database, clock: t.clock });
    try {
      const { parent, child } = await payingFamily(t.app, t.database.db);
      // Both instances share the signing key: a token either signs, either accepts.
      const iat = Math.floor(t.clock.now().getTime() / 1000);
      const on = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: bearer(t.app.jwt.sign({ sub: parent.user.id, iat, exp: iat + 60, sv: 0 })),
          payload: { message: 'Pourquoi la neige est blanche ?', child_id: child.id },
        });
      expect((await on(t.app)).statusCode).toBe(200);
      expect((await on(second)).statusCode).toBe(200);
      expect((await on(t.app)).statusCode).toBe(429);
      expect((await on(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
