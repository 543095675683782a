import type { ProjectStatus, RateEntry } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { employeeOverrides, groupRates } from '../salaries';
import {
  FIGURE_KEYS,
  totalsOf,
  type FinanceContract,
  type FinanceEmployee,
  type FinanceMilestone,
  type FinanceTask,
  type FinanceTimeEntry,
  type MonthFigures,
} from './finance-engine';

/**
 * The store of the derived finance figures (`project_month_figures`, the
 * totals on `projects`) and what the engine reads of projects: a batch of
 * projects' inputs in seven statements whatever its size (README.md § Store).
 */

export interface ProjectFinanceHead {
  id: number;
  status: ProjectStatus;
  archived: boolean;
  startDate: string | null;
  endDate: string | null;
  /** Written on each month row (the portfolio's totals group by it). */
  currency: string;
  /** When the figures were last written (epoch ms), null when never. */
  recalculatedAt: number | null;
}

export interface ProjectFinanceInputs {
  project: ProjectFinanceHead;
  entries: FinanceTimeEntry[];
  contracts: FinanceContract[];
  milestones: FinanceMilestone[];
  tasks: FinanceTask[];
  employees: Map<number, FinanceEmployee>;
}

/**
 * The live projects' heads, by id (deleted or unknown ones are left out). On
 * PostgreSQL it locks the project rows (`FOR NO KEY UPDATE`, in id order, so
 * two writers lock alike) for the rest of the caller's transaction, so two
 * rewrites of one project run one after the other and the second reads what
 * the first committed (else both would compute from their own snapshot, the
 * last one winning with stale figures, and insert the same keys). `NO KEY`:
 * the row's key-share locks (time entries, tasks inserted meanwhile) do not
 * wait for it. SQLite runs one writing transaction at a time anyway.
 */
export async function findProjectHeads(
  knex: Knex,
  projectIds: readonly number[],
): Promise<ProjectFinanceHead[]> {
  if (projectIds.length === 0) return [];
  const query = knex('projects')
    .whereIn('id', [...projectIds])
    .whereNull('deleted_at')
    .orderBy('id');
  if (databaseKind(knex) === 'postgres') void query.forNoKeyUpdate();
  const rows = await query.select<
    Array<
      Omit<ProjectFinanceHead, 'archived' | 'recalculatedAt'> & {
        archived: boolean | number;
        recalculatedAt: number | string | null;
      }
    >
  >(
    'id',
    'status',
    'archived',
    'start_date as startDate',
    'end_date as endDate',
    'currency',
    'recalculated_at as recalculatedAt',
  );
  return rows.map((row) => ({
    ...row,
    archived: Boolean(row.archived),
    recalculatedAt: row.recalculatedAt === null ? null : Number(row.recalculatedAt),
  }));
}

/** The projects' financial milestones (those with an amount), as the engine reads them. */
export async function loadFinancialMilestones(
  knex: Knex,
  ids: readonly number[],
): Promise<Array<FinanceMilestone & { projectId: number }>> {
  const rows = await knex('milestones')
    .whereIn('project_id', [...ids])
    .where({ financial: true })
    .whereNotNull('amount')
    .select<
      Array<{
        projectId: number;
        amount: number | string;
        forecastDate: string | null;
        invoicedDate: string | null;
        dueDate: string;
      }>
    >(
      'project_id as projectId',
      'amount',
      'forecast_date as forecastDate',
      'invoiced_date as invoicedDate',
      'due_date as dueDate',
    );
  return rows.map((row) => ({
    projectId: row.projectId,
    amount: Number(row.amount),
    forecastDate: row.forecastDate,
    invoicedDate: row.invoicedDate,
    dueDate: row.dueDate,
  }));
}

/** Groups rows by their project, in the order read. */
function byProject<T extends { projectId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.projectId);
    if (group) group.push(row);
    else groups.set(row.projectId, [row]);
  }
  return groups;
}

/**
 * The engine's inputs of each project, in the order given: seven statements
 * for the whole batch whatever its size (README.md § Store). The employees map
 * is shared: it holds the users of every project of the batch, and the engine
 * looks up only its own project's users.
 */
