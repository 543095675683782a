/**
 * The imports module's front door (README.md): the routes are wired by the
 * route table; `createImport` reads sheets (a Redmine server's) into a new
 * import; the time-entry batch interface is the one the timesheet's bulk
 * path implements.
 */
export { createImport, type NewImportInput, type NewImportSheet } from './imports.service';
export type {
  TimeEntryDraft,
  TimeEntryDraftProblem,
  TimeEntryImportBatch,
  TimeEntryImports,
} from './import-time-entries';
