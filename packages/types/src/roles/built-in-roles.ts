import {
  GLOBAL_PERMISSION_FLAGS,
  READ_FLAGS,
  type BuiltInRole,
  type GlobalPermissionFlag,
} from '../permissions/permissions';

/** The read flags a Project Manager does not hold: pricing, timesheet administration, salaries and users. */
const PROJECT_MANAGER_UNREAD: ReadonlySet<GlobalPermissionFlag> = new Set([
  'readQuotePricingConfigs',
  'readTimesheetLocks',
  'readTimesheetExportTemplates',
  'readTimesheetTasks',
  'readTimesheetTimeInLieuAccount',
  'readEmployees',
  'readEmployeeSalaryGroups',
  'readIdentityUsers',
]);

/**
 * The built-in roles and their global flags (the cross-part contract): the
 * API seeds them, and the app's tests describe the demo accounts with them.
 */
export const BUILT_IN_ROLE_FLAGS: Record<BuiltInRole, readonly GlobalPermissionFlag[]> = {
  Administrator: GLOBAL_PERMISSION_FLAGS,
  'Project Manager': [
    ...READ_FLAGS.filter((flag) => !PROJECT_MANAGER_UNREAD.has(flag)),
    'createProjects',
    'manageQuotes',
    'manageGlobalContacts',
    'approveTeamTimesheets',
  ],
  'Team Member': ['readAssignedProjectTasks', 'readOwnResourceAllocation'],
  Finance: [
    'readSomeProjects',
    'readAllProjects',
    'readSomeProjectFinancialMilestones',
    'readSomeProjectFinancialMilestoneAmount',
    'readProjectGeneralReports',
    'readQuotes',
    'readQuoteRateProfiles',
    'readQuotePricingConfigs',
    'manageQuotes',
    'manageQuoteRateProfiles',
    'manageQuotePricingConfigs',
    'readEmployees',
    'readEmployeeSalaryGroups',
    'manageEmployees',
    'manageEmployeeSalaryGroups',
    'readSomeUserTimesheet',
    'readAllTimesheets',
    'readTimesheetLocks',
    'readTimesheetExportTemplates',
    'manageTimesheetLocks',
    'manageTimesheetExportTemplates',
    'readInvoices',
    'manageInvoices',
  ],
  Stakeholder: ['readSomeProjects', 'readProjectGeneralReports'],
};
