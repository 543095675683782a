import { createRequire } from 'node:module';
import { durableCommits } from './durable-commits';

/**
 * Knex's better-sqlite3 client, waiting for another process's write lock
 * without blocking the event loop.
 *
 * With several worker processes (WEB_CONCURRENCY) on one SQLite file, a
 * write waits while another process holds the write lock. SQLite's own wait
 * (`busy_timeout`) sleeps on the calling thread, the event loop, in steps
 * that grow to 100 ms, and only looks again at the end of each: while one
 * process rewrote figures in back-to-back 10 ms transactions, a write in the
 * other process waited up to 1.2 s, serving nothing meanwhile. Here the
 * connection does not wait at all (`busy_timeout = 0`): a statement refused
 * with SQLITE_BUSY (it has done nothing) is run again after a turn of the
 * event loop, then every millisecond, for up to `SQLITE_BUSY_TIMEOUT_MS`,
 * while the process serves whatever needs no lock. Every transaction begins
 * IMMEDIATE (`beginImmediately`), so within one only its BEGIN can be
 * refused; a write outside a transaction is retried the same way.
 */

/** How long a statement waits for another connection's write lock before failing (SQLITE_BUSY). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

interface KnexQuery {
  sql: string;
}

interface SqliteClient {
  _query(connection: unknown, query: KnexQuery): Promise<unknown>;
  queryCompiler(builder: unknown, formatter: unknown): unknown;
}

type ClientClass = new (config: unknown) => SqliteClient;

/** The part of Knex's SQLite query compiler `InlineLimitCompiler` changes. */
interface QueryCompiler {
  single: Record<string, unknown>;
  _getValueOrParameterFromAttribute(attribute: string, rawValue?: unknown): unknown;
}

type CompilerClass = new (client: unknown, builder: unknown, formatter: unknown) => QueryCompiler;

const requireModule = createRequire(import.meta.url);
const BetterSqlite3Client = requireModule('knex/lib/dialects/better-sqlite3') as ClientClass;
const SqliteQueryCompiler = requireModule(
  'knex/lib/dialects/sqlite3/query/sqlite-querycompiler',
) as CompilerClass;

/**
 * Knex's SQLite query compiler writing a query's LIMIT and OFFSET into its
 * SQL (`limit 1`) instead of binding them (`limit ?`). SQLite plans a
 * statement whose LIMIT is a bound parameter again at every run (the planner
 * reads the value), so a kept prepared statement (`cachePreparedStatements`)
 * was parsed and planned anew each time: 6 µs became 11-21 µs for a lookup by
 * id with `.first()`, and a task create spent a tenth of its CPU time
 * preparing. Knex's `limit()` and `offset()` keep only integers
 * (`parseInt`), and only a safe integer is written (anything else, such as a
 * raw offset, is bound as before), so the SQL cannot be changed by a value.
 * Each distinct page size and offset is a statement of its own in the cache.
 */
class InlineLimitCompiler extends SqliteQueryCompiler {
  override _getValueOrParameterFromAttribute(attribute: string, rawValue?: unknown): unknown {
    if (attribute === 'limit' || attribute === 'offset') {
      const value = this.single[attribute];
      if (Number.isSafeInteger(value)) return String(value);
    }
    return super._getValueOrParameterFromAttribute(attribute, rawValue);
  }
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_RECOVERY, …): the statement did nothing. */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** A statement that changes the schema: no row count shows it, and cached statements may change with it. */
export const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/** A statement that only reads (a `WITH … UPDATE` does not start so). */
const READS_ONLY = /^\s*select\b/i;

const nextTurn = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, attempt === 0 ? 0 : 1));

/**
 * The client class handed to Knex (`client: KeelSqliteClient`). `_query` is a
 * method of the prototype: a transaction's client is made from the prototype.
 */
export class KeelSqliteClient extends BetterSqlite3Client {
  override queryCompiler(builder: unknown, formatter: unknown): unknown {
    return new InlineLimitCompiler(this, builder, formatter);
  }

  override async _query(connection: unknown, query: KnexQuery): Promise<unknown> {
    const answer = await this.runWaitingForLock(connection, query);
    // A COMMIT, or a write on its own, starts the WAL's sync the answers wait for (durable-commits.ts).
    // A plain SELECT writes nothing: the reads, most statements, skip the look at the row count.
    const durable = durableCommits.get(connection as object);
    if (
      durable &&
      !READS_ONLY.test(query.sql) &&
      !(connection as { inTransaction: boolean }).inTransaction
    )
      durable.afterStatement(SCHEMA_CHANGE.test(query.sql));
    return answer;
  }

  private async runWaitingForLock(connection: unknown, query: KnexQuery): Promise<unknown> {
    const started = performance.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await super._query(connection, query);
      } catch (error) {
        if (!isBusy(error) || performance.now() - started >= SQLITE_BUSY_TIMEOUT_MS) throw error;
        await nextTurn(attempt);
      }
    }
  }
}
