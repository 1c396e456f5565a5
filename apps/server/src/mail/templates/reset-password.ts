import { RESET_LINK_VALIDITY_MINUTES } from '@pourquoi/shared';
import type { MailMessage } from '../mailer.js';
import { escapeHtml, layout } from './layout.js';

const validity = RESET_LINK_VALIDITY_MINUTES === 60 ? '1 heure' : `${RESET_LINK_VALIDITY_MINUTES} minutes`;

export function resetPasswordEmail(to: string, firstName: string, link: string): MailMessage {
  const subject = 'Réinitialisation de votre mot de passe Pourquoi';
  const text = [
    `Bonjour ${firstName},`,
    '',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Pourquoi.',
    'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    link,
    '',
    `Ce lien est valide pendant ${validity} et ne peut servir qu'une fois.`,
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
    '',
    "L'équipe Pourquoi",
  ].join('\n');
  const html = layout(
    subject,
    `<p>Bonjour ${escapeHtml(firstName)},</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Pourquoi.</p>
<p style="text-align:center;margin:32px 0"><a href="${escapeHtml(link)}" style="background:#3b3f8f;color:#fff;padding:14px 24px;border-radius:12px;text-decoration:none;font-weight:600;display:inline-block">Choisir un nouveau mot de passe</a></p>
<p>Ce lien est valide pendant <strong>${validity}</strong> et ne peut servir qu'une fois.</p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="color:#6b6b80">Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.</p>`,
  );
  return { to, subject, text, html };
}
