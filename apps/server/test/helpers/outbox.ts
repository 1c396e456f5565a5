import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function readOutbox(outboxDir: string): OutboxMail[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxMail);
}

/** What an email is for, told by the link it carries: every registration also sends a confirmation link. */
const links = {
  any: '',
  reset: '/reset-password?token=',
  verification: '/verify-email?token=',
  // The notice after a new password points at the forgot-password page, in case it was not the owner.
  passwordChanged: '/forgot-password',
} as const;
export type MailKind = keyof typeof links;

export const isMailOfKind = (kind: MailKind) => (mail: Pick<OutboxMail, 'text'>) => mail.text.includes(links[kind]);

/**
 * Emails leave after the answer: wait for the `nth` one addressed to `to` (the first by
 * default), counting only those of `kind` (any kind by default).
 */
export async function waitForMail(
  outboxDir: string,
  to: string,
  nth = 1,
  timeoutMs = 5_000,
  kind: MailKind = 'any',
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = isMailOfKind(kind);
  for (;;) {
    const mail = readOutbox(outboxDir).filter((candidate) => candidate.to === to && wanted(candidate))[nth - 1];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no email to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The reset token carried by the link in a reset email. */
export function resetTokenFrom(mail: Pick<OutboxMail, 'text'>): string {
  const match = /\/reset-password\?token=([\w%-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no reset link in the email');
  return decodeURIComponent(match[1]);
}

export const waitForResetMail = (outboxDir: string, to: string, nth = 1) =>
  waitForMail(outboxDir, to, nth, undefined, 'reset');

export const waitForVerificationMail = (outboxDir: string, to: string, nth = 1) =>
  waitForMail(outboxDir, to, nth, undefined, 'verification');

export const waitForPasswordChangedMail = (outboxDir: string, to: string, nth = 1) =>
  waitForMail(outboxDir, to, nth, undefined, 'passwordChanged');

/** The confirmation token carried by the link in a verification email. */
export function verificationTokenFrom(mail: Pick<OutboxMail, 'text'>): string {
  const match = /\/verify-email\?token=([\w%.-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no confirmation link in the email');
  return decodeURIComponent(match[1]);
}
