// Minimal front door made by helper A2 (timesheet, workload, profile,
// notifications) for the names those modules use; the auth module's owner
// writes the full one (the lead merges the two).
export {
  getProjectPermissions,
  hasAnyFlag,
  hasFlag,
  projectRoleOf,
  seesAllProjects,
  taskPermissionsFor,
  visibleProjectsQuery,
  type AuthUser,
} from './policy';
export { sessionToken } from './auth.middleware';
export { hashPassword, verifyPassword } from './password';
export { assertStrongPassword } from './password-strength';
