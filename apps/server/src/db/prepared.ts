import type { Database } from './client.js';

/**
 * A query built once per database handle and run as a named prepared statement: Drizzle does
 * not rebuild its SQL on each call, and PostgreSQL parses and plans it once per connection.
 * For the hot paths (every screen lists the children; every question reads the family).
 * A transaction is a handle of its own, so it builds its copy once, with the same name and text.
 */
export function prepared<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
