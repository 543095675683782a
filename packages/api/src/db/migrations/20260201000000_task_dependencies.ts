import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Timeline planning (issue 31): dependencies between tasks of one project,
 * a locked start on tasks (`fixed_start`: a reschedule's shift stops there),
 * and baselines (every task's dates frozen under a name). A task's delete
 * removes its dependencies and its baseline dates (ON DELETE CASCADE).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.boolean('fixed_start').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('task_dependencies', (t) => {
    t.increments('id');
    // The project of both tasks (checked on insert; tasks never change project):
    // the timeline reads a project's dependencies by it.
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('predecessor_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.integer('successor_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.string('type', 2).notNullable();
    t.integer('lag_days').notNullable().defaultTo(0);
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    // One dependency per pair, whatever its type (a duplicate is 409).
    t.unique(['predecessor_id', 'successor_id']);
    t.index(['successor_id']);
    t.index(['project_id']);
  });
  await knex.schema.createTable('task_baselines', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('name', 120).notNullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['project_id', 'created_at']);
  });
  await knex.schema.createTable('task_baseline_items', (t) => {
    t.integer('baseline_id')
      .notNullable()
      .references('id')
      .inTable('task_baselines')
      .onDelete('CASCADE');
    t.integer('task_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.string('start_date', 10).nullable();
    t.string('due_date', 10).nullable();
    t.primary(['baseline_id', 'task_id']);
    t.index(['task_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('task_baseline_items');
  await knex.schema.dropTable('task_baselines');
  await knex.schema.dropTable('task_dependencies');
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('fixed_start');
  });
}
