import type { CurrentUser, GlobalPermissionFlag } from '@keel/types';

/**
 * The access rules of SPEC §6, written once: the route guards, the default
 * redirects and the navigation menu all ask these questions.
 */
export type AccessUser = Pick<CurrentUser, 'external' | 'globalPermissions' | 'teams'>;

export function has(user: AccessUser, ...flags: GlobalPermissionFlag[]): boolean {
  return flags.every((flag) => user.globalPermissions[flag] === true);
}

export function hasAny(user: AccessUser, ...flags: GlobalPermissionFlag[]): boolean {
  return flags.some((flag) => user.globalPermissions[flag] === true);
}

export const access = {
  timesheet: (u: AccessUser): boolean => has(u, 'readSomeUserTimesheet') || !u.external,

  tasks: (u: AccessUser): boolean =>
    !u.external &&
    hasAny(u, 'readProjectTasks', 'readProjectTaskStats', 'readAssignedProjectTasks'),
  myTasks: (u: AccessUser): boolean =>
    access.tasks(u) && hasAny(u, 'readProjectTasks', 'readAssignedProjectTasks'),
  teamTasks: (u: AccessUser, teamId?: number): boolean =>
    access.tasks(u) &&
    (teamId === undefined ? u.teams.length > 0 : u.teams.some((t) => t.id === teamId)),
  allTasks: (u: AccessUser): boolean => access.tasks(u) && has(u, 'readProjectTasks'),
  taskStats: (u: AccessUser): boolean => access.tasks(u) && has(u, 'readProjectTaskStats'),
  workload: (u: AccessUser): boolean =>
    access.tasks(u) && hasAny(u, 'readResourceAllocation', 'readOwnResourceAllocation'),

  projects: (u: AccessUser): boolean => has(u, 'readSomeProjects'),
  projectDashboard: (u: AccessUser): boolean => has(u, 'readSomeProjects', 'readSomeProjectRag'),
  projectBrowser: (u: AccessUser): boolean => has(u, 'readSomeProjects'),
  projectFinances: (u: AccessUser): boolean =>
    has(u, 'readSomeProjectFinancialMilestones', 'readSomeProjectFinancialMilestoneAmount'),
  projectStatus: (u: AccessUser): boolean =>
    hasAny(u, 'readProjectGeneralReports', 'createProjectGeneralReports'),
  projectRisks: (u: AccessUser): boolean => has(u, 'readSomeProjectRisks'),
  projectLessons: (u: AccessUser): boolean => has(u, 'readSomeProjectLessons'),
  projectContacts: (u: AccessUser): boolean => has(u, 'readGlobalContact'),
  /** Any page under /projects: the landing redirect finds one of them. */
  projectsArea: (u: AccessUser): boolean =>
    hasAny(
      u,
      'readSomeProjects',
      'readSomeProjectRisks',
      'readSomeProjectLessons',
      'readProjectGeneralReports',
      'createProjectGeneralReports',
      'readGlobalContact',
    ) || access.projectFinances(u),

  quotes: (u: AccessUser): boolean =>
    hasAny(u, 'readQuotes', 'readQuoteRateProfiles', 'readQuotePricingConfigs'),
  quoteList: (u: AccessUser): boolean => has(u, 'readQuotes'),
  quoteRates: (u: AccessUser): boolean => has(u, 'readQuoteRateProfiles'),
  quoteConfigs: (u: AccessUser): boolean => has(u, 'readQuotePricingConfigs'),

  management: (u: AccessUser): boolean =>
    hasAny(
      u,
      'readTimesheetLocks',
      'readTimesheetExportTemplates',
      'readTimesheetTasks',
      'readEmployees',
      'readEmployeeSalaryGroups',
      'readTeams',
      'readIdentityUsers',
    ),
  users: (u: AccessUser): boolean => has(u, 'readIdentityUsers'),
  teams: (u: AccessUser): boolean => has(u, 'readTeams'),
  employees: (u: AccessUser): boolean => has(u, 'readEmployees'),
  salaryGroups: (u: AccessUser): boolean => has(u, 'readEmployeeSalaryGroups'),
  salaries: (u: AccessUser): boolean => hasAny(u, 'readEmployees', 'readEmployeeSalaryGroups'),
  timesheetLocks: (u: AccessUser): boolean => has(u, 'readTimesheetLocks'),
  timesheetExport: (u: AccessUser): boolean => has(u, 'readTimesheetExportTemplates'),
  timesheetTasks: (u: AccessUser): boolean => has(u, 'readTimesheetTasks'),
  timeInLieu: (u: AccessUser): boolean => has(u, 'readTimesheetTimeInLieuAccount'),
  /** The workspace holiday calendar: read by the readers of locks, managed with manageTimesheetLocks. */
  holidays: (u: AccessUser): boolean =>
    !u.external && hasAny(u, 'readTimesheetLocks', 'manageTimesheetLocks'),
  timesheetRules: (u: AccessUser): boolean =>
    hasAny(
      u,
      'readTimesheetLocks',
      'readTimesheetExportTemplates',
      'readTimesheetTasks',
      'readTimesheetTimeInLieuAccount',
    ),

  searchProjects: (u: AccessUser): boolean => has(u, 'readSomeProjects'),
  searchQuotes: (u: AccessUser): boolean => has(u, 'readQuotes'),
} satisfies Record<string, (u: AccessUser, ...rest: never[]) => boolean>;

/** SPEC §2 "Home (/)": where `/` sends a signed-in user. */
export function homePath(u: AccessUser): string {
  if (access.projectDashboard(u)) return '/projects/dashboard';
  if (access.projects(u)) return '/projects';
  if (access.quoteList(u)) return '/quotes';
  if (u.external) return '/projects';
  return '/timesheet';
}

/** SPEC §2 "Projects": the `/projects` landing by permission. */
export function projectsLandingPath(u: AccessUser): string {
  if (has(u, 'readSomeProjects')) return '/projects/browser';
  if (has(u, 'readSomeProjectRisks')) return '/projects/risks-issues';
  if (has(u, 'readSomeProjectLessons')) return '/projects/lessons';
  if (has(u, 'readProjectGeneralReports')) return '/projects/reports';
  return '/not-found';
}

/**
 * SPEC §2 "Management": the sections `/management` may lead to, in the order
 * of its permission redirect (users, teams, salaries, timesheet rules).
 */
export function managementSections(u: AccessUser): string[] {
  const candidates: [string, boolean][] = [
    ['/management/users', access.users(u)],
    ['/management/teams', access.teams(u)],
    ['/management/salaries', access.salaries(u)],
    ['/management/timesheet', hasAny(u, 'readTimesheetLocks', 'readTimesheetExportTemplates')],
  ];
  return candidates.filter(([, allowed]) => allowed).map(([path]) => path);
}

/** The `/management` landing without a remembered section. */
export function managementLandingPath(u: AccessUser): string {
  return managementSections(u)[0] ?? '/not-found';
}
