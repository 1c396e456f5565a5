import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token (256 bits) to hand out; only its hash is ever stored. */
export function newSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
