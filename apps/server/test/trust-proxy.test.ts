import { describe, expect, it } from 'vitest';
import { authLimits } from '../src/modules/auth/rate-limits.js';
import { type TestContext, useTestApp } from './helpers/app.js';

const perAddress = authLimits.forgotPassword[0]!.max;
let mailbox = 0;

/** A reset request for a fresh unknown address each time: only the per-address rule counts it. */
const forgot = (t: TestContext, remoteAddress: string, forwardedFor?: string) => {
  mailbox += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: `personne${mailbox}@example.com` },
    remoteAddress,
    ...(forwardedFor && { headers: { 'x-forwarded-for': forwardedFor } }),
  });
};

/** The statuses of `perAddress` + 1 requests, each with a different forged first hop. */
async function burst(t: TestContext, remoteAddress: string, realClient?: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= perAddress; attempt += 1) {
    const forged = `1.2.3.${attempt}`;
    statuses.push((await forgot(t, remoteAddress, realClient ? `${forged}, ${realClient}` : forged)).statusCode);
  }
  return statuses;
}

const heldAtTheLast = [...Array<number>(perAddress).fill(200), 429];

describe('client addresses behind a proxy (decision 0020)', () => {
  describe('with TRUST_PROXY=1', () => {
    const t = useTestApp({ env: { TRUST_PROXY: '1' } });

    it('counts the address the proxy saw, whatever the client forged in front of it', async () => {
      // An appending proxy passes "forged, real": the right-most hop is the one it added.
      expect(await burst(t, '10.0.0.2', '198.51.100.7')).toEqual(heldAtTheLast);
      // A replacing proxy (docs/deploy.md) passes the real address alone: the same client.
      expect((await forgot(t, '10.0.0.2', '198.51.100.7')).statusCode).toBe(429);
      // Another family behind the same proxy is counted apart.
      expect((await forgot(t, '10.0.0.2', '1.2.3.4, 198.51.100.8')).statusCode).toBe(200);
    });
  });

  describe('with TRUST_PROXY listing the proxies', () => {
    const t = useTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });

    it('believes the header from a listed proxy only', async () => {
      expect(await burst(t, '10.0.0.2', '198.51.100.7')).toEqual(heldAtTheLast);
      expect((await forgot(t, '10.0.0.3', '1.2.3.4, 198.51.100.9')).statusCode).toBe(200);
      // A client reaching the app directly is its own address, whatever it sends.
      expect(await burst(t, '203.0.113.9')).toEqual(heldAtTheLast);
    });
  });

  describe('without TRUST_PROXY', () => {
    const t = useTestApp();

    it('ignores X-Forwarded-For', async () => {
      expect(await burst(t, '10.0.0.3')).toEqual(heldAtTheLast);
      expect(await burst(t, '10.0.0.4', '198.51.100.7')).toEqual(heldAtTheLast);
      expect((await forgot(t, '10.0.0.5', '10.0.0.3')).statusCode).toBe(200);
    });
  });
});
