/**
 * The timesheet module's front door (README.md): what other modules may use.
 * The tasks module reads a task's time log and deletes a task's time with the
 * task; everything else is reached through the routes.
 */
export {
  createEntry,
  deleteEntry,
  listEntries,
  projectEntries,
  updateEntry,
} from './time-entries.service';
export { listTaskEntries, type EntryRowColumns } from './time-entries.repository';
export { holdTimeOfTasks, removeTimeOfTasks } from './time-removal.service';
export {
  startTimeEntryImport,
  type ImportedEntryBefore,
  type TimeEntryDraft,
  type TimeEntryDraftField,
  type TimeEntryDraftProblem,
  type TimeEntryImportBatch,
  type WrittenDraft,
} from './time-entry-import.service';
export { undoImportedEntries } from './time-entry-undo.service';
export { withVisibleNotes } from './timesheet-access';
export { createLock, liftLock, listLocks } from './timesheet-locks.service';
export { decideWeek, getWeek, submitWeek } from './timesheet-weeks.service';
export { discardTimer, getTimer, startTimer, stopTimer } from './timesheet-timer.service';
export { decideWeeks, listApprovals } from './timesheet-approvals.service';
export { sendWeekReminders, startWeekReminders } from './timesheet-reminders.service';
export {
  createTimesheetTask,
  listTimesheetTasks,
  updateTimesheetTask,
} from './timesheet-tasks.service';
export {
  adjustTimeInLieu,
  timeInLieuAdjustments,
  timeInLieuBalances,
} from './time-in-lieu.service';
export {
  createExportTemplate,
  deleteExportTemplate,
  listExportTemplates,
  updateExportTemplate,
} from './export-templates.service';
