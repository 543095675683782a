import type { RagStatus, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { pageOfRows, whereMatches } from '../../lib/lists';
import { userDetailColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';
import { scopeToVisibleProjects, type AuthUser } from '../auth';
import { RAG_DIMENSIONS, ragOf, type RagValues, type RawRag } from './reports.repository';

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/**
 * The portfolio's status reads (README.md beside this file): each project's
 * latest published report, picked with `ROW_NUMBER()` (SQLite 3.25+ and
 * PostgreSQL), as of now or of a past day.
 */

export interface PortfolioReport {
  id: number;
  periodStart: string;
  periodEnd: string;
  rag: RagValues;
  summary: string;
  author: UserRef | null;
  publishedAt: number;
}

interface RawPortfolioReport extends RawRag, UserRefRow<'author'> {
  report_id: number | null;
  period_start: string;
  period_end: string;
  summary: string;
  published_at: number | string;
}

const PORTFOLIO_REPORT_COLUMNS = [
  'lr.id as report_id',
  'lr.period_start',
  'lr.period_end',
  ...RAG_DIMENSIONS.flatMap((d) => [`lr.rag_${d}`, `lr.rag_${d}_comment`]),
  'lr.summary',
  'lr.author_id',
  ...userDetailColumns('au', 'author'),
  'lr.published_at',
];

function portfolioReport(row: RawPortfolioReport): PortfolioReport | null {
  if (row.report_id === null) return null;
  return {
    id: row.report_id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    rag: ragOf(row),
    summary: row.summary,
    author: userRefOf(row, 'author'),
    publishedAt: Number(row.published_at),
  };
}

/**
 * Each project's latest published report (latest period end, then publish
 * time, then id), published at or before `asAt` when given: a derived table
 * ranking every published report per project with `ROW_NUMBER()`, of which
 * the caller joins rank 1.
 */
function latestReports(knex: Knex, asAt: number | null): Knex.QueryBuilder {
  const ranked = knex('status_reports')
    .where('state', 'published')
    .select(
      '*',
      knex.raw(
        'ROW_NUMBER() OVER (PARTITION BY project_id ORDER BY period_end DESC, published_at DESC, id DESC) as rank_in_project',
      ),
    );
  if (asAt !== null) ranked.andWhere('published_at', '<=', asAt);
  return ranked;
}

export interface PortfolioProject {
  id: number;
  code: string;
  name: string;
}

/** `GET /api/reports/status/latest`: one query for the page (and a count when it is full). */
export async function latestPage(
  knex: Knex,
  user: AuthUser,
  filter: { search?: string; overall?: RagStatus },
  page: { page: number; pageSize: number },
): Promise<{ rows: Array<{ project: PortfolioProject; report: PortfolioReport }>; total: number }> {
  const base = scopeToVisibleProjects(knex('projects as p'), user, 'p').join(
    latestReports(knex, null).as('lr'),
    (on) => on.on('lr.project_id', 'p.id').andOnVal('lr.rank_in_project', '=', 1),
  );
  if (filter.search) whereMatches(base, ['p.code', 'p.name'], filter.search);
  if (filter.overall) base.andWhere('lr.rag_overall', filter.overall);
  const ordered = base
    .clone()
    .leftJoin('users as au', 'au.id', 'lr.author_id')
    .orderBy([{ column: 'p.code' }, { column: 'p.id' }])
    .select<RawPortfolioReport[]>([
      'p.id as project_id',
      'p.code as project_code',
      'p.name as project_name',
      ...PORTFOLIO_REPORT_COLUMNS,
    ]);
  const { rows, total } = await pageOfRows<
    RawPortfolioReport & { project_id: number; project_code: string; project_name: string }
  >(knex, base, ordered, page);
  return {
    rows: rows.map((row) => ({
      project: { id: row.project_id, code: row.project_code, name: row.project_name },
      report: portfolioReport(row) as PortfolioReport,
    })),
    total,
  };
}

export interface SnapshotRow {
  project: PortfolioProject;
  rag: RagValues | null;
  ragChangedAt: number | null;
  report: PortfolioReport | null;
}

/**
 * `GET /api/reports/status/snapshot`: every visible project created by
 * `asAt`, with its last RAG history entry changed at or before `asAt` and its
 * latest report published by then; one query for the page (and a count when
 * it is full).
 */
export async function snapshotPage(
  knex: Knex,
  user: AuthUser,
  asAt: number,
  filter: { search?: string },
  page: { page: number; pageSize: number },
): Promise<{ rows: SnapshotRow[]; total: number }> {
  const base = scopeToVisibleProjects(knex('projects as p'), user, 'p').andWhere(
    'p.created_at',
    '<=',
    asAt,
  );
  if (filter.search) whereMatches(base, ['p.code', 'p.name'], filter.search);
  const ragAsAt = knex('project_rag_changes')
    .where('changed_at', '<=', asAt)
    .select(
      '*',
      knex.raw(
        'ROW_NUMBER() OVER (PARTITION BY project_id ORDER BY changed_at DESC, id DESC) as rank_in_project',
      ),
    );
  const ordered = base
    .clone()
    .leftJoin(ragAsAt.as('rc'), (on) =>
      on.on('rc.project_id', 'p.id').andOnVal('rc.rank_in_project', '=', 1),
    )
    .leftJoin(latestReports(knex, asAt).as('lr'), (on) =>
      on.on('lr.project_id', 'p.id').andOnVal('lr.rank_in_project', '=', 1),
    )
    .leftJoin('users as au', 'au.id', 'lr.author_id')
    .orderBy([{ column: 'p.code' }, { column: 'p.id' }])
    .select([
      'p.id as project_id',
      'p.code as project_code',
      'p.name as project_name',
      'rc.id as rag_change_id',
      'rc.changed_at as rag_changed_at',
      ...RAG_DIMENSIONS.flatMap((d) => [
        `rc.${d} as rc_${d}`,
        `rc.${d}_comment as rc_${d}_comment`,
      ]),
      ...PORTFOLIO_REPORT_COLUMNS,
    ]);
  const { rows, total } = await pageOfRows<
    RawPortfolioReport & {
      project_id: number;
      project_code: string;
      project_name: string;
      rag_change_id: number | null;
      rag_changed_at: number | string | null;
    }
  >(knex, base, ordered, page);
  return {
    rows: rows.map((row) => ({
      project: { id: row.project_id, code: row.project_code, name: row.project_name },
      rag: row.rag_change_id === null ? null : ragOf(row as unknown as RawRag, 'rc_'),
      ragChangedAt: num(row.rag_changed_at),
      report: portfolioReport(row),
    })),
    total,
  };
}
