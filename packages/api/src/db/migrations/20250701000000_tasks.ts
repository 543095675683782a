import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Tasks (DOMAIN.md § Tasks). `board_key` is the order within the status
 * column: a fractional string key (`lib/fractional-key.ts`), so a move writes
 * the moved task only. Indexes serve the lists of the bench: one project's
 * column (project, status, board key), one assignee's open tasks (assignee,
 * status) and due dates.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tasks', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('parent_id').nullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('status', 16).notNullable().defaultTo('todo');
    t.integer('assignee_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('assignee_team_id').nullable().references('id').inTable('teams').onDelete('SET NULL');
    t.string('domain', 64).nullable();
    // Milestones arrive with the Delivery records issue; no foreign key yet.
    t.integer('milestone_id').nullable();
    t.string('start_date', 10).nullable();
    t.string('due_date', 10).nullable();
    t.integer('work_estimation').nullable();
    t.string('priority', 16).notNullable().defaultTo('normal');
    // JSON array of strings.
    t.text('labels').notNullable().defaultTo('[]');
    t.string('board_key', 64).notNullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.unique(['project_id', 'status', 'board_key'], { indexName: 'tasks_project_status_key' });
    t.index(['assignee_id', 'status'], 'tasks_assignee_status');
    t.index(['assignee_team_id', 'status'], 'tasks_team_status');
    t.index(['due_date'], 'tasks_due_date');
    t.index(['parent_id'], 'tasks_parent');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tasks');
}
