import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig, useTestApp } from '../../../test/helpers/app.js';
import { authLimits } from './rate-limits.js';

// Needs a Redis server: .ci/run sets REDIS_URL when one answers on this machine.
describe.skipIf(!process.env.REDIS_URL)('rate limits shared by several instances through Redis', () => {
  const t = useTestApp({ env: { REDIS_URL: process.env.REDIS_URL ?? '' } });

  it('counts attempts made on one instance when another is asked', async () => {
    const second = await buildApp({
      config: testConfig(t.dataDir, { REDIS_URL: process.env.REDIS_URL ?? '' }),
      database: t.database,
      clock: t.clock,
    });
    try {
      // Redis outlives the test: fresh keys keep earlier runs' counters out of this one.
      const email = `${randomUUID()}@example.com`;
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      const login = (app: typeof second) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/token',
          payload: { email, password: 'mauvais-mot' },
          remoteAddress,
        });
      const max = authLimits.login[1]!.max;
      for (let attempt = 0; attempt < max; attempt += 1) {
        expect((await login(attempt % 2 ? t.app : second)).statusCode).toBe(401);
      }
      expect((await login(second)).statusCode).toBe(429);
      expect((await login(t.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
