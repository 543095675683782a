/**
 * The projects module's front door (CONTRIBUTING.md): what other modules may
 * use of it. The project rows, the browser's filters and pages, members and
 * the dashboard live here; the derived figures on a project are the finance
 * module's (`modules/finances`), which follows `project.changed`.
 */
export {
  createProject,
  deleteProject,
  getProject,
  projectPermissions,
  recordProjectEvent,
  updateProject,
} from './projects.service';
export { nextProjectCode, type ProjectListRecord } from './projects.repository';
export { prepareProjectsExport, type ProjectsExport } from './project-browser.service';
/** The browser's filters as SQL, for readers of the same projects (the finance portfolio). */
export {
  applyCriteria,
  listProjectSlice,
  queryProjectRows,
  type ProjectCriteria,
  type ProjectSort,
} from './project-browser.repository';
export { listActiveUsers } from './project-members.repository';
/** Membership writes an import makes (modules/imports: a Redmine project's members). */
export { addMember, deleteMember, projectMembers } from './project-members.service';
