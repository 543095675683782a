import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type pg from 'pg';
import type { Config } from '../config';
import { databaseKind } from './dialect';
import { DurableCommits, durableCommits, durableCommitsOfDatabase } from './durable-commits';
import { migrationSource } from './migrations';
import { keelPostgresClient } from './postgres-client';
import { KeelSqliteClient, SCHEMA_CHANGE } from './sqlite-client';

export { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-client';

export type { Knex };

const requireModule = createRequire(import.meta.url);
let pgPrepared = false;

/**
 * Loads the PostgreSQL driver, when a database on PostgreSQL is opened
 * (on SQLite it is never loaded: a tenth of the start-up's module loading),
 * and sets how it reads values. Instants are stored as epoch milliseconds
 * in BIGINT columns (portable and comparable in SQL on both databases); pg
 * returns BIGINT as a string unless told otherwise. Counts come back as
 * numbers too, as on SQLite. Calendar dates (`YYYY-MM-DD`) stay strings, as
 * on SQLite, instead of local-time Dates. The parsers are the driver's, for
 * every connection of the process.
 */
function preparePostgres(): void {
  if (pgPrepared) return;
  const driver = requireModule('pg') as typeof pg;
  driver.types.setTypeParser(driver.types.builtins.INT8, (value: string) => Number(value));
  driver.types.setTypeParser(driver.types.builtins.DATE, (value: string) => value);
  pgPrepared = true;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Overrides `$DATA_DIR/keel.sqlite` (tests, benchmark). */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests use one schema per test file). */
  searchPath?: string;
  /** PostgreSQL connection pool size (SQLite always uses one connection). */
  poolMax?: number;
}

export function sqlitePath(dataDir: string): string {
  return path.join(dataDir, 'keel.sqlite');
}

