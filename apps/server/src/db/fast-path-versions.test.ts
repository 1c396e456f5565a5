import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The installed version of a package of the repository's node_modules. */
const versionOf = (name: string): string =>
  (
    JSON.parse(readFileSync(new URL(`../../../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * The fast path (statement.ts, pglite-prepared.ts) reaches past these libraries' public APIs.
 * When one of them is upgraded, this test fails on purpose: check what it relies on, run the
 * server suite with DB_FAST_PATH=on and =off, then write the new version here.
 * - @electric-sql/pglite: `_runExclusiveTransaction` and `_runExclusiveQuery` (its two locks),
 *   `execProtocolStream` with `syncToFs`, `serializers` by type id, `protocol.serialize`.
 * - drizzle-orm: a database's and a transaction's `session.client` (the driver under it), and
 *   `PgDialect.sqlToQuery` with `Placeholder` parameters.
 * - pg: named queries (`{ name, text }`) prepared once per connection.
 */
describe('the libraries the fast path relies on', () => {
  it('are the versions it was checked against', () => {
    expect(versionOf('@electric-sql/pglite')).toBe('0.5.16');
    expect(versionOf('drizzle-orm')).toBe('0.45.4');
    expect(versionOf('pg')).toBe('8.23.1');
  });
});
