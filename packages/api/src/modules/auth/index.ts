export { getProjectPermissions, hasAnyFlag, hasFlag, projectRoleOf, type AuthUser } from './policy';