/** Opens the database: PostgreSQL when a URL is configured, else SQLite under DATA_DIR. */
export function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<DatabaseOptions>,
): Knex {
  if (config.databaseUrl) {
    preparePostgres();
    return knexFactory({
      client: keelPostgresClient() as unknown as typeof Knex.Client,
      connection: config.databaseUrl,
      searchPath: config.searchPath ? [config.searchPath] : undefined,
      pool: { min: 0, max: config.poolMax ?? 10 },
    });
  }
  const file = config.sqliteFile ?? sqlitePath(config.dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let readStamp: (() => string | null) | null = null;
  let durable: DurableCommits | null = null;
  const knex = knexFactory({
    // better-sqlite3 runs each statement synchronously on the calling thread:
    // the statements here take microseconds to a few milliseconds, and the
    // asynchronous sqlite3 driver's hand-off to a worker thread and back cost
    // more than most of them (about 0.2 ms a statement on a busy two-core machine).
    // Knex takes a client class; its type knows only the built-in ones.
    client: KeelSqliteClient as unknown as typeof Knex.Client,
    connection: { filename: file },
    useNullAsDefault: true,
    pool: {
      // One connection per process: SQLite allows one writer, and in WAL
      // mode a transaction that read before writing fails at once with
      // SQLITE_BUSY (its snapshot is stale; no busy timeout helps) whenever
      // another connection wrote meanwhile. Queueing every query on one
      // connection makes concurrent edits wait instead of fail; with several
      // worker processes (WEB_CONCURRENCY) every transaction also begins
      // IMMEDIATE (`beginImmediately`), so the processes' writes wait for
      // each other (`KeelSqliteClient` retries) instead of failing.
      min: 1,
      max: 1,
      afterCreate(
        conn: SqliteConnection & { close(): unknown },
        done: (err: Error | null, conn: SqliteConnection) => void,
      ) {
        try {
          conn.pragma('journal_mode = WAL');
          // A commit is on disk before it is acknowledged, so an acknowledged
          // write survives power loss too, not only a crash: NORMAL writes the
          // commit's WAL frames without syncing, and the commit's caller waits
          // for `DurableCommits` to sync them off the event loop, shared with
          // the commits that come meanwhile (as FULL, without its fsync on the
          // event loop inside the write lock).
          conn.pragma('synchronous = NORMAL');
          durable = keepCommitsDurable(conn, file);
          conn.pragma('foreign_keys = ON');
          // A write refused for another process's transaction is retried by
          // the client without blocking the event loop (`KeelSqliteClient`).
          conn.pragma('busy_timeout = 0');
          // Tells connections apart in `databaseStamp` (a new one restarts total_changes()).
          const connectionId = (nextConnectionId += 1);
          conn.function('keel_connection_id', () => connectionId);
          readStamp = stampReader(conn, connectionId);
          cachePreparedStatements(conn);
          beginImmediately(conn);
          done(null, conn);
        } catch (error) {
          done(error as Error, conn);
        }
      },
    },
  });
  stampReaders.set(knex, () => readStamp?.() ?? null);
  durableCommitsOfDatabase.set(knex, () => durable);
  return knex;
}

let nextConnectionId = 0;

/** Registers the connection's `DurableCommits`, closed with the connection. */
function keepCommitsDurable(
  conn: SqliteConnection & { close(): unknown },
  file: string,
): DurableCommits {
  const totalChanges = (conn.prepare('SELECT total_changes()') as SqliteValueStatement).pluck();
  const durable = new DurableCommits(`${file}-wal`, () => Number(totalChanges.get()));
  durableCommits.set(conn, durable);
  const close = conn.close.bind(conn);
  conn.close = () => {
    void durable.close();
    return close();
  };
  return durable;
}

/** Each SQLite database's stamp, read on its connection as it is (`databaseStamp`). */
const stampReaders = new WeakMap<Knex, () => string | null>();

/**
 * The connection's stamp, read by two statements prepared once. A
 * table-valued pragma (`pragma_data_version`) prepares its PRAGMA again on
 * every run, and Knex's way to the connection (building, pool, promises)
 * cost several times the statements themselves: the stamp is read on every
 * signed-in request.
 */
function stampReader(conn: SqliteConnection, connectionId: number): () => string | null {
  const valueOf = (sql: string) => (conn.prepare(sql) as SqliteValueStatement).pluck();
  const changes = valueOf('SELECT total_changes()');
  const version = valueOf('PRAGMA data_version');
  return () => {
    try {
      return `${connectionId}:${String(changes.get())}:${String(version.get())}`;
    } catch {
      return null; // the connection is closed: SQL says, through a new one
    }
  };
}

/**
 * Makes Knex's transactions (`BEGIN;`) take SQLite's write lock at once
 * (`BEGIN IMMEDIATE`), waiting (`KeelSqliteClient`) for another process's
 * transaction to end. A deferred transaction reads first on a snapshot and
 * takes the lock only at its first write, and fails there at once
 * (SQLITE_BUSY_SNAPSHOT, which no busy timeout helps) when another process
 * committed meanwhile. Within one process nothing changes: its one
 * connection runs one transaction at a time anyway.
 */
export function beginImmediately(conn: Pick<SqliteConnection, 'prepare'>): void {
  const prepare = conn.prepare.bind(conn);
  conn.prepare = (sql: string) => prepare(sql === 'BEGIN;' ? 'BEGIN IMMEDIATE;' : sql);
}

/** The part of a better-sqlite3 connection used to set it up. */
interface SqliteConnection {
  pragma(source: string): unknown;
  function(name: string, fn: () => number): unknown;
  prepare(sql: string): unknown;
}

/** The part of a better-sqlite3 statement the stamp reads with. */
interface SqliteValueStatement {
  pluck(): { get(): unknown };
}

/** Prepared statements kept per connection, at most this many (the least recently used goes). */
export const PREPARED_STATEMENT_CACHE_SIZE = 1000;

/**
 * Keeps the connection's prepared statements by SQL text. Knex prepares every
 * query it runs, and preparing (parsing and planning the SQL) cost as much as
 * running the query itself on the hot reads (a week of time entries). A
 * statement is reusable: Knex runs each to completion (`all` or `run`) before
 * the next, on this one connection, and SQLite re-prepares a statement itself
 * when the schema changes (migrations); a schema change through this
 * connection also empties the cache, so each statement's row shape
 * (`readRowsAsObjects`) is learnt again.
 */
export function cachePreparedStatements(conn: SqliteConnection): void {
  const prepare = conn.prepare.bind(conn);
  const statements = new Map<string, unknown>();
  conn.prepare = (sql: string) => {
    if (SCHEMA_CHANGE.test(sql)) statements.clear();
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = readRowsAsObjects(prepare(sql));
      if (statements.size >= PREPARED_STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value as string);
      }
    } else {
      // Most recently used last: a Map iterates in insertion order.
      statements.delete(sql);
    }
    statements.set(sql, statement);
    return statement;
  };
}

/** The part of a better-sqlite3 statement `readRowsAsObjects` changes. */
interface SqliteStatement {
  reader?: boolean;
  raw(on?: boolean): SqliteStatement;
  all(...params: unknown[]): unknown[];
  columns(): Array<{ name: string }>;
}

