import type { MailMessage } from '../mailer.js';
import { escapeHtml, formatMoment, layout, mailMessage } from './layout.js';

/**
 * Tells the owner their password changed, by a reset link or from the app (ASVS 2.2.3 and
 * 2.5.5), and what to do if it was not them. It carries no link that acts on the account:
 * only the address of the forgot-password page, where a new link is asked for.
 */
export function passwordChangedEmail(to: string, firstName: string, appUrl: string, changedAt: Date): MailMessage {
  const subject = 'Votre mot de passe a été modifié';
  const forgotPage = `${appUrl}/forgot-password`;
  const when = formatMoment(changedAt);
  const text = [
    `Bonjour ${firstName},`,
    '',
    `Le mot de passe de votre compte Pourquoi (${to}) a été modifié le ${when} (heure de Paris).`,
    'Par sécurité, vos autres appareils ont été déconnectés : ils vous demanderont le nouveau mot de passe.',
    '',
    "Si c'est vous, il n'y a rien d'autre à faire.",
    "Si ce n'est pas vous, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion :",
    forgotPage,
    '',
    "L'équipe Pourquoi",
  ].join('\n');
  const html = layout(
    subject,
    `<p>Bonjour ${escapeHtml(firstName)},</p>
<p>Le mot de passe de votre compte Pourquoi (${escapeHtml(to)}) a été modifié le <strong>${escapeHtml(when)}</strong> (heure de Paris).</p>
<p>Par sécurité, vos autres appareils ont été déconnectés : ils vous demanderont le nouveau mot de passe.</p>
<p>Si c'est vous, il n'y a rien d'autre à faire.</p>
<p><strong>Si ce n'est pas vous</strong>, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion :<br><a href="${escapeHtml(forgotPage)}">${escapeHtml(forgotPage)}</a></p>`,
  );
  return mailMessage({ to, subject, text, html });
}
