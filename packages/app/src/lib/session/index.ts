/*
 * The session: who is signed in and what they may do. Features import this
 * door; the app's entry (query client, route table) imports `session.keys`
 * and `access` directly so the sign-in page does not load the API contract.
 */
export {
  access,
  homePath,
  managementLandingPath,
  managementSections,
  may,
  projectsLandingPath,
  type AccessRule,
  type AccessUser,
  type Ask,
} from './access';
export { currentUserQueryOptions, useSession, type Session } from './current-user.queries';
export { sessionKeys } from './session.keys';
