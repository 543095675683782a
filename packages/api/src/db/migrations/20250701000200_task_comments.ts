import type { Knex } from 'knex';

/** Task comments (Markdown), whom each mentions, and who follows a task. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_comments', (t) => {
    t.increments('id');
    t.integer('task_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.text('body').notNullable();
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('edited_at').nullable();
    t.integer('version').notNullable().defaultTo(1);
    t.index(['task_id', 'created_at']);
  });
  await knex.schema.createTable('task_comment_mentions', (t) => {
    t.integer('comment_id')
      .notNullable()
      .references('id')
      .inTable('task_comments')
      .onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['comment_id', 'user_id']);
  });
  await knex.schema.createTable('task_followers', (t) => {
    t.integer('task_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.primary(['task_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('task_followers');
  await knex.schema.dropTable('task_comment_mentions');
  await knex.schema.dropTable('task_comments');
}
