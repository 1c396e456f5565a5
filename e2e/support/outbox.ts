import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './paths';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest email the server wrote to its outbox for `to`, waiting for it to arrive. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(outbox)) {
      const mail = readdirSync(outbox)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as OutboxMail)
        .filter((candidate) => candidate.to === to)
        .at(-1);
      if (mail) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no email to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function linkIn(mail: OutboxMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no reset link in the email');
  return link;
}
