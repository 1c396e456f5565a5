import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/app.js';
import { registerParent } from '../../test/helpers/factories.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable, the transfer encoding nodemailer uses for long French lines. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('latin1'),
      });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The first message received that holds `text` (registration sends its own mail first, in its own time). */
async function waitForReceived(text: string): Promise<Received> {
  for (let waited = 0; waited < 5_000; waited += 25) {
    const mail = received.find((candidate) => decodeQuotedPrintable(candidate.raw).includes(text));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the SMTP server received no message with ${text}`);
}

describe('reset email over real SMTP', () => {
  const port = () => (smtp.server.address() as AddressInfo).port;
  const t = useTestApp({
    env: {
      get SMTP_URL() {
        return `smtp://127.0.0.1:${port()}`;
      },
      MAIL_FROM: 'Pourquoi <bonjour@pourquoi.test>',
    },
  });

  it('delivers the reset email whose link works', async () => {
    await registerParent(t.app, { email: 'smtp@example.com', first_name: 'Zoé' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'smtp@example.com' },
    });
    expect(response.statusCode).toBe(200);

    const mail = await waitForReceived('/reset-password?token=');
    expect(mail.from).toBe('bonjour@pourquoi.test');
    expect(mail.to).toEqual(['smtp@example.com']);
    const message = decodeQuotedPrintable(mail.raw);
    expect(message).toContain('Bonjour Zoé,');
    expect(message).toContain('Ce lien est valide pendant 1 heure');
    expect(message).toContain('text/html');

    const token = /reset-password\?token=([\w-]+)/.exec(message)?.[1];
    expect(token).toBeDefined();
    const validate = await t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}` });
    expect(validate.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'via-smtp-ok' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
