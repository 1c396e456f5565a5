import { BUSINESS_TIME_ZONE, frenchDateFormat, typeset } from '@pourquoi/shared';
import type { MailMessage } from '../mailer.js';

/** "21 décembre 2026 à 20:15", Paris time: when something happened to an account. */
export const formatMoment = frenchDateFormat({
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** What every email sends, in French typography (docs/decisions/0023-french-typography.md). */
export function mailMessage({ to, subject, text, html }: MailMessage): MailMessage {
  return { to, subject: typeset(subject), text: typeset(text), html: typeset(html) };
}

/** The frame every email shares: inline styles only, as mail clients require. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf6ee;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2a2a3c;font-size:16px;line-height:1.5">
<div style="max-width:520px;margin:0 auto;padding:32px 20px">
<p style="font-size:24px;font-weight:700;color:#3b3f8f;margin:0 0 24px">Pourquoi ?</p>
<div style="background:#fff;border-radius:16px;padding:24px">${body}</div>
</div>
</body>
</html>`;
}

/** What an email carrying a single-use link says: why, the button, how long, what if it was not you. */
export interface LinkEmail {
  to: string;
  firstName: string;
  subject: string;
  /** The lines before the link, as text; the first is also the HTML's opening paragraph. */
  intro: string[];
  /** The HTML's sentence before the button, when it differs from the text's last intro line. */
  htmlIntro: string;
  button: string;
  link: string;
  validity: string;
  notYou: string;
}

/** An email whose point is one single-use link (a reset, an address to confirm), in text and HTML. */
export function linkEmail({ to, firstName, subject, intro, htmlIntro, button, link, validity, notYou }: LinkEmail) {
  const lasts = `Ce lien est valide pendant ${validity} et ne peut servir qu'une fois.`;
  const text = [`Bonjour ${firstName},`, '', ...intro, link, '', lasts, notYou, '', "L'équipe Pourquoi"].join('\n');
  const href = escapeHtml(link);
  const html = layout(
    subject,
    `<p>Bonjour ${escapeHtml(firstName)},</p>
<p>${escapeHtml(htmlIntro)}</p>
<p style="text-align:center;margin:32px 0"><a href="${href}" style="background:#3b3f8f;color:#fff;padding:14px 24px;border-radius:12px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(button)}</a></p>
<p>Ce lien est valide pendant <strong>${escapeHtml(validity)}</strong> et ne peut servir qu'une fois.</p>
<p>Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :<br><a href="${href}">${href}</a></p>
<p style="color:#6b6b80">${escapeHtml(notYou)}</p>`,
  );
  return mailMessage({ to, subject, text, html });
}

/** What a notice about one's account says: what happened, then what to do if it was not you. */
export interface AccountNotice {
  to: string;
  firstName: string;
  subject: string;
  what: string;
  ifYou: string;
  ifNotYou: string;
}

/** A notice with no link that acts on the account (ASVS 2.5.5, 2.8.5), in text and HTML. */
export function accountNoticeEmail({ to, firstName, subject, what, ifYou, ifNotYou }: AccountNotice) {
  const text = [`Bonjour ${firstName},`, '', what, '', ifYou, ifNotYou, '', "L'équipe Pourquoi"].join('\n');
  const html = layout(
    subject,
    `<p>Bonjour ${escapeHtml(firstName)},</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(ifYou)}</p>
<p><strong>${escapeHtml(ifNotYou)}</strong></p>`,
  );
  return mailMessage({ to, subject, text, html });
}
