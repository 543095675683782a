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

// The rule table below is written with these shorthands of `may`: a check, and a rule.
const has = (user: AccessUser, ...flags: GlobalPermissionFlag[]) => may(user, { allOf: flags });
const hasAny = (user: AccessUser, ...flags: GlobalPermissionFlag[]) => may(user, { anyOf: flags });
/** The rule "has every one of `flags`". */
const allOf =
  (...flags: GlobalPermissionFlag[]) =>
  (u: AccessUser): boolean =>
    has(u, ...flags);
/** The rule "has any of `flags`". */
const anyOf =
  (...flags: GlobalPermissionFlag[]) =>
  (u: AccessUser): boolean =>
    hasAny(u, ...flags);

/** The reads of the timesheet rules both the management area and its timesheet section open on. */
const TIMESHEET_RULE_READS: GlobalPermissionFlag[] = [
  'readTimesheetLocks',
  'readTimesheetExportTemplates',
  'readTimesheetTasks',
];

export const access = {
  timesheet: (u: AccessUser): boolean => has(u, 'readSomeUserTimesheet') || !u.external,
  /** The approvals inbox: whoever decides weeks (their team members', or everyone's). */
  timesheetApprovals: (u: AccessUser): boolean =>
    !u.external && hasAny(u, 'approveTimesheets', 'approveTeamTimesheets'),

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

  projects: allOf('readSomeProjects'),
  projectDashboard: allOf('readSomeProjects', 'readSomeProjectRag'),
  projectBrowser: allOf('readSomeProjects'),
  projectFinances: allOf(
    'readSomeProjectFinancialMilestones',
    'readSomeProjectFinancialMilestoneAmount',
  ),
  projectStatus: anyOf('readProjectGeneralReports', 'createProjectGeneralReports'),
  projectRisks: allOf('readSomeProjectRisks'),
  projectLessons: allOf('readSomeProjectLessons'),
  projectContacts: allOf('readGlobalContact'),
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

  quotes: anyOf('readQuotes', 'readQuoteRateProfiles', 'readQuotePricingConfigs'),
  quoteList: allOf('readQuotes'),
  quoteRates: allOf('readQuoteRateProfiles'),
  quoteConfigs: allOf('readQuotePricingConfigs'),

  /** Invoices: Finance, and project managers (the API lists their projects' only). */
  invoices: allOf('readInvoices'),

  management: anyOf(
    ...TIMESHEET_RULE_READS,
    'readEmployees',
    'readEmployeeSalaryGroups',
    'readTeams',
    'readIdentityUsers',
  ),
  users: allOf('readIdentityUsers'),
  teams: allOf('readTeams'),
  employees: allOf('readEmployees'),
  salaryGroups: allOf('readEmployeeSalaryGroups'),
  salaries: anyOf('readEmployees', 'readEmployeeSalaryGroups'),
  timesheetLocks: allOf('readTimesheetLocks'),
  timesheetExport: allOf('readTimesheetExportTemplates'),
  timesheetTasks: allOf('readTimesheetTasks'),
  timeInLieu: allOf('readTimesheetTimeInLieuAccount'),
  /** The workspace holiday calendar: read by the readers of locks, managed with manageTimesheetLocks. */
  holidays: (u: AccessUser): boolean =>
    !u.external && hasAny(u, 'readTimesheetLocks', 'manageTimesheetLocks'),
  timesheetRules: anyOf(...TIMESHEET_RULE_READS, 'readTimesheetTimeInLieuAccount'),

  searchProjects: allOf('readSomeProjects'),
  searchQuotes: allOf('readQuotes'),
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
