import type { Knex } from 'knex';
import { databaseKind } from '../dialect';

/**
 * On PostgreSQL, what an insert into `time_entries` adds to
 * `tasks.logged_minutes` (migration 20251201000700) and to
 * `workload_week_logged` (20251201001800) is added once per statement, from
 * the statement's inserted rows summed per task and per user-week, instead
 * of once per row. A multi-row insert (an import writes 100,000 entries in
 * one transaction, 200 a statement; the demo and bench seeds) otherwise
 * updated the same task row once per entry: each update leaves a row
 * version the transaction cannot prune, and the next one walks them all, so
 * 100,000 entries on 20 tasks took 35 s instead of 10. Deletes and updates
 * keep the row triggers. The sums add (`logged_minutes + s.minutes`), so two
 * writers at once both count, as before; the tasks are locked in id order
 * first, so two multi-row inserts cannot deadlock on them. SQLite keeps its
 * row triggers (no row versions to walk there; it has no statement triggers).
 */
export async function up(knex: Knex): Promise<void> {
  if (databaseKind(knex) !== 'postgres') return;
  await knex.raw('DROP TRIGGER time_entries_task_logged_minutes ON time_entries');
  await knex.raw(`
    CREATE TRIGGER time_entries_task_logged_minutes
    AFTER DELETE OR UPDATE OF project_task_id, minutes ON time_entries
    FOR EACH ROW EXECUTE FUNCTION keel_task_logged_minutes()`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION keel_task_logged_minutes_inserted() RETURNS trigger AS $$
    BEGIN
      PERFORM 1 FROM tasks
        WHERE id IN (SELECT project_task_id FROM inserted WHERE project_task_id IS NOT NULL)
        ORDER BY id FOR NO KEY UPDATE;
      UPDATE tasks t SET logged_minutes = t.logged_minutes + s.minutes
        FROM (SELECT project_task_id, SUM(minutes) AS minutes FROM inserted
              WHERE project_task_id IS NOT NULL GROUP BY project_task_id) s
        WHERE t.id = s.project_task_id;
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql`);
  await knex.raw(`
    CREATE TRIGGER time_entries_task_logged_inserted
    AFTER INSERT ON time_entries REFERENCING NEW TABLE AS inserted
    FOR EACH STATEMENT EXECUTE FUNCTION keel_task_logged_minutes_inserted()`);

  await knex.raw('DROP TRIGGER time_entries_workload_week_logged ON time_entries');
  await knex.raw(`
    CREATE TRIGGER time_entries_workload_week_logged
    AFTER DELETE OR UPDATE OF user_id, date, project_id, minutes ON time_entries
    FOR EACH ROW EXECUTE FUNCTION keel_workload_week_logged()`);
  await knex.raw(`
    CREATE OR REPLACE FUNCTION keel_workload_week_logged_inserted() RETURNS trigger AS $$
    BEGIN
      INSERT INTO workload_week_logged (user_id, week, minutes)
        SELECT user_id, to_char(date_trunc('week', date::date), 'YYYY-MM-DD') AS week, SUM(minutes)
        FROM inserted WHERE project_id IS NOT NULL
        GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (user_id, week) DO UPDATE SET minutes = workload_week_logged.minutes + EXCLUDED.minutes;
      RETURN NULL;
    END;
    $$ LANGUAGE plpgsql`);
  await knex.raw(`
    CREATE TRIGGER time_entries_workload_week_logged_inserted
    AFTER INSERT ON time_entries REFERENCING NEW TABLE AS inserted
    FOR EACH STATEMENT EXECUTE FUNCTION keel_workload_week_logged_inserted()`);
}

export async function down(knex: Knex): Promise<void> {
  if (databaseKind(knex) !== 'postgres') return;
  await knex.raw('DROP TRIGGER time_entries_task_logged_inserted ON time_entries');
  await knex.raw('DROP FUNCTION keel_task_logged_minutes_inserted()');
  await knex.raw('DROP TRIGGER time_entries_task_logged_minutes ON time_entries');
  await knex.raw(`
    CREATE TRIGGER time_entries_task_logged_minutes
    AFTER INSERT OR DELETE OR UPDATE OF project_task_id, minutes ON time_entries
    FOR EACH ROW EXECUTE FUNCTION keel_task_logged_minutes()`);
  await knex.raw('DROP TRIGGER time_entries_workload_week_logged_inserted ON time_entries');
  await knex.raw('DROP FUNCTION keel_workload_week_logged_inserted()');
  await knex.raw('DROP TRIGGER time_entries_workload_week_logged ON time_entries');
  await knex.raw(`
    CREATE TRIGGER time_entries_workload_week_logged
    AFTER INSERT OR DELETE OR UPDATE OF user_id, date, project_id, minutes ON time_entries
    FOR EACH ROW EXECUTE FUNCTION keel_workload_week_logged()`);
}
