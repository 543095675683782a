import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Timesheets (DOMAIN.md § Timesheets): the workspace's non-project tasks,
 * time entries, locks and the weekly submission / approval of a user's time.
 *
 * A time entry is on project work or on a timesheet task, never both:
 * `project_id` xor `timesheet_task_id`. Project work is either the project
 * itself (`project_task_id` null) or one of its tasks; for a task entry
 * `project_id` is the task's project, kept beside the task so "a project's
 * entries" is one indexed range instead of a join through every task.
 * Dates are `YYYY-MM-DD` strings (as task dates are): a day of the user's
 * calendar, not an instant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('timesheet_tasks', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    // leave | training | internal | timeInLieuTaken | other; timeInLieuTaken consumes time in lieu.
    t.string('kind', 24).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });
  const now = Date.now();
  await knex('timesheet_tasks').insert(
    [
      ['Leave', 'leave'],
      ['Training', 'training'],
      ['Internal', 'internal'],
      ['Time in lieu taken', 'timeInLieuTaken'],
    ].map(([name, kind]) => ({ name, kind, active: true, created_at: now, updated_at: now })),
  );

  await knex.schema.createTable('time_entries', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('date', 10).notNullable();
    t.integer('project_id').nullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('project_task_id').nullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.integer('timesheet_task_id')
      .nullable()
      .references('id')
      .inTable('timesheet_tasks')
      .onDelete('RESTRICT');
    t.integer('minutes').notNullable();
    t.text('note').notNullable().defaultTo('');
    t.boolean('billable').notNullable().defaultTo(false);
    t.integer('version').notNullable().defaultTo(1);
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    timestamps(t);
    // A user's range (week grid, calendar, per-day cap); a project's entries; a task's log.
    t.index(['user_id', 'date'], 'time_entries_user_date');
    t.index(['project_id', 'date'], 'time_entries_project_date');
    t.index(['project_task_id', 'date'], 'time_entries_task_date');
    t.index(['timesheet_task_id'], 'time_entries_timesheet_task');
    // The database keeps the shape even against a write that skips the service.
    t.check(
      '(project_id IS NULL) <> (timesheet_task_id IS NULL) AND (project_task_id IS NULL OR project_id IS NOT NULL)',
      [],
      'time_entries_target',
    );
    t.check('minutes > 0 AND minutes <= 1440', [], 'time_entries_minutes');
  });
  await knex.schema.createTable('timesheet_locks', (t) => {
    t.increments('id');
    // Every day up to and including this date is locked.
    t.string('lock_date', 10).notNullable();
    // Both null: everyone. At most one of them is set.
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('team_id').nullable().references('id').inTable('teams').onDelete('CASCADE');
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['lock_date'], 'timesheet_locks_date');
  });

  await knex.schema.createTable('timesheet_weeks', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // The Monday the week starts on.
    t.string('week_start', 10).notNullable();
    // open | submitted | approved | rejected (no row: open, never submitted)
    t.string('status', 16).notNullable();
    t.text('comment').notNullable().defaultTo('');
    t.bigInteger('submitted_at').nullable();
    t.integer('submitted_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('decided_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('decided_at').nullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.unique(['user_id', 'week_start'], { indexName: 'timesheet_weeks_user_week' });
    t.index(['status', 'week_start'], 'timesheet_weeks_status');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('timesheet_weeks');
  await knex.schema.dropTable('timesheet_locks');
  await knex.schema.dropTable('time_entries');
  await knex.schema.dropTable('timesheet_tasks');
}
