import {
  authEndpoints,
  generalEndpoints,
  quotesEndpoints,
  searchEndpoints,
  usersEndpoints,
} from '@keel/types';
import { anyOf, publicAccess, signedIn } from './lib/permission';
import { rawRoute, route, type RouteDefinition } from './lib/route';
import * as auth from './modules/auth/auth.router';
import { docsAssetHandler, docsPageHandler, openApiHandler } from './modules/docs/docs.router';
import { health, MEASUREMENT_UNITS } from './modules/general/general.service';
import { listQuoteMetaTypes } from './modules/quotes/quotes.repository';
import { search } from './modules/search/search.service';
import {
  getCurrentUser,
  saveProjectsBrowserColumns,
  saveViewList,
} from './modules/users/users.service';

import {
  customFieldsEndpoints,
  discussionEndpoints,
  notificationsEndpoints,
  PROJECTS_EXPORT_PATH,
  projectsEndpoints,
} from '@keel/types';
import { project } from './lib/permission';
import * as discussion from './modules/discussion/discussion.router';
import * as notifications from './modules/notifications/notifications.router';
import * as projects from './modules/projects/projects.router';

import {
  adminEndpoints,
  auditEndpoints,
  profileEndpoints,
  rolesEndpoints,
  salariesEndpoints,
  teamsEndpoints,
} from '@keel/types';
import * as adminUsers from './modules/admin-users/admin-users.service';
import { listAuditLog } from './modules/audit/audit.service';
import * as profile from './modules/profile/profile.service';
import { changePassword } from './modules/profile/profile.router';
import * as roles from './modules/roles/roles.service';
import * as salaries from './modules/salaries/salaries.service';
import * as teams from './modules/teams/teams.service';

/** Global flags that open the project lists (visibility is then scoped per project in SQL). */
const PROJECT_READERS = ['readSomeProjects', 'readAllProjects'] as const;

/**
 * The route table: one line per route, each with the permission it declares.
 * Registration (`lib/register-routes.ts`) derives the Express path from the
 * descriptor, enforces the permission, validates input and output; the
 * authorization matrix test (`routes.api.test.ts`) checks every line for every
 * demo account.
 */
