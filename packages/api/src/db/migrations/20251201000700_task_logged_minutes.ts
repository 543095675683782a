import type { Knex } from 'knex';
import { databaseKind } from '../dialect';

/**
 * `tasks.logged_minutes`: the minutes of every time entry on the task, kept
 * by triggers on `time_entries` (insert, delete, a change of the entry's task
 * or minutes), whatever writes the entries — the timesheet, the demo and
 * bench seeds, the cascade of a task's delete. The workload view reads it
 * for each open task's remaining work instead of summing its entries
 * (30,000 index probes for everyone's grid, a fifth of the view's time). The
 * triggers add and subtract (`logged_minutes + NEW.minutes`), so two entries
 * written at once on one task both count on PostgreSQL too (the second
 * update waits for the first and adds to what it wrote).
 *
 * On SQLite a table rebuilt by Knex (a column altered there) loses its
 * triggers: a later migration that alters `time_entries` so must create
 * them again (`createTriggers`).
 */
export async function createTriggers(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    await knex.raw(`
      CREATE OR REPLACE FUNCTION keel_task_logged_minutes() RETURNS trigger AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.project_task_id IS NOT NULL THEN
          UPDATE tasks SET logged_minutes = logged_minutes - OLD.minutes WHERE id = OLD.project_task_id;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.project_task_id IS NOT NULL THEN
          UPDATE tasks SET logged_minutes = logged_minutes + NEW.minutes WHERE id = NEW.project_task_id;
        END IF;
        RETURN NULL;
      END;
      $$ LANGUAGE plpgsql`);
    await knex.raw(`
      CREATE TRIGGER time_entries_task_logged_minutes
      AFTER INSERT OR DELETE OR UPDATE OF project_task_id, minutes ON time_entries
      FOR EACH ROW EXECUTE FUNCTION keel_task_logged_minutes()`);
    return;
  }
  await knex.raw(`
    CREATE TRIGGER time_entries_task_logged_insert AFTER INSERT ON time_entries
    WHEN NEW.project_task_id IS NOT NULL
    BEGIN
      UPDATE tasks SET logged_minutes = logged_minutes + NEW.minutes WHERE id = NEW.project_task_id;
    END`);
  await knex.raw(`
    CREATE TRIGGER time_entries_task_logged_delete AFTER DELETE ON time_entries
    WHEN OLD.project_task_id IS NOT NULL
    BEGIN
      UPDATE tasks SET logged_minutes = logged_minutes - OLD.minutes WHERE id = OLD.project_task_id;
    END`);
  await knex.raw(`
    CREATE TRIGGER time_entries_task_logged_update
    AFTER UPDATE OF project_task_id, minutes ON time_entries
    BEGIN
      UPDATE tasks SET logged_minutes = logged_minutes - OLD.minutes
        WHERE OLD.project_task_id IS NOT NULL AND id = OLD.project_task_id;
      UPDATE tasks SET logged_minutes = logged_minutes + NEW.minutes
        WHERE NEW.project_task_id IS NOT NULL AND id = NEW.project_task_id;
    END`);
}

async function dropTriggers(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    await knex.raw('DROP TRIGGER IF EXISTS time_entries_task_logged_minutes ON time_entries');
    await knex.raw('DROP FUNCTION IF EXISTS keel_task_logged_minutes()');
    return;
  }
  for (const name of ['insert', 'delete', 'update'])
    await knex.raw(`DROP TRIGGER IF EXISTS time_entries_task_logged_${name}`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.bigInteger('logged_minutes').notNullable().defaultTo(0);
  });
  await knex.raw(`
    UPDATE tasks SET logged_minutes =
      COALESCE((SELECT SUM(e.minutes) FROM time_entries e WHERE e.project_task_id = tasks.id), 0)`);
  await createTriggers(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropTriggers(knex);
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('logged_minutes');
  });
}
