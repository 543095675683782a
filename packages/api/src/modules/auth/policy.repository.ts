import type { ProjectRole } from '@keel/types';
import type { Knex } from 'knex';

/**
 * The queries behind the policy (`policy.ts` decides; these only read). The
 * project scope is built here as SQL, so no invisible project is ever read.
 */

/** The names of the flags of all the user's roles (unknown ones included). */
export async function listGlobalFlagNames(knex: Knex, userId: number): Promise<string[]> {
  const rows = await knex('user_roles as ur')
    .join('role_flags as rf', 'rf.role_id', 'ur.role_id')
    .where('ur.user_id', userId)
    .distinct<{ flag: string }[]>('rf.flag');
  return rows.map((row) => row.flag);
}

/** The user's project role on a project, or null when not a member. */
export async function findProjectRole(
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
 * Whether the project exists (not deleted) and the user's role on it, in one
 * statement: every project-scoped call asks this before anything else.
 */
export async function findProjectAccess(
  knex: Knex,
  userId: number,
  projectId: number,
): Promise<{ exists: boolean; role: ProjectRole | null }> {
  const row = await knex('projects as p')
    .leftJoin('project_members as m', function () {
      this.on('m.project_id', '=', 'p.id').andOn('m.user_id', '=', knex.raw('?', [userId]));
    })
    .where('p.id', projectId)
    .whereNull('p.deleted_at')
    .first<{ role: ProjectRole | null } | undefined>('m.role');
  return { exists: row !== undefined, role: row?.role ?? null };
}

/** `SELECT ... FROM projects`. */
export function projectsTable(knex: Knex): Knex.QueryBuilder {
  return knex('projects');
}

/** Leaves out deleted projects (`projects` under `alias`). */
export function withoutDeletedProjects<Q extends Knex.QueryBuilder>(query: Q, alias: string): Q {
  return query.whereNull(`${alias}.deleted_at`) as Q;
}

/** Keeps only the projects (under `alias`) the user is a member of. */
export function onlyMemberProjects<Q extends Knex.QueryBuilder>(
  query: Q,
  userId: number,
  alias: string,
): Q {
  return query.whereExists(function () {
    this.select(1)
      .from('project_members as pm_scope')
      .whereRaw('?? = ??', ['pm_scope.project_id', `${alias}.id`])
      .andWhere('pm_scope.user_id', userId);
  }) as Q;
}
