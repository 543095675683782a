import { startTimeEntryImport, undoImportedEntries } from '../timesheet';

/**
 * Time entries are written in batches (README.md § Time entries): the walk
 * hands a chunk of drafts to the batch's `check`, then the drafts without a
 * problem to its `write`, and a rollback hands the entries to `undo`. The
 * batch is the timesheet module's bulk path (`startTimeEntryImport`,
 * `undoImportedEntries`): every rule of a typed entry write, judged over
 * facts read a chunk at a time. The walk takes it as a parameter, so a test
 * can hand it another.
 */
export interface TimeEntryImports {
  start: typeof startTimeEntryImport;
  undo: typeof undoImportedEntries;
}

export const bulkTimeEntries: TimeEntryImports = {
  start: startTimeEntryImport,
  undo: undoImportedEntries,
};