export async function loadProjectsInputs(
  knex: Knex,
  projects: readonly ProjectFinanceHead[],
): Promise<ProjectFinanceInputs[]> {
  if (projects.length === 0) return [];
  const ids = projects.map((project) => project.id);
  // One after the other: `knex` may be a transaction (one connection).
  const entryRows = await knex('time_entries').whereIn('project_id', ids).select<
    Array<{
      projectId: number;
      userId: number;
      date: string;
      minutes: number;
      billable: boolean | number;
    }>
  >('project_id as projectId', 'user_id as userId', 'date', 'minutes', 'billable');
  const milestoneRows = await loadFinancialMilestones(knex, ids);
  const taskRows = await knex('tasks as t')
    .whereIn('t.project_id', ids)
    .select<Array<FinanceTaskRow & { projectId: number }>>(
      't.project_id as projectId',
      ...FINANCE_TASK_COLUMNS,
    );

  const contracts = await loadContracts(knex, ids);
  const entries = byProject(entryRows);
  const milestones = byProject(milestoneRows);
  const tasks = byProject(taskRows);
  const userIds = new Set<number>(entryRows.map((row) => row.userId));
  for (const row of taskRows) if (row.assigneeId !== null) userIds.add(row.assigneeId);
  const employees = await loadEmployees(knex, [...userIds]);
  return projects.map((project) => ({
    project,
    entries: (entries.get(project.id) ?? []).map((row) => ({
      userId: row.userId,
      date: row.date,
      minutes: Number(row.minutes),
      billable: Boolean(row.billable),
    })),
    contracts: contracts.get(project.id) ?? [],
    milestones: (milestones.get(project.id) ?? []).map(
      ({ projectId: _project, ...milestone }) => milestone,
    ),
    tasks: (tasks.get(project.id) ?? []).map(toFinanceTask),
    employees,
  }));
}

/**
 * What the engine reads of a task; its logged minutes are every entry on it
 * (`tasks.logged_minutes`, kept by triggers on `time_entries`).
 */
const FINANCE_TASK_COLUMNS = [
  't.assignee_id as assigneeId',
  't.status',
  't.start_date as startDate',
  't.due_date as dueDate',
  't.work_estimation as workEstimation',
  't.logged_minutes as loggedMinutes',
] as const;

interface FinanceTaskRow {
  assigneeId: number | null;
  status: string;
  startDate: string | null;
  dueDate: string | null;
  workEstimation: number | string | null;
  loggedMinutes: number | string;
}

function toFinanceTask(row: FinanceTaskRow): FinanceTask {
  return {
    assigneeId: row.assigneeId,
    status: row.status,
    startDate: row.startDate,
    dueDate: row.dueDate,
    workEstimation: row.workEstimation === null ? null : Number(row.workEstimation),
    loggedMinutes: Number(row.loggedMinutes),
  };
}

/**
 * The T&M contracts of the projects with their resources, by project, each
 * project's by period start then id (the order `billingRate` picks from).
 */
export async function loadContracts(
  knex: Knex,
  projectIds: readonly number[],
): Promise<Map<number, FinanceContract[]>> {
  const rows = await knex('time_material_contracts as c')
    .leftJoin('time_material_resources as r', 'r.contract_id', 'c.id')
    .whereIn('c.project_id', [...projectIds])
    .orderBy([{ column: 'c.period_start' }, { column: 'c.id' }, { column: 'r.id' }])
    .select<
      Array<{
        projectId: number;
        contractId: number;
        periodStart: string;
        periodEnd: string;
        userId: number | null;
        hourlyRate: number | string | null;
      }>
    >(
      'c.project_id as projectId',
      'c.id as contractId',
      'c.period_start as periodStart',
      'c.period_end as periodEnd',
      'r.user_id as userId',
      'r.hourly_rate as hourlyRate',
    );
  const byContract = new Map<
    number,
    {
      projectId: number;
      contract: FinanceContract & { resources: FinanceContract['resources'][number][] };
    }
  >();
  for (const row of rows) {
    let held = byContract.get(row.contractId);
    if (!held) {
      held = {
        projectId: row.projectId,
        contract: { periodStart: row.periodStart, periodEnd: row.periodEnd, resources: [] },
      };
      byContract.set(row.contractId, held);
    }
    if (row.userId !== null && row.hourlyRate !== null)
      held.contract.resources.push({ userId: row.userId, hourlyRate: Number(row.hourlyRate) });
  }
  return new Map(
    [...byProject([...byContract.values()])].map(([projectId, held]) => [
      projectId,
      held.map(({ contract }) => contract),
    ]),
  );
}

