import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLogs, withoutUrlSecrets } from './log-serializers.js';

describe('errors in the logs', () => {
  it('keep the failed SQL but never the family’s words it carried', () => {
    const cause = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['lea@example.com'], new Error());
    const error = new DrizzleQueryError(
      'insert into "messages" ("content") values ($1)',
      ['Pourquoi Papi est mort ?'],
      cause,
    );
    const logged = JSON.stringify(errorForLogs(error));
    expect(logged).toContain('insert into \\"messages\\"');
    expect(logged).toContain('params: [omis]');
    expect(logged).not.toContain('Papi');
    expect(logged).not.toContain('lea@example.com');
  });

  it('leave other errors as pino writes them', () => {
    const logged = errorForLogs(new TypeError('oups'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'oups' });
    expect(logged.stack).toContain('TypeError: oups');
  });
});

describe('URLs in the logs (decision 0020)', () => {
  it('lose every query value and the token of a reset-link path', () => {
    expect(withoutUrlSecrets('/reset-password?token=abc-DEF_123')).toBe('/reset-password?token=[redacted]');
    expect(withoutUrlSecrets('/verify-email?token=a%2Bb%3D&from=mail')).toBe(
      '/verify-email?token=[redacted]&from=[redacted]',
    );
    expect(withoutUrlSecrets('/api/auth/validate-reset-token/abc-DEF_123')).toBe(
      '/api/auth/validate-reset-token/[redacted]',
    );
    expect(withoutUrlSecrets('/api/auth/validate-reset-token/abc?x=1')).toBe(
      '/api/auth/validate-reset-token/[redacted]?x=[redacted]',
    );
  });

  it('keep what an operator needs: the path, the names of the parameters', () => {
    expect(withoutUrlSecrets('/api/children/0b6c/stories?page=2&flag')).toBe(
      '/api/children/0b6c/stories?page=[redacted]&flag',
    );
    expect(withoutUrlSecrets('/api/auth/validate-reset-token')).toBe('/api/auth/validate-reset-token');
  });

  it('also in an error that quotes a URL', () => {
    const logged = errorForLogs(new Error('Reply already sent for "/api/auth/validate-reset-token/s3cr3t" (GET)'));
    expect(logged.message).toBe('Reply already sent for "/api/auth/validate-reset-token/[redacted]" (GET)');
    expect(JSON.stringify(logged)).not.toContain('s3cr3t');
  });
});
