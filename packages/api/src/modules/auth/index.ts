/** The auth module's front door: who is signed in and what they may do. */
export {
  getProjectPermissions,
  hasAnyFlag,
  hasFlag,
  loadGlobalFlags,
  mayReadProjectCost,
  projectPermissionsFor,
  projectRoleOf,
  scopeToVisibleProjects,
  seesAllProjects,
  seesFirmWideProjectOptions,
  taskPermissionsFor,
  visibleProjectsQuery,
  type AuthUser,
} from './policy';
export { sessionToken } from './auth.middleware';
export { hashPassword, verifyPassword } from './password';
export { assertStrongPassword } from './password-strength';
