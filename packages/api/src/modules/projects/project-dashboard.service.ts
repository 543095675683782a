import { PROJECT_STATUSES, RAG_STATUSES, type ProjectSummary } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import type { AuthUser } from '../auth';
import {
  listProjectSlice,
  listRagSlice,
  queryProjectRows,
  type ProjectCriteria,
} from './project-browser.repository';
import { toListItem } from './project-browser.service';
import {
  countPortfolio,
  portfolioCriteria,
  scopeToPortfolio,
} from './project-dashboard.repository';
import { listRagChanges } from './projects.repository';

/** The projects dashboard (`GET /api/projects/summary`). */

const RECENT_RAG_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many rows each dashboard list shows; the totals say how many more the browser holds. */
const RAG_MATRIX_LIMIT = 50;

const DASHBOARD_LIST_LIMIT = 25;

/**
 * `GET /api/projects/summary`: the portfolio of not archived projects the user
 * may see (only those they are a member of unless `allProjects`). Charts come
 * from one grouped count; every list is one bounded page with its total, so
 * the dashboard costs the same for 12 projects or 10,000.
 */
export async function projectSummary(
  deps: AppDeps,
  user: AuthUser,
  allProjects: boolean,
): Promise<ProjectSummary> {
  const memberOnly = !allProjects;
  const portfolio = portfolioCriteria(user, memberOnly);
  const counts = await countPortfolio(deps.knex, user, memberOnly);
  const countWhere = (keep: (c: (typeof counts)[number]) => boolean) =>
    counts.filter(keep).reduce((sum, c) => sum + c.count, 0);
  const worstFirst = { field: 'rag', direction: 'asc' } as const;
  // The matrix and at-risk totals follow from the grouped count; only their
  // first rows are read. One after the other: the knex may be a transaction's.
  const matrixCriteria: ProjectCriteria = { ...portfolio, statuses: ['active'] };
  const atRiskCriteria: ProjectCriteria = {
    ...portfolio,
    statuses: ['active', 'onHold'],
    rags: ['red', 'amber'],
  };
  const inCriteria = (criteria: ProjectCriteria) => (c: (typeof counts)[number]) =>
    (criteria.statuses ?? []).includes(c.status) &&
    (!criteria.rags || criteria.rags.includes(c.rag));
  const matrixTotal = countWhere(inCriteria(matrixCriteria));
  const atRiskTotal = countWhere(inCriteria(atRiskCriteria));
  // A list asks for no more rows than the count found: walking the RAG order
  // (index `projects_rag_order`) then stops at the last one instead of
  // reading every other project looking for more (4 projects at risk of 10,000).
  const slice = async (criteria: ProjectCriteria, limit: number, total: number) =>
    total === 0
      ? []
      : listProjectSlice(deps.knex, user, criteria, worstFirst, {
          limit: Math.min(limit, total),
          offset: 0,
        });
  // The matrix shows codes, names and statuses only: read just those.
  const matrix =
    matrixTotal === 0
      ? []
      : await listRagSlice(
          deps.knex,
          user,
          matrixCriteria,
          Math.min(RAG_MATRIX_LIMIT, matrixTotal),
        );
  const atRisk = await slice(atRiskCriteria, DASHBOARD_LIST_LIMIT, atRiskTotal);
  const mine = await queryProjectRows(
    deps.knex,
    user,
    { ...portfolio, memberUserId: user.id },
    { field: 'code', direction: 'asc' },
    { page: 1, pageSize: DASHBOARD_LIST_LIMIT },
  );
  const changes = await listRagChanges(deps.knex, {
    projects: scopeToPortfolio(user, memberOnly),
    since: deps.clock() - RECENT_RAG_DAYS * DAY_MS,
    limit: 100,
  });
  return {
    total: countWhere(() => true),
    byStatus: PROJECT_STATUSES.map((status) => ({
      status,
      count: countWhere((c) => c.status === status),
    })),
    byRag: RAG_STATUSES.map((rag) => ({ rag, count: countWhere((c) => c.rag === rag) })),
    ragMatrix: matrix,
    ragMatrixTotal: matrixTotal,
    atRisk: atRisk.map((row) => toListItem(row, user)),
    atRiskTotal,
    recentRagChanges: changes,
    myProjects: mine.rows.map((row) => toListItem(row, user)),
    myProjectsTotal: mine.total,
  };
}
