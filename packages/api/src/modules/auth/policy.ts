import {
  GLOBAL_PERMISSION_FLAGS,
  PROJECT_PERMISSION_FLAGS,
  isGlobalPermissionFlag,
  type GlobalPermissionFlag,
  type GlobalPermissions,
  type ProjectPermissionFlag,
  type ProjectPermissions,
  type ProjectRole,
  type TaskPermissions,
} from '@keel/types';
import type { Db, DbQuery } from '../../lib/db';
import {
  findProjectAccess,
  findProjectRole,
  listGlobalFlagNames,
  onlyMemberProjects,
  projectsTable,
  withoutDeletedProjects,
} from './policy.repository';

/**
 * The one policy module (DOMAIN.md § Permissions). Every access decision of
 * the API is made here: global flags from roles, project permissions from
 * membership, and the SQL scope of every project list.
 */

/** The signed-in user as the policy sees them. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  external: boolean;
  flags: ReadonlySet<GlobalPermissionFlag>;
}

export function hasFlag(user: AuthUser, flag: GlobalPermissionFlag): boolean {
  return user.flags.has(flag);
}

export function hasAnyFlag(user: AuthUser, flags: readonly GlobalPermissionFlag[]): boolean {
  return flags.some((flag) => user.flags.has(flag));
}

/** A user's global flags: the union of the flags of all their roles. */
export async function loadGlobalFlags(db: Db, userId: number): Promise<Set<GlobalPermissionFlag>> {
  return parseGlobalFlags(await listGlobalFlagNames(db, userId));
}

/** The known global flags among stored ones (a flag since retired is ignored). */
export function parseGlobalFlags(stored: readonly string[]): Set<GlobalPermissionFlag> {
  return new Set(stored.filter(isGlobalPermissionFlag));
}

/** Wire form of the global flags: each held flag mapped to `true`, in the canonical order. */
export function toGlobalPermissions(flags: ReadonlySet<GlobalPermissionFlag>): GlobalPermissions {
  const result: GlobalPermissions = {};
  for (const flag of GLOBAL_PERMISSION_FLAGS) if (flags.has(flag)) result[flag] = true;
  return result;
}

/**
 * May the user pick managers, clients and custom fields from the whole firm
 * (the project form's options)? Those who may create projects; every other
 * reader gets only what the projects they may see carry.
 */
export function seesFirmWideProjectOptions(user: AuthUser): boolean {
  return !user.external && hasAnyFlag(user, ['createProjects', 'manageAllProjects']);
}

/** May the user see every project, member or not? */
export function seesAllProjects(user: AuthUser): boolean {
  return hasAnyFlag(user, ['readAllProjects', 'manageAllProjects']);
}

const NONE: ProjectPermissions = Object.fromEntries(
  PROJECT_PERMISSION_FLAGS.map((flag) => [flag, false]),
) as ProjectPermissions;

function grant(flags: readonly ProjectPermissionFlag[]): ProjectPermissions {
  const result = { ...NONE };
  for (const flag of flags) result[flag] = true;
  return result;
}

/** What each project role may do by itself. */
const ROLE_GRANTS: Record<ProjectRole, readonly ProjectPermissionFlag[]> = {
  manager: PROJECT_PERMISSION_FLAGS,
  member: [
    'readProject',
    'readTasks',
    'createTasks',
    'readRisks',
    'manageRisks',
    'readLessons',
    'manageLessons',
    'readReports',
    'readScope',
    'readTimeMaterial',
    'readDiscussion',
    'postDiscussion',
    'readRag',
    'readMilestones',
  ],
  viewer: [
    'readProject',
    'readTasks',
    'readRisks',
    'readLessons',
    'readReports',
    'readScope',
    'readTimeMaterial',
    'readDiscussion',
    'readRag',
    'readMilestones',
  ],
  // Overview, milestones, reports and the stakeholder views; never internal discussion or money.
  stakeholder: ['readProject', 'readReports', 'readRag', 'readMilestones', 'readTimeMaterial'],
};

/** What a non-member who may read every project (readAllProjects) sees. */
const READ_ALL_GRANTS = ROLE_GRANTS.viewer;

/**
 * Effective permissions on one project, from the user's membership role and
 * global flags. Pure, so that it is unit-tested without a database.
 */
