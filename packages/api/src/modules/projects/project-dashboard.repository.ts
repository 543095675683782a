import type { ProjectStatus, RagStatus } from '@keel/types';
import type { Knex } from 'knex';
import { scopeToVisibleProjects, type AuthUser } from '../auth/policy';
import { applyCriteria, type ProjectCriteria } from './project-browser.repository';

/** The dashboard's portfolio: grouped counts and the ids of its projects. */

/** The visible, not archived projects of the dashboard: all of them, or only the user's. */
export function portfolioCriteria(user: AuthUser, memberOnly: boolean): ProjectCriteria {
  return { archived: 'hide', memberUserId: memberOnly ? user.id : undefined };
}

/** How many portfolio projects have each (status, overall RAG) pair: the dashboard's charts. */
export async function countPortfolio(
  knex: Knex,
  user: AuthUser,
  memberOnly: boolean,
): Promise<{ status: ProjectStatus; rag: RagStatus; count: number }[]> {
  const rows = await applyCriteria(
    scopeToVisibleProjects(knex('projects as p'), user, 'p'),
    portfolioCriteria(user, memberOnly),
  )
    .groupBy('p.status', 'p.rag_overall')
    .select<{ status: ProjectStatus; rag: RagStatus; count: number | string }[]>(
      'p.status as status',
      'p.rag_overall as rag',
      knex.raw('count(*) as count'),
    );
  return rows.map((r) => ({ status: r.status, rag: r.rag, count: Number(r.count) }));
}

/** The ids of the portfolio's projects, as a subquery (e.g. to scope their RAG changes). */
export function portfolioIds(knex: Knex, user: AuthUser, memberOnly: boolean): Knex.QueryBuilder {
  return applyCriteria(
    scopeToVisibleProjects(knex('projects as p'), user, 'p'),
    portfolioCriteria(user, memberOnly),
  ).select('p.id');
}
