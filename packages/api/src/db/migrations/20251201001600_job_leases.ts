import type { Knex } from 'knex';

/**
 * Who runs the scheduled jobs (housekeeping, the finance worker and its daily
 * refresh, the e-mail outbox): one row per job group, held by one process
 * until `expires_at` (epoch ms) and renewed while it lives (`db/job-lease.ts`).
 * With several worker processes, or several instances on one PostgreSQL
 * database, a job runs in the one process holding its lease, and another
 * takes it over once a dead holder's lease has run out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_leases', (t) => {
    t.string('name', 64).primary();
    t.string('holder', 200).notNullable();
    t.bigInteger('expires_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_leases');
}
