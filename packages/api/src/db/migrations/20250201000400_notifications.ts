import type { Knex } from 'knex';

/** In-app notifications (the bell): one row per recipient. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.text('text').notNullable();
    t.string('link', 500).nullable();
    t.boolean('read').notNullable().defaultTo(false);
    t.bigInteger('created_at').notNullable();
    t.index(['user_id', 'read']);
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('notifications');
}
