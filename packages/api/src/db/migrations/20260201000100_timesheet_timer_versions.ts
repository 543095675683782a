import type { Knex } from 'knex';

/**
 * The last version each user's running timer was started at (issue 30;
 * modules/timesheet/README.md § Running timer). A timer's row is deleted when
 * it stops, so numbering each new row from 1 gave every timer version 1, and
 * a stale tab still showing a stopped timer stopped or discarded the one
 * started after it (its version matched). Each start now takes the user's
 * next version here, so no two timers of a user ever share one. Kept apart
 * from `timesheet_timers` so a timer's cascade delete (its task deleted) does
 * not restart the count. Users are never deleted; the cascade only keeps the
 * foreign key honest. The timers running now carry their versions over.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('timesheet_timer_versions', (t) => {
    t.integer('user_id')
      .notNullable()
      .primary()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.integer('last_version').notNullable();
  });
  await knex.raw(
    'INSERT INTO timesheet_timer_versions (user_id, last_version) SELECT user_id, version FROM timesheet_timers',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('timesheet_timer_versions');
}
