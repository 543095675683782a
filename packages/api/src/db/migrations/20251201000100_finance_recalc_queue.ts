import type { Knex } from 'knex';

/**
 * Projects whose finance figures a salary change made stale (issue 16,
 * `modules/finances/README.md` § Rate changes): marked in the change's
 * transaction, one row per project, and drained by the recalculation worker
 * under a lease. A new mark of a marked project bumps `generation`, so a
 * worker that claimed the older mark does not remove the newer one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('finance_recalc_queue', (t) => {
    t.integer('project_id').primary().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('generation').notNullable().defaultTo(1);
    t.bigInteger('queued_at').notNullable();
    t.bigInteger('lease_until').nullable();
    t.index(['queued_at'], 'finance_recalc_queue_queued');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('finance_recalc_queue');
}
