/**
 * The exact texts of product.md#admin-errors and product.md#destructive-confirmations. Apart from the
 * admin schemas, so a screen outside the console (access denied) does not build them.
 */
export const adminMessages = {
  accessDenied: "Accès refusé - Vous n'avez pas les droits d'administrateur.",
  userUpdateFailed: "Erreur lors de la mise à jour de l'utilisateur",
  codeDeletionFailed: 'Erreur lors de la suppression du code de réduction',
  unknownError: 'Erreur inconnue',
  cleanupPhrase: 'NETTOYER TOUT',
  cleanupCancelled: 'Nettoyage annulé',
  deletionPhrase: 'SUPPRIMER DÉFINITIVEMENT',
  deletionCancelled: 'Suppression annulée',
  /** Decision 0020: a destructive call sent without its phrase and password. */
  confirmationRequired: 'La phrase de confirmation et votre mot de passe sont requis',
  phraseRequired: 'La phrase de confirmation est requise',
} as const;
