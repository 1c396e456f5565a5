import { describe, expect, it } from 'vitest';
import {
  fromBase32,
  groupedSecret,
  matchingTotpStep,
  newTotpSecret,
  openTotpSecret,
  otpauthUri,
  sealTotpSecret,
  toBase32,
  totpCode,
  totpStep,
} from './totp.js';

// RFC 6238 appendix B: the SHA-1 key "12345678901234567890", its 8-digit codes cut to 6.
const rfcSecret = toBase32(Buffer.from('12345678901234567890'));
const jwtSecret = 'x'.repeat(40);

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC’s codes at the RFC’s times', () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const at = (seconds: number) => totpCode(rfcSecret, totpStep(new Date(seconds * 1000)));
    expect(at(59)).toBe('287082');
    expect(at(1_111_111_109)).toBe('081804');
    expect(at(1_111_111_111)).toBe('050471');
    expect(at(1_234_567_890)).toBe('005924');
    expect(at(2_000_000_000)).toBe('279037');
    expect(at(20_000_000_000)).toBe('353130');
  });

  it('reads back what it writes in base32, spaces and lower case included', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(toBase32(fromBase32(groupedSecret(secret).toLowerCase()))).toBe(secret);
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('accepts one step either side of now, and never a step already used or an earlier one', () => {
    const now = new Date('2026-11-21T09:00:10Z');
    const step = totpStep(now);
    const code = (offset: number) => totpCode(rfcSecret, step + offset);
    expect(matchingTotpStep(rfcSecret, code(0), now, null)).toBe(step);
    expect(matchingTotpStep(rfcSecret, code(-1), now, null)).toBe(step - 1);
    expect(matchingTotpStep(rfcSecret, code(1), now, null)).toBe(step + 1);
    expect(matchingTotpStep(rfcSecret, code(2), now, null)).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, code(-2), now, null)).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, code(0), now, step)).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, code(-1), now, step)).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, code(1), now, step)).toBe(step + 1);
  });

  it('writes the URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('chef@pourquoi.fr', rfcSecret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Pourquoi:chef@pourquoi.fr');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: rfcSecret,
      issuer: 'Pourquoi',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('stores the secret sealed: it opens with the same JWT_SECRET for the same account only', () => {
    const sealed = sealTotpSecret(jwtSecret, 'user-1', rfcSecret);
    expect(sealed).not.toContain(rfcSecret);
    expect(sealed).toMatch(/^v1\./);
    expect(sealTotpSecret(jwtSecret, 'user-1', rfcSecret)).not.toBe(sealed);
    expect(openTotpSecret(jwtSecret, 'user-1', sealed)).toBe(rfcSecret);
    expect(openTotpSecret(jwtSecret, 'user-2', sealed)).toBeUndefined();
    expect(openTotpSecret('y'.repeat(40), 'user-1', sealed)).toBeUndefined();
    const [version, iv, tag, body] = sealed.split('.');
    const altered = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(openTotpSecret(jwtSecret, 'user-1', [version, iv, tag, altered].join('.'))).toBeUndefined();
    expect(openTotpSecret(jwtSecret, 'user-1', 'GEZDGNBV')).toBeUndefined();
  });
});
