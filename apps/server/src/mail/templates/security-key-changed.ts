import type { MailMessage } from '../mailer.js';
import { accountNoticeEmail, formatMoment } from './layout.js';

/**
 * Tells a staff member a security key was added to or removed from their account (ASVS 2.5.5),
 * and what to do if it was not them. No link: nothing in it acts on the account.
 */
export function securityKeyChangedEmail(
  to: string,
  firstName: string,
  change: { added: boolean; name: string; at: Date },
): MailMessage {
  const subject = change.added
    ? 'Une clé de sécurité a été ajoutée à votre compte'
    : 'Une clé de sécurité a été retirée de votre compte';
  const when = formatMoment(change.at);
  const what = `La clé de sécurité « ${change.name} » a été ${change.added ? 'ajoutée à' : 'retirée de'} la double authentification de votre compte Pourquoi (${to}) le ${when} (heure de Paris).`;
  const ifNotYou =
    "Si ce n'est pas vous, prévenez tout de suite l'opérateur de Pourquoi : il retirera les clés et l'application d'authentification de votre compte. Changez aussi votre mot de passe avec « Mot de passe oublié » sur la page de connexion.";
  return accountNoticeEmail({
    to,
    firstName,
    subject,
    what,
    ifYou: "Si c'est vous, il n'y a rien d'autre à faire.",
    ifNotYou,
  });
}
