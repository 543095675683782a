/** The auth module's front door (minimal: what finances, salaries and projects need; its owner completes it). */
export {
  getProjectPermissions,
  hasFlag,
  mayReadProjectCost,
  projectPermissionsFor,
  scopeToVisibleProjects,
  seesAllProjects,
  seesFirmWideProjectOptions,
  type AuthUser,
} from './policy';
