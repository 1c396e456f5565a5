import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOTP_DIGITS } from '@pourquoi/shared';

/**
 * Time-based one-time passwords (RFC 6238) with node:crypto alone: HMAC-SHA1, 30-second steps,
 * 6 digits, what every authenticator app reads from an otpauth:// URI. The staff's second
 * factor (ASVS 4.3.1, docs/decisions/0020-public-internet.md).
 */
export const TOTP_STEP_SECONDS = 30;
/** Steps accepted either side of the server's: a phone clock off by up to 30 seconds still works. */
export const TOTP_TOLERANCE_STEPS = 1;
/** 160 bits, the HMAC-SHA1 key length RFC 4226 recommends. */
const SECRET_BYTES = 20;
export const TOTP_ISSUER = 'Pourquoi';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps expect it. */
export function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function fromBase32(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random secret, in base32. */
export function newTotpSecret(): string {
  return toBase32(randomBytes(SECRET_BYTES));
}

/** The 30-second step a moment falls in (RFC 6238's T, counted from the Unix epoch). */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of one step (RFC 4226's HOTP with the step as its counter). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step whose code this is, within the tolerance around now and strictly after `lastStep`
 * (a step already used, or an earlier one, never opens again); undefined for anything else.
 * Every candidate is compared, in constant time, so the answer's timing says nothing.
 */
export function matchingTotpStep(secret: string, code: string, now: Date, lastStep: number | null): number | undefined {
  const given = Buffer.from(code);
  const current = totpStep(now);
  let found: number | undefined;
  for (let step = current - TOTP_TOLERANCE_STEPS; step <= current + TOTP_TOLERANCE_STEPS; step += 1) {
    const expected = Buffer.from(totpCode(secret, step));
    const same = given.length === expected.length && timingSafeEqual(given, expected);
    if (same && (lastStep === null || step > lastStep) && found === undefined) found = step;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted): issuer Pourquoi, the email as label. */
export function otpauthUri(email: string, secret: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}`;
  const query = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** The secret in groups of 4 characters, for typing it in by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

// The secret at rest: AES-256-GCM under a key derived from JWT_SECRET for this purpose alone
// (HKDF-SHA256), with the account's id as associated data, so a sealed secret copied to another
// account does not open. Rotating JWT_SECRET therefore means enrolling staff again (docs/deploy.md).
const SEAL_VERSION = 'v1';
const sealKey = (jwtSecret: string) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, '', 'pourquoi:staff-totp-secret:v1', 32));

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url: what `users.totp_secret` holds. */
export function sealTotpSecret(jwtSecret: string, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(jwtSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The base32 secret, or undefined when it does not open (another JWT_SECRET, another account, altered). */
export function openTotpSecret(jwtSecret: string, userId: string, stored: string): string | undefined {
  const [version, iv, tag, sealed, extra] = stored.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || !sealed || extra !== undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(jwtSecret), Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