export function projectPermissionsFor(
  user: AuthUser,
  role: ProjectRole | null,
): ProjectPermissions {
  if (hasFlag(user, 'manageAllProjects') && !user.external) return grant(PROJECT_PERMISSION_FLAGS);
  // External users can only ever hold Stakeholder rights, whatever a row says.
  const effectiveRole: ProjectRole | null = role && user.external ? 'stakeholder' : role;
  const flags = new Set<ProjectPermissionFlag>(effectiveRole ? ROLE_GRANTS[effectiveRole] : []);
  if (hasFlag(user, 'readAllProjects') && !user.external)
    for (const f of READ_ALL_GRANTS) flags.add(f);
  if (flags.has('readProject') && effectiveRole !== 'stakeholder') {
    // Figures need the global finance flags on top of project visibility.
    if (hasFlag(user, 'readSomeProjectFinancialMilestoneAmount') || effectiveRole === 'manager') {
      flags.add('readFinancials');
    }
    if (hasFlag(user, 'createProjectGeneralReports')) flags.add('createReports');
  }
  return grant([...flags]);
}

/**
 * May the user see the cost of a project — and so everything derived from
 * it: margin, and whether the cost at completion is over the money budget
 * (`overBudget.money`, which read after each budget change would give the
 * cost away)? The one rule of every answer carrying project figures (the
 * project, its financials, the portfolio and its exports): the project's
 * `readFinancials` (its money at all) and the global `readEmployeeSalaryGroups`
 * (cost is hours times salary rates, which only salary readers see). So a
 * Project Manager reads their projects' budget and revenue, not their cost;
 * a stakeholder never reads either (`readFinancials` is never theirs).
 */
export function mayReadProjectCost(
  user: AuthUser,
  permissions: Pick<ProjectPermissions, 'readFinancials'>,
): boolean {
  return permissions.readFinancials && !user.external && hasFlag(user, 'readEmployeeSalaryGroups');
}

/** The user's project role on a project, or null when not a member. */
export async function projectRoleOf(
  db: Db,
  userId: number,
  projectId: number,
): Promise<ProjectRole | null> {
  return findProjectRole(db, userId, projectId);
}

/**
 * Effective permissions of the user on a project (the function other modules
 * call). A project that does not exist gives no permissions.
 */
export async function getProjectPermissions(
  db: Db,
  user: AuthUser,
  projectId: number,
): Promise<ProjectPermissions> {
  const access = await findProjectAccess(db, user.id, projectId);
  if (!access.exists) return { ...NONE };
  return projectPermissionsFor(user, access.role);
}

/**
 * Restricts a query over `projects` (under `alias`) to the projects the user
 * may read, in SQL, so no other project is ever read into a response. Every
 * project list uses it.
 */
export function scopeToVisibleProjects<Q extends DbQuery>(
  query: Q,
  user: AuthUser,
  alias = 'projects',
): Q {
  withoutDeletedProjects(query, alias);
  if (seesAllProjects(user) && !user.external) return query;
  return onlyMemberProjects(query, user.id, alias);
}

/** `SELECT ... FROM projects` limited to what the user may read. */
export function visibleProjectsQuery(db: Db, user: AuthUser): DbQuery {
  return scopeToVisibleProjects(projectsTable(db), user, 'projects');
}

/** What the policy needs to know of a task to decide on it. */
export interface TaskFacts {
  /** Assigned to the user, or to a team of theirs. */
  assignedToUser: boolean;
  createdByUser: boolean;
}

/**
 * Effective permissions on a task (DOMAIN.md § Tasks), pure: from the global
 * task flags, the user's role on the task's project and the task's facts.
 * `readProjectTasks` reads the tasks of the projects whose tasks the role may
 * read; `readAssignedProjectTasks` alone reads only the tasks assigned to the
 * user or their team; stakeholders read none. Managers (updateAnyTask) and the
 * task's creator edit it; the assignee may change its status, comment,
 * manage its todos and log time.
 */
export function taskPermissionsFor(
  user: AuthUser,
  role: ProjectRole | null,
  facts: TaskFacts,
): TaskPermissions {
  const none: TaskPermissions = {
    read: false,
    update: false,
    delete: false,
    changeStatus: false,
    changeAssignee: false,
    comment: false,
    attach: false,
    manageTodos: false,
    logTime: false,
  };
  if (user.external) return none;
  const project = projectPermissionsFor(user, role);
  const readsAll = hasFlag(user, 'readProjectTasks') && project.readTasks;
  const mine = facts.assignedToUser && (readsAll || hasFlag(user, 'readAssignedProjectTasks'));
  if (!readsAll && !mine) return none;
  const update = readsAll && (project.updateAnyTask || facts.createdByUser);
  const contribute = update || mine || (readsAll && project.createTasks);
  return {
    read: true,
    update,
    delete: update,
    changeStatus: update || mine,
    changeAssignee: update,
    comment: contribute,
    attach: contribute,
    manageTodos: update || mine,
    logTime: update || mine,
  };
}
