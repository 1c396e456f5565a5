import { EMAIL_VERIFICATION_LINK_VALIDITY_HOURS } from '../limits.js';
import { authMessages } from './schemas.js';

/**
 * What the web app says about confirming an address (product.md#d15-verified-staff): the banner shown to a
 * signed-in parent until it is confirmed, and the page the emailed link opens.
 */
export const verificationMessages = {
  /** The banner reads « Confirmez votre adresse email : nous vous avons envoyé un lien à <address>. » */
  bannerTitle: 'Confirmez votre adresse email :',
  bannerSentTo: 'nous vous avons envoyé un lien à',
  resend: 'Renvoyer le lien',
  resending: 'Envoi…',
  resent: authMessages.verificationResent,
  resendFailed: "Le lien n'a pas pu être renvoyé. Réessayez dans un instant.",
  pageTitle: 'Confirmation de votre adresse',
  checking: 'Confirmation de votre adresse…',
  verifiedTitle: 'Adresse confirmée',
  verified: authMessages.emailVerified,
  notVerifiedTitle: 'Adresse pas encore confirmée',
  missingToken: authMessages.verificationTokenMissing,
  askNewLink: `Demandez un nouveau lien : il reste valide ${EMAIL_VERIFICATION_LINK_VALIDITY_HOURS} heures et ne sert qu'une fois.`,
  signInForNewLink: "Connectez-vous : vous pourrez demander un nouveau lien depuis l'application.",
  alreadyVerified: "Votre adresse email est déjà confirmée : vous n'avez rien d'autre à faire.",
  retry: 'Réessayer',
  continue: 'Continuer',
  signIn: 'Se connecter',
} as const;
