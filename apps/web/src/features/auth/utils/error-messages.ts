/**
 * What each auth screen says when the server refuses (product.md#registration-and-sign-in). Pure
 * functions of the status (and detail): the screens only display their result.
 */
import { errorCatalogue } from '@pourquoi/shared';

export const authErrorTexts = {
  invalidCredentials: errorCatalogue.invalid_credentials.message,
  rateLimited: errorCatalogue.rate_limited.message,
  serverTrouble: errorCatalogue.internal_error.message,
  noConnection: 'Problème de connexion. Vérifiez votre internet',
  emailTaken: errorCatalogue.email_taken.message,
  registerFailed: "Erreur lors de l'inscription. Veuillez réessayer.",
  noAccount: 'Aucun compte trouvé avec cette adresse email',
  forgotFailed: "Erreur lors de l'envoi. Veuillez réessayer",
  resetLinkInvalid: errorCatalogue.invalid_reset_token.message,
  resetLinkCheckFailed: 'Erreur lors de la validation du lien',
  resetPasswordWeak: 'Mot de passe invalide. Utilisez au moins 6 caractères',
  resetFailed: 'Erreur lors de la réinitialisation. Veuillez réessayer',
} as const;

const mentionsCredentials = /email|password|mot de passe/i;

/** Login (status 0: no answer at all). */
export function loginErrorMessage(status: number, detail?: string): string {
  if (status === 0) return authErrorTexts.noConnection;
  if (status === 401) {
    if (detail && mentionsCredentials.test(detail)) return authErrorTexts.invalidCredentials;
    return detail ? `Erreur d'authentification: ${detail}` : "Erreur d'authentification";
  }
  if (status === 400) return detail ? `Données invalides: ${detail}` : 'Données invalides';
  if (status === 429) return authErrorTexts.rateLimited;
  if (status >= 500) return authErrorTexts.serverTrouble;
  return detail ? `Erreur ${status}: ${detail}` : `Erreur ${status}`;
}

/**
 * Register, for every error not shown on the fields themselves. A 400 is the address
 * already used (the spec's reading), unless the server names another reason. A 429 says
 * to wait rather than to retry at once.
 */
export function registerErrorMessage(status: number, code?: string): string {
  if (status === 400 && (code === undefined || code === 'email_taken')) return authErrorTexts.emailTaken;
  if (status === 429) return authErrorTexts.rateLimited;
  return authErrorTexts.registerFailed;
}

export function forgotPasswordErrorMessage(status: number): string {
  if (status === 404) return authErrorTexts.noAccount;
  if (status === 429) return authErrorTexts.rateLimited;
  return authErrorTexts.forgotFailed;
}

export function resetTokenErrorMessage(status: number): string {
  return status === 401 ? authErrorTexts.resetLinkInvalid : authErrorTexts.resetLinkCheckFailed;
}

export function resetPasswordErrorMessage(status: number): string {
  if (status === 401) return authErrorTexts.resetLinkInvalid;
  if (status === 400) return authErrorTexts.resetPasswordWeak;
  return authErrorTexts.resetFailed;
}
