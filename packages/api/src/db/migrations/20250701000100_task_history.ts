import type { Knex } from 'knex';

/** The immutable history of a task (`/updates`): who, when, field, from, to. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_updates', (t) => {
    t.increments('id');
    t.integer('task_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.string('field', 32).notNullable();
    t.text('from_value').nullable();
    t.text('to_value').nullable();
    t.index(['task_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('task_updates');
}
