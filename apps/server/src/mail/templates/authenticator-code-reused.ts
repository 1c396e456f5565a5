import type { MailMessage } from '../mailer.js';
import { accountNoticeEmail, formatMoment } from './layout.js';

/**
 * Tells a staff member that a code of their authenticator app was typed a second time and refused
 * (ASVS 2.8.5): someone who reads their codes may also know their password. No link.
 */
export function authenticatorCodeReusedEmail(to: string, firstName: string, at: Date): MailMessage {
  const subject = 'Un code de double authentification déjà utilisé a été refusé';
  const what = `Le ${formatMoment(at)} (heure de Paris), un code de votre application d'authentification déjà utilisé, ou plus ancien que le dernier utilisé, a été saisi pour votre compte Pourquoi (${to}). Il a été refusé.`;
  const ifNotYou =
    "Si ce n'est pas vous, quelqu'un connaît sans doute votre mot de passe et voit vos codes : changez votre mot de passe avec « Mot de passe oublié » sur la page de connexion et prévenez tout de suite l'opérateur de Pourquoi.";
  return accountNoticeEmail({
    to,
    firstName,
    subject,
    what,
    ifYou: "Si c'est vous (un code tapé deux fois), il n'y a rien d'autre à faire.",
    ifNotYou,
  });
}
