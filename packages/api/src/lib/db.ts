import type { Knex } from 'knex';

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
