import { RESET_LINK_VALIDITY_MINUTES } from '@pourquoi/shared';
import type { MailMessage } from '../mailer.js';
import { linkEmail } from './layout.js';

const validity = RESET_LINK_VALIDITY_MINUTES === 60 ? '1 heure' : `${RESET_LINK_VALIDITY_MINUTES} minutes`;

export function resetPasswordEmail(to: string, firstName: string, link: string): MailMessage {
  const asked = 'Vous avez demandé à réinitialiser le mot de passe de votre compte Pourquoi.';
  return linkEmail({
    to,
    firstName,
    subject: 'Réinitialisation de votre mot de passe Pourquoi',
    intro: [asked, 'Pour choisir un nouveau mot de passe, ouvrez ce lien :'],
    htmlIntro: asked,
    button: 'Choisir un nouveau mot de passe',
    link,
    validity,
    notYou: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
  });
}
