import type { Knex } from 'knex';

/**
 * The approvals inbox and its reminders (issue 30, items 2 and 3):
 * - the built-in Project Manager role gets `approveTeamTimesheets` (a team
 *   lead decides the weeks of the team's members). A workspace created after
 *   this release gets it from the built-in roles' definition; this gives it
 *   to the role where it already exists (an administrator who edits the role
 *   later may take it away again);
 * - `timesheet_weeks_user_status`: a lead's inbox reads the weeks of their
 *   team's members in one status, oldest first (one index range per member);
 * - `timesheet_week_reminders`: one row per user and week whose owner was
 *   reminded that it is still open, so the reminder is sent once, whichever
 *   process runs the job (the primary key decides between two).
 */
export async function up(knex: Knex): Promise<void> {
  const role = await knex('roles')
    .where({ name: 'Project Manager', built_in: true })
    .first<{ id: number } | undefined>('id');
  if (role)
    await knex('role_flags')
      .insert({ role_id: role.id, flag: 'approveTeamTimesheets' })
      .onConflict(['role_id', 'flag'])
      .ignore();
  await knex.schema.alterTable('timesheet_weeks', (t) => {
    t.index(['user_id', 'status', 'week_start'], 'timesheet_weeks_user_status');
  });
  await knex.schema.createTable('timesheet_week_reminders', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // The Monday of the week the reminder was about.
    t.string('week_start', 10).notNullable();
    t.bigInteger('sent_at').notNullable();
    t.primary(['user_id', 'week_start']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('timesheet_week_reminders');
  await knex.schema.alterTable('timesheet_weeks', (t) => {
    t.dropIndex(['user_id', 'status', 'week_start'], 'timesheet_weeks_user_status');
  });
  await knex('role_flags').where({ flag: 'approveTeamTimesheets' }).delete();
}
