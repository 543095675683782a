import type { Knex } from 'knex';

/**
 * A timesheet lock identical to an existing one (same date, same user or
 * team, or both for everyone) is refused instead of stored twice (issue 27,
 * item 9): a unique index over the date and who the lock is for. The person
 * and the team are nullable, and NULLs never collide in a unique index, so
 * the index reads them as 0 (no id is 0) on both databases. Identical rows
 * stored before are merged first, keeping the oldest (a second identical
 * lock changed nothing: lifting it left the first in force).
 */
const INDEX = 'timesheet_locks_identical';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DELETE FROM timesheet_locks
    WHERE id NOT IN (
      SELECT MIN(id) FROM timesheet_locks
      GROUP BY lock_date, COALESCE(user_id, 0), COALESCE(team_id, 0)
    )`);
  await knex.raw(
    `CREATE UNIQUE INDEX ${INDEX} ON timesheet_locks (lock_date, (COALESCE(user_id, 0)), (COALESCE(team_id, 0)))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX ${INDEX}`);
}
