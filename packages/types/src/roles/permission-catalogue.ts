import type { GlobalPermissionFlag } from '../permissions/permissions';

/**
 * Every global flag of DOMAIN.md, grouped by area with a short description,
 * for the role editor. A test checks that each flag appears exactly once.
 */
export interface PermissionFlagInfo {
  flag: GlobalPermissionFlag;
  description: string;
}
export interface PermissionArea {
  area: string;
  flags: readonly PermissionFlagInfo[];
}

/** An area of the catalogue, its flags in the editor's order with their descriptions. */
function area(
  name: string,
  descriptions: Partial<Record<GlobalPermissionFlag, string>>,
): PermissionArea {
  return {
    area: name,
    flags: Object.entries(descriptions).map(([flag, description]) => ({
      flag: flag as GlobalPermissionFlag,
      description,
    })),
  };
}

export const PERMISSION_CATALOGUE: readonly PermissionArea[] = [
  area('Projects', {
    readSomeProjects: 'See the projects one is a member of',
    readAllProjects: 'See every project, member or not',
    createProjects: 'Create projects',
    manageAllProjects: 'Change every project as its manager could',
    readSomeProjectRag: 'See RAG status of visible projects',
    readSomeProjectRisks: 'See risks and issues of visible projects',
    readSomeProjectLessons: 'See lessons learned of visible projects',
    readProjectGeneralReports: 'See status reports of visible projects',
    createProjectGeneralReports: 'Write status reports',
  }),
  area('Finances', {
    readSomeProjectFinancialMilestones: 'See financial milestones of visible projects',
    readSomeProjectFinancialMilestoneAmount:
      'See amounts of financial milestones and project figures',
    readInvoices: 'See the invoices of the projects whose figures one reads',
    manageInvoices: 'Draft, issue, record payments of and void invoices',
  }),
  area('Tasks and resources', {
    readProjectTasks: 'See the tasks of visible projects',
    readProjectTaskStats: 'See task statistics',
    readAssignedProjectTasks: 'See the tasks assigned to oneself',
    readResourceAllocation: "See everyone's workload",
    readOwnResourceAllocation: 'See one’s own workload',
  }),
  area('Timesheets', {
    readSomeUserTimesheet: 'See timesheets of people one manages',
    readAllTimesheets: "See everyone's timesheets",
    approveTimesheets: 'Approve timesheets',
    approveTeamTimesheets: 'Approve the weeks of the teams one leads',
    readTimesheetLocks: 'See timesheet locks',
    manageTimesheetLocks: 'Lock and unlock timesheet periods',
    readTimesheetExportTemplates: 'See timesheet export templates',
    manageTimesheetExportTemplates: 'Create and change export templates',
    readTimesheetTasks: 'See timesheet (non-project) tasks',
    manageTimesheetTasks: 'Create and change timesheet tasks',
    readTimesheetTimeInLieuAccount: 'See time-in-lieu accounts',
    manageTimeInLieu: 'Adjust time-in-lieu accounts',
  }),
  area('Quotes', {
    readQuotes: 'See quotes',
    manageQuotes: 'Create and change quotes',
    readQuoteRateProfiles: 'See rate profiles',
    manageQuoteRateProfiles: 'Create and change rate profiles',
    readQuotePricingConfigs: 'See pricing configurations',
    manageQuotePricingConfigs: 'Create and change pricing configurations',
  }),
  area('Contacts', {
    readGlobalContact: 'See the contact directory',
    manageGlobalContacts: 'Create and change contacts',
  }),
  area('Salaries', {
    readEmployees: 'See employee records and personal cost rates',
    manageEmployees: 'Create and change employee records',
    readEmployeeSalaryGroups: 'See salary groups and their cost rates',
    manageEmployeeSalaryGroups: 'Create and change salary groups',
  }),
  area('Administration', {
    readIdentityUsers: 'See users and invitations',
    manageIdentityUsers: 'Invite, edit, disable users and issue reset links',
    manageRoles: 'Create and change roles; see the audit log',
    readTeams: 'See teams',
    manageTeams: 'Create and change teams',
    manageWebhooks: 'Add and change webhooks; read their delivery log',
    manageImports:
      'Import projects, tasks, time and contacts from files and Redmine; roll imports back',
  }),
];