export const routes: readonly RouteDefinition[] = [
  // general
  route(generalEndpoints.health, publicAccess, ({ deps }) => health(deps)),
  route(generalEndpoints.measurementUnits, signedIn, async () => [...MEASUREMENT_UNITS]),
  rawRoute('/api/openapi.json', 'OpenAPI document', publicAccess, () =>
    openApiHandler(() => routes),
  ),
  rawRoute('/api/docs', 'API documentation page', publicAccess, () => docsPageHandler),
  rawRoute('/api/docs/assets/{file}', 'API documentation assets', publicAccess, docsAssetHandler),

  // auth
  route(authEndpoints.login, publicAccess, auth.login),
  route(authEndpoints.logout, publicAccess, auth.logout),
  route(authEndpoints.checkInvitation, publicAccess, auth.checkInvitation),
  route(authEndpoints.signup, publicAccess, auth.signup),

  // users
  route(usersEndpoints.current, signedIn, ({ deps, user }) => getCurrentUser(deps, user)),
  route(usersEndpoints.saveTasksPageCustomViews, signedIn, ({ deps, user, body }) =>
    saveViewList(deps, user, 'tasksPageCustomViews', body),
  ),
  route(usersEndpoints.saveTasksTableCustomViews, signedIn, ({ deps, user, body }) =>
    saveViewList(deps, user, 'tasksTableCustomViews', body),
  ),
  route(usersEndpoints.saveProjectsBrowserColumns, signedIn, ({ deps, user, body }) =>
    saveProjectsBrowserColumns(deps, user, body),
  ),

  // search
  route(
    searchEndpoints.search,
    anyOf('readSomeProjects', 'readAllProjects', 'readQuotes'),
    ({ deps, user, query }) => search(deps, user, query),
  ),

  // quotes
  route(
    quotesEndpoints.types,
    anyOf('readQuotes', 'readQuoteRateProfiles', 'readQuotePricingConfigs'),
    ({ deps }) => listQuoteMetaTypes(deps.knex),
  ),

  // projects: fixed paths first, so Express never reads "options" or "query" as a {projectId}
  route(projectsEndpoints.create, anyOf('createProjects', 'manageAllProjects'), projects.create),
  route(projectsEndpoints.options, anyOf(...PROJECT_READERS, 'createProjects'), projects.options),
  route(projectsEndpoints.query, anyOf(...PROJECT_READERS), projects.query),
  rawRoute(
    PROJECTS_EXPORT_PATH,
    'The project browser as CSV: every visible project matching the browser parameters',
    anyOf(...PROJECT_READERS),
    projects.exportCsv,
  ),
  route(projectsEndpoints.queryOptions, anyOf(...PROJECT_READERS), projects.queryOptions),
  route(projectsEndpoints.summary, anyOf(...PROJECT_READERS), projects.summary),
  route(projectsEndpoints.globalQuery, anyOf(...PROJECT_READERS), projects.globalQuery),
  route(projectsEndpoints.recalculateAll, anyOf('manageAllProjects'), projects.recalculateAll),
  route(projectsEndpoints.get, project('readProject'), projects.get),
  route(projectsEndpoints.update, project('updateProject'), projects.update),
  route(projectsEndpoints.remove, project('deleteProject'), projects.remove),
  route(projectsEndpoints.editOptions, project('updateProject'), projects.editOptions),
  route(projectsEndpoints.permissions, project('readProject'), projects.permissions),
  route(projectsEndpoints.recalculate, project('updateProject'), projects.recalculate),
  route(projectsEndpoints.updateRag, project('updateRag'), projects.updateRag),
  route(projectsEndpoints.ragHistory, project('readRag'), projects.ragHistory),
  route(projectsEndpoints.timesheetSettings, project('readProject'), projects.timesheetSettings),
  route(
    projectsEndpoints.saveTimesheetSettings,
    project('manageSettings'),
    projects.saveTimesheetSettings,
  ),
  route(
    projectsEndpoints.timesheetSettingsOptions,
    project('readProject'),
    projects.timesheetSettingsOptions,
  ),
  route(projectsEndpoints.members, project('readProject'), projects.members),
  route(projectsEndpoints.addMember, project('manageMembers'), projects.addMember),
  route(projectsEndpoints.updateMember, project('manageMembers'), projects.updateMember),
  route(projectsEndpoints.removeMember, project('manageMembers'), projects.removeMember),

  // project custom field definitions (administrators: manageAllProjects)
  route(
    customFieldsEndpoints.list,
    anyOf(...PROJECT_READERS, 'createProjects'),
    projects.listCustomFields,
  ),
  route(customFieldsEndpoints.create, anyOf('manageAllProjects'), projects.createCustomField),
  route(customFieldsEndpoints.update, anyOf('manageAllProjects'), projects.updateCustomField),
  route(customFieldsEndpoints.remove, anyOf('manageAllProjects'), projects.removeCustomField),

  // project discussion (authors edit and delete their own posts; managers may delete any)
  route(discussionEndpoints.listThreads, project('readDiscussion'), discussion.listThreads),
  route(discussionEndpoints.createThread, project('postDiscussion'), discussion.createThread),
  route(
    discussionEndpoints.mentionCandidates,
    project('postDiscussion'),
    discussion.mentionCandidates,
  ),
  route(discussionEndpoints.getThread, project('readDiscussion'), discussion.getThread),
  route(discussionEndpoints.updateThread, project('postDiscussion'), discussion.updateThread),
  route(discussionEndpoints.deleteThread, project('postDiscussion'), discussion.deleteThread),
  route(discussionEndpoints.createComment, project('postDiscussion'), discussion.createComment),
  route(discussionEndpoints.updateComment, project('postDiscussion'), discussion.updateComment),
  route(discussionEndpoints.deleteComment, project('postDiscussion'), discussion.deleteComment),

  // in-app notifications (each user their own)
  route(notificationsEndpoints.list, signedIn, notifications.list),
  route(notificationsEndpoints.markAllRead, signedIn, notifications.markAllRead),
  route(notificationsEndpoints.markRead, signedIn, notifications.markRead),

  // administration: users and invitations (readIdentityUsers / manageIdentityUsers)
  // Team managers pick members from the user list too.
  route(
    adminEndpoints.listUsers,
    anyOf('readIdentityUsers', 'manageIdentityUsers', 'manageTeams'),
    ({ deps, query }) => adminUsers.listUsers(deps, query),
  ),
  route(
    adminEndpoints.getUser,
    anyOf('readIdentityUsers', 'manageIdentityUsers'),
    ({ deps, params }) => adminUsers.getUser(deps, params.id),
  ),
  route(
    adminEndpoints.userPermissions,
    anyOf('readIdentityUsers', 'manageIdentityUsers', 'manageRoles'),
    ({ deps, params }) => adminUsers.effectivePermissions(deps, params.id),
  ),
  route(adminEndpoints.invite, anyOf('manageIdentityUsers'), ({ deps, user, body }) =>
    adminUsers.inviteUser(deps, user, body),
  ),
  route(adminEndpoints.resendInvitation, anyOf('manageIdentityUsers'), ({ deps, user, params }) =>
    adminUsers.resendInvitation(deps, user, params.id),
  ),
  route(adminEndpoints.revokeInvitation, anyOf('manageIdentityUsers'), ({ deps, user, params }) =>
    adminUsers.revokeInvitation(deps, user, params.id),
  ),
  route(adminEndpoints.updateUser, anyOf('manageIdentityUsers'), ({ deps, user, params, body }) =>
    adminUsers.updateUser(deps, user, params.id, body),
  ),
  route(adminEndpoints.disableUser, anyOf('manageIdentityUsers'), ({ deps, user, params, body }) =>
    adminUsers.disableUser(deps, user, params.id, body.version),
  ),
  route(adminEndpoints.enableUser, anyOf('manageIdentityUsers'), ({ deps, user, params, body }) =>
    adminUsers.enableUser(deps, user, params.id, body.version),
  ),
  route(adminEndpoints.issuePasswordReset, anyOf('manageIdentityUsers'), ({ deps, user, params }) =>
    adminUsers.issuePasswordReset(deps, user, params.id),
  ),
  route(adminEndpoints.checkPasswordReset, publicAccess, ({ deps, params }) =>
    adminUsers.checkPasswordReset(deps, params.token),
  ),
  route(adminEndpoints.resetPassword, publicAccess, ({ deps, body }) =>
    adminUsers.resetPassword(deps, body),
  ),

  // administration: roles (manageRoles; the user pages read them too)
  route(
    rolesEndpoints.list,
    anyOf('manageRoles', 'readIdentityUsers', 'manageIdentityUsers'),
    ({ deps, query }) => roles.listRoles(deps, query),
  ),
  route(
    rolesEndpoints.catalogue,
    anyOf('manageRoles', 'readIdentityUsers', 'manageIdentityUsers'),
    async () => roles.permissionCatalogue(),
  ),
  route(
    rolesEndpoints.get,
    anyOf('manageRoles', 'readIdentityUsers', 'manageIdentityUsers'),
    ({ deps, params }) => roles.getRole(deps, params.id),
  ),
  route(rolesEndpoints.create, anyOf('manageRoles'), ({ deps, user, body }) =>
    roles.createRole(deps, user, body),
  ),
  route(rolesEndpoints.update, anyOf('manageRoles'), ({ deps, user, params, body }) =>
    roles.updateRole(deps, user, params.id, body),
  ),
  route(rolesEndpoints.remove, anyOf('manageRoles'), ({ deps, user, params, query }) =>
    roles.deleteRole(deps, user, params.id, query.version),
  ),

  // administration: teams (readTeams / manageTeams; user editors pick teams too)
  route(
    teamsEndpoints.list,
    anyOf('readTeams', 'manageTeams', 'manageIdentityUsers'),
    ({ deps, query }) => teams.listTeams(deps, query),
  ),
  route(
    teamsEndpoints.get,
    anyOf('readTeams', 'manageTeams', 'manageIdentityUsers'),
    ({ deps, params }) => teams.getTeam(deps, params.id),
  ),
  route(teamsEndpoints.create, anyOf('manageTeams'), ({ deps, user, body }) =>
    teams.createTeam(deps, user, body),
  ),
  route(teamsEndpoints.update, anyOf('manageTeams'), ({ deps, user, params, body }) =>
    teams.updateTeam(deps, user, params.id, body),
  ),
  route(teamsEndpoints.remove, anyOf('manageTeams'), ({ deps, user, params, query }) =>
    teams.deleteTeam(deps, user, params.id, query.version),
  ),

  // salaries: cost figures only for the salary flags
  route(
    salariesEndpoints.listGroups,
    anyOf('readEmployeeSalaryGroups', 'manageEmployeeSalaryGroups'),
    ({ deps, query }) => salaries.listGroups(deps, query),
  ),
  route(
    salariesEndpoints.getGroup,
    anyOf('readEmployeeSalaryGroups', 'manageEmployeeSalaryGroups'),
    ({ deps, params }) => salaries.getGroup(deps, params.id),
  ),
  route(
    salariesEndpoints.createGroup,
    anyOf('manageEmployeeSalaryGroups'),
    ({ deps, user, body }) => salaries.createGroup(deps, user, body),
  ),
  route(
    salariesEndpoints.updateGroup,
    anyOf('manageEmployeeSalaryGroups'),
    ({ deps, user, params, body }) => salaries.updateGroup(deps, user, params.id, body),
  ),
  route(
    salariesEndpoints.removeGroup,
    anyOf('manageEmployeeSalaryGroups'),
    ({ deps, user, params, query }) => salaries.deleteGroup(deps, user, params.id, query.version),
  ),
  route(
    salariesEndpoints.listEmployees,
    anyOf('readEmployees', 'manageEmployees'),
    ({ deps, query }) => salaries.listEmployees(deps, query),
  ),
  route(salariesEndpoints.employeeCandidates, anyOf('manageEmployees'), ({ deps, query }) =>
    salaries.employeeCandidates(deps, query),
  ),
  route(
    salariesEndpoints.getEmployee,
    anyOf('readEmployees', 'manageEmployees'),
    ({ deps, params }) => salaries.getEmployee(deps, params.id),
  ),
  route(salariesEndpoints.createEmployee, anyOf('manageEmployees'), ({ deps, user, body }) =>
    salaries.createEmployee(deps, user, body),
  ),
  route(
    salariesEndpoints.updateEmployee,
    anyOf('manageEmployees'),
    ({ deps, user, params, body }) => salaries.updateEmployee(deps, user, params.id, body),
  ),
  route(
    salariesEndpoints.removeEmployee,
    anyOf('manageEmployees'),
    ({ deps, user, params, query }) =>
      salaries.deleteEmployee(deps, user, params.id, query.version),
  ),
  route(
    salariesEndpoints.hourlyCost,
    anyOf('readEmployees', 'manageEmployees'),
    ({ deps, params, query }) => salaries.hourlyCost(deps, params.id, query.date),
  ),

  // own profile (every signed-in user)
  route(profileEndpoints.get, signedIn, ({ deps, user }) => profile.getProfile(deps, user)),
  route(profileEndpoints.update, signedIn, ({ deps, user, body }) =>
    profile.updateProfile(deps, user, body),
  ),
  route(profileEndpoints.setTheme, signedIn, ({ deps, user, body }) =>
    profile.setTheme(deps, user, body.theme),
  ),
  route(profileEndpoints.changePassword, signedIn, changePassword),

  // audit log: administrators (manageRoles); salary entries only with the salary flags
  route(auditEndpoints.list, anyOf('manageRoles'), ({ deps, user, query }) =>
    listAuditLog(deps, user, query),
  ),
];
