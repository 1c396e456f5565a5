import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './paths';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

const linkPattern = (page: string) => new RegExp(`https?://\\S+${page}\\?token=[\\w%.-]+`);

/**
 * The newest email the server wrote to its outbox for `to`, waiting for it to arrive; with
 * `linkTo`, the newest one carrying a link to that page.
 */
export async function latestMailTo(
  to: string,
  { linkTo, timeoutMs = 10_000 }: { linkTo?: string; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(outbox)) {
      const mail = readdirSync(outbox)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as OutboxMail)
        .filter((candidate) => candidate.to === to && (!linkTo || linkPattern(linkTo).test(candidate.text)))
        .at(-1);
      if (mail) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no email to ${to}${linkTo ? ` with a ${linkTo} link` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link an email carries to `page` (a reset link unless told), with its token. */
export function linkIn(mail: OutboxMail, page = '/reset-password'): string {
  const link = linkPattern(page).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${page} link in the email`);
  return link;
}

/**
 * The link to `page` (a reset link unless told) in the newest email to `to` that carries one,
 * waiting for it: the email an action sends is written after its answer, and the confirmation
 * emailed at registration may be the newest until then.
 */
export async function linkMailedTo(to: string, page = '/reset-password'): Promise<string> {
  return linkIn(await latestMailTo(to, { linkTo: page }), page);
}
