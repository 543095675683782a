import type { Knex } from 'knex';
import { databaseKind } from './database';

/** The SQL text an array statement is prepared under: its own, so Knex's statement of the same query keeps returning objects. */
const ARRAY_ROWS_MARK = ' /* rows as arrays */';

/**
 * The rows of a SELECT as arrays, in the order of its columns. Building an
 * object per row in the driver costs more than many queries themselves on
 * SQLite (better-sqlite3 sets each property through the V8 API): twice a
 * page of 50 quotes' query, most of reading the workload's 50,000 tasks.
 * SQLite: the statement runs on the pooled connection (or the
 * transaction's), prepared once per connection and SQL text (the
 * connection's statement cache, `db/database.ts`), in better-sqlite3's raw
 * mode. PostgreSQL: the same query with pg's `rowMode: 'array'`.
 */
export async function rowsAsArrays<Row extends unknown[]>(
  knex: Knex,
  query: Knex.QueryBuilder,
): Promise<Row[]> {
  if (databaseKind(knex) === 'postgres')
    return (await query.options({ rowMode: 'array' })) as unknown as Row[];
  const { sql, bindings } = query.toSQL().toNative();
  const values = bindings.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  const client = knex.client as {
    acquireConnection(): Promise<SqliteArrayConnection>;
    releaseConnection(connection: SqliteArrayConnection): Promise<void>;
  };
  const connection = await client.acquireConnection();
  try {
    return connection
      .prepare(sql + ARRAY_ROWS_MARK)
      .raw(true)
      .all(values) as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/** The part of a better-sqlite3 connection `rowsAsArrays` uses. */
interface SqliteArrayConnection {
  prepare(sql: string): { raw(on: boolean): { all(values: readonly unknown[]): unknown[] } };
}
