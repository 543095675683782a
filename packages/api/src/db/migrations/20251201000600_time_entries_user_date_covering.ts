import type { Knex } from 'knex';

/**
 * The workload view sums the minutes logged on projects per person and
 * period (`listLoggedMinutes` of `modules/workload/workload.repository.ts`):
 * one range probe of `time_entries_user_date` per person and period. With
 * only (user_id, date) every entry found costs a lookup of its table row
 * for project_id and minutes (140,000 for 1,000 people over 12 weeks); led
 * by the same two columns, the widened index answers those probes alone and
 * keeps the plans of every query that used it (the timesheet's per person
 * and date reads). Widened rather than a second index: time_entries is the
 * most written table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('time_entries', (t) => {
    t.dropIndex(['user_id', 'date'], 'time_entries_user_date');
  });
  await knex.schema.alterTable('time_entries', (t) => {
    t.index(['user_id', 'date', 'project_id', 'minutes'], 'time_entries_user_date');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('time_entries', (t) => {
    t.dropIndex(['user_id', 'date', 'project_id', 'minutes'], 'time_entries_user_date');
  });
  await knex.schema.alterTable('time_entries', (t) => {
    t.index(['user_id', 'date'], 'time_entries_user_date');
  });
}
