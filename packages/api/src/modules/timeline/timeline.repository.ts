import type { Baseline, RagStatus } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { userRef } from '../../lib/user-ref';
import { scopeToVisibleProjects, type AuthUser } from '../auth';
import { applyCriteria, type ProjectCriteria } from '../projects';

/** Baselines (`task_baselines`, `task_baseline_items`) and the roadmap's project rows. */

export interface DateRange {
  from?: string;
  to?: string;
}

/** Rows whose span [start, end] meets the range (a missing end stands in for the other; undated rows stay). */
function overlapping(query: Knex.QueryBuilder, start: string, end: string, range: DateRange) {
  const last = `coalesce(${end}, ${start})`;
  const first = `coalesce(${start}, ${end})`;
  const { from, to } = range;
  if (from) query.where((q) => q.whereRaw(`${last} >= ?`, [from]).orWhereRaw(`${last} is null`));
  if (to) query.where((q) => q.whereRaw(`${first} <= ?`, [to]).orWhereRaw(`${first} is null`));
  return query;
}

export interface RoadmapRow {
  id: number;
  code: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  rag: RagStatus;
}

/** The projects the user may see matching the browser's criteria and the range, by start then code. */
export async function roadmapRows(
  knex: Knex,
  user: AuthUser,
  criteria: ProjectCriteria,
  range: DateRange,
): Promise<RoadmapRow[]> {
  const query = applyCriteria(scopeToVisibleProjects(knex('projects as p'), user, 'p'), criteria)
    .orderBy([{ column: 'p.start_date' }, { column: 'p.code' }])
    .select('p.id', 'p.code', 'p.name', 'p.start_date', 'p.end_date', 'p.rag_overall');
  const rows = (await overlapping(query, 'p.start_date', 'p.end_date', range)) as Array<{
    id: number;
    code: string;
    name: string;
    start_date: string | null;
    end_date: string | null;
    rag_overall: RagStatus;
  }>;
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: r.name,
    startDate: r.start_date,
    endDate: r.end_date,
    rag: r.rag_overall,
  }));
}

const BASELINE_COLUMNS = [
  'b.id',
  'b.project_id',
  'b.name',
  'b.created_at',
  'b.created_by',
  'u.name as creator_name',
  'u.initials as creator_initials',
  'u.color as creator_color',
] as const;

/** The baselines of a project, newest first (or one of them), with their task counts. */
export async function listBaselines(
  knex: Knex,
  projectId: number,
  baselineId?: number,
): Promise<Baseline[]> {
  const query = knex('task_baselines as b')
    .leftJoin('users as u', 'u.id', 'b.created_by')
    .where('b.project_id', projectId)
    .orderBy([
      { column: 'b.created_at', order: 'desc' },
      { column: 'b.id', order: 'desc' },
    ])
    .select(
      ...BASELINE_COLUMNS,
      knex.raw(
        '(select count(*) from task_baseline_items i where i.baseline_id = b.id) as task_count',
      ),
    );
  if (baselineId !== undefined) query.where('b.id', baselineId);
  const rows = (await query) as Array<{
    id: number;
    project_id: number;
    name: string;
    created_at: number | string;
    created_by: number | null;
    creator_name: string | null;
    creator_initials: string | null;
    creator_color: string | null;
    task_count: number | string;
  }>;
  return rows.map((r) => ({
    id: Number(r.id),
    projectId: Number(r.project_id),
    name: r.name,
    taskCount: Number(r.task_count),
    createdBy: userRef(r.created_by, r.creator_name, r.creator_initials, r.creator_color),
    createdAt: iso(r.created_at),
  }));
}

/** Freezes these task dates under a new baseline of the project: its id. */
export async function insertBaseline(
  knex: Knex,
  values: {
    projectId: number;
    name: string;
    createdBy: number;
    tasks: ReadonlyArray<{ id: number; startDate: string | null; dueDate: string | null }>;
  },
  now: number,
): Promise<number> {
  const [row] = await knex('task_baselines')
    .insert({
      project_id: values.projectId,
      name: values.name,
      created_by: values.createdBy,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  const baselineId = Number((row as { id: number }).id);
  // In slices: SQLite caps the bound values of one statement.
  for (let start = 0; start < values.tasks.length; start += 200)
    await knex('task_baseline_items').insert(
      values.tasks.slice(start, start + 200).map((t) => ({
        baseline_id: baselineId,
        task_id: t.id,
        start_date: t.startDate,
        due_date: t.dueDate,
      })),
    );
  return baselineId;
}

/** A baseline's dates by task id. */
export async function baselineDates(
  knex: Knex,
  baselineId: number,
): Promise<Map<number, { startDate: string | null; dueDate: string | null }>> {
  const rows = await knex('task_baseline_items')
    .where({ baseline_id: baselineId })
    .select<Array<{ task_id: number; start_date: string | null; due_date: string | null }>>(
      'task_id',
      'start_date',
      'due_date',
    );
  return new Map(
    rows.map((r) => [Number(r.task_id), { startDate: r.start_date, dueDate: r.due_date }]),
  );
}
