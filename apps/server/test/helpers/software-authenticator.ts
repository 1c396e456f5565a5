import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The test app's APP_URL (helpers/app.ts), as a browser on it reports its origin. */
export const APP_ORIGIN = 'http://localhost:8001';

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

// authenticatorData flags (WebAuthn §6.1): user present, attested credential data included.
const USER_PRESENT = 0x01;
const ATTESTED = 0x40;

interface Ceremony {
  /** The challenge the server's options carried (base64url). */
  challenge: string;
  /** Where the browser says the page was: APP_URL's origin unless a test says otherwise. */
  origin?: string;
}

/**
 * A security key in software, as a browser would hand its answers over: an ES256 key pair from
 * node:crypto, attestation "none", authenticatorData and clientDataJSON written byte by byte.
 * Its signature counter goes up by one per assertion unless a test sets it.
 */
export function softwareAuthenticator(rpId = new URL(APP_ORIGIN).hostname) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const id = b64url(credentialId);
  let counter = 0;

  const jwk = publicKey.export({ format: 'jwk' });
  // COSE_Key (RFC 9053): kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );

  const authenticatorData = (flags: number, signCount: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    return Buffer.concat([sha256(Buffer.from(rpId)), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  };
  const clientData = (type: string, { challenge, origin = APP_ORIGIN }: Ceremony) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** `navigator.credentials.create()`'s answer, as @simplewebauthn/browser sends it. */
    register(ceremony: Ceremony) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      // AAGUID all zeros, as attestation "none" leaves it.
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(coseKey)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(USER_PRESENT | ATTESTED, counter, attested)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', ceremony)),
          attestationObject: b64url(attestationObject),
          transports: ['usb'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'cross-platform' as const,
      };
    },
    /** `navigator.credentials.get()`'s answer: the challenge signed with the private key. */
    sign(ceremony: Ceremony & { counter?: number }) {
      counter = ceremony.counter ?? counter + 1;
      const data = authenticatorData(USER_PRESENT, counter);
      const client = clientData('webauthn.get', ceremony);
      const signature = createSign('SHA256')
        .update(Buffer.concat([data, sha256(client)]))
        .sign(privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'cross-platform' as const,
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
