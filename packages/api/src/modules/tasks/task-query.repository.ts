import type { ProjectRole, Task, TaskGroupBy, TaskStatus } from '@keel/types';
import { addDays, TASK_STATUSES } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { countRows } from '../../db/row-count';
import { escapeLike } from '../../lib/search-text';
import {
  joinedTasks,
  readTaskRows,
  scopeTasks,
  toTasks,
  type TaskViewer,
} from './tasks.repository';

/**
 * Task lists: the conditions of a query, its page and group counts, and the
 * sources of the filter options.
 */

/** One condition of a task query (the service turns SPEC §3 filter values into these). */
export type TaskCondition =
  | { kind: 'project'; ids: number[] }
  | { kind: 'status'; statuses: TaskStatus[] }
  | { kind: 'done'; done: boolean }
  /** `unassigned`: tasks without an assignee match too. */
  | { kind: 'assignee'; ids: number[]; unassigned: boolean }
  | { kind: 'team'; ids: number[] }
  | { kind: 'domain'; domains: string[] }
  | { kind: 'milestone'; ids: number[] }
  | { kind: 'dueFrom' | 'dueTo'; date: string }
  /** Text (`normalizeSearchText`, non-empty) found in the name or the project code. */
  | { kind: 'text'; text: string }
  | { kind: 'assignedTo'; userId: number }
  /** The subtasks of these tasks. */
  | { kind: 'parent'; ids: number[] };

/** The trigram index answers terms of at least this many characters (code points). */
const TRIGRAM = 3;

/**
 * The tasks whose name (its `search_text`, normalised as quick search does)
 * or whose project's code holds the text. The names are found through an
 * index (migration 20251201001700): on SQLite the FTS5 trigram table, on
 * PostgreSQL the trigram GIN index that `LIKE` uses; the codes among the
 * projects, whose tasks come by their project index. A term of one or two
 * characters, which trigrams cannot answer, is tested on every listed task
 * (a scan, as before the index): such a term matches most tasks anyway.
 */
function applyText(knex: Knex, q: Knex.QueryBuilder, text: string): void {
  const pattern = `%${escapeLike(text)}%`;
  const byCode =
    `SELECT ct.id FROM tasks ct WHERE ct.project_id IN ` +
    `(SELECT cp.id FROM projects cp WHERE lower(cp.code) LIKE ? ESCAPE '\\')`;
  if (Array.from(text).length < TRIGRAM) {
    // Read in the scan of the listed tasks (most of them match such a term).
    q.where((w) =>
      w
        .whereRaw(`t.search_text LIKE ? ESCAPE '\\'`, [pattern])
        .orWhereRaw(`lower(p.code) LIKE ? ESCAPE '\\'`, [pattern]),
    );
  } else if (databaseKind(knex) === 'postgres') {
    q.whereRaw(
      `t.id IN (SELECT nt.id FROM tasks nt WHERE nt.search_text LIKE ? ESCAPE '\\' UNION ALL ${byCode})`,
      [pattern, pattern],
    );
  } else {
    // An FTS5 string: the text between double quotes, its quotes doubled. The trigram
    // tokenizer makes it a phrase of the text's trigrams: a match holds the text.
    const phrase = `"${text.replace(/"/g, '""')}"`;
    q.whereRaw(
      `t.id IN (SELECT rowid FROM task_search WHERE task_search MATCH ? UNION ALL ${byCode})`,
      [phrase, pattern],
    );
  }
}

function applyCondition(knex: Knex, q: Knex.QueryBuilder, c: TaskCondition): void {
  switch (c.kind) {
    case 'project':
      q.whereIn('t.project_id', c.ids);
      return;
    case 'status':
      q.whereIn('t.status', c.statuses);
      return;
    case 'done':
      if (c.done) q.where('t.status', 'done');
      else q.whereNot('t.status', 'done');
      return;
    case 'assignee':
      if (c.unassigned)
        q.where((w) => w.whereIn('t.assignee_id', c.ids).orWhereNull('t.assignee_id'));
      else q.whereIn('t.assignee_id', c.ids);
      return;
    case 'team':
      q.whereIn('t.assignee_team_id', c.ids);
      return;
    case 'domain':
      q.whereIn('t.domain', c.domains);
      return;
    case 'milestone':
      q.whereIn('t.milestone_id', c.ids);
      return;
    case 'dueFrom':
    case 'dueTo':
      q.where('t.due_date', c.kind === 'dueFrom' ? '>=' : '<=', c.date);
      return;
    case 'text':
      applyText(knex, q, c.text);
      return;
    case 'assignedTo':
      q.where('t.assignee_id', c.userId);
      return;
    case 'parent':
      q.whereIn('t.parent_id', c.ids);
      return;
  }
}

