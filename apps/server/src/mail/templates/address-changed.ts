import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout, mailMessage } from './layout.js';

/**
 * Tells the former address that the account's address was changed by the Pourquoi team
 * (ASVS 2.2.3): the new one receives its own confirmation link. No link that acts on the account.
 */
export function addressChangedEmail(to: string, firstName: string, newAddress: string): MailMessage {
  const subject = "L'adresse de votre compte Pourquoi a changé";
  const lines = [
    `Notre équipe a remplacé l'adresse de votre compte Pourquoi par ${newAddress}.`,
    `Un lien de confirmation vient d'y être envoyé : cette adresse (${to}) ne reçoit plus nos emails.`,
    "Si vous n'avez rien demandé, répondez à cet email pour nous prévenir.",
  ];
  const text = [`Bonjour ${firstName},`, '', ...lines, '', "L'équipe Pourquoi"].join('\n');
  const html = layout(
    subject,
    [`Bonjour ${firstName},`, ...lines].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  );
  return mailMessage({ to, subject, text, html });
}
