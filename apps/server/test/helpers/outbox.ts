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

/** Emails leave after the answer: wait for the `nth` one addressed to `to` (the first by default). */
export async function waitForMail(outboxDir: string, to: string, nth = 1, timeoutMs = 5_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readOutbox(outboxDir).filter((candidate) => candidate.to === to)[nth - 1];
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
