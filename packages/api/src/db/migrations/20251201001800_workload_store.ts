import type { Knex } from 'knex';
import { databaseKind } from '../dialect';

/**
 * The workload store (issue 29, item 3; modules/workload/README.md
 * § Performance): what the grid reads instead of spreading every open task
 * and summing every time entry on each request.
 *
 * - `workload_week_allocations`: per assignee (null: unassigned, then
 *   `team_id` is the tasks' assignee team, for the unassigned row's team
 *   filter), project (`tentative`: a draft) and ISO week (its Monday), the open tasks' spread
 *   minutes in that week and how many of them have a share in it. Kept by
 *   the recorded changes: the workload's follower marks what is stale
 *   (`workload_stale`), a read rebuilds the marked part first.
 * - `workload_week_totals`: the same summed over projects per assignee (0:
 *   unassigned, then `team_id` is the team, else 0) and week, what the grid
 *   reads (a row a person and week rather than one a project), kept with the
 *   rows above by the differences of each rebuild.
 * - `workload_stale`: the marks (`scope` 'project' or 'assignee' with the
 *   id; 'all' with 0: everything, e.g. after a holiday change or data
 *   written outside the app). The migration leaves the 'all' mark: the
 *   server builds the store at start.
 * - `workload_week_logged`: per person and ISO week, the minutes logged on
 *   projects, kept by triggers on `time_entries` (like
 *   `tasks.logged_minutes`) whatever writes the entries: an add and a
 *   subtract, so two writers at once both count.
 *
 * On SQLite a table rebuilt by Knex (a column altered there) loses its
 * triggers: a later migration that alters `time_entries` so must create them
 * again (`createLoggedTriggers`).
 */

export async function createLoggedTriggers(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    await knex.raw(`
      CREATE OR REPLACE FUNCTION keel_workload_week_logged() RETURNS trigger AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.project_id IS NOT NULL THEN
          INSERT INTO workload_week_logged (user_id, week, minutes)
          VALUES (OLD.user_id, to_char(date_trunc('week', OLD.date::date), 'YYYY-MM-DD'), -OLD.minutes)
          ON CONFLICT (user_id, week) DO UPDATE SET minutes = workload_week_logged.minutes + EXCLUDED.minutes;
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.project_id IS NOT NULL THEN
          INSERT INTO workload_week_logged (user_id, week, minutes)
          VALUES (NEW.user_id, to_char(date_trunc('week', NEW.date::date), 'YYYY-MM-DD'), NEW.minutes)
          ON CONFLICT (user_id, week) DO UPDATE SET minutes = workload_week_logged.minutes + EXCLUDED.minutes;
        END IF;
        RETURN NULL;
      END;
      $$ LANGUAGE plpgsql`);
    await knex.raw(`
      CREATE TRIGGER time_entries_workload_week_logged
      AFTER INSERT OR DELETE OR UPDATE OF user_id, date, project_id, minutes ON time_entries
      FOR EACH ROW EXECUTE FUNCTION keel_workload_week_logged()`);
    return;
  }
  // date(d, 'weekday 0', '-6 days'): the Sunday on or after d, less six days: d's Monday.
  const add = (row: 'NEW' | 'OLD', sign: '' | '-') => `
      INSERT INTO workload_week_logged (user_id, week, minutes)
      SELECT ${row}.user_id, date(${row}.date, 'weekday 0', '-6 days'), ${sign}${row}.minutes
      WHERE ${row}.project_id IS NOT NULL
      ON CONFLICT (user_id, week) DO UPDATE SET minutes = minutes + excluded.minutes;`;
  await knex.raw(`
    CREATE TRIGGER time_entries_workload_logged_insert AFTER INSERT ON time_entries
    BEGIN ${add('NEW', '')} END`);
  await knex.raw(`
    CREATE TRIGGER time_entries_workload_logged_delete AFTER DELETE ON time_entries
    BEGIN ${add('OLD', '-')} END`);
  await knex.raw(`
    CREATE TRIGGER time_entries_workload_logged_update
    AFTER UPDATE OF user_id, date, project_id, minutes ON time_entries
    BEGIN ${add('OLD', '-')} ${add('NEW', '')} END`);
}

async function dropLoggedTriggers(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    await knex.raw('DROP TRIGGER IF EXISTS time_entries_workload_week_logged ON time_entries');
    await knex.raw('DROP FUNCTION IF EXISTS keel_workload_week_logged()');
    return;
  }
  for (const name of ['insert', 'delete', 'update'])
    await knex.raw(`DROP TRIGGER IF EXISTS time_entries_workload_logged_${name}`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('workload_week_allocations', (t) => {
    t.increments('id').primary();
    t.integer('assignee_id').nullable();
    t.integer('team_id').nullable();
    t.integer('project_id').notNullable();
    t.string('week', 10).notNullable();
    t.boolean('tentative').notNullable();
    t.bigInteger('minutes').notNullable();
    t.integer('task_count').notNullable();
    t.index(['week', 'assignee_id'], 'workload_week_allocations_week');
    t.index(['assignee_id', 'week'], 'workload_week_allocations_assignee');
    t.index(['project_id'], 'workload_week_allocations_project');
  });
  await knex.schema.createTable('workload_week_totals', (t) => {
    t.integer('assignee_id').notNullable();
    t.integer('team_id').notNullable();
    t.string('week', 10).notNullable();
    t.bigInteger('allocated_minutes').notNullable();
    t.bigInteger('tentative_minutes').notNullable();
    t.integer('task_count').notNullable();
    t.primary(['week', 'assignee_id', 'team_id']);
    t.index(['assignee_id', 'week'], 'workload_week_totals_assignee');
  });
  await knex.schema.createTable('workload_stale', (t) => {
    t.string('scope', 10).notNullable();
    t.integer('ref_id').notNullable();
    t.primary(['scope', 'ref_id']);
  });
  await knex('workload_stale').insert({ scope: 'all', ref_id: 0 });
  await knex.schema.createTable('workload_week_logged', (t) => {
    t.integer('user_id').notNullable();
    t.string('week', 10).notNullable();
    t.bigInteger('minutes').notNullable();
    t.primary(['user_id', 'week']);
  });
  const week =
    databaseKind(knex) === 'postgres'
      ? "to_char(date_trunc('week', date::date), 'YYYY-MM-DD')"
      : "date(date, 'weekday 0', '-6 days')";
  await knex.raw(`
    INSERT INTO workload_week_logged (user_id, week, minutes)
    SELECT user_id, ${week}, SUM(minutes) FROM time_entries
    WHERE project_id IS NOT NULL GROUP BY user_id, ${week}`);
  await createLoggedTriggers(knex);
}

export async function down(knex: Knex): Promise<void> {
  await dropLoggedTriggers(knex);
  await knex.schema.dropTable('workload_week_logged');
  await knex.schema.dropTable('workload_stale');
  await knex.schema.dropTable('workload_week_totals');
  await knex.schema.dropTable('workload_week_allocations');
}
