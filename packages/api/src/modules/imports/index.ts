/**
 * The imports module's front door (README.md): the routes are wired by the
 * route table; `createImport` reads sheets (a Redmine server's) into a new
 * import.
 */
export { createImport, type NewImportInput, type NewImportSheet } from './imports.service';
