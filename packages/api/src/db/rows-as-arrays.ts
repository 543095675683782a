import type { Knex } from 'knex';
import { databaseKind } from './dialect';

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

/**
 * The rows of `query` (its FROM and WHERE; no SELECT, no order) as arrays of
 * `columns` (column names or SQL expressions), which the database builds
 * into one JSON text, parsed at once: SQLite's
 * `json_group_array(json_array(...))`, PostgreSQL's
 * `json_agg(json_build_array(...))`. For tens of thousands of rows this
 * costs about half of `rowsAsArrays` on SQLite: the driver makes each value
 * through the V8 API, `JSON.parse` makes them natively. In no particular
 * order; only for values JSON keeps as they are (integers, text, null: not
 * SQLite's 0/1 booleans, not integers beyond 2^53).
 */
export async function rowsAsJsonArrays<Row extends unknown[]>(
  knex: Knex,
  query: Knex.QueryBuilder,
  columns: ReadonlyArray<string | Knex.Raw>,
): Promise<Row[]> {
  const [aggregate, build] =
    databaseKind(knex) === 'postgres'
      ? ['json_agg', 'json_build_array']
      : ['json_group_array', 'json_array'];
  const values = columns.map((column) => (typeof column === 'string' ? knex.ref(column) : column));
  const [result] = (await query.select(
    knex.raw(`${aggregate}(${build}(${values.map(() => '?').join(', ')})) as rows`, values),
  )) as Array<{ rows: string | Row[] | null }>;
  const rows = result?.rows ?? null;
  if (rows === null) return []; // PostgreSQL's json_agg of no row
  return typeof rows === 'string' ? (JSON.parse(rows) as Row[]) : rows;
}

/**
 * SQLite: the rows of `query` (its FROM, WHERE, ORDER and LIMIT; no
 * SELECT) as arrays of `columns`, in the query's order, each row built by
 * SQLite into one JSON text (`json_array`) parsed at once: better-sqlite3
 * makes every value through the V8 API (about a quarter of a microsecond
 * each, most of a page of 500 tasks' read), `JSON.parse` makes them
 * natively. Only for values JSON keeps as they are (integers, text, null:
 * not SQLite's 0/1 booleans, not integers beyond 2^53). Not for PostgreSQL,
 * whose driver reads rows without that cost: its callers read rows there.
 */
export async function orderedRowsAsJsonArrays<Row extends unknown[]>(
  knex: Knex,
  query: Knex.QueryBuilder,
  columns: readonly string[],
): Promise<Row[]> {
  if (databaseKind(knex) !== 'sqlite') throw new Error('orderedRowsAsJsonArrays reads SQLite only');
  const refs = columns.map((column) => knex.ref(column));
  const rows = (await query.select(
    knex.raw(`json_array(${refs.map(() => '?').join(', ')}) as r`, refs),
  )) as Array<{ r: string }>;
  return rows.map((row) => JSON.parse(row.r) as Row);
}
