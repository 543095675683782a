import type { Knex } from 'knex';

/**
 * Files attached to tasks: the name as uploaded (shown, and offered on
 * download), the random name it is stored under in `$DATA_DIR/files`, the
 * type sniffed from its content and its size.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_attachments', (t) => {
    t.increments('id');
    t.integer('task_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.string('file_name', 255).notNullable();
    t.string('stored_name', 64).notNullable().unique();
    t.string('content_type', 127).notNullable();
    t.bigInteger('size').notNullable();
    t.integer('uploaded_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.index(['task_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('task_attachments');
}
