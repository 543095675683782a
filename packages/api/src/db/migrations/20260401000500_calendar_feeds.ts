import type { Knex } from 'knex';

/**
 * Calendar feeds (issue 33 § 4; modules/calendar-feeds/README.md): one
 * private iCalendar feed per user, held by a unique index on `user_id`, so
 * creating again replaces the token (a rotation) rather than adding a second
 * feed. The token is stored only as its sha-256 (`hashToken`) under a unique
 * index, so a copy of the database opens no feed. `revoked_at` set: the feed
 * answers 404 (the row is kept to show when it was revoked). Instants are
 * epoch milliseconds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_used_at').nullable();
    t.bigInteger('revoked_at').nullable();
    t.unique(['user_id'], { indexName: 'calendar_feeds_user' });
    t.unique(['token_hash'], { indexName: 'calendar_feeds_token' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feeds');
}
