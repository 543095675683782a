import type { Knex } from 'knex';

/**
 * Two indexes of time_entries widened so that the workload view's sums
 * (`modules/workload/workload.repository.ts`) read index entries alone, not
 * a table row per entry (with a million entries, most of the view's time):
 * - `time_entries_user_date` gets project_id and minutes: the minutes logged
 *   on projects per person and period (`listLoggedMinutes`), 140,000
 *   entries for 1,000 people over 12 weeks;
 * - `time_entries_task_date` gets minutes: the minutes logged on each open
 *   task, all time (`listTasks`), most of the entries.
 * Led by the same columns, they keep the plans of every query that used
 * them. Widened rather than added: time_entries is the most written table.
 */
const WIDENED = [
  {
    name: 'time_entries_user_date',
    from: ['user_id', 'date'],
    to: ['user_id', 'date', 'project_id', 'minutes'],
  },
  {
    name: 'time_entries_task_date',
    from: ['project_task_id', 'date'],
    to: ['project_task_id', 'date', 'minutes'],
  },
];

async function rebuild(knex: Knex, direction: 'up' | 'down'): Promise<void> {
  for (const index of WIDENED) {
    const [drop, create] = direction === 'up' ? [index.from, index.to] : [index.to, index.from];
    await knex.schema.alterTable('time_entries', (t) => {
      t.dropIndex(drop, index.name);
    });
    await knex.schema.alterTable('time_entries', (t) => {
      t.index(create, index.name);
    });
  }
}

export async function up(knex: Knex): Promise<void> {
  await rebuild(knex, 'up');
}

export async function down(knex: Knex): Promise<void> {
  await rebuild(knex, 'down');
}
