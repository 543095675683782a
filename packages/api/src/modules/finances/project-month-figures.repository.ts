import type { ProjectStatus, RateEntry } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/database';
import { employeeOverrides, groupRates } from '../salaries/salaries.repository';
import type {
  FinanceContract,
  FinanceEmployee,
  FinanceMilestone,
  FinanceTask,
  FinanceTimeEntry,
  MonthFigures,
} from './finance-engine';

/**
 * The store of the derived finance figures (`project_month_figures`, the
 * totals on `projects`) and what the engine reads of a project: one project's
 * inputs in seven statements whatever its size (README.md § Store).
 */

export interface ProjectFinanceHead {
  id: number;
  status: ProjectStatus;
  archived: boolean;
  startDate: string | null;
  endDate: string | null;
  /** Written on each month row (the portfolio's totals group by it). */
  currency: string;
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
 * The live project's schedule, or null when it does not exist (or is
 * deleted). On PostgreSQL it locks the project row (`FOR NO KEY UPDATE`) for
 * the rest of the caller's transaction, so two rewrites of one project run
 * one after the other and the second reads what the first committed (else
 * both would compute from their own snapshot, the last one winning with
 * stale figures, and insert the same keys). `NO KEY`: the row's key-share
 * locks (time entries, tasks inserted meanwhile) do not wait for it. SQLite
 * runs one writing transaction at a time anyway.
 */
export async function findProjectHead(
  knex: Knex,
  projectId: number,
): Promise<ProjectFinanceHead | null> {
  const query = knex('projects').where({ id: projectId }).whereNull('deleted_at');
  if (databaseKind(knex) === 'postgres') void query.forNoKeyUpdate();
  const row = await query.first<
    (Omit<ProjectFinanceHead, 'archived'> & { archived: boolean | number }) | undefined
  >('id', 'status', 'archived', 'start_date as startDate', 'end_date as endDate', 'currency');
  return row ? { ...row, archived: Boolean(row.archived) } : null;
}

