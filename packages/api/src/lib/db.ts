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

/**
 * A turn of the event loop for the requests, after a background writer's
 * transaction: a timer turn (the requests' I/O runs first), then more turns
 * while queries wait for a connection (on SQLite the only one), up to
 * `maxWaitMs`, so a request of several queries is not made to wait a whole
 * transaction between each of them.
 */
export async function yieldToWaitingQueries(db: Db, maxWaitMs = 50): Promise<void> {
  const pool = (db.client as { pool?: { numPendingAcquires?: () => number } }).pool;
  const started = performance.now();
  do await new Promise((resolve) => setTimeout(resolve, 0));
  while ((pool?.numPendingAcquires?.() ?? 0) > 0 && performance.now() - started < maxWaitMs);
}
