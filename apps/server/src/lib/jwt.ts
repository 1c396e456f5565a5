import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JSON Web Tokens with node:crypto alone. The header is fixed, so a token naming
 * any other algorithm (or none) never verifies; the signature is compared in constant time.
 * Chosen over a library for speed on every request (see docs/decisions/0004-tokens.md).
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface AccessClaims {
  sub: string;
  iat: number;
  exp: number;
  /** The account's session version when signed: an older one is refused (issue 19). */
  sv: number;
  /**
   * The refresh family (the sign-in) it belongs to: refused once that family is revoked, so
   * logout ends it at once (ASVS 3.3.1). Every token signed at sign-in or refresh carries one.
   */
  sid?: string;
  /**
   * When (Unix seconds) the staff member gave an authenticator code or used a security key
   * (ASVS 4.3.1): only tokens answered by `POST /api/auth/mfa/verify` or `/verify-key` carry it,
   * and staff calls need it once a second
   * factor applies (`requireRole` in plugins/auth.ts). A refresh does not carry it forward.
   */
  mfa?: number;
}

export function createJwt(secret: string) {
  const key = Buffer.from(secret, 'utf8');
  const signature = (input: string) => createHmac('sha256', key).update(input).digest();

  return {
    sign(claims: AccessClaims): string {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const signed = `${HEADER}.${payload}`;
      return `${signed}.${signature(signed).toString('base64url')}`;
    },

    /** The claims of a valid, unexpired token; undefined for anything else. */
    verify(token: string, nowSeconds: number): AccessClaims | undefined {
      const [header, payload, given, extra] = token.split('.');
      if (extra !== undefined || header !== HEADER || !payload || !given) return undefined;
      const expected = signature(`${header}.${payload}`);
      const actual = Buffer.from(given, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
        if (
          typeof claims.sub !== 'string' ||
          typeof claims.exp !== 'number' ||
          typeof claims.iat !== 'number' ||
          !Number.isInteger(claims.sv) ||
          (claims.sid !== undefined && typeof claims.sid !== 'string') ||
          (claims.mfa !== undefined && !Number.isInteger(claims.mfa))
        ) {
          return undefined;
        }
        return claims.exp > nowSeconds ? (claims as AccessClaims) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type Jwt = ReturnType<typeof createJwt>;
