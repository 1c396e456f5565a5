// zod/mini: these schemas are in the web's first download (the sign-in form, the parent kept on
// the device), where zod's full build cost a phone a quarter of a second (decision 0031).
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.js';

/** The validation messages of product.md#registration-and-sign-in, each written once. */
export const authMessages = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  nameTooLong: `Ce champ ne peut pas dépasser ${NAME_MAX_LENGTH} caractères`,
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  passwordTooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  resetTokenMissing: 'Lien de réinitialisation invalide ou manquant',
  refreshTokenInQuery:
    "Le jeton de session se transmet dans le corps de la requête (refresh_token), jamais dans l'adresse",
  verificationTokenMissing: 'Lien de confirmation invalide ou manquant',
  emailVerified: 'Votre adresse email est confirmée. Merci !',
  /** The same whether a link left or the address was already confirmed. */
  verificationResent: 'Si votre adresse reste à confirmer, un nouveau lien vient de vous être envoyé.',
  passwordHelper: `Au moins ${PASSWORD_MIN_LENGTH} caractères`,
} as const;

/** A string field whose absence reads as "required" rather than as a type error. */
const requiredText = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));

const personName = (requiredMessage: string) =>
  requiredText(requiredMessage).check(z.maxLength(NAME_MAX_LENGTH, { error: authMessages.nameTooLong }));

/** Emails are compared trimmed and in lower case, so one address is one account. */
export const emailField = z.pipe(
  requiredText(authMessages.emailRequired).check(
    z.maxLength(EMAIL_MAX_LENGTH, { error: authMessages.emailInvalid }),
    z.toLowerCase(),
  ),
  z.email({ error: authMessages.emailInvalid }),
);

export const newPasswordField = z
  .string({ error: authMessages.passwordRequired })
  .check(
    z.minLength(1, { error: authMessages.passwordRequired, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong }),
  );

export const registerBody = z.object({
  email: emailField,
  password: newPasswordField,
  first_name: personName(authMessages.firstNameRequired),
  last_name: personName(authMessages.lastNameRequired),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email: emailField,
  password: z
    .string({ error: authMessages.passwordRequired })
    .check(
      z.minLength(1, { error: authMessages.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong }),
    ),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A token of the emailed links or of a session: present, and of a sane length. */
const tokenText = (message?: string) => {
  const error = message ? { error: message } : undefined;
  return z.string(error).check(z.minLength(1, error), z.maxLength(200, error));
};

export const refreshTokenField = tokenText();
// Bodyless calls arrive as null.
export const refreshBody = z.nullish(z.object({ refresh_token: z.optional(refreshTokenField) }));
/** Refused in the address, where logs and browser history would keep it (decision 0020, over product.md#d8-refresh-and-logout). */
export const refreshQuery = z.object({
  refresh_token: z.optional(z.never({ error: authMessages.refreshTokenInQuery })),
});

export const logoutBody = z.nullish(z.object({ refresh_token: z.optional(refreshTokenField) }));

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetTokenField = tokenText();
export const resetTokenParams = z.object({ token: resetTokenField });

/** The emailed link's token in a body, never in a URL the logs would keep (decision 0020). */
const resetTokenInput = tokenText(authMessages.resetTokenMissing);
export const validateResetTokenBody = z.object({ token: resetTokenInput });
export type ValidateResetTokenBody = z.infer<typeof validateResetTokenBody>;

export const resetPasswordBody = z.object({
  token: resetTokenInput,
  new_password: newPasswordField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The emailed link's token travels in the body, never in a URL the logs would keep (decision 0020). */
export const verifyEmailBody = z.object({ token: tokenText(authMessages.verificationTokenMissing) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** The forms add a confirmation that never leaves the browser. */
export const withConfirmation = <T extends z.ZodMiniObject<{ confirm_password: z.ZodMiniString }>>(
  schema: T,
  passwordKey: string,
) =>
  schema.check(
    z.superRefine((value, ctx) => {
      const record = value as Record<string, unknown>;
      if (record.confirm_password !== record[passwordKey]) {
        ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: authMessages.passwordsDiffer });
      }
    }),
  );

export const registerForm = withConfirmation(z.extend(registerBody, { confirm_password: z.string() }), 'password');
export type RegisterForm = z.input<typeof registerForm>;

export const resetPasswordForm = withConfirmation(
  z.object({ new_password: newPasswordField, confirm_password: z.string() }),
  'new_password',
);
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

export const roleSchema = z.enum(['user', 'support', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  /** Whether the address was confirmed through the emailed link (product.md#d15-verified-staff). */
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
});

export const authResponse = z.extend(tokenPairSchema, { user: userSchema });
export type AuthResponse = z.infer<typeof authResponse>;

export const messageResponse = z.object({ message: z.string() });
export const resetTokenValidResponse = z.object({ valid: z.literal(true) });