export interface TaskQueryPlan {
  viewer: TaskViewer;
  conditions: TaskCondition[];
  groupBy: TaskGroupBy;
  /** Today (UTC, YYYY-MM-DD), for the due-date groups. */
  today: string;
  sort: { column: string; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

/** The due-date groups, in the order of their keys (0 = overdue, ...). Done tasks due before today are 'past', not overdue. */
export const DUE_BUCKETS = [
  'overdue',
  'today',
  'thisWeek',
  'nextWeek',
  'later',
  'none',
  'past',
] as const;
export type DueBucket = (typeof DUE_BUCKETS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The SQL expression of a grouping (on `t` / `p`), or null: project code,
 * assignee id (0 unassigned), status index, domain ('' none), milestone id
 * (0 none), due-date bucket index in `DUE_BUCKETS`.
 */
function groupExpression(groupBy: TaskGroupBy, today: string): string | null {
  switch (groupBy) {
    case 'project':
    case 'projectFull':
      return 'p.code';
    case 'assignee':
      // A person's id; a team's id negated for a task assigned to a team alone; 0 unassigned.
      return 'coalesce(t.assignee_id, -t.assignee_team_id, 0)';
    case 'status':
      return `case t.status ${TASK_STATUSES.map((s, i) => `when '${s}' then ${i}`).join(' ')} else 9 end`;
    case 'domain':
      return `coalesce(t.domain, '')`;
    case 'milestone':
      return 'coalesce(t.milestone_id, 0)';
    case 'dueDate': {
      // Monday-based weeks: the end of this week and of next week.
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const endOfWeek = addDays(today, 6 - weekday);
      const endOfNext = addDays(endOfWeek, 7);
      // Inlined (dates we computed, YYYY-MM-DD): PostgreSQL matches the GROUP BY
      // expression to the selected one only when both are the same text.
      const [d0, d1, d2] = [today, endOfWeek, endOfNext].map((d) => {
        if (!DATE.test(d)) throw new Error(`Not a date: ${d}`);
        return `'${d}'`;
      });
      return (
        `case when t.due_date is null then 5 when t.due_date < ${d0} and t.status = 'done' then 6 ` +
        `when t.due_date < ${d0} then 0 ` +
        `when t.due_date = ${d0} then 1 when t.due_date <= ${d1} then 2 when t.due_date <= ${d2} then 3 else 4 end`
      );
    }
    default:
      return null;
  }
}

function filtered(knex: Knex, plan: TaskQueryPlan): Knex.QueryBuilder {
  const q = knex('tasks as t').join('projects as p', 'p.id', 't.project_id');
  scopeTasks(q, plan.viewer);
  for (const condition of plan.conditions) applyCondition(knex, q, condition);
  return q;
}

const SORT_COLUMNS: Record<string, string> = {
  index: 't.board_key',
  name: 't.name',
  dueDate: 't.due_date',
  status: 't.status',
  createdAt: 't.created_at',
  priority: 't.priority',
};

/**
 * The page of a query and the total of its matches. `countedTotal`: the total
 * as the caller counts it anyway (the sum of the first page's group counts;
 * null when it has none), asked for only when the page does not tell it,
 * instead of a count of its own.
 */
export async function queryTasks(
  knex: Knex,
  plan: TaskQueryPlan,
  countedTotal?: () => Promise<number | null>,
): Promise<{ items: Task[]; total: number }> {
  // One query for the page (the per-row columns are computed for its rows only), one grouped
  // count of their subtasks, and the total only when the page does not tell it.
  const page = scopeTasks(joinedTasks(knex, plan.viewer.id), plan.viewer);
  for (const condition of plan.conditions) applyCondition(knex, page, condition);
  const group = groupExpression(plan.groupBy, plan.today);
  if (group) page.orderByRaw(group);
  const offset = (plan.page - 1) * plan.pageSize;
  page
    .orderBy(SORT_COLUMNS[plan.sort.column] ?? 't.board_key', plan.sort.direction)
    .orderBy('t.id')
    .offset(offset)
    // One row more than the page: without it, the page is the end of the list.
    .limit(plan.pageSize + 1);
  const found = await readTaskRows(knex, page);
  const more = found.length > plan.pageSize;
  const rows = more ? found.slice(0, plan.pageSize) : found;
  // The last page (or a first page holding the whole list) counts itself; a page past the
  // end, or one with more after it, needs the count.
  const total =
    !more && (rows.length > 0 || plan.page === 1)
      ? offset + rows.length
      : ((await countedTotal?.()) ?? (await countRows(knex, filtered(knex, plan))));
  return { items: await toTasks(knex, rows), total };
}

export async function findTasksByIds(knex: Knex, ids: number[], viewerId: number): Promise<Task[]> {
  if (ids.length === 0) return [];
  return toTasks(knex, await readTaskRows(knex, joinedTasks(knex, viewerId).whereIn('t.id', ids)));
}

/**
 * Counts per group over the whole filtered set (`completion` = % done by
 * count); every match is in one group, so they add up to the total. Null for
 * a query without groups.
 */
export async function groupCounts(
  knex: Knex,
  plan: TaskQueryPlan,
): Promise<Array<{
  key: string | number | null;
  count: number;
  done: number;
  /** The group's project (meaningful for project groups: one project per group). */
  project: { id: number; name: string };
}> | null> {
  const group = groupExpression(plan.groupBy, plan.today);
  if (!group) return null;
  const q = filtered(knex, plan)
    .select(knex.raw(`${group} as group_key`))
    .count('* as count')
    .select(knex.raw(`sum(case when t.status = 'done' then 1 else 0 end) as done`))
    // Project groups take their id and name from the same query.
    .min({ project_id: 'p.id', project_name: 'p.name' })
    .groupByRaw(group)
    .orderByRaw(group);
  const rows = (await q) as Array<{
    group_key: string | number | null;
    count: number | string;
    done: number | string | null;
    project_id: number;
    project_name: string;
  }>;
  return rows.map((r) => ({
    key: r.group_key,
    count: Number(r.count),
    done: Number(r.done ?? 0),
    project: { id: Number(r.project_id), name: r.project_name },
  }));
}

/** The user's role on each of `projectIds` they are a member of. */
export async function projectRolesOf(
  knex: Knex,
  userId: number,
  projectIds: readonly number[],
): Promise<Map<number, ProjectRole>> {
  if (projectIds.length === 0) return new Map();
  const rows = await knex('project_members')
    .where('user_id', userId)
    .whereIn('project_id', [...projectIds])
    .select<Array<{ project_id: number; role: ProjectRole }>>('project_id', 'role');
  return new Map(rows.map((r) => [Number(r.project_id), r.role]));
}

async function namesOf(
  knex: Knex,
  table: 'users' | 'projects' | 'teams' | 'milestones',
  ids: number[],
): Promise<Map<number, { name: string; code?: string }>> {
  if (ids.length === 0) return new Map();
  const columns = table === 'projects' ? ['id', 'name', 'code'] : ['id', 'name'];
  const rows = await knex(table)
    .whereIn('id', ids)
    .select<Array<{ id: number; name: string; code?: string }>>(columns);
  return new Map(rows.map((r) => [r.id, { name: r.name, code: r.code }]));
}

/** The names of these people, by id (the assignee groups). */
export const userNames = (knex: Knex, ids: number[]) => namesOf(knex, 'users', ids);
/** The names of these teams, by id (the assignee groups). */
export const teamNames = (knex: Knex, ids: number[]) => namesOf(knex, 'teams', ids);
/** The names of these milestones, by id (the milestone groups). */
export const milestoneNames = (knex: Knex, ids: number[]) => namesOf(knex, 'milestones', ids);

/** Filter option sources: projects, users and teams the viewer's visible tasks involve. */
export async function visibleProjectRefs(
  knex: Knex,
  viewer: TaskViewer,
): Promise<Array<{ id: number; code: string; name: string }>> {
  const q = knex('projects as p')
    .whereNull('p.deleted_at')
    .select('p.id', 'p.code', 'p.name')
    .orderBy('p.code');
  if (viewer.projects === 'all') return q;
  return q.where((w) => {
    if (viewer.projects === 'members')
      w.orWhereExists((m) =>
        m
          .select(1)
          .from('project_members as pm')
          .whereRaw('pm.project_id = p.id')
          .where('pm.user_id', viewer.id)
          .whereIn('pm.role', ['manager', 'member', 'viewer']),
      );
    if (viewer.assigned)
      w.orWhereExists((t) => {
        t.select(1).from('tasks as t').whereRaw('t.project_id = p.id');
        t.where((a) => {
          a.where('t.assignee_id', viewer.id);
          if (viewer.teamIds.length > 0) a.orWhereIn('t.assignee_team_id', [...viewer.teamIds]);
        });
      });
    if (viewer.projects === 'none' && !viewer.assigned) w.whereRaw('1 = 0');
  });
}

export async function activeInternalUsers(
  knex: Knex,
): Promise<Array<{ id: number; name: string; initials: string; color: string }>> {
  return knex('users')
    .where({ status: 'active', external: false })
    .orderBy('name')
    .select('id', 'name', 'initials', 'color');
}

export async function allTeams(knex: Knex): Promise<Array<{ id: number; name: string }>> {
  return knex('teams').orderBy('name').select('id', 'name');
}
