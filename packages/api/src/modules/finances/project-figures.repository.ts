import type { ProjectStatus } from '@keel/types';
import type { Knex } from 'knex';

/** The derived figures of projects (DOMAIN.md § Recalculate): what they are built from, and their store. */

/** What recalculation reads of a project. */
export interface ProjectSchedule {
  id: number;
  status: ProjectStatus;
  startDate: string | null;
  endDate: string | null;
}

export interface ProjectFigures {
  actualMinutes: number;
  costAmount: number;
  revenueAmount: number;
  progressPercent: number;
}

export async function writeFigures(
  knex: Knex,
  projectId: number,
  figures: ProjectFigures,
  now: number,
): Promise<void> {
  await knex('projects').where({ id: projectId }).update({
    actual_minutes: figures.actualMinutes,
    cost_amount: figures.costAmount,
    revenue_amount: figures.revenueAmount,
    progress_percent: figures.progressPercent,
    recalculated_at: now,
  });
}

/** What recalculation reads of each project. */
export async function listProjectsForFigures(
  knex: Knex,
  projectIds?: readonly number[],
): Promise<ProjectSchedule[]> {
  const query = knex('projects')
    .whereNull('deleted_at')
    .select<ProjectSchedule[]>('id', 'status', 'start_date as startDate', 'end_date as endDate');
  if (projectIds) query.whereIn('id', projectIds);
  return query.orderBy('id');
}
