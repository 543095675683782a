import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Project scope (issue 13 § 4): baseline items and change requests, and the
 * history of every project budget change (an approved change request, or an
 * edit of the project's budget fields). Lists read by project, so both tables
 * are indexed by it; the scope totals are summed over (project, type, status).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('scope_items', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('type', 16).notNullable();
    t.string('status', 16).notNullable();
    t.integer('effort_minutes').notNullable().defaultTo(0);
    t.bigInteger('price_amount').notNullable().defaultTo(0); // minor units, project currency
    t.string('requested_by', 200).notNullable().defaultTo('');
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('decided_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('decided_at').nullable();
    t.text('decision_note').notNullable().defaultTo('');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.index(['project_id', 'type', 'status'], 'scope_items_project_group');
  });
  await knex.schema.createTable('project_budget_changes', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.bigInteger('changed_at').notNullable();
    t.integer('changed_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('source', 16).notNullable();
    t.integer('scope_item_id')
      .nullable()
      .references('id')
      .inTable('scope_items')
      .onDelete('SET NULL');
    t.bigInteger('amount_before').nullable();
    t.bigInteger('amount_after').nullable();
    t.integer('minutes_before').nullable();
    t.integer('minutes_after').nullable();
    t.index(['project_id', 'changed_at'], 'project_budget_changes_project');
    t.index(['scope_item_id'], 'project_budget_changes_scope_item');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('project_budget_changes');
  await knex.schema.dropTableIfExists('scope_items');
}
