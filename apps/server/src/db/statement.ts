import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type Column, type SQL, type Table, getTableColumns, is, Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, typesKeptAsText } from './client.js';
import { runPrepared } from './pglite-prepared.js';

/**
 * A statement of a hot path (every screen lists the children; every question reads the
 * family and writes twice): written with Drizzle's `sql`, so its tables and columns are the
 * schema's, rendered to text once at start-up, and run straight on the driver as a prepared
 * statement, parsed and planned once per connection (on PGlite, `runPrepared`). Drizzle's
 * builders rebuild a prepared query for each transaction, a handle of its own: ~170 µs of a
 * question's ~1.3 ms of CPU (bench/api.bench.ts, decision 0018).
 */
export interface Statement<Values, Row> {
  run(on: StatementTarget, values: Values): Promise<Row[]>;
}

type RawRow = Record<string, unknown>;
type Driver = pg.Pool | pg.PoolClient | Pick<PGlite | Transaction, 'query'>;

/** A transaction of `inTransaction`: its one connection. */
class StatementTransaction {
  constructor(readonly driver: Driver) {}
}

/**
 * Where a statement runs: the app's database, a Drizzle transaction (its connection), or a
 * transaction of `inTransaction`.
 */
export type StatementTarget = Database | StatementTransaction;

/**
 * The fast path is this file and `pglite-prepared.ts`, and nothing else: named prepared
 * statements, PGlite's exclusive-query locks and Drizzle's session client, none of them a
 * public API of their library. DB_FAST_PATH=off (env.ts) runs every statement through the
 * drivers' public `query` instead, to tell an upgrade's breakage from ours
 * (fast-path-versions.test.ts says what to check).
 */
let fastPath = true;
export function setStatementFastPath(enabled: boolean): void {
  fastPath = enabled;
}

const dialect = new PgDialect();
const textByName = new Map<string, string>();
const asText = (value: string) => value;
const keptAsText = new Set<number>(typesKeptAsText);
/** What Drizzle's own sessions ask of node-postgres: the same values reach the columns' mappers. */
const driverTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    keptAsText.has(oid) ? asText : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;

/** The driver under a target: the pool, or a transaction's own connection. */
function driverOf(target: StatementTarget): Driver {
  if (target instanceof StatementTransaction) return target.driver;
  return (target as unknown as { session: { client: Driver } }).session.client;
}

/**
 * `work`'s statements on one connection between BEGIN and COMMIT (ROLLBACK if it throws):
 * a Drizzle transaction builds a query API over the whole schema each time, for statements
 * that do not use it.
 */
export async function inTransaction<T>(db: Database, work: (tx: StatementTarget) => Promise<T>): Promise<T> {
  const driver = driverOf(db);
  if (!(driver instanceof pg.Pool)) return (driver as PGlite).transaction((tx) => work(new StatementTransaction(tx)));
  const connection = await driver.connect();
  let broken: Error | undefined;
  try {
    await connection.query('begin');
    const result = await work(new StatementTransaction(connection));
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A connection that could not roll back is closed, not given to the next request.
    connection.release(broken);
  }
}

export function statement<Values extends object, Row>(
  name: string,
  query: SQL,
  toRow: (row: RawRow) => Row,
): Statement<Values, Row> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // A name is the engines' key for the prepared statement: two texts under one would mix plans.
  if ((textByName.get(name) ?? text) !== text) throw new Error(`two statements are named ${name}`);
  textByName.set(name, text);
  // A placeholder is filled at each run; any other value is a constant of the statement.
  const parameterOf = params.map((param) =>
    is(param, Placeholder) ? (values: Values) => values[param.name as keyof Values] : () => param,
  );
  return {
    async run(on, values) {
      const parameters = parameterOf.map((parameter) => {
        const value = parameter(values);
        return value instanceof Date ? value.toISOString() : (value ?? null);
      });
      const driver = driverOf(on);
      if (driver instanceof pg.Pool || driver instanceof pg.Client) {
        const query = { text, values: parameters, types: driverTypes };
        const { rows } = await driver.query<RawRow>(fastPath ? { ...query, name } : query);
        return rows.map(toRow);
      }
      if (fastPath && driver instanceof PGlite) return (await runPrepared(driver, name, text, parameters)).map(toRow);
      // Inside one of the embedded engine's transactions, which holds its locks; or off the fast path.
      return (await driver.query<RawRow>(text, parameters)).rows.map(toRow);
    },
  };
}

/**
 * A table's columns for a select list, named `prefix` + their property, and the reader that
 * turns them back into the row Drizzle would return (its own column mappers: dates, JSON…).
 */
export function columnsOf<T extends Table>(table: T, prefix = '') {
  const columns = Object.entries(getTableColumns(table));
  const list = sql.join(
    columns.map(([key, column]) => sql`${column} as ${sql.identifier(prefix + key)}`),
    sql`, `,
  );
  const read = (row: RawRow): T['$inferSelect'] => {
    const value: RawRow = {};
    for (const [key, column] of columns) {
      const stored = row[prefix + key];
      value[key] = stored === null || stored === undefined ? null : column.mapFromDriverValue(stored);
    }
    return value as T['$inferSelect'];
  };
  return { list, read };
}

/** Columns named for an insert's column list: unqualified, as SQL wants them there. */
export function columnNames(columns: Column[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}