/**
 * Makes a reading statement's `all` (the call Knex reads rows with) build its
 * row objects in JavaScript. better-sqlite3 sets each property of each row
 * through the V8 API, about 0.3 µs a value: half the time of a list query of
 * 50 rows of 20 columns. Here the rows come back as arrays (raw mode) and one
 * function compiled for the statement's columns turns each into an object
 * literal, which V8 builds at once. The objects are the same: the same keys
 * in the same order, a later column of the same name winning as before.
 * A caller that asks for raw rows itself (`statement.raw(true)`) still gets
 * arrays. The columns are read again when a row's width differs from them
 * (the schema changed under the statement).
 */
export function readRowsAsObjects<S>(statement: S): S {
  const target = statement as unknown as SqliteStatement;
  if (!target.reader || typeof target.columns !== 'function') return statement;
  const all = target.all.bind(target);
  const raw = target.raw.bind(target);
  let callerWantsRaw = false;
  let width = -1;
  let toObject: ((row: unknown[]) => unknown) | null = null;
  target.raw = (on = true) => {
    callerWantsRaw = on;
    return target;
  };
  target.all = (...params: unknown[]) => {
    raw(true);
    try {
      const rows = all(...params) as unknown[][];
      if (callerWantsRaw || rows.length === 0) return rows;
      if (toObject === null || rows[0]!.length !== width) {
        const names = target.columns().map((column) => column.name);
        width = names.length;
        toObject = rowBuilder(names);
      }
      return rows.map(toObject);
    } finally {
      raw(false);
    }
  };
  return statement;
}

/**
 * `row => ({"name": row[0], …})` for these column names. The names are
 * written as JSON string literals, so any name is a plain key. A column named
 * `__proto__`, which a literal would take as the prototype, makes the object
 * a property at a time, by assignment, as better-sqlite3 does (which is to
 * say the column is dropped: that assignment sets no own property).
 */
function rowBuilder(names: readonly string[]): (row: unknown[]) => unknown {
  if (names.includes('__proto__')) {
    return (row) => {
      const object: Record<string, unknown> = {};
      names.forEach((name, index) => {
        object[name] = row[index];
      });
      return object;
    };
  }
  const fields = names.map((name, index) => `${JSON.stringify(name)}: row[${index}]`);
  return new Function('row', `return { ${fields.join(', ')} };`) as (row: unknown[]) => unknown;
}

/**
 * A value that changes whenever any transaction may have committed, on both
 * databases: `databaseStamp` on SQLite; on PostgreSQL the server's WAL insert
 * position (`pg_current_wal_insert_lsn()`, and the database's name), which
 * every commit moves (its commit record is inserted before its rows become
 * visible), from any instance or connection. Other writes move it too
 * (another database of the server, a vacuum), which only costs a read again.
 * An answer read after the stamp and remembered under it is never older than
 * the stamp: a commit after the stamp moves it for the next reader. Null (always
 * read) inside a transaction, whose own uncommitted rows must never be
 * remembered for others, and where the server does not answer (a standby).
 */
export async function commitStamp(knex: Knex): Promise<string | null> {
  if (databaseKind(knex) === 'sqlite') return databaseStamp(knex);
  if (knex.isTransaction) return null;
  try {
    const answer = (await knex.raw(
      'SELECT current_database() AS db, pg_current_wal_insert_lsn() AS lsn',
    )) as { rows: Array<{ db: string; lsn: string }> };
    const row = answer.rows[0];
    return row ? `${row.db}:${row.lsn}` : null;
  } catch {
    return null;
  }
}

/**
 * On SQLite, a value that changes whenever the database may have changed:
 * a write through this connection (total_changes), a commit by any other
 * connection or process (data_version), or a new connection. Null on
 * PostgreSQL, where other instances write without telling.
 */
export async function databaseStamp(knex: Knex): Promise<string | null> {
  if (databaseKind(knex) !== 'sqlite') return null;
  // Read at once on the process's one connection, even while a transaction
  // holds it: what is then read through Knex waits for that transaction, so
  // it is never older than the stamp it is remembered under (changes that
  // are rolled back still count in total_changes(), so the stamp never goes
  // back). A transaction's handle, or a connection not opened yet, asks SQL.
  const stamp = stampReaders.get(knex)?.();
  if (stamp) return stamp;
  const [row] = (await knex.raw(
    'SELECT keel_connection_id() AS connection, total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version',
  )) as Array<{ connection: number; changes: number; version: number }>;
  return row ? `${row.connection}:${row.changes}:${row.version}` : null;
}

/** Runs every migration not yet applied (statically registered, so the bundle carries them). */
export async function migrateToLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}

/** True when the database has no users yet (a fresh install). */
export async function isEmptyDatabase(knex: Knex): Promise<boolean> {
  const row = await knex('users').count<{ count: number }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0) === 0;
}
