import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Milestones (DOMAIN.md § Milestones and finances). The stored status is
 * planned or reached; `missed` is read from the due date, never stored. A
 * financial milestone carries an amount in minor units of the project's
 * currency and the dates finance follows it by. Index (project, due date)
 * serves the project's list in due-date order; `tasks.milestone_id` gets an
 * index for the progress count (one grouped query) and the unlinking on
 * delete. It stays without a foreign key (SQLite cannot add one to an
 * existing table): deleting a milestone unlinks its tasks in the same
 * transaction.
 *
 * `projects.share_milestone_amounts`: whether the project's stakeholders see
 * the amounts of its financial milestones (off by default).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('milestones', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('due_date', 10).notNullable();
    t.string('status', 16).notNullable().defaultTo('planned');
    t.boolean('financial').notNullable().defaultTo(false);
    t.bigInteger('amount').nullable();
    t.string('forecast_date', 10).nullable();
    t.string('invoiced_date', 10).nullable();
    t.string('paid_date', 10).nullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['project_id', 'due_date'], 'milestones_project_due');
  });
  await knex.schema.alterTable('tasks', (t) => {
    t.index(['milestone_id'], 'tasks_milestone');
  });
  await knex.schema.alterTable('projects', (t) => {
    t.boolean('share_milestone_amounts').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (t) => {
    t.dropColumn('share_milestone_amounts');
  });
  await knex.schema.alterTable('tasks', (t) => {
    t.dropIndex(['milestone_id'], 'tasks_milestone');
  });
  await knex.schema.dropTable('milestones');
}