/**
 * The tasks of a project that carry an estimate (`workEstimation > 0`: the
 * only ones a forecast or the progress reads), each with the minutes logged
 * on it — for a time entry's change of the figures.
 */
export async function loadEstimatedTasks(
  knex: Knex,
  projectId: number,
): Promise<Array<FinanceTask & { id: number }>> {
  const rows = await knex('tasks as t')
    .where('t.project_id', projectId)
    .where('t.work_estimation', '>', 0)
    .select<Array<FinanceTaskRow & { id: number }>>('t.id', ...FINANCE_TASK_COLUMNS);
  return rows.map((row) => ({ id: row.id, ...toFinanceTask(row) }));
}

/** Employment and rate histories of the users, keyed by user id (three statements). */
export async function loadEmployees(
  knex: Knex,
  userIds: readonly number[],
): Promise<Map<number, FinanceEmployee>> {
  const result = new Map<number, FinanceEmployee>();
  if (userIds.length === 0) return result;
  const rows = await knex('employees')
    .whereIn('user_id', [...userIds])
    .select<
      Array<{
        id: number;
        userId: number;
        groupId: number | null;
        employmentStart: string;
        employmentEnd: string | null;
      }>
    >(
      'id',
      'user_id as userId',
      'salary_group_id as groupId',
      'employment_start as employmentStart',
      'employment_end as employmentEnd',
    );
  const overrides = await employeeOverrides(
    knex,
    rows.map((row) => row.id),
  );
  const rates = await groupRates(knex, [
    ...new Set(rows.flatMap((row) => (row.groupId === null ? [] : [row.groupId]))),
  ]);
  const none: RateEntry[] = [];
  for (const row of rows)
    result.set(row.userId, {
      employmentStart: row.employmentStart,
      employmentEnd: row.employmentEnd,
      overrides: overrides.get(row.id) ?? none,
      groupRates: row.groupId === null ? none : (rates.get(row.groupId) ?? none),
    });
  return result;
}

export interface ProjectTotals {
  actualMinutes: number;
  costAmount: number;
  revenueAmount: number;
  progressPercent: number;
}

/** Rows per INSERT (8 columns + key: far below both databases' parameter limits). */
const INSERT_CHUNK = 500;

/** One project's new figures, for `replaceProjectsFigures`. */
export interface ProjectFiguresWrite {
  project: { id: number; currency: string };
  rows: readonly MonthFigures[];
  totals: ProjectTotals;
}

/**
 * Replaces the projects' month rows and writes their totals on `projects`.
 * The rows carry their project's currency (the one read by
 * `findProjectHeads` in the same transaction): a change of currency rewrites
 * the figures, so they follow it.
 */
export async function replaceProjectsFigures(
  knex: Knex,
  writes: readonly ProjectFiguresWrite[],
  now: number,
): Promise<void> {
  if (writes.length === 0) return;
  await knex('project_month_figures')
    .whereIn(
      'project_id',
      writes.map((write) => write.project.id),
    )
    .delete();
  const records = writes.flatMap(({ project, rows }) =>
    rows.map((row) => ({
      project_id: project.id,
      month: row.month,
      currency: project.currency,
      actual_minutes: row.actualMinutes,
      billable_minutes: row.billableMinutes,
      actual_cost: row.actualCost,
      actual_revenue: row.actualRevenue,
      forecast_minutes: row.forecastMinutes,
      forecast_cost: row.forecastCost,
      forecast_revenue: row.forecastRevenue,
    })),
  );
  for (let i = 0; i < records.length; i += INSERT_CHUNK)
    await knex('project_month_figures').insert(records.slice(i, i + INSERT_CHUNK));
  for (const { project, totals } of writes)
    await knex('projects').where({ id: project.id }).update({
      actual_minutes: totals.actualMinutes,
      cost_amount: totals.costAmount,
      revenue_amount: totals.revenueAmount,
      progress_percent: totals.progressPercent,
      recalculated_at: now,
    });
}

