import type { FinanceExportQuerySchema } from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import type { AuthUser } from '../auth';
import { listProjectSlice } from '../projects';
import {
  preparePortfolio,
  projectRows,
  type FinanceView,
  type PreparedPortfolio,
} from './finances.service';

/**
 * The portfolio's downloads (`GET /api/finances/{forecast|history}/export`,
 * READING.md): the same filters, range and visibility as the JSON view, one
 * row per project and month, streamed a batch of projects at a time.
 */

/** Projects read per statement while exporting; the export itself has no cap. */
const EXPORT_BATCH = 500;

export interface PreparedExport {
  prepared: PreparedPortfolio;
  format: 'csv' | 'xlsx';
  fileName: string;
  contentType: string;
  header: string[];
}

/** Checks the export's query (400 naming the parameter) before anything is sent. */
export async function prepareExport(
  deps: AppDeps,
  user: AuthUser,
  view: FinanceView,
  query: z.output<typeof FinanceExportQuerySchema>,
): Promise<PreparedExport> {
  const prepared = await preparePortfolio(deps, user, view, query);
  const header = ['Code', 'Name', 'Client', 'Currency', 'Month', 'Basis', 'Hours', 'Revenue'];
  if (prepared.withCost) header.push('Cost', 'Margin');
  const xlsx = query.format === 'xlsx';
  return {
    prepared,
    format: query.format,
    fileName: `keel-${view}-${prepared.from}-${prepared.to}.${query.format}`,
    contentType: xlsx
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv; charset=utf-8',
    header,
  };
}

/** Money in minor units as a decimal number of major units (two decimals). */
const major = (minor: number) => minor / 100;

/**
 * The export's rows, a batch of projects at a time: one row per project and
 * month of the range (hours; money in major units of the project's currency).
 */
export async function* exportRowBatches(
  deps: AppDeps,
  user: AuthUser,
  { prepared }: PreparedExport,
): AsyncGenerator<Array<Array<string | number | null>>> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const records = await listProjectSlice(deps.knex, user, prepared.criteria, prepared.sort, {
      limit: EXPORT_BATCH,
      offset,
    });
    const rows = await projectRows(deps, prepared, records);
    const lines: Array<Array<string | number | null>> = [];
    for (const row of rows)
      row.months.forEach((m, index) => {
        const line: Array<string | number | null> = [
          row.project.code,
          row.project.name,
          row.project.client,
          row.project.currency,
          m.month,
          prepared.months[index]?.basis ?? null,
          Math.round((m.minutes / 60) * 100) / 100,
          major(m.revenue),
        ];
        if (prepared.withCost) line.push(major(m.cost ?? 0), major(m.margin ?? 0));
        lines.push(line);
      });
    yield lines;
    if (records.length < EXPORT_BATCH) return;
  }
}
