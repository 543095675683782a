/**
 * The auth module's front door: the one access policy (who may do what, and
 * the SQL scope of every project list), accounts and passwords, sessions and
 * invitations. Nearly every module imports the policy from here.
 */
export {
  getProjectPermissions,
  hasAnyFlag,
  hasFlag,
  loadGlobalFlags,
  mayReadProjectCost,
  parseGlobalFlags,
  projectPermissionsFor,
  projectRoleOf,
  scopeToVisibleProjects,
  seesAllProjects,
  seesFirmWideProjectOptions,
  taskPermissionsFor,
  toGlobalPermissions,
  visibleProjectsQuery,
  type AuthUser,
  type TaskFacts,
} from './policy';
export {
  activateInvitedUser,
  activateUser,
  assignRoles,
  findAccountById,
  findRoleIdsByName,
  findUserByEmail,
  insertUser,
  setPassword,
  ACCOUNT_COLUMNS,
  toAccount,
  type Account,
  type AccountRow,
  type NewUser,
  type UserStatus,
} from './accounts.repository';
export {
  rememberRequestUser,
  requestUserOf,
  selectRequestUser,
  type RequestUser,
  type RequestUserColumns,
} from './auth.repository';
export { hashPassword, verifyPassword } from './password';
export { assertStrongPassword, weakPasswordReason } from './password-strength';
export {
  createInvitation,
  createSession,
  logout as endSession,
  revokeUserInvitations,
  type InvitationInput,
} from './auth.service';
export { sessionToken, setSessionCookie } from './auth.middleware';
export { ensureAdministrator, nameFromEmail, type AdministratorInput } from './admin';
