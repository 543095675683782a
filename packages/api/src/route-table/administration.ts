import {
  adminEndpoints,
  apiTokensEndpoints,
  billingEndpoints,
  auditEndpoints,
  profileEndpoints,
  rolesEndpoints,
  salariesEndpoints,
  teamsEndpoints,
  holidaysEndpoints,
  webhooksEndpoints,
  importsEndpoints,
} from '@keel/types';
import { publicAccess, signedIn } from '../lib/permission';
import { rawRoute, route, type RouteDefinition } from '../lib/route';
import * as adminUsers from '../modules/admin-users/admin-users.router';
import * as apiTokens from '../modules/api-tokens/api-tokens.router';
import * as audit from '../modules/audit/audit.router';
import * as billing from '../modules/billing/billing.router';
import * as profile from '../modules/profile/profile.router';
import * as roles from '../modules/roles/roles.router';
import * as salaries from '../modules/salaries/salaries.router';
import * as teams from '../modules/teams/teams.router';
import * as holidays from '../modules/workload/holidays.router';
import * as webhooks from '../modules/webhooks/webhooks.router';
import * as imports from '../modules/imports/imports.router';
import {
  LIST_USERS,
  READ_USERS,
  READ_USER_PERMISSIONS,
  MANAGE_USERS,
  READ_ROLES,
  MANAGE_ROLES,
  READ_TEAMS,
  MANAGE_TEAMS,
  READ_SALARY_GROUPS,
  MANAGE_SALARY_GROUPS,
  READ_EMPLOYEES,
  MANAGE_EMPLOYEES,
  READ_AUDIT,
  READ_HOLIDAYS,
  MANAGE_HOLIDAYS,
  READ_BILLING_SETTINGS,
  MANAGE_BILLING_SETTINGS,
  MANAGE_WEBHOOKS,
  MANAGE_IMPORTS,
} from '../route-permissions';

