import type { CurrentUser, GlobalPermissionFlag } from '@keel/types';

/**
 * "May I?" — the ONE way the app asks (SPEC §6). Pages, route guards, the
 * default redirects and the navigation menu all call `may(user, ask)`:
 *
 * - `may(user, 'manageTeams')` — one global permission flag;
 * - `may(user, { anyOf: ['createProjects', 'manageAllProjects'] })` — any of them;
 * - `may(user, { allOf: ['readSomeProjects', 'readSomeProjectRag'] })` — all of them;
 * - `may(user, access.quoteList)` — a named rule of the table below (an area
 *   of the app, written once for the route guard, the menu and the pages).
 *
 * A user not (yet) known may nothing. In a component, `useSession().may(ask)`
 * does the same for the signed-in user. Permissions on one project come with
 * the project (`ProjectPermissions`, answered by the API per project) and are
 * read from it, not asked here.
 */
export type AccessUser = Pick<CurrentUser, 'external' | 'globalPermissions' | 'teams'>;

/** A named access rule: an area of the app the user may enter. */
export type AccessRule = (user: AccessUser) => boolean;

export type Ask =
  | GlobalPermissionFlag
  | { anyOf: readonly GlobalPermissionFlag[] }
  | { allOf: readonly GlobalPermissionFlag[] }
  | AccessRule;

export function may(user: AccessUser | null | undefined, ask: Ask): boolean {
  if (!user) return false;
  if (typeof ask === 'function') return ask(user);
  if (typeof ask === 'string') return user.globalPermissions[ask] === true;
  if ('anyOf' in ask) return ask.anyOf.some((flag) => user.globalPermissions[flag] === true);
  return ask.allOf.every((flag) => user.globalPermissions[flag] === true);
}

// The rule table below is written with these two shorthands of `may`.
const has = (user: AccessUser, ...flags: GlobalPermissionFlag[]) => may(user, { allOf: flags });
const hasAny = (user: AccessUser, ...flags: GlobalPermissionFlag[]) => may(user, { anyOf: flags });

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
