import { EMAIL_VERIFICATION_LINK_VALIDITY_HOURS } from '@pourquoi/shared';
import type { MailMessage } from '../mailer.js';
import { linkEmail } from './layout.js';

/** The address confirmation link, sent at registration and on request (product.md#d15-verified-staff). */
export function verifyEmailEmail(to: string, firstName: string, link: string): MailMessage {
  return linkEmail({
    to,
    firstName,
    subject: 'Confirmez votre adresse email pour Pourquoi',
    intro: ["Pour confirmer l'adresse email de votre compte Pourquoi, ouvrez ce lien :"],
    htmlIntro: "Pour confirmer l'adresse email de votre compte Pourquoi, utilisez ce bouton.",
    button: 'Confirmer mon adresse',
    link,
    validity: `${EMAIL_VERIFICATION_LINK_VALIDITY_HOURS} heures`,
    notYou: "Si vous n'avez pas créé de compte Pourquoi, ignorez cet email : l'adresse ne sera pas confirmée.",
  });
}
