import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe token (256 bits) to hand out; only its hash is ever stored. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// The purpose is signed with the random part: a signature made for one kind of link (or a
// JWT, which shares the key) never passes for another.
const signatureOf = (purpose: string, random: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${random}`).digest();

/** `<random>.<HMAC-SHA256 of it>`: a forged or altered token is refused without any lookup. */
export function newSignedToken(purpose: string, secret: string): string {
  const random = newSecureToken();
  return `${random}.${signatureOf(purpose, random, secret).toString('base64url')}`;
}

/** Whether the token was made by `newSignedToken` for this purpose with this secret (constant time). */
export function hasValidSignature(token: string, purpose: string, secret: string): boolean {
  const [random, given, extra] = token.split('.');
  if (!random || !given || extra !== undefined) return false;
  // Compared as text: base64url decoding would let a changed last character through.
  const expected = Buffer.from(signatureOf(purpose, random, secret).toString('base64url'));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
