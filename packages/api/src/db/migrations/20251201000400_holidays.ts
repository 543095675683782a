import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Workspace holidays (issue 17): one named day per date, managed by the
 * holders of manageTimesheetLocks; the workload view takes them off
 * everybody's capacity and spreads no task work onto them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('holidays', (t) => {
    t.increments('id');
    t.string('date', 10).notNullable().unique();
    t.string('name', 120).notNullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('holidays');
}