export async function loadProjectInputs(
  knex: Knex,
  project: ProjectFinanceHead,
): Promise<ProjectFinanceInputs> {
  const projectId = project.id;
  // One after the other: `knex` may be a transaction (one connection).
  const entryRows = await knex('time_entries')
    .where({ project_id: projectId })
    .select<Array<{ userId: number; date: string; minutes: number; billable: boolean | number }>>(
      'user_id as userId',
      'date',
      'minutes',
      'billable',
    );
  const resourceRows = await knex('time_material_contracts as c')
    .leftJoin('time_material_resources as r', 'r.contract_id', 'c.id')
    .where('c.project_id', projectId)
    .orderBy([{ column: 'c.period_start' }, { column: 'c.id' }, { column: 'r.id' }])
    .select<
      Array<{
        contractId: number;
        periodStart: string;
        periodEnd: string;
        userId: number | null;
        hourlyRate: number | string | null;
      }>
    >(
      'c.id as contractId',
      'c.period_start as periodStart',
      'c.period_end as periodEnd',
      'r.user_id as userId',
      'r.hourly_rate as hourlyRate',
    );
  const milestoneRows = await knex('milestones')
    .where({ project_id: projectId, financial: true })
    .whereNotNull('amount')
    .select<
      Array<{
        amount: number | string;
        forecastDate: string | null;
        invoicedDate: string | null;
        dueDate: string;
      }>
    >(
      'amount',
      'forecast_date as forecastDate',
      'invoiced_date as invoicedDate',
      'due_date as dueDate',
    );
  const logged = knex('time_entries')
    .where({ project_id: projectId })
    .whereNotNull('project_task_id')
    .groupBy('project_task_id')
    .select('project_task_id')
    .sum({ minutes: 'minutes' })
    .as('l');
  const taskRows = await knex('tasks as t')
    .leftJoin(logged, 'l.project_task_id', 't.id')
    .where('t.project_id', projectId)
    .select<
      Array<{
        assigneeId: number | null;
        status: string;
        startDate: string | null;
        dueDate: string | null;
        workEstimation: number | null;
        loggedMinutes: number | string | null;
      }>
    >(
      't.assignee_id as assigneeId',
      't.status',
      't.start_date as startDate',
      't.due_date as dueDate',
      't.work_estimation as workEstimation',
      'l.minutes as loggedMinutes',
    );

  const contracts = new Map<
    number,
    FinanceContract & { resources: FinanceContract['resources'][number][] }
  >();
  for (const row of resourceRows) {
    let contract = contracts.get(row.contractId);
    if (!contract) {
      contract = { periodStart: row.periodStart, periodEnd: row.periodEnd, resources: [] };
      contracts.set(row.contractId, contract);
    }
    if (row.userId !== null && row.hourlyRate !== null)
      contract.resources.push({ userId: row.userId, hourlyRate: Number(row.hourlyRate) });
  }
  const tasks = taskRows.map((row) => ({
    ...row,
    workEstimation: row.workEstimation === null ? null : Number(row.workEstimation),
    loggedMinutes: Number(row.loggedMinutes ?? 0),
  }));
  const userIds = new Set<number>(entryRows.map((row) => row.userId));
  for (const task of tasks) if (task.assigneeId !== null) userIds.add(task.assigneeId);
  return {
    project,
    entries: entryRows.map((row) => ({
      userId: row.userId,
      date: row.date,
      minutes: Number(row.minutes),
      billable: Boolean(row.billable),
    })),
    contracts: [...contracts.values()],
    milestones: milestoneRows.map((row) => ({ ...row, amount: Number(row.amount) })),
    tasks,
    employees: await loadEmployees(knex, [...userIds]),
  };
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

/** Rows per INSERT (7 columns + key: far below both databases' parameter limits). */
const INSERT_CHUNK = 500;

/**
 * Replaces the project's month rows and writes its totals on `projects`. The
 * rows carry the project's currency (the one read by `findProjectHead` in the
 * same transaction): a change of currency rewrites the figures, so it follows.
 */
export async function replaceProjectFigures(
  knex: Knex,
  project: { id: number; currency: string },
  rows: readonly MonthFigures[],
  totals: ProjectTotals,
  now: number,
): Promise<void> {
  const projectId = project.id;
  await knex('project_month_figures').where({ project_id: projectId }).delete();
  const records = rows.map((row) => ({
    project_id: projectId,
    month: row.month,
    currency: project.currency,
    actual_minutes: row.actualMinutes,
    billable_minutes: row.billableMinutes,
    actual_cost: row.actualCost,
    actual_revenue: row.actualRevenue,
    forecast_minutes: row.forecastMinutes,
    forecast_cost: row.forecastCost,
    forecast_revenue: row.forecastRevenue,
  }));
  for (let i = 0; i < records.length; i += INSERT_CHUNK)
    await knex('project_month_figures').insert(records.slice(i, i + INSERT_CHUNK));
  await knex('projects').where({ id: projectId }).update({
    actual_minutes: totals.actualMinutes,
    cost_amount: totals.costAmount,
    revenue_amount: totals.revenueAmount,
    progress_percent: totals.progressPercent,
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

/**
 * SQLite: copies the pages committed to the write-ahead log into the database
 * file now (PASSIVE: without waiting for readers or blocking anyone else).
 * `recalculateAll` calls it between its transactions: SQLite otherwise runs
 * the checkpoint inside the commit that takes the log past 1000 pages (4 MB),
 * so that commit — while the transaction still shuts every request out —
 * also writes and syncs megabytes of pages. Nothing to do on PostgreSQL.
 */
export async function checkpointWriteAheadLog(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'sqlite') await knex.raw('PRAGMA wal_checkpoint(PASSIVE)');
}

/** Ids of the live projects, from `afterId` on, at most `limit` (recalculate walks them in chunks). */
export async function liveProjectIds(
  knex: Knex,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await knex('projects')
    .whereNull('deleted_at')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .select<Array<{ id: number }>>('id');
  return rows.map((row) => row.id);
}

/**
 * The live projects whose figures depend on the users' hourly cost: where
 * they logged time or are assigned a task.
 */
export async function projectsOfUsers(knex: Knex, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await knex.select<Array<{ id: number }>>('project_id as id').from(
    knex('time_entries')
      .whereIn('user_id', [...userIds])
      .whereNotNull('project_id')
      .select('project_id')
      .union((q) =>
        q
          .from('tasks')
          .whereIn('assignee_id', [...userIds])
          .select('project_id'),
      )
      .as('u'),
  );
  return [...new Set(rows.map((row) => Number(row.id)))].sort((a, b) => a - b);
}

/** Users of the salary group's employees. */
export async function usersOfSalaryGroup(knex: Knex, groupId: number): Promise<number[]> {
  const rows = await knex('employees')
    .where({ salary_group_id: groupId })
    .select<Array<{ userId: number }>>('user_id as userId');
  return rows.map((row) => row.userId);
}

/** The user of an employee record, or null. */
export async function userOfEmployee(knex: Knex, employeeId: number): Promise<number | null> {
  const row = await knex('employees')
    .where({ id: employeeId })
    .first<{ userId: number } | undefined>('user_id as userId');
  return row?.userId ?? null;
}

// ---------------------------------------------------------------------------
// The recalculation queue (`finance_recalc_queue`): projects whose figures a
// rate change made stale, written in the change's transaction and drained by
// the worker (`finance-queue.service.ts`).

/** Marks the projects (again: a newer mark replaces an older one and its lease). */
export async function enqueueProjects(
  knex: Knex,
  projectIds: readonly number[],
  now: number,
): Promise<void> {
  for (let i = 0; i < projectIds.length; i += INSERT_CHUNK) {
    const chunk = projectIds.slice(i, i + INSERT_CHUNK);
    await knex('finance_recalc_queue')
      .insert(
        chunk.map((id) => ({ project_id: id, generation: 1, queued_at: now, lease_until: null })),
      )
      .onConflict('project_id')
      .merge({
        generation: knex.raw('?? + 1', ['finance_recalc_queue.generation']),
        queued_at: now,
        lease_until: null,
      });
  }
}

export interface QueuedProject {
  projectId: number;
  /** The mark's generation when claimed: a later mark bumps it. */
  generation: number;
}

/**
 * Claims up to `limit` marks that are free or whose lease ran out, until
 * `leaseUntil`: pick the ids, then one UPDATE that checks again that each is
 * still claimable (a concurrent worker's claim wins).
 */
export async function claimQueuedProjects(
  knex: Knex,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<QueuedProject[]> {
  const claimable = (q: Knex.QueryBuilder) =>
    q.where((w) => w.whereNull('lease_until').orWhere('lease_until', '<=', now));
  const picked = await knex('finance_recalc_queue')
    .modify(claimable)
    .orderBy('queued_at')
    .orderBy('project_id')
    .limit(limit)
    .select<Array<{ project_id: number }>>('project_id');
  if (picked.length === 0) return [];
  const rows = (await knex('finance_recalc_queue')
    .whereIn(
      'project_id',
      picked.map((row) => row.project_id),
    )
    .modify(claimable)
    .update({ lease_until: leaseUntil })
    .returning(['project_id', 'generation'])) as Array<{
    project_id: number;
    generation: number | string;
  }>;
  return rows.map((row) => ({ projectId: row.project_id, generation: Number(row.generation) }));
}

/** Removes the mark when it is still the one claimed (not marked again meanwhile). */
export async function settleQueuedProject(knex: Knex, claim: QueuedProject): Promise<void> {
  await knex('finance_recalc_queue')
    .where({ project_id: claim.projectId, generation: claim.generation })
    .delete();
}

/**
 * The current marks of the projects (their generations): read before a
 * rewrite of them, so `settleQueuedProjects` afterwards removes only the marks
 * that rewrite covered (a mark made or renewed meanwhile has a newer generation).
 */
export async function queuedMarksOf(
  knex: Knex,
  projectIds: readonly number[],
): Promise<QueuedProject[]> {
  const marks: QueuedProject[] = [];
  for (let i = 0; i < projectIds.length; i += INSERT_CHUNK) {
    const rows = await knex('finance_recalc_queue')
      .whereIn('project_id', projectIds.slice(i, i + INSERT_CHUNK))
      .select<Array<{ project_id: number; generation: number | string }>>(
        'project_id',
        'generation',
      );
    for (const row of rows)
      marks.push({ projectId: Number(row.project_id), generation: Number(row.generation) });
  }
  return marks;
}

/** `settleQueuedProject` for each mark. */
export async function settleQueuedProjects(
  knex: Knex,
  marks: readonly QueuedProject[],
): Promise<void> {
  for (const mark of marks) await settleQueuedProject(knex, mark);
}

export async function countQueuedProjects(knex: Knex): Promise<number> {
  const row = await knex('finance_recalc_queue').count<{ n: number | string }[]>({ n: '*' });
  return Number(row[0]?.n ?? 0);
}

/** The oldest `recalculated_at` of the live projects (null: none, or one never recalculated counts as 0). */
export async function oldestRecalculation(knex: Knex): Promise<number | null> {
  const row = await knex('projects')
    .whereNull('deleted_at')
    .first<{ oldest: number | string | null; n: number | string }>(
      knex.raw('min(coalesce(recalculated_at, 0)) as oldest'),
      knex.raw('count(*) as n'),
    );
  if (!row || Number(row.n) === 0) return null;
  return Number(row.oldest ?? 0);
}
