import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';

/**
 * The database locks that keep the day cap and the timesheet locks true
 * under concurrent writes (see "Concurrency" in this module's README). They
 * are held in this order: the timesheet locks (shared or exclusive), then a
 * user's time.
 */

// Advisory lock keys (PostgreSQL's two-integer form): one namespace per purpose.
const LOCKS_NAMESPACE = 74_101;
const USER_TIME_NAMESPACE = 74_102;

function isPostgres(knex: Knex): boolean {
  return databaseKind(knex) === 'postgres';
}

/**
 * Every entry write holds this shared until it commits; creating a lock or
 * approving a week holds it exclusive. So a lock commits only after the writes
 * in flight have, and every write after it reads the lock. SQLite runs one
 * transaction at a time on its one connection: nothing to take there.
 */
export async function holdTimesheetLocksShared(trx: Knex): Promise<void> {
  if (isPostgres(trx))
    await trx.raw('SELECT pg_advisory_xact_lock_shared(?, 0)', [LOCKS_NAMESPACE]);
}

export async function holdTimesheetLocksExclusive(trx: Knex): Promise<void> {
  if (isPostgres(trx)) await trx.raw('SELECT pg_advisory_xact_lock(?, 0)', [LOCKS_NAMESPACE]);
}

/** One writer of a user's time at a time (the per-day cap reads then writes their day). */
export async function holdUserTime(trx: Knex, userId: number): Promise<void> {
  if (isPostgres(trx))
    await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [USER_TIME_NAMESPACE, userId]);
}

/** `holdUserTime` without waiting: false when another transaction holds the user's time. */
export async function tryHoldUserTime(trx: Knex, userId: number): Promise<boolean> {
  if (!isPostgres(trx)) return true;
  const result = (await trx.raw('SELECT pg_try_advisory_xact_lock(?, ?) AS held', [
    USER_TIME_NAMESPACE,
    userId,
  ])) as { rows: Array<{ held: boolean }> };
  return result.rows[0]?.held === true;
}
