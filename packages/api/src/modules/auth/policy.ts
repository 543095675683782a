import {
  GLOBAL_PERMISSION_FLAGS,
  PROJECT_PERMISSION_FLAGS,
  isGlobalPermissionFlag,
  type GlobalPermissionFlag,
  type GlobalPermissions,
  type ProjectPermissionFlag,
  type ProjectPermissions,
  type ProjectRole,
} from '@keel/types';
import type { Knex } from 'knex';

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
export async function loadGlobalFlags(
  knex: Knex,
  userId: number,
): Promise<Set<GlobalPermissionFlag>> {
  const rows = await knex('user_roles as ur')
    .join('role_flags as rf', 'rf.role_id', 'ur.role_id')
    .where('ur.user_id', userId)
    .distinct<{ flag: string }[]>('rf.flag');
  return parseGlobalFlags(rows.map((row) => row.flag));
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

/** The user's project role on a project, or null when not a member. */
export async function projectRoleOf(
  knex: Knex,
  userId: number,
  projectId: number,
): Promise<ProjectRole | null> {
  const row = await knex('project_members')
    .where({ project_id: projectId, user_id: userId })
    .first<{ role: ProjectRole } | undefined>('role');
  return row?.role ?? null;
}

/**
 * Effective permissions of the user on a project (the function other modules
 * call). A project that does not exist gives no permissions.
 */
export async function getProjectPermissions(
  knex: Knex,
  user: AuthUser,
  projectId: number,
): Promise<ProjectPermissions> {
  const exists = await knex('projects')
    .where({ id: projectId })
    .whereNull('deleted_at')
    .first('id');
  if (!exists) return { ...NONE };
  return projectPermissionsFor(user, await projectRoleOf(knex, user.id, projectId));
}

/**
 * Restricts a query over `projects` (under `alias`) to the projects the user
 * may read, in SQL, so no other project is ever read into a response. Every
 * project list uses it.
 */
export function scopeToVisibleProjects<Q extends Knex.QueryBuilder>(
  query: Q,
  user: AuthUser,
  alias = 'projects',
): Q {
  query.whereNull(`${alias}.deleted_at`);
  if (seesAllProjects(user) && !user.external) return query;
  return query.whereExists(function () {
    this.select(1)
      .from('project_members as pm_scope')
      .whereRaw('?? = ??', ['pm_scope.project_id', `${alias}.id`])
      .andWhere('pm_scope.user_id', user.id);
  }) as Q;
}

/** `SELECT ... FROM projects` limited to what the user may read. */
export function visibleProjectsQuery(knex: Knex, user: AuthUser): Knex.QueryBuilder {
  return scopeToVisibleProjects(knex('projects'), user, 'projects');
}
