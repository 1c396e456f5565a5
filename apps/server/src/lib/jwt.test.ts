import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createJwt } from './jwt.js';

const jwt = createJwt('a-secret-that-is-long-enough-for-the-tests');
const claims = { sub: 'parent-1', iat: 1_000, exp: 1_900, sv: 0 };

describe('HS256 access tokens', () => {
  it('verifies its own token until it expires', () => {
    const token = jwt.sign(claims);
    expect(jwt.verify(token, 1_500)).toEqual(claims);
    expect(jwt.verify(token, 1_900)).toBeUndefined();
  });

  it('rejects a token signed with another secret', () => {
    const other = createJwt('another-secret-that-is-long-enough-too');
    expect(jwt.verify(other.sign(claims), 1_500)).toBeUndefined();
  });

  it('rejects a changed payload and the "none" algorithm', () => {
    const [header, , signature] = jwt.sign(claims).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'parent-2' })).toString('base64url');
    expect(jwt.verify(`${header}.${forgedPayload}.${signature}`, 1_500)).toBeUndefined();

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(jwt.verify(`${none}.${payload}.`, 1_500)).toBeUndefined();
  });

  it('rejects a token without a session version (signed before versions existed)', () => {
    const { sv: _sv, ...older } = claims;
    const payload = Buffer.from(JSON.stringify(older)).toString('base64url');
    const [header] = jwt.sign(claims).split('.');
    const signature = createHmac('sha256', 'a-secret-that-is-long-enough-for-the-tests')
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(jwt.verify(`${header}.${payload}.${signature}`, 1_500)).toBeUndefined();
  });

  it('keeps the sign-in a token belongs to, and rejects one that is not text', () => {
    const token = jwt.sign({ ...claims, sid: 'family-1' });
    expect(jwt.verify(token, 1_500)?.sid).toBe('family-1');

    const payload = Buffer.from(JSON.stringify({ ...claims, sid: 42 })).toString('base64url');
    const [header] = token.split('.');
    const signature = createHmac('sha256', 'a-secret-that-is-long-enough-for-the-tests')
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(jwt.verify(`${header}.${payload}.${signature}`, 1_500)).toBeUndefined();
  });

  it('keeps the time of a staff member’s second factor, and rejects one that is not a whole number', () => {
    const token = jwt.sign({ ...claims, mfa: 1_200 });
    expect(jwt.verify(token, 1_500)?.mfa).toBe(1_200);
    expect(jwt.verify(jwt.sign(claims), 1_500)?.mfa).toBeUndefined();

    const payload = Buffer.from(JSON.stringify({ ...claims, mfa: 'yes' })).toString('base64url');
    const [header] = token.split('.');
    const signature = createHmac('sha256', 'a-secret-that-is-long-enough-for-the-tests')
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(jwt.verify(`${header}.${payload}.${signature}`, 1_500)).toBeUndefined();
  });

  it('rejects malformed tokens without throwing', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', '...', 'x'.repeat(5000)]) {
      expect(jwt.verify(token, 1_500)).toBeUndefined();
    }
  });

  it('produces standard tokens another HS256 implementation can check', () => {
    const token = jwt.sign(claims);
    const [header, payload, signature] = token.split('.');
    const expected = createHmac('sha256', 'a-secret-that-is-long-enough-for-the-tests')
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(signature).toBe(expected);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });
});
