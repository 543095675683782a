import type { UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { scopeTasks, type TaskViewer } from './tasks.repository';
import { userRef } from '../../lib/user-ref';

/**
 * Task statistics: every figure is an aggregate in SQL over the tasks the
 * viewer may see (`scopeTasks`, the scope of POST /tasks/query), of one
 * project or of all.
 */

export interface StatsScope {
  viewer: TaskViewer;
  projectId: number | null;
  /** Today (UTC, YYYY-MM-DD): tasks not done and due before it are overdue. */
  today: string;
}

const WEEK_MS = 7 * 86_400_000;

/** `FROM tasks t JOIN projects p` limited to the scope. */
function scoped(knex: Knex, scope: StatsScope): Knex.QueryBuilder {
  const q = knex('tasks as t').join('projects as p', 'p.id', 't.project_id');
  scopeTasks(q, scope.viewer);
  if (scope.projectId !== null) q.where('t.project_id', scope.projectId);
  return q;
}

const num = (value: unknown): number => Number(value ?? 0);

export async function statusCounts(
  knex: Knex,
  scope: StatsScope,
): Promise<Array<{ status: string; count: number; overdue: number }>> {
  const rows = (await scoped(knex, scope)
    .select('t.status')
    .count('* as count')
    .select(
      knex.raw(
        `sum(case when t.status <> 'done' and t.due_date < ? then 1 else 0 end) as overdue`,
        [scope.today],
      ),
    )
    .groupBy('t.status')) as Array<{ status: string; count: unknown; overdue: unknown }>;
  return rows.map((r) => ({ status: r.status, count: num(r.count), overdue: num(r.overdue) }));
}

export interface AssigneeFigures {
  assignee: UserRef | null;
  count: number;
  open: number;
  overdue: number;
  estimatedMinutes: number;
  estimatedTasks: number;
}

export async function assigneeCounts(knex: Knex, scope: StatsScope): Promise<AssigneeFigures[]> {
  const rows = (await scoped(knex, scope)
    .leftJoin('users as u', 'u.id', 't.assignee_id')
    .select('t.assignee_id', 'u.name', 'u.initials', 'u.color')
    .count('* as count')
    .select(
      knex.raw(`sum(case when t.status <> 'done' then 1 else 0 end) as open_count`),
      knex.raw(
        `sum(case when t.status <> 'done' and t.due_date < ? then 1 else 0 end) as overdue`,
        [scope.today],
      ),
      knex.raw(`sum(coalesce(t.work_estimation, 0)) as estimated`),
      knex.raw(`count(t.work_estimation) as estimated_tasks`),
    )
    .groupBy('t.assignee_id', 'u.name', 'u.initials', 'u.color')) as Array<{
    assignee_id: number | null;
    name: string | null;
    initials: string | null;
    color: string | null;
    count: unknown;
    open_count: unknown;
    overdue: unknown;
    estimated: unknown;
    estimated_tasks: unknown;
  }>;
  return rows.map((r) => ({
    assignee: userRef(r.assignee_id, r.name, r.initials, r.color),
    count: num(r.count),
    open: num(r.open_count),
    overdue: num(r.overdue),
    estimatedMinutes: num(r.estimated),
    estimatedTasks: num(r.estimated_tasks),
  }));
}

export async function domainCounts(
  knex: Knex,
  scope: StatsScope,
): Promise<Array<{ domain: string | null; count: number }>> {
  const rows = (await scoped(knex, scope)
    .select('t.domain')
    .count('* as count')
    .groupBy('t.domain')) as Array<{ domain: string | null; count: unknown }>;
  return rows.map((r) => ({ domain: r.domain, count: num(r.count) }));
}

/**
 * Done tasks per week since `firstWeekStart` (epoch ms of a Monday 00:00
 * UTC): week 0 is that week. A task counts in the week it was last set to
 * Done (its history), or of its last change when no history row says so.
 */
export async function completedPerWeek(
  knex: Knex,
  scope: StatsScope,
  firstWeekStart: number,
): Promise<Map<number, number>> {
  // Inlined (a number we computed): PostgreSQL matches the GROUP BY
  // expression to the selected one only when both are the same text.
  if (!Number.isSafeInteger(firstWeekStart)) throw new Error('Not an instant');
  const doneAt = 'coalesce(d.done_at, t.updated_at)';
  const week = `((${doneAt} - ${firstWeekStart}) / ${WEEK_MS})`;
  const lastDone = knex('task_updates')
    .where({ field: 'status', to_value: 'done' })
    .groupBy('task_id')
    .select('task_id')
    .max('created_at as done_at')
    .as('d');
  const rows = (await scoped(knex, scope)
    .leftJoin(lastDone, 'd.task_id', 't.id')
    .where('t.status', 'done')
    .whereRaw(`${doneAt} >= ${firstWeekStart}`)
    .select(knex.raw(`${week} as week`))
    .count('* as count')
    .groupByRaw(week)) as Array<{ week: unknown; count: unknown }>;
  return new Map(rows.map((r) => [num(r.week), num(r.count)]));
}

/**
 * Minutes logged on the scoped tasks (their time entries, by anyone:
 * `tasks.logged_minutes`, kept by triggers), grouped by the task's assignee
 * (`null`: unassigned tasks), so the effort chart sets each assignee's
 * estimate against the time spent on their tasks. Only assignees with time
 * logged are in the map (an entry is at least a minute).
 */
export async function loggedByAssignee(
  knex: Knex,
  scope: StatsScope,
): Promise<Map<number | null, number>> {
  const rows = (await scoped(knex, scope)
    .where('t.logged_minutes', '>', 0)
    .select('t.assignee_id')
    .sum('t.logged_minutes as minutes')
    .groupBy('t.assignee_id')) as Array<{ assignee_id: number | null; minutes: unknown }>;
  return new Map(rows.map((r) => [r.assignee_id, num(r.minutes)]));
}
