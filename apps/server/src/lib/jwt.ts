import { createSigner, createVerifier } from 'fast-jwt';

/**
 * HS256 JSON Web Tokens through fast-jwt (decision 0004: a maintained library, not hand-written
 * security code): only HS256 verifies, never another algorithm or none, and the signature is
 * compared in constant time. docs/decisions/0004-tokens.md has the measured cost.
 */

export interface AccessClaims {
  sub: string;
  iat: number;
  exp: number;
  /** The account's session version when signed: an older one is refused (decision 0020). */
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
  // The claims carry their own times (the app's clock, a fake one in tests): fast-jwt keeps the
  // given `iat` and leaves `exp` to `verify`, which compares it with the time it is given. Its
  // cache remembers the tokens it checked (a session sends the same one on every request):
  // bench/jwt.bench.ts, docs/decisions/0004-tokens.md.
  const signToken = createSigner({ key: secret, algorithm: 'HS256' });
  const decodeToken = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, cache: true });

  return {
    sign(claims: AccessClaims): string {
      return signToken({ ...claims });
    },

    /** The claims of a valid, unexpired token; undefined for anything else. */
    verify(token: string, nowSeconds: number): AccessClaims | undefined {
      let claims: Partial<AccessClaims>;
      try {
        claims = decodeToken(token) as Partial<AccessClaims>;
      } catch {
        return undefined;
      }
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
    },
  };
}

export type Jwt = ReturnType<typeof createJwt>;
