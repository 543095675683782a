/** The roles module's front door: roles and the global flags each grants. */
export {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  permissionCatalogue,
  updateRole,
} from './roles.service';
export { findRole, flagsByRole } from './roles.repository';
