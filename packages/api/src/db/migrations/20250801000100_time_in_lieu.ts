import type { Knex } from 'knex';

/**
 * Manual adjustments of a user's time-in-lieu account: signed minutes and the
 * reason, who and when. Append-only: a correction is another adjustment, so
 * the history explains every balance.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('time_in_lieu_adjustments', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('minutes').notNullable();
    t.string('reason', 500).notNullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.index(['user_id', 'created_at'], 'time_in_lieu_adjustments_user');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('time_in_lieu_adjustments');
}
