import { z } from 'zod';

/** A key's name, as its owner tells their keys apart (« Clé USB bleue », « Téléphone »). */
export const SECURITY_KEY_NAME_MAX_LENGTH = 60;
/** The operator's code for a first key: 16 base32 characters (80 bits), printed in groups of 4. */
export const ENROLMENT_CODE_LENGTH = 16;

/** The words of the staff's security keys (WebAuthn, ASVS 2.3.2), for the server and the console. */
export const securityKeyMessages = {
  useKey: 'Utiliser une clé de sécurité',
  firstKeyIntro:
    "Si l'opérateur vous a donné un code d'enregistrement, enregistrez ici une clé de sécurité ou une passkey.",
  keyPrompt: 'Touchez votre clé de sécurité, ou confirmez avec la passkey de votre appareil.',
  /** Any assertion the server does not accept: a wrong key, a challenge spent or expired, another site. */
  keyRefused: "Cette clé n'a pas été reconnue. Réessayez avec une clé enregistrée sur votre compte.",
  registrationRefused: "La clé n'a pas pu être enregistrée. Réessayez.",
  noKey: "Aucune clé de sécurité n'est enregistrée sur votre compte.",
  /** Code sent to an account without an authenticator app (it has keys only). */
  noAuthenticatorApp: "Aucune application d'authentification n'est activée sur votre compte : utilisez votre clé.",
  notFound: "Cette clé de sécurité n'est plus enregistrée sur votre compte.",
  lastFactor: "C'est votre dernier moyen de double authentification : ajoutez-en un autre avant de retirer celui-ci.",
  nameLabel: 'Nom de la clé',
  nameHelper: 'Pour la reconnaître dans la liste, par exemple « Clé USB bleue ».',
  nameRequired: 'Donnez un nom à cette clé',
  nameTooLong: `Le nom ne peut pas dépasser ${SECURITY_KEY_NAME_MAX_LENGTH} caractères`,
  enrolmentCodeLabel: "Code d'enregistrement",
  enrolmentCodeHelper: "Pour une première clé : le code donné par l'opérateur, valable 24 heures.",
  enrolmentCodeFormat: `Le code compte ${ENROLMENT_CODE_LENGTH} lettres et chiffres`,
  enrolmentCodeWrong: "Code d'enregistrement incorrect ou expiré : demandez-en un autre à l'opérateur.",
  /** The browser's own refusal: the dialog was closed, the time ran out, or the key is not allowed here. */
  browserCancelled: "La clé n'a pas répondu (opération annulée ou délai dépassé). Réessayez.",
  alreadyRegistered: 'Cette clé est déjà enregistrée sur votre compte.',
  unsupported: 'Ce navigateur ne sait pas utiliser les clés de sécurité.',
} as const;

/**
 * The operator's code as typed: spaces and dashes dropped, in capitals, base32 letters only.
 * Pure, so the form and the server read the same code.
 */
export function normalisedEnrolmentCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export const enrolmentCodeField = z
  .string({ error: securityKeyMessages.enrolmentCodeFormat })
  .max(64, { error: securityKeyMessages.enrolmentCodeFormat })
  .transform(normalisedEnrolmentCode)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[A-Z2-7]{${ENROLMENT_CODE_LENGTH}}$`), { error: securityKeyMessages.enrolmentCodeFormat }),
  );

export const securityKeyNameField = z
  .string({ error: securityKeyMessages.nameRequired })
  .trim()
  .min(1, { error: securityKeyMessages.nameRequired })
  .max(SECURITY_KEY_NAME_MAX_LENGTH, { error: securityKeyMessages.nameTooLong });

/** A registered key as its owner sees it: never its public key or credential id. */
export const securityKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type SecurityKey = z.infer<typeof securityKeySchema>;

/** `GET /api/auth/mfa`: the account's second factors, so the console offers the ones it has. */
export const secondFactorsResponse = z.object({
  /** An authenticator app enrolled by the operator (`npm run staff -- mfa`). */
  totp: z.boolean(),
  security_keys: z.array(securityKeySchema),
});
export type SecondFactors = z.infer<typeof secondFactorsResponse>;

/** `DELETE /api/auth/mfa/security-keys/:id`. */
export const securityKeyIdParams = z.object({ id: z.string().max(100) });

// WebAuthn's JSON forms (what @simplewebauthn/browser answers), bounded: ids up to 1,023 bytes,
// the rest far above what an authenticator sends.
const base64url = (max: number) =>
  z
    .string({ error: securityKeyMessages.keyRefused })
    .max(max, { error: securityKeyMessages.keyRefused })
    .regex(/^[A-Za-z0-9_-]*$/, { error: securityKeyMessages.keyRefused });
const credentialId = base64url(1400).min(1, { error: securityKeyMessages.keyRefused });
const credentialCommon = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: securityKeyMessages.keyRefused }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
};
const transports = z.array(z.string().max(30)).max(10);

export const registrationCredential = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(8192).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});

export const authenticationCredential = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(4096),
    userHandle: base64url(512).optional(),
  }),
});

/** `POST /api/auth/mfa/security-keys/registration/options`: the operator's code, for a first key only. */
export const securityKeyRegistrationOptionsBody = z.object({ enrolment_code: enrolmentCodeField.optional() });

/** `POST /api/auth/mfa/security-keys/registration`: the browser's answer, the key's name, the code again. */
export const securityKeyRegistrationBody = z.object({
  name: securityKeyNameField,
  enrolment_code: enrolmentCodeField.optional(),
  credential: registrationCredential,
});

/** `POST /api/auth/mfa/security-keys/authentication`: the key's signature of the challenge. */
export const securityKeyAuthenticationBody = z.object({ credential: authenticationCredential });

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What `navigator.credentials.create()` is given, as JSON (WebAuthn's PublicKeyCredentialCreationOptionsJSON). */
export const securityKeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  attestation: z.string().optional(),
  hints: z.array(z.string()).optional(),
});

/** What `navigator.credentials.get()` is given, as JSON (PublicKeyCredentialRequestOptionsJSON). */
export const securityKeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});
