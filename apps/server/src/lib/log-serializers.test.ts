import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLogs } from './log-serializers.js';

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