/** The stored columns of `MonthFigures` (`FIGURE_KEYS` order). */
const FIGURE_COLUMNS = {
  actualMinutes: 'actual_minutes',
  billableMinutes: 'billable_minutes',
  actualCost: 'actual_cost',
  actualRevenue: 'actual_revenue',
  forecastMinutes: 'forecast_minutes',
  forecastCost: 'forecast_cost',
  forecastRevenue: 'forecast_revenue',
} as const satisfies Record<(typeof FIGURE_KEYS)[number], string>;

/**
 * Adds the changes to a project's month rows (a row that reaches zero in every
 * column is removed, a month without a row gets one) and to its totals on
 * `projects`, with its progress when given (README.md § Kept current, a time
 * entry's change). The caller holds the project (`findProjectHeads`).
 */
export async function addToProjectFigures(
  knex: Knex,
  project: { id: number; currency: string },
  changes: readonly MonthFigures[],
  progressPercent: number | null,
  now: number,
): Promise<void> {
  if (changes.length > 0) {
    const stored = new Map(
      (
        await knex('project_month_figures')
          .where({ project_id: project.id })
          .whereIn(
            'month',
            changes.map((change) => change.month),
          )
          .select<Array<Record<string, number | string>>>('month', ...Object.values(FIGURE_COLUMNS))
      ).map((row) => [String(row.month), row]),
    );
    for (const change of changes) {
      const row = stored.get(change.month);
      const values: Record<string, number> = {};
      for (const key of FIGURE_KEYS)
        values[FIGURE_COLUMNS[key]] = Number(row?.[FIGURE_COLUMNS[key]] ?? 0) + change[key];
      const where = { project_id: project.id, month: change.month };
      if (!row)
        await knex('project_month_figures').insert({
          ...where,
          currency: project.currency,
          ...values,
        });
      else if (Object.values(values).every((value) => value === 0))
        await knex('project_month_figures').where(where).delete();
      else await knex('project_month_figures').where(where).update(values);
    }
  }
  const totals = totalsOf(changes);
  await knex('projects')
    .where({ id: project.id })
    .update({
      actual_minutes: knex.raw('actual_minutes + ?', [totals.actualMinutes]),
      cost_amount: knex.raw('cost_amount + ?', [totals.actualCost]),
      revenue_amount: knex.raw('revenue_amount + ?', [totals.actualRevenue]),
      ...(progressPercent === null ? {} : { progress_percent: progressPercent }),
      recalculated_at: now,
    });
}

/** The stored rows of a project, by month (tests compare them with a rebuild). */
export async function storedProjectFigures(knex: Knex, projectId: number): Promise<MonthFigures[]> {
  const rows = await knex('project_month_figures')
    .where({ project_id: projectId })
    .orderBy('month')
    .select<Array<Record<string, number | string>>>(
      'month',
      'actual_minutes',
      'billable_minutes',
      'actual_cost',
      'actual_revenue',
      'forecast_minutes',
      'forecast_cost',
      'forecast_revenue',
    );
  return rows.map((row) => ({
    month: String(row.month),
    actualMinutes: Number(row.actual_minutes),
    billableMinutes: Number(row.billable_minutes),
    actualCost: Number(row.actual_cost),
    actualRevenue: Number(row.actual_revenue),
    forecastMinutes: Number(row.forecast_minutes),
    forecastCost: Number(row.forecast_cost),
    forecastRevenue: Number(row.forecast_revenue),
  }));
}