/** Routes of the administration: users, roles, the holiday calendar, teams, salaries, the own profile and the audit log. */
export const administrationRoutes: readonly RouteDefinition[] = [
  // administration: users and invitations (readIdentityUsers / manageIdentityUsers)
  route(adminEndpoints.listUsers, LIST_USERS, adminUsers.listUsers),
  route(adminEndpoints.getUser, READ_USERS, adminUsers.getUser),
  route(adminEndpoints.userPermissions, READ_USER_PERMISSIONS, adminUsers.userPermissions),
  route(adminEndpoints.invite, MANAGE_USERS, adminUsers.invite),
  route(adminEndpoints.resendInvitation, MANAGE_USERS, adminUsers.resendInvitation),
  route(adminEndpoints.revokeInvitation, MANAGE_USERS, adminUsers.revokeInvitation),
  route(adminEndpoints.updateUser, MANAGE_USERS, adminUsers.updateUser),
  route(adminEndpoints.disableUser, MANAGE_USERS, adminUsers.disableUser),
  route(adminEndpoints.enableUser, MANAGE_USERS, adminUsers.enableUser),
  route(adminEndpoints.issuePasswordReset, MANAGE_USERS, adminUsers.issuePasswordReset),
  route(adminEndpoints.checkPasswordReset, publicAccess, adminUsers.checkPasswordReset),
  route(adminEndpoints.resetPassword, publicAccess, adminUsers.resetPassword),

  // administration: roles (manageRoles)
  route(rolesEndpoints.list, READ_ROLES, roles.list),
  route(rolesEndpoints.catalogue, READ_ROLES, roles.catalogue),
  route(rolesEndpoints.get, READ_ROLES, roles.get),
  route(rolesEndpoints.create, MANAGE_ROLES, roles.create),
  route(rolesEndpoints.update, MANAGE_ROLES, roles.update),
  route(rolesEndpoints.remove, MANAGE_ROLES, roles.remove),

  // workload: the workspace holiday calendar (modules/workload/README.md)
  route(holidaysEndpoints.list, READ_HOLIDAYS, holidays.list),
  route(holidaysEndpoints.create, MANAGE_HOLIDAYS, holidays.create),
  route(holidaysEndpoints.update, MANAGE_HOLIDAYS, holidays.update),
  route(holidaysEndpoints.remove, MANAGE_HOLIDAYS, holidays.remove),

  // administration: teams (readTeams / manageTeams)
  route(teamsEndpoints.list, READ_TEAMS, teams.list),
  route(teamsEndpoints.get, READ_TEAMS, teams.get),
  route(teamsEndpoints.create, MANAGE_TEAMS, teams.create),
  route(teamsEndpoints.update, MANAGE_TEAMS, teams.update),
  route(teamsEndpoints.remove, MANAGE_TEAMS, teams.remove),

  // salaries: cost figures only for the salary flags
  route(salariesEndpoints.listGroups, READ_SALARY_GROUPS, salaries.listGroups),
  route(salariesEndpoints.getGroup, READ_SALARY_GROUPS, salaries.getGroup),
  route(salariesEndpoints.createGroup, MANAGE_SALARY_GROUPS, salaries.createGroup),
  route(salariesEndpoints.updateGroup, MANAGE_SALARY_GROUPS, salaries.updateGroup),
  route(salariesEndpoints.removeGroup, MANAGE_SALARY_GROUPS, salaries.removeGroup),
  route(salariesEndpoints.listEmployees, READ_EMPLOYEES, salaries.listEmployees),
  route(salariesEndpoints.employeeCandidates, MANAGE_EMPLOYEES, salaries.employeeCandidates),
  route(salariesEndpoints.getEmployee, READ_EMPLOYEES, salaries.getEmployee),
  route(salariesEndpoints.createEmployee, MANAGE_EMPLOYEES, salaries.createEmployee),
  route(salariesEndpoints.updateEmployee, MANAGE_EMPLOYEES, salaries.updateEmployee),
  route(salariesEndpoints.removeEmployee, MANAGE_EMPLOYEES, salaries.removeEmployee),
  route(salariesEndpoints.hourlyCost, READ_EMPLOYEES, salaries.hourlyCost),

  // own profile (every signed-in user)
  route(profileEndpoints.get, signedIn, profile.get),
  route(profileEndpoints.update, signedIn, profile.update),
  route(profileEndpoints.setTheme, signedIn, profile.setTheme),
  route(profileEndpoints.changePassword, signedIn, profile.changePassword),

  // personal API tokens (modules/api-tokens): the own ones; any user's for user administrators
  route(apiTokensEndpoints.list, signedIn, apiTokens.list),
  route(apiTokensEndpoints.create, signedIn, apiTokens.create),
  route(apiTokensEndpoints.revoke, signedIn, apiTokens.revoke),
  route(apiTokensEndpoints.listOfUser, READ_USERS, apiTokens.listOfUser),
  route(apiTokensEndpoints.revokeOfUser, MANAGE_USERS, apiTokens.revokeOfUser),

  // billing settings: the firm on its invoices (modules/billing/README.md)
  route(billingEndpoints.getSettings, READ_BILLING_SETTINGS, billing.getSettings),
  route(billingEndpoints.updateSettings, MANAGE_BILLING_SETTINGS, billing.updateSettings),

  // audit log: administrators (manageRoles)
  route(auditEndpoints.list, READ_AUDIT, audit.list),

  // webhooks (modules/webhooks/README.md): manageWebhooks, the Administrator's
  route(webhooksEndpoints.list, MANAGE_WEBHOOKS, webhooks.list),
  route(webhooksEndpoints.create, MANAGE_WEBHOOKS, webhooks.create),
  route(webhooksEndpoints.get, MANAGE_WEBHOOKS, webhooks.get),
  route(webhooksEndpoints.update, MANAGE_WEBHOOKS, webhooks.update),
  route(webhooksEndpoints.remove, MANAGE_WEBHOOKS, webhooks.remove),
  route(webhooksEndpoints.ping, MANAGE_WEBHOOKS, webhooks.ping),
  route(webhooksEndpoints.deliveries, MANAGE_WEBHOOKS, webhooks.deliveries),
  route(webhooksEndpoints.redeliver, MANAGE_WEBHOOKS, webhooks.redeliver),

  // imports (modules/imports/README.md): manageImports, the Administrator's. The fixed
  // /api/imports/redmine before the {importId} routes.
  route(importsEndpoints.list, MANAGE_IMPORTS, imports.list),
  route(importsEndpoints.upload, MANAGE_IMPORTS, imports.upload),
  route(importsEndpoints.redmine, MANAGE_IMPORTS, imports.redmine),
  route(importsEndpoints.get, MANAGE_IMPORTS, imports.get),
  route(importsEndpoints.update, MANAGE_IMPORTS, imports.update),
  route(importsEndpoints.remove, MANAGE_IMPORTS, imports.remove),
  route(importsEndpoints.dryRun, MANAGE_IMPORTS, imports.dryRun),
  route(importsEndpoints.commit, MANAGE_IMPORTS, imports.commit),
  route(importsEndpoints.rollback, MANAGE_IMPORTS, imports.rollback),
  rawRoute(
    imports.REPORT_PATH,
    imports.REPORT_SUMMARY,
    MANAGE_IMPORTS,
    imports.report,
    imports.REPORT_DOC,
  ),
];
