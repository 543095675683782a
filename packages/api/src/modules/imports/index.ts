/**
 * The imports module's front door (README.md): the routes are wired by the
 * route table; `createImport` reads sheets (a Redmine server's) into a new
 * import; `useTimeEntryImports` plugs in the timesheet's bulk time-entry path.
 */
export { createImport, type NewImportInput, type NewImportSheet } from './imports.service';
export { useTimeEntryImports } from './import-run.service';
export type {
  TimeEntryDraft,
  TimeEntryDraftProblem,
  TimeEntryImportBatch,
  TimeEntryImports,
} from './import-time-entries';
