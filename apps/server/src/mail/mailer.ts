import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `log`: the logger of the request the email belongs to. */
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
  close(): void;
}

/** Real email through the SMTP server of SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL, each email becomes files in DATA_DIR/outbox: the message as JSON (for
 * scripts and tests) and its HTML to open in a browser; a log line says where.
 */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send(message, log) {
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = message.to.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
      // The random part keeps two emails of the same millisecond apart.
      const base = join(outboxDir, `${stamp}-${randomBytes(3).toString('hex')}-${slug}`);
      const sentAt = new Date().toISOString();
      await writeFile(`${base}.html`, message.html);
      // Written aside then renamed: whoever watches the folder never reads half a message.
      await writeFile(`${base}.json.part`, JSON.stringify({ from, sentAt, ...message }, null, 2));
      await rename(`${base}.json.part`, `${base}.json`);
      log.info({ to: message.to, subject: message.subject, file: `${base}.json` }, 'email written to the outbox');
    },
    close: () => undefined,
  };
}
