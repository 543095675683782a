import type {
  LatestStatusPage,
  LatestStatusQuerySchema,
  PortfolioReportRef,
  SnapshotStatusPage,
  SnapshotStatusQuerySchema,
} from '@keel/types';
import type { z } from 'zod';
import { iso } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { pageOf } from '../../lib/lists';
import type { AuthUser } from '../auth';
import * as portfolio from './report-portfolio.repository';
import { endOfDay } from './reports.service';

/** The portfolio's status views: each project's latest report, now or as at a past day. */

function portfolioRef(report: portfolio.PortfolioReport): PortfolioReportRef {
  return { ...report, publishedAt: iso(report.publishedAt) };
}

export async function latest(
  deps: AppDeps,
  user: AuthUser,
  query: z.output<typeof LatestStatusQuerySchema>,
): Promise<LatestStatusPage> {
  const { rows, total } = await portfolio.latestPage(
    deps.knex,
    user,
    { search: query.search, overall: query.overall },
    query,
  );
  const items = rows.map((row) => ({ project: row.project, report: portfolioRef(row.report) }));
  return pageOf({ items, total }, query);
}

export async function snapshot(
  deps: AppDeps,
  user: AuthUser,
  query: z.output<typeof SnapshotStatusQuerySchema>,
): Promise<SnapshotStatusPage> {
  const timeZone = deps.config.workspaceTimeZone;
  const asAt = endOfDay(query.date, timeZone);
  const { rows, total } = await portfolio.snapshotPage(
    deps.knex,
    user,
    asAt,
    { search: query.search },
    query,
  );
  const items = rows.map((row) => ({
    project: row.project,
    rag: row.rag,
    ragChangedAt: iso(row.ragChangedAt),
    report: row.report ? portfolioRef(row.report) : null,
  }));
  return {
    ...pageOf({ items, total }, query),
    date: query.date,
    asAt: iso(asAt),
    timeZone,
  };
}
