/**
 * Permission flags (DOMAIN.md § Permissions). Global flags come from the
 * union of a user's roles; project and task flags are computed per record by
 * the API's policy module and fetched by the app.
 */

/** The read flags of SPEC §6. */
export const READ_FLAGS = [
  'readSomeUserTimesheet',
  'readProjectTasks',
  'readProjectTaskStats',
  'readAssignedProjectTasks',
  'readResourceAllocation',
  'readOwnResourceAllocation',
  'readSomeProjects',
  'readSomeProjectRag',
  'readSomeProjectFinancialMilestones',
  'readSomeProjectFinancialMilestoneAmount',
  'readProjectGeneralReports',
  'createProjectGeneralReports',
  'readSomeProjectRisks',
  'readSomeProjectLessons',
  'readGlobalContact',
  'readQuotes',
  'readQuoteRateProfiles',
  'readQuotePricingConfigs',
  'readTimesheetLocks',
  'readTimesheetExportTemplates',
  'readTimesheetTasks',
  'readTimesheetTimeInLieuAccount',
  'readEmployees',
  'readEmployeeSalaryGroups',
  'readTeams',
  'readIdentityUsers',
  'readInvoices',
] as const;

/** The write flags the app needs beside them. */
export const WRITE_FLAGS = [
  'createProjects',
  'readAllProjects',
  'manageAllProjects',
  'manageQuotes',
  'manageQuoteRateProfiles',
  'manageQuotePricingConfigs',
  'manageGlobalContacts',
  'manageTimesheetLocks',
  'manageTimesheetExportTemplates',
  'manageTimesheetTasks',
  'manageTimeInLieu',
  'readAllTimesheets',
  'approveTimesheets',
  'approveTeamTimesheets',
  'manageEmployees',
  'manageEmployeeSalaryGroups',
  'manageTeams',
  'manageIdentityUsers',
  'manageRoles',
  'manageInvoices',
  'manageWebhooks',
  'manageImports',
] as const;

export const GLOBAL_PERMISSION_FLAGS = [...READ_FLAGS, ...WRITE_FLAGS] as const;
export type GlobalPermissionFlag = (typeof GLOBAL_PERMISSION_FLAGS)[number];
/** `GET /api/users/current` returns the flags a user holds, each mapped to `true`. */
export type GlobalPermissions = Partial<Record<GlobalPermissionFlag, true>>;

export function isGlobalPermissionFlag(value: string): value is GlobalPermissionFlag {
  return (GLOBAL_PERMISSION_FLAGS as readonly string[]).includes(value);
}

/** Roles a project member can hold. External users can only hold Stakeholder. */
export const PROJECT_ROLES = ['manager', 'member', 'viewer', 'stakeholder'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/** Effective per-project flags (`GET /api/projects/{projectId}/permissions`). */
export const PROJECT_PERMISSION_FLAGS = [
  'readProject',
  'updateProject',
  'deleteProject',
  'manageMembers',
  'readFinancials',
  'manageFinancials',
  'readTasks',
  'createTasks',
  'updateAnyTask',
  'readRisks',
  'manageRisks',
  'readLessons',
  'manageLessons',
  'readReports',
  'createReports',
  'readScope',
  'manageScope',
  'readTimeMaterial',
  'manageTimeMaterial',
  'readDiscussion',
  'postDiscussion',
  'manageSettings',
  'readRag',
  'updateRag',
  'readMilestones',
  'manageMilestones',
] as const;
export type ProjectPermissionFlag = (typeof PROJECT_PERMISSION_FLAGS)[number];
export type ProjectPermissions = Record<ProjectPermissionFlag, boolean>;

/** Effective per-task flags (`GET /api/tasks/{taskId}/permissions`). */
export const TASK_PERMISSION_FLAGS = [
  'read',
  'update',
  'delete',
  'changeStatus',
  'changeAssignee',
  'comment',
  'attach',
  'manageTodos',
  'logTime',
] as const;
export type TaskPermissionFlag = (typeof TASK_PERMISSION_FLAGS)[number];
export type TaskPermissions = Record<TaskPermissionFlag, boolean>;

/** Built-in roles; they cannot be deleted. */
export const BUILT_IN_ROLES = [
  'Administrator',
  'Project Manager',
  'Team Member',
  'Finance',
  'Stakeholder',
] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];
