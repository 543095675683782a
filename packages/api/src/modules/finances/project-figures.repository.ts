import type { ProjectStatus } from '@keel/types';
import type { Knex } from 'knex';
import type { DatedInputs, FinanceMilestone, FinanceTask } from './finance-engine';
import { loadFinancialMilestones } from './project-month-figures.repository';

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

/** A live project as the daily refresh weighs it (`figuresDependOnDate`), with the day of its figures. */
export interface DatedProject extends DatedInputs {
  id: number;
  /** When its figures were last written (epoch ms), null when never. */
  recalculatedAt: number | null;
}

/**
 * What the date moves of each of the live projects given (README.md § Daily
 * refresh): their heads, their tasks with an estimate and their financial
 * milestones with an amount — three statements for a page of projects, none
 * of the entries (actuals do not move with the date).
 */
export async function loadDatedProjects(
  knex: Knex,
  projectIds: readonly number[],
): Promise<DatedProject[]> {
  if (projectIds.length === 0) return [];
  const ids = [...projectIds];
  const heads = await knex('projects')
    .whereIn('id', ids)
    .whereNull('deleted_at')
    .orderBy('id')
    .select<
      Array<{
        id: number;
        status: ProjectStatus;
        archived: boolean | number;
        startDate: string | null;
        endDate: string | null;
        recalculatedAt: number | string | null;
      }>
    >(
      'id',
      'status',
      'archived',
      'start_date as startDate',
      'end_date as endDate',
      'recalculated_at as recalculatedAt',
    );
  const taskRows = await knex('tasks')
    .whereIn('project_id', ids)
    .whereNotNull('work_estimation')
    .select<
      Array<{
        projectId: number;
        status: string;
        startDate: string | null;
        dueDate: string | null;
        workEstimation: number | string;
        loggedMinutes: number | string;
      }>
    >(
      'project_id as projectId',
      'status',
      'start_date as startDate',
      'due_date as dueDate',
      'work_estimation as workEstimation',
      'logged_minutes as loggedMinutes',
    );
  const milestoneRows = await loadFinancialMilestones(knex, ids);
  const projects = new Map<
    number,
    DatedProject & { tasks: FinanceTask[]; milestones: FinanceMilestone[] }
  >();
  for (const head of heads)
    projects.set(head.id, {
      id: head.id,
      recalculatedAt: head.recalculatedAt === null ? null : Number(head.recalculatedAt),
      project: {
        status: head.status,
        archived: Boolean(head.archived),
        startDate: head.startDate,
        endDate: head.endDate,
      },
      tasks: [],
      milestones: [],
    });
  for (const row of taskRows)
    projects.get(row.projectId)?.tasks.push({
      // The assignee does not move with the date (the days planned do).
      assigneeId: null,
      status: row.status,
      startDate: row.startDate,
      dueDate: row.dueDate,
      workEstimation: Number(row.workEstimation),
      loggedMinutes: Number(row.loggedMinutes),
    });
  for (const { projectId, ...milestone } of milestoneRows)
    projects.get(projectId)?.milestones.push(milestone);
  return [...projects.values()];
}
