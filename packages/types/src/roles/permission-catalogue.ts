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

export const PERMISSION_CATALOGUE: readonly PermissionArea[] = [
  {
    area: 'Projects',
    flags: [
      { flag: 'readSomeProjects', description: 'See the projects one is a member of' },
      { flag: 'readAllProjects', description: 'See every project, member or not' },
      { flag: 'createProjects', description: 'Create projects' },
      { flag: 'manageAllProjects', description: 'Change every project as its manager could' },
      { flag: 'readSomeProjectRag', description: 'See RAG status of visible projects' },
      { flag: 'readSomeProjectRisks', description: 'See risks and issues of visible projects' },
      { flag: 'readSomeProjectLessons', description: 'See lessons learned of visible projects' },
      {
        flag: 'readProjectGeneralReports',
        description: 'See status reports of visible projects',
      },
      { flag: 'createProjectGeneralReports', description: 'Write status reports' },
    ],
  },
  {
    area: 'Finances',
    flags: [
      {
        flag: 'readSomeProjectFinancialMilestones',
        description: 'See financial milestones of visible projects',
      },
      {
        flag: 'readSomeProjectFinancialMilestoneAmount',
        description: 'See amounts of financial milestones and project figures',
      },
    ],
  },
  {
    area: 'Tasks and resources',
    flags: [
      { flag: 'readProjectTasks', description: 'See the tasks of visible projects' },
      { flag: 'readProjectTaskStats', description: 'See task statistics' },
      { flag: 'readAssignedProjectTasks', description: 'See the tasks assigned to oneself' },
      { flag: 'readResourceAllocation', description: "See everyone's workload" },
      { flag: 'readOwnResourceAllocation', description: 'See one’s own workload' },
    ],
  },
  {
    area: 'Timesheets',
    flags: [
      { flag: 'readSomeUserTimesheet', description: 'See timesheets of people one manages' },
      { flag: 'readAllTimesheets', description: "See everyone's timesheets" },
      { flag: 'approveTimesheets', description: 'Approve timesheets' },
      { flag: 'readTimesheetLocks', description: 'See timesheet locks' },
      { flag: 'manageTimesheetLocks', description: 'Lock and unlock timesheet periods' },
      { flag: 'readTimesheetExportTemplates', description: 'See timesheet export templates' },
      {
        flag: 'manageTimesheetExportTemplates',
        description: 'Create and change export templates',
      },
      { flag: 'readTimesheetTasks', description: 'See timesheet (non-project) tasks' },
      { flag: 'manageTimesheetTasks', description: 'Create and change timesheet tasks' },
      { flag: 'readTimesheetTimeInLieuAccount', description: 'See time-in-lieu accounts' },
      { flag: 'manageTimeInLieu', description: 'Adjust time-in-lieu accounts' },
    ],
  },
  {
    area: 'Quotes',
    flags: [
      { flag: 'readQuotes', description: 'See quotes' },
      { flag: 'manageQuotes', description: 'Create and change quotes' },
      { flag: 'readQuoteRateProfiles', description: 'See rate profiles' },
      { flag: 'manageQuoteRateProfiles', description: 'Create and change rate profiles' },
      { flag: 'readQuotePricingConfigs', description: 'See pricing configurations' },
      {
        flag: 'manageQuotePricingConfigs',
        description: 'Create and change pricing configurations',
      },
    ],
  },
  {
    area: 'Contacts',
    flags: [
      { flag: 'readGlobalContact', description: 'See the contact directory' },
      { flag: 'manageGlobalContacts', description: 'Create and change contacts' },
    ],
  },
  {
    area: 'Salaries',
    flags: [
      { flag: 'readEmployees', description: 'See employee records and personal cost rates' },
      { flag: 'manageEmployees', description: 'Create and change employee records' },
      { flag: 'readEmployeeSalaryGroups', description: 'See salary groups and their cost rates' },
      { flag: 'manageEmployeeSalaryGroups', description: 'Create and change salary groups' },
    ],
  },
  {
    area: 'Administration',
    flags: [
      { flag: 'readIdentityUsers', description: 'See users and invitations' },
      {
        flag: 'manageIdentityUsers',
        description: 'Invite, edit, disable users and issue reset links',
      },
      { flag: 'manageRoles', description: 'Create and change roles; see the audit log' },
      { flag: 'readTeams', description: 'See teams' },
      { flag: 'manageTeams', description: 'Create and change teams' },
    ],
  },
];
