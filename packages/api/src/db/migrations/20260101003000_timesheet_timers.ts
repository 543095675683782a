import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * The running timer (issue 30, item 1; modules/timesheet/README.md § Running
 * timer): at most one per user, held by a unique index on `user_id` on both
 * databases, so concurrent starts can never leave two. It runs on what a time
 * entry is logged on, with the same shape (`time_entries_target`): project
 * work (`project_id`, and `project_task_id` when on one of its tasks) or a
 * timesheet task. A task's delete takes its timers with it (nothing was
 * logged yet); users, projects (soft-deleted) and timesheet tasks
 * (deactivated) are never deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('timesheet_timers', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('project_id').nullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('project_task_id').nullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.integer('timesheet_task_id')
      .nullable()
      .references('id')
      .inTable('timesheet_tasks')
      .onDelete('CASCADE');
    t.text('note').notNullable().defaultTo('');
    // Epoch milliseconds, as every instant.
    t.bigInteger('started_at').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.unique(['user_id'], { indexName: 'timesheet_timers_user' });
    // A task's delete finds its timers (holdTimeOfTasks).
    t.index(['project_task_id'], 'timesheet_timers_task');
    t.check(
      '(project_id IS NULL) <> (timesheet_task_id IS NULL) AND (project_task_id IS NULL OR project_id IS NOT NULL)',
      [],
      'timesheet_timers_target',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('timesheet_timers');
}
