import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig, useTestApp } from '../../../test/helpers/app.js';
import { registerParent } from '../../../test/helpers/factories.js';
import { authLimits } from './rate-limits.js';

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

// Needs a Redis server: .ci/run sets REDIS_URL when one answers on this machine.
describe.skipIf(!process.env.REDIS_URL)('rate limits shared by several instances through Redis', () => {
  const t = useTestApp({ env: { REDIS_URL: process.env.REDIS_URL ?? '' } });

  it('counts failed sign-ins made on one instance when another is asked, and only where they came from', async () => {
    const second = await buildApp({
      config: testConfig(t.dataDir, { REDIS_URL: process.env.REDIS_URL ?? '' }),
      database: t.database,
      clock: t.clock,
    });
    try {
      // Redis outlives the test: fresh keys keep earlier runs' counters out of this one.
      const email = `${randomUUID()}@example.com`;
      await registerParent(t.app, { email, password: 'le-bon-secret' });
      const attacker = randomAddress();
      const login = (app: typeof second, remoteAddress: string, password = 'mauvais-mot') =>
        app.inject({ method: 'POST', url: '/api/auth/token', payload: { email, password }, remoteAddress });
      const free = authLimits.login.find((rule) => rule.delays)!.delays!.free;
      for (let attempt = 0; attempt < free; attempt += 1) {
        expect((await login(attempt % 2 ? t.app : second, attacker)).statusCode).toBe(401);
      }
      for (const app of [second, t.app]) {
        const held = await login(app, attacker);
        expect(held.statusCode).toBe(429);
        expect(Number(held.headers['retry-after'])).toBeGreaterThan(55);
      }
      // The owner, from their own address, on either instance.
      expect((await login(second, randomAddress(), 'le-bon-secret')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
