import type { Knex } from 'knex';

/** A project's timesheet settings (whether and where time may be logged on it), on `projects`. */

export interface TimesheetSettingsValues {
  loggingAllowed: boolean;
  logTarget: 'tasksOnly' | 'tasksAndProject';
  notesRequired: boolean;
  billableByDefault: boolean;
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function writeTimesheetSettings(
  knex: Knex,
  projectId: number,
  settings: TimesheetSettingsValues,
  now: number,
): Promise<void> {
  await knex('projects').where({ id: projectId }).update({
    ts_logging_allowed: settings.loggingAllowed,
    ts_log_target: settings.logTarget,
    ts_notes_required: settings.notesRequired,
    ts_billable_by_default: settings.billableByDefault,
    updated_at: now,
  });
}
