/**
 * The timesheet module's front door (minimal, made by the tasks helper: only
 * the names tasks uses; the timesheet owner completes it).
 */
export { listTaskEntries } from './timesheet.repository';
export { holdTimeOfTasks, removeTimeOfTasks, withVisibleNotes } from './timesheet.service';
