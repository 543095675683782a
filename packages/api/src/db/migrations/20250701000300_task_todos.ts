import type { Knex } from 'knex';

/** The checklist of a task: body, done, order. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_todos', (t) => {
    t.increments('id');
    t.integer('task_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.string('body', 500).notNullable();
    t.boolean('done').notNullable().defaultTo(false);
    t.integer('sort_order').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.index(['task_id', 'sort_order']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('task_todos');
}
