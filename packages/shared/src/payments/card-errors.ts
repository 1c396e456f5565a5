/**
 * The French text of each card and payment-service error code (product.md#payment-errors
 * names the codes; the words are ours). Stripe's decline codes and error types use the same names.
 */
export const cardErrorMessages = {
  card_declined: 'Votre carte a été refusée. Essayez une autre carte ou contactez votre banque.',
  expired_card: 'Votre carte a expiré. Utilisez une autre carte.',
  incorrect_cvc: 'Le code de sécurité (CVC) est incorrect.',
  processing_error: 'Un incident est survenu pendant le traitement de la carte. Réessayez dans un instant.',
  incorrect_number: 'Le numéro de carte est incorrect.',
  invalid_expiry_month: "Le mois d'expiration de la carte est invalide.",
  invalid_expiry_year: "L'année d'expiration de la carte est invalide.",
  invalid_cvc: 'Le code de sécurité (CVC) est invalide.',
  insufficient_funds: 'Le solde de cette carte est insuffisant. Essayez une autre carte.',
  generic_decline: 'Votre banque a refusé le paiement. Contactez-la ou essayez une autre carte.',
  invalid_request_error: 'La demande de paiement est invalide. Réessayez ou contactez-nous.',
  api_connection_error: 'Impossible de joindre le service de paiement. Vérifiez votre connexion et réessayez.',
  api_error: 'Le service de paiement rencontre un problème. Réessayez dans quelques minutes.',
  authentication_error: 'Service de paiement non disponible',
  rate_limit_error: 'Trop de demandes de paiement en même temps. Réessayez dans un instant.',
} as const;

export type CardErrorCode = keyof typeof cardErrorMessages;

export const unexpectedErrorMessage = 'Une erreur inattendue est survenue.';

export function isCardErrorCode(code: unknown): code is CardErrorCode {
  return typeof code === 'string' && Object.hasOwn(cardErrorMessages, code);
}

/** The message of a code, or the spec's fallback for one we do not know. */
export function cardErrorMessage(code: string | null | undefined): string {
  return isCardErrorCode(code) ? cardErrorMessages[code] : unexpectedErrorMessage;
}

/** The exact texts of payments and subscriptions (product.md#payment-errors). */
export const paymentMessages = {
  packPurchaseFailed: "Erreur lors de l'achat du pack. Veuillez réessayer.",
  planChangeCalculationFailed: 'Erreur lors du calcul du changement de plan',
  planChangeFailed: "Erreur lors de l'application du changement",
  cancelScheduledFailed: "Erreur lors de l'annulation",
  checkoutFailed: 'Erreur lors de la création de la session de paiement',
  unsubscribeFailed: 'Erreur lors du désabonnement',
  unavailable: 'Service de paiement non disponible',
  technical: 'Erreur technique lors du paiement',
} as const;

/**
 * The subscription service (product.md#payment-errors): what a failed subscription call says when the
 * server gave no reason of its own, and the alert when subscribing to a plan fails.
 */
export const subscriptionServiceMessages = {
  unknown: 'Erreur inconnue',
  connection: 'Erreur de connexion',
  createFailed: "Erreur lors de la création de l'abonnement",
  cancelFailed: 'Erreur annulation',
  paymentUpdateFailed: 'Erreur mise à jour paiement',
  subscribeFailed: 'Erreur lors de la souscription au plan',
} as const;
