/**
 * The users module's front door: the signed-in user's own profile, teams and
 * settings (`GET /api/users/current` and the saved views), which
 * accounts the demo workspace has, and who has an e-mail (imports).
 */
export {
  getCurrentUser,
  identityOf,
  ownRecord,
  saveViewList,
  saveProjectsBrowserColumns,
} from './users.service';
export {
  findUserById,
  holdsDemoAccounts,
  activeInternalUserIds,
  isActiveInternalUser,
  updateSettings,
  userIdsByEmail,
  userName,
  type UserRecord,
} from './users.repository';
export { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-accounts';
