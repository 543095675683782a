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
