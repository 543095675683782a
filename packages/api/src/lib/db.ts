import type { Knex } from 'knex';
import { databaseKind } from '../db/dialect';
import { durableCommits } from '../db/durable-commits';

/**
 * The database handle as services see it: `deps.knex` or a transaction
 * (`deps.knex.transaction(async (trx) => ...)`), passed on to repositories.
 * Only repositories, `db/` and the `lib/` database helpers import `knex`
 * (enforced by ESLint, see `eslint.config.js`); everything else names the
 * handle through this alias, so a service can open a transaction and hand it
 * to repositories without ever building a query itself.
 */
export type Db = Knex;
/** A query under construction, as a policy helper passes it on (`scopeToVisibleProjects`). */
export type DbQuery = Knex.QueryBuilder;
/** A transaction handle (what `db.transaction(async (trx) => ...)` passes). */
export type Trx = Knex.Transaction;

/** What `yieldToWaitingQueries` reads of the Knex pool (tarn). */
interface PoolLike {
  max?: number;
  numPendingAcquires?: () => number;
  on?: (event: 'acquireRequest', handler: () => void) => void;
  removeListener?: (event: 'acquireRequest', handler: () => void) => void;
}

/**
 * A turn of the event loop for the requests, after a background writer's
 * transaction: a timer turn (the requests' I/O runs first), then more turns,
 * up to `maxWaitMs`, while queries wait for a connection — and, when the pool
 * has one connection (SQLite: the writer's transaction holds it, so it shuts
 * every request out), while the requests are still asking for it: a turn in
 * which any query asked for the connection is followed by another. A request
 * runs several queries one after the other, and between two of them nothing
 * waits; ending the yield there would make it wait a whole transaction before
 * each of its next queries.
 */
export async function yieldToWaitingQueries(db: Db, maxWaitMs = 50): Promise<void> {
  const pool = (db.client as { pool?: PoolLike }).pool;
  const single = pool?.max === 1;
  let asked = 0;
  const onAsk = () => {
    asked += 1;
  };
  if (single) pool?.on?.('acquireRequest', onAsk);
  const started = performance.now();
  try {
    for (;;) {
      const before = asked;
      await new Promise((resolve) => setTimeout(resolve, 0));
      const busy = (pool?.numPendingAcquires?.() ?? 0) > 0 || asked > before;
      if (!busy || performance.now() - started >= maxWaitMs) return;
    }
  } finally {
    if (single) pool?.removeListener?.('acquireRequest', onAsk);
  }
}

/** A better-sqlite3 connection, as `derivedDataTransaction` holds it. */
type SqliteConnection = object;

/**
 * A transaction that writes only derived data, rewritten whole from the
 * records (the recalculation of everything), committed without waiting for
 * the disk: a commit's flush of the write-ahead log is most of a short
 * transaction's time.
 *
 * SQLite: the commit is answered at once instead of after the WAL's sync
 * (`DurableCommits.withoutWaiting`, db/durable-commits.ts), while this holds
 * the connection: the pool has one, so no other query runs in between. In
 * WAL mode such a commit survives a crash of the process; a power cut may
 * lose it, but the log is appended in order and the next synced commit
 * flushes it whole, so what a power cut can lose is only the last such
 * transactions, never a request's acknowledged write after them — and what
 * they wrote (with their queue marks, settled in the same transaction) a
 * recalculation writes again. PostgreSQL: the same through
 * `synchronous_commit = off` for the transaction (`set local`).
 */
export async function derivedDataTransaction<T>(
  db: Db,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  if (databaseKind(db) !== 'sqlite') {
    return db.transaction(async (trx) => {
      await trx.raw('set local synchronous_commit = off');
      return work(trx);
    });
  }
  const client = db.client as {
    acquireConnection(): Promise<SqliteConnection>;
    releaseConnection(connection: SqliteConnection): Promise<unknown>;
  };
  const connection = await client.acquireConnection();
  try {
    const durable = durableCommits.get(connection);
    const run = () => db.transaction(work, { connection });
    return await (durable ? durable.withoutWaiting(run) : run());
  } finally {
    await client.releaseConnection(connection);
  }
}
