/**
 * The auth module's front door (minimal, made by the tasks/milestones/scope
 * helper: only the names those modules use; the auth owner completes it).
 */
export {
  getProjectPermissions,
  hasFlag,
  loadGlobalFlags,
  projectPermissionsFor,
  projectRoleOf,
  seesAllProjects,
  taskPermissionsFor,
  type AuthUser,
} from './policy';
