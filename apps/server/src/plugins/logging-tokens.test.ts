import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/app.js';
import { registerParent } from '../../test/helpers/factories.js';
import { readOutbox, resetTokenFrom } from '../../test/helpers/outbox.js';

const written: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written.push(chunk.toString());
    done();
  },
});

const webRoot = mkdtempSync(join(tmpdir(), 'pourquoi-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Pourquoi ?</title><div id="root"></div>');

describe('tokens in the logs (decision 0020)', () => {
  // Every level: no line of any kind may carry the token.
  const t = useTestApp({ env: { LOG_LEVEL: 'trace' }, app: { logStream, webRoot } });

  /** The reset email's token (other emails, such as the address confirmation, may come first). */
  async function emailedResetToken(email: string): Promise<string> {
    for (let tries = 0; tries < 200; tries += 1) {
      const mail = readOutbox(t.outboxDir).find(
        (candidate) => candidate.to === email && /reset-password/.test(candidate.text),
      );
      if (mail) return resetTokenFrom(mail);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no reset email to ${email}`);
  }

  it('never carry the emailed reset token, through the whole link flow', async () => {
    await registerParent(t.app, { email: 'oubli@example.com' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'oubli@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    const token = await emailedResetToken('oubli@example.com');
    written.length = 0;

    // The browser opens the link, the spec's client checks it in the path, the web app in a body.
    const page = await t.app.inject({ method: 'GET', url: `/reset-password?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    const inPath = `/api/auth/validate-reset-token/${encodeURIComponent(token)}`;
    expect((await t.app.inject({ method: 'GET', url: inPath })).statusCode).toBe(200);
    const inBody = await t.app.inject({ method: 'POST', url: '/api/auth/validate-reset-token', payload: { token } });
    expect(inBody.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'tout-neuf' },
    });
    expect(reset.statusCode).toBe(200);
    // Spent: the refusals are logged too.
    expect((await t.app.inject({ method: 'GET', url: inPath })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token/${token}?x=1` })).statusCode).toBe(
      401,
    );
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });

    const log = written.join('');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"url":"/api/auth/validate-reset-token/[redacted]"');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
    expect(metrics.body).toContain('/api/auth/validate-reset-token/:token');
    expect(metrics.body).not.toContain(token);
  });
});
