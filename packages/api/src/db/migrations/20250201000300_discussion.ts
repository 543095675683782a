import type { Knex } from 'knex';

/** Project discussion: threads (title + opening post), comments, and who each post mentions. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('discussion_threads', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('body').notNullable();
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('edited_at').nullable();
    // Creation of the thread or of its newest comment: the list is ordered by it.
    t.bigInteger('last_activity_at').notNullable();
    t.index(['project_id', 'last_activity_at']);
  });
  await knex.schema.createTable('discussion_comments', (t) => {
    t.increments('id');
    t.integer('thread_id')
      .notNullable()
      .references('id')
      .inTable('discussion_threads')
      .onDelete('CASCADE');
    t.text('body').notNullable();
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('edited_at').nullable();
    t.index(['thread_id', 'created_at']);
  });
  await knex.schema.createTable('discussion_mentions', (t) => {
    t.increments('id');
    t.integer('thread_id')
      .notNullable()
      .references('id')
      .inTable('discussion_threads')
      .onDelete('CASCADE');
    // Null: the mention is in the thread's opening post.
    t.integer('comment_id')
      .nullable()
      .references('id')
      .inTable('discussion_comments')
      .onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.index(['thread_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('discussion_mentions');
  await knex.schema.dropTableIfExists('discussion_comments');
  await knex.schema.dropTableIfExists('discussion_threads');
}
