import type { ProjectStatus, RagStatus } from '@keel/types';
import type { Knex } from 'knex';
import { queryKey, rememberUntilChanged } from '../../db/row-count';
import { scopeToVisibleProjects, type AuthUser } from '../auth';
import { applyCriteria, type ProjectCriteria } from './project-browser.repository';

/** The dashboard's portfolio: grouped counts and the ids of its projects. */

/** The visible, not archived projects of the dashboard: all of them, or only the user's. */
export function portfolioCriteria(user: AuthUser, memberOnly: boolean): ProjectCriteria {
  return { archived: 'hide', memberUserId: memberOnly ? user.id : undefined };
}

export type PortfolioCount = { status: ProjectStatus; rag: RagStatus; count: number };

/** Grouped counts remembered (`rememberUntilChanged`). */
const remembered = new Map<string, { stamp: string; value: PortfolioCount[] }>();

/**
 * How many portfolio projects have each (status, overall RAG) pair: the
 * dashboard's charts. The count visits every portfolio project (10,000 in
 * the bench, a few milliseconds), so on SQLite it is remembered until the
 * database changes (`rememberUntilChanged`), as the lists' totals are.
 */
export async function countPortfolio(
  knex: Knex,
  user: AuthUser,
  memberOnly: boolean,
): Promise<PortfolioCount[]> {
  const query = applyCriteria(
    scopeToVisibleProjects(knex('projects as p'), user, 'p'),
    portfolioCriteria(user, memberOnly),
  )
    .groupBy('p.status', 'p.rag_overall')
    .select<{ status: ProjectStatus; rag: RagStatus; count: number | string }[]>(
      'p.status as status',
      'p.rag_overall as rag',
      knex.raw('count(*) as count'),
    );
  return rememberUntilChanged(knex, queryKey(query), remembered, async () =>
    (await query).map((r) => ({ status: r.status, rag: r.rag, count: Number(r.count) })),
  );
}

/**
 * The portfolio as a filter on a query that has `projects as p` (e.g. the
 * RAG changes joined with their projects).
 */
export function scopeToPortfolio(
  user: AuthUser,
  memberOnly: boolean,
): (query: Knex.QueryBuilder) => Knex.QueryBuilder {
  return (query) =>
    applyCriteria(scopeToVisibleProjects(query, user, 'p'), portfolioCriteria(user, memberOnly));
}
