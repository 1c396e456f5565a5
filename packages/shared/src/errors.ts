/**
 * Every error the API can answer, once: a stable code, its HTTP status and the French
 * message the user reads. The server throws them by code; the web app reads the same table.
 */
export const errorCatalogue = {
  validation_error: { status: 400, message: 'Données invalides' },
  invalid_json: { status: 400, message: "Le corps de la requête n'est pas un JSON valide" },
  email_taken: { status: 400, message: 'Cet email est déjà utilisé' },
  child_limit_reached: { status: 400, message: 'Passez à la formule Famille pour ajouter plus de profils enfants' },
  child_modification_locked: {
    status: 400,
    message: "Un profil enfant ne peut changer qu'une fois toutes les 48 heures",
  },
  weak_password: { status: 400, message: 'Le mot de passe doit contenir au moins 6 caractères' },
  invalid_credentials: { status: 401, message: 'Email ou mot de passe incorrect' },
  not_authenticated: { status: 401, message: 'Non authentifié' },
  session_expired: { status: 401, message: 'Session expirée, veuillez vous reconnecter' },
  invalid_reset_token: { status: 401, message: 'Lien de réinitialisation expiré ou invalide' },
  /** A 400, not a 401: the link is bad, not the session (the web app would refresh it). */
  invalid_verification_token: { status: 400, message: "Ce lien de confirmation est expiré ou n'est plus valable" },
  forbidden: { status: 403, message: 'Accès refusé' },
  /**
   * Destructive staff calls (decision 0020): the typed phrase, then the staff member's password.
   * A 403, not a 401: a wrong password must not end the session in the web app.
   */
  confirmation_mismatch: {
    status: 400,
    message: "La phrase de confirmation ne correspond pas : rien n'a été modifié",
  },
  reauthentication_failed: { status: 403, message: "Mot de passe incorrect : rien n'a été modifié" },
  /** Staff roles, referrals and a change of address need a confirmed address (product.md#d15-verified-staff). */
  email_not_verified: {
    status: 403,
    message: "Confirmez d'abord votre adresse email avec le lien que nous vous avons envoyé.",
  },
  /**
   * Staff calls need the second factor (ASVS 4.3.1): a code from the authenticator app or a
   * security key, or first an enrolment by the operator (`npm run staff -- mfa` or `mfa-key`).
   * 403s: the session itself is fine.
   */
  mfa_required: {
    status: 403,
    message:
      "Confirmez que c'est bien vous : le code de votre application d'authentification ou votre clé de sécurité.",
  },
  mfa_enrollment_required: {
    status: 403,
    message: "Votre compte d'équipe doit d'abord activer la double authentification : demandez à l'opérateur.",
  },
  question_not_allowed: { status: 403, message: 'Passez Premium pour poser des questions illimitées !' },
  /** Contains 'non autorisée': the spec's client shows its story-limit message on it. */
  story_not_allowed: {
    status: 403,
    message: "Génération d'histoire non autorisée : la limite d'histoires de ce mois est atteinte.",
  },
  not_found: { status: 404, message: 'Ressource introuvable' },
  /** Payments (product.md#payment-errors); a card's own refusal carries its French text instead. */
  card_error: { status: 402, message: 'Votre banque a refusé le paiement. Contactez-la ou essayez une autre carte.' },
  payment_unavailable: { status: 503, message: 'Service de paiement non disponible' },
  payment_failed: { status: 502, message: 'Erreur technique lors du paiement' },
  invalid_discount_code: { status: 400, message: "Ce code de réduction n'existe pas ou n'est plus valable" },
  invalid_referral_code: { status: 400, message: "Ce code de parrainage n'est pas valable" },
  plan_change_not_allowed: { status: 400, message: "Ce changement de formule n'est pas possible" },
  subscription_required: { status: 403, message: 'Réservé aux abonnés Essentiel et Famille' },
  checkout_closed: { status: 409, message: 'Ce paiement est déjà terminé' },
  invalid_webhook: { status: 400, message: "Signature de l'événement de paiement invalide" },
  payload_too_large: { status: 413, message: 'Requête trop volumineuse' },
  unsupported_media_type: { status: 415, message: 'Format de requête non pris en charge' },
  rate_limited: { status: 429, message: 'Trop de tentatives. Réessayez dans quelques minutes' },
  chat_rate_limited: {
    status: 429,
    message: 'Beaucoup de questions en peu de temps ! Faites une petite pause, puis réessayez un peu plus tard.',
  },
  follow_up_limit: {
    status: 429,
    message: 'Trois précisions au plus par réponse : posez une nouvelle question pour continuer.',
  },
  internal_error: { status: 500, message: 'Problème serveur temporaire. Réessayez dans un instant' },
  ai_misconfigured: {
    status: 502,
    message: "Le service de réponses refuse la connexion (clé d'accès invalide). Prévenez l'administrateur.",
  },
  ai_unavailable: {
    status: 503,
    message: 'Le service de réponses ne répond pas pour le moment. Réessayez dans un instant.',
  },
  service_unavailable: { status: 503, message: 'Service momentanément indisponible' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/**
 * The body of every error answer. `detail` is what the spec's client reads: a French
 * sentence, or `{error, message}` for errors the client must recognise by code.
 * `code` is always present so any client can branch without parsing French.
 */
export interface ErrorBody {
  detail: string | { error: string; message: string };
  code: ErrorCode | (string & {});
  fields?: Record<string, string>;
}

/** The French text of an error body, whatever its shape. */
export function errorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('detail' in body)) return undefined;
  const { detail } = body as { detail: unknown };
  if (typeof detail === 'string') return detail;
  if (detail && typeof detail === 'object' && 'message' in detail) {
    const message = (detail as { message: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
