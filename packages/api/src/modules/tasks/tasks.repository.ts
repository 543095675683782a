import type {
  ProjectRole,
  Task,
  TaskGroup,
  TaskGroupBy,
  TaskStatus,
  TaskUpdate,
} from '@keel/types';
import { addDays, TASK_STATUSES, TASK_STATUS_TITLES } from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';

/**
 * Tasks: rows, the visibility scope in SQL, the board keys of a column and
 * the history rows. The only file of the module that imports Knex (besides
 * the split-out comment and todo repositories).
 */

/** Who reads: decides the SQL scope of every task list (DOMAIN.md § Tasks). */
export interface TaskViewer {
  id: number;
  /** readProjectTasks: 'all' projects (readAllProjects) or those the user is a reading member of. */
  projects: 'all' | 'members' | 'none';
  /** readAssignedProjectTasks: tasks assigned to the user or to one of their teams. */
  assigned: boolean;
  teamIds: readonly number[];
}

/** A row of `tasksQuery` (snake_case; never leaves this file). */
interface TaskRow {
  id: number;
  project_id: number;
  parent_id: number | null;
  name: string;
  description: string;
  status: TaskStatus;
  assignee_id: number | null;
  assignee_team_id: number | null;
  domain: string | null;
  milestone_id: number | null;
  start_date: string | null;
  due_date: string | null;
  work_estimation: number | string | null;
  priority: Task['priority'];
  labels: string;
  board_key: string;
  created_by: number | null;
  version: number;
  created_at: number | string;
  updated_at: number | string;
  project_code: string;
  project_name: string;
  assignee_name: string | null;
  assignee_initials: string | null;
  assignee_color: string | null;
  team_name: string | null;
  milestone_name: string | null;
  /** The viewer's id when they follow the task, else null. */
  following: number | null;
}

/** A row of `tasksQuery` with its subtask count (a single task's read). */
interface CountedTaskRow extends TaskRow {
  subtask_count: number | string;
}

/** The stored fields of a task that services read and write (camelCase). */
export interface TaskFields {
  projectId: number;
  parentId: number | null;
  name: string;
  description: string;
  status: TaskStatus;
  assigneeId: number | null;
  assigneeTeamId: number | null;
  domain: string | null;
  milestoneId: number | null;
  startDate: string | null;
  dueDate: string | null;
  workEstimation: number | null;
  priority: Task['priority'];
  labels: string[];
  boardKey: string;
  createdBy: number | null;
}

/** A task as read for a rule: its stored fields and the task as shown. */
export interface TaskRecord extends TaskFields {
  id: number;
  task: Task;
}

export type TaskWrite = Partial<TaskFields>;

const COLUMNS: Record<keyof TaskFields, string> = {
  projectId: 'project_id',
  parentId: 'parent_id',
  name: 'name',
  description: 'description',
  status: 'status',
  assigneeId: 'assignee_id',
  assigneeTeamId: 'assignee_team_id',
  domain: 'domain',
  milestoneId: 'milestone_id',
  startDate: 'start_date',
  dueDate: 'due_date',
  workEstimation: 'work_estimation',
  priority: 'priority',
  labels: 'labels',
  boardKey: 'board_key',
  createdBy: 'created_by',
};

/** Fields -> columns (labels are stored as JSON text). */
function toColumns(values: TaskWrite): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values) as Array<[keyof TaskFields, unknown]>) {
    if (value === undefined) continue;
    columns[COLUMNS[field]] = field === 'labels' ? JSON.stringify(value) : value;
  }
  return columns;
}

/** Leaves only the tasks the viewer may read (joined projects as `p`, tasks as `t`). */
export function scopeTasks(query: Knex.QueryBuilder, viewer: TaskViewer): Knex.QueryBuilder {
  query.whereNull('p.deleted_at');
  if (viewer.projects === 'none' && !viewer.assigned) return query.whereRaw('1 = 0');
  return query.where((q) => {
    if (viewer.projects === 'all') q.orWhereRaw('1 = 1');
    if (viewer.projects === 'members')
      q.orWhereExists((m) =>
        m
          .select(1)
          .from('project_members as pm')
          .whereRaw('pm.project_id = t.project_id')
          .where('pm.user_id', viewer.id)
          .whereIn('pm.role', ['manager', 'member', 'viewer']),
      );
    if (viewer.assigned) {
      q.orWhere('t.assignee_id', viewer.id);
      if (viewer.teamIds.length > 0) q.orWhereIn('t.assignee_team_id', [...viewer.teamIds]);
    }
  });
}

/** The stored columns a task is shown and checked with. */
const TASK_COLUMNS = [
  't.id',
  't.project_id',
  't.parent_id',
  't.name',
  't.description',
  't.status',
  't.assignee_id',
  't.assignee_team_id',
  't.domain',
  't.milestone_id',
  't.start_date',
  't.due_date',
  't.work_estimation',
  't.priority',
  't.labels',
  't.board_key',
  't.created_by',
  't.version',
  't.created_at',
  't.updated_at',
];

/**
 * `FROM tasks t JOIN projects p`, with the columns a task is shown with.
 * `subtaskCount: false` leaves the per-row subtask count out: lists count
 * the subtasks of a whole page in one grouped query (`toTasks`).
 */
export function tasksQuery(
  knex: Knex,
  viewerId: number,
  { subtaskCount = true }: { subtaskCount?: boolean } = {},
): Knex.QueryBuilder {
  const query = knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .leftJoin('users as u', 'u.id', 't.assignee_id')
    .leftJoin('teams as tm', 'tm.id', 't.assignee_team_id')
    .leftJoin('milestones as ms', 'ms.id', 't.milestone_id')
    .leftJoin('task_followers as f', (join) =>
      join.on('f.task_id', 't.id').andOnVal('f.user_id', viewerId),
    )
    .select(
      ...TASK_COLUMNS,
      'p.code as project_code',
      'p.name as project_name',
      'u.name as assignee_name',
      'u.initials as assignee_initials',
      'u.color as assignee_color',
      'tm.name as team_name',
      'ms.name as milestone_name',
      'f.user_id as following',
    );
  if (subtaskCount)
    query.select(
      knex.count('*').from('tasks as s').whereRaw('s.parent_id = t.id').as('subtask_count'),
    );
  return query;
}

/** The number of subtasks of each of these tasks (one grouped query; absent: none). */
async function subtaskCounts(knex: Knex, rows: readonly TaskRow[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const ids = rows.map((row) => row.id);
  // In slices: SQLite and PostgreSQL cap the bound values of one statement.
  for (let start = 0; start < ids.length; start += 1000) {
    const found = (await knex('tasks')
      .whereIn('parent_id', ids.slice(start, start + 1000))
      .groupBy('parent_id')
      .select('parent_id')
      .count({ count: '*' })) as Array<{ parent_id: number; count: number | string }>;
    for (const row of found) counts.set(Number(row.parent_id), Number(row.count));
  }
  return counts;
}

/** The tasks of list rows, their subtasks counted together. */
async function toTasks(knex: Knex, rows: readonly TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const counts = await subtaskCounts(knex, rows);
  return rows.map((row) => toTask(row, counts.get(row.id) ?? 0));
}

function toTask(row: TaskRow, subtaskCount: number): Task {
  const createdAt = iso(row.created_at);
  return {
    id: row.id,
    projectId: row.project_id,
    project: { id: row.project_id, code: row.project_code, name: row.project_name },
    parentId: row.parent_id,
    name: row.name,
    description: row.description,
    status: row.status,
    assignee:
      row.assignee_id === null
        ? null
        : {
            id: row.assignee_id,
            name: row.assignee_name ?? '',
            initials: row.assignee_initials ?? '',
            color: row.assignee_color ?? '',
          },
    assigneeTeam:
      row.assignee_team_id === null
        ? null
        : { id: row.assignee_team_id, name: row.team_name ?? '' },
    domain: row.domain,
    milestone:
      row.milestone_id === null || row.milestone_name === null
        ? null
        : { id: row.milestone_id, name: row.milestone_name },
    startDate: row.start_date,
    dueDate: row.due_date,
    workEstimation: row.work_estimation === null ? null : Number(row.work_estimation),
    priority: row.priority,
    labels: JSON.parse(row.labels) as string[],
    index: row.board_key,
    subtaskCount,
    following: row.following !== null,
    version: Number(row.version),
    createdAt,
    // An unchanged task's two instants are one (one ISO conversion a row on long lists).
    updatedAt: row.updated_at === row.created_at ? createdAt : iso(row.updated_at),
  };
}

function toRecord(row: CountedTaskRow): TaskRecord {
  const task = toTask(row, Number(row.subtask_count));
  return {
    id: task.id,
    task,
    projectId: task.projectId,
    parentId: task.parentId,
    name: task.name,
    description: task.description,
    status: task.status,
    assigneeId: row.assignee_id,
    assigneeTeamId: row.assignee_team_id,
    domain: task.domain,
    milestoneId: row.milestone_id,
    startDate: task.startDate,
    dueDate: task.dueDate,
    workEstimation: task.workEstimation,
    priority: task.priority,
    labels: task.labels,
    boardKey: row.board_key,
    createdBy: row.created_by,
  };
}

/** A task by id, whatever the viewer may see (permission checks come after). */
export async function findTask(
  knex: Knex,
  taskId: number,
  viewerId: number,
): Promise<TaskRecord | undefined> {
  const row = await tasksQuery(knex, viewerId)
    .where('t.id', taskId)
    .whereNull('p.deleted_at')
    .first<CountedTaskRow | undefined>();
  return row && toRecord(row);
}

/** The task when the viewer may read it. */
export async function findVisibleTask(
  knex: Knex,
  taskId: number,
  viewer: TaskViewer,
): Promise<TaskRecord | undefined> {
  const row = await scopeTasks(tasksQuery(knex, viewer.id).where('t.id', taskId), viewer).first<
    CountedTaskRow | undefined
  >();
  return row && toRecord(row);
}

export async function teamIdsOf(knex: Knex, userId: number): Promise<number[]> {
  const rows = await knex('team_members')
    .where({ user_id: userId })
    .select<{ team_id: number }[]>('team_id');
  return rows.map((r) => r.team_id);
}

/** A new task: the fields without a default (the others take their column defaults). */
export type NewTask = TaskWrite & Pick<TaskFields, 'projectId' | 'name' | 'status' | 'boardKey'>;

export async function insertTask(knex: Knex, values: NewTask, now: number): Promise<number> {
  const [row] = await knex('tasks')
    .insert({ ...toColumns(values), version: 1, created_at: now, updated_at: now })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

/** Writes fields of a task whose version the caller has already claimed. */
export async function updateTaskFields(
  knex: Knex,
  taskId: number,
  values: TaskWrite,
): Promise<void> {
  const columns = toColumns(values);
  if (Object.keys(columns).length === 0) return;
  await knex('tasks').where({ id: taskId }).update(columns);
}

/** The task and its subtasks (a delete removes them together). */
export async function taskFamilyIds(knex: Knex, taskId: number): Promise<number[]> {
  const rows = await knex('tasks')
    .where({ id: taskId })
    .orWhere({ parent_id: taskId })
    .orderBy('id')
    .select<Array<{ id: number }>>('id');
  return rows.map((row) => Number(row.id));
}

/**
 * Locks the rows of tasks about to be deleted until the transaction ends
 * (PostgreSQL; SQLite runs one transaction at a time): a time entry written
 * on one of them meanwhile waits, then finds the task gone, instead of
 * landing between the removal of the tasks' time and their delete.
 */
export async function lockTaskRows(knex: Knex, taskIds: readonly number[]): Promise<void> {
  const client = String((knex.client as { config: { client: string } }).config.client);
  if (taskIds.length > 0 && (client === 'pg' || client === 'postgres' || client === 'postgresql'))
    await knex('tasks').whereIn('id', taskIds).orderBy('id').forUpdate().select('id');
}

/** Does a task of a live (not deleted) project have this id? */
export async function taskExists(knex: Knex, taskId: number): Promise<boolean> {
  const row = await knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .where('t.id', taskId)
    .whereNull('p.deleted_at')
    .first('t.id');
  return Boolean(row);
}

/** Deletes the task and its subtasks; their time entries must be gone first (RESTRICT). */
export async function deleteTaskRow(knex: Knex, taskId: number): Promise<void> {
  await knex('tasks').where({ parent_id: taskId }).delete();
  await knex('tasks').where({ id: taskId }).delete();
}

/**
 * Serialises the moves of one project's board (PostgreSQL: a row lock on the
 * project, released at commit; SQLite runs one transaction at a time), so two
 * moves never read the same neighbours and pick the same key. Writes nothing.
 */
export async function lockBoard(knex: Knex, projectId: number): Promise<void> {
  const client = String((knex.client as { config: { client: string } }).config.client);
  if (client === 'pg' || client === 'postgres' || client === 'postgresql')
    await knex('projects').where({ id: projectId }).forUpdate().first('id');
}

/** The board keys around `position` (0-based) in a column, leaving out the moved task. */
export async function neighbourKeys(
  knex: Knex,
  projectId: number,
  status: TaskStatus,
  position: number | 'end',
  exceptTaskId: number | null,
  viewer: TaskViewer | null,
): Promise<{ before: string | null; after: string | null }> {
  const column = () => {
    const q = knex('tasks').where({ project_id: projectId, status });
    if (exceptTaskId !== null) q.whereNot('id', exceptTaskId);
    return q;
  };
  const firstKey = (q: Knex.QueryBuilder, order: 'asc' | 'desc') =>
    q
      .orderBy('board_key', order)
      .first<{ board_key: string } | undefined>('board_key')
      .then((row) => row?.board_key ?? null);
  const lastOfColumn = () => firstKey(column(), 'desc');
  if (position === 'end') return { before: await lastOfColumn(), after: null };

  // The place is counted among the cards the mover sees (an assigned-only
  // member sees part of the column); the key goes right next to the visible
  // neighbour, so it can never fall on a hidden card's key.
  const visible = () => {
    const q = knex('tasks as t')
      .join('projects as p', 'p.id', 't.project_id')
      .where('t.project_id', projectId)
      .where('t.status', status);
    if (exceptTaskId !== null) q.whereNot('t.id', exceptTaskId);
    if (viewer !== null) scopeTasks(q, viewer);
    return q;
  };
  if (position === 0) {
    const first = (await visible()
      .orderBy('t.board_key')
      .first<{ board_key: string } | undefined>('t.board_key')) as
      { board_key: string } | undefined;
    const after = first?.board_key ?? (await firstKey(column(), 'asc'));
    if (after === null) return { before: null, after: null };
    return { before: await firstKey(column().where('board_key', '<', after), 'desc'), after };
  }
  const previous = (await visible()
    .orderBy('t.board_key')
    .offset(position - 1)
    .first<{ board_key: string } | undefined>('t.board_key')) as { board_key: string } | undefined;
  const before =
    previous?.board_key ??
    (
      (await visible()
        .orderBy('t.board_key', 'desc')
        .first<{ board_key: string } | undefined>('t.board_key')) as
        { board_key: string } | undefined
    )?.board_key ??
    null;
  if (before === null) return { before: await lastOfColumn(), after: null };
  return { before, after: await firstKey(column().where('board_key', '>', before), 'asc') };
}

export interface HistoryEntry {
  taskId: number;
  userId: number | null;
  field: string;
  from: string | null;
  to: string | null;
}

export async function insertHistory(
  knex: Knex,
  entries: readonly HistoryEntry[],
  now: number,
): Promise<void> {
  if (entries.length === 0) return;
  await knex('task_updates').insert(
    entries.map((e) => ({
      task_id: e.taskId,
      user_id: e.userId,
      created_at: now,
      field: e.field,
      from_value: e.from,
      to_value: e.to,
    })),
  );
}

export async function listHistory(knex: Knex, taskId: number): Promise<TaskUpdate[]> {
  const rows = await knex('task_updates as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .where('h.task_id', taskId)
    .orderBy([
      { column: 'h.created_at', order: 'desc' },
      { column: 'h.id', order: 'desc' },
    ])
    .select<
      {
        id: number;
        user_id: number | null;
        name: string | null;
        initials: string | null;
        color: string | null;
        created_at: number | string;
        field: string;
        from_value: string | null;
        to_value: string | null;
      }[]
    >('h.*', 'u.name', 'u.initials', 'u.color');
  return rows.map((r) => ({
    id: r.id,
    user:
      r.user_id === null
        ? null
        : { id: r.user_id, name: r.name ?? '', initials: r.initials ?? '', color: r.color ?? '' },
    at: iso(r.created_at),
    field: r.field,
    from: r.from_value,
    to: r.to_value,
  }));
}

export async function setFollowing(
  knex: Knex,
  taskId: number,
  userId: number,
  follow: boolean,
): Promise<void> {
  if (follow)
    await knex('task_followers')
      .insert({ task_id: taskId, user_id: userId })
      .onConflict(['task_id', 'user_id'])
      .ignore();
  else await knex('task_followers').where({ task_id: taskId, user_id: userId }).delete();
}

export async function followerIds(knex: Knex, taskId: number): Promise<number[]> {
  const rows = await knex('task_followers')
    .where({ task_id: taskId })
    .select<{ user_id: number }[]>('user_id');
  return rows.map((r) => r.user_id);
}

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
  /** Lower-case text found in the name or the project code. */
  | { kind: 'text'; text: string }
  | { kind: 'assignedTo'; userId: number }
  /** The subtasks of these tasks. */
  | { kind: 'parent'; ids: number[] };

function applyCondition(q: Knex.QueryBuilder, c: TaskCondition): void {
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
    case 'text': {
      const pattern = `%${c.text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      q.where((w) =>
        w
          .whereRaw(`lower(t.name) LIKE ? ESCAPE '\\'`, [pattern])
          .orWhereRaw(`lower(p.code) LIKE ? ESCAPE '\\'`, [pattern]),
      );
      return;
    }
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
  for (const condition of plan.conditions) applyCondition(q, condition);
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

export async function queryTasks(
  knex: Knex,
  plan: TaskQueryPlan,
): Promise<{ items: Task[]; total: number }> {
  // One query for the page (the per-row columns are computed for its rows only), one grouped
  // count of their subtasks, and the total only when the page does not tell it.
  const page = scopeTasks(tasksQuery(knex, plan.viewer.id, { subtaskCount: false }), plan.viewer);
  for (const condition of plan.conditions) applyCondition(page, condition);
  const group = groupExpression(plan.groupBy, plan.today);
  if (group) page.orderByRaw(group);
  const offset = (plan.page - 1) * plan.pageSize;
  page
    .orderBy(SORT_COLUMNS[plan.sort.column] ?? 't.board_key', plan.sort.direction)
    .orderBy('t.id')
    .offset(offset)
    // One row more than the page: without it, the page is the end of the list.
    .limit(plan.pageSize + 1);
  const found = (await page) as TaskRow[];
  const more = found.length > plan.pageSize;
  const rows = more ? found.slice(0, plan.pageSize) : found;
  // The last page (or a first page holding the whole list) counts itself; a page past the
  // end, or one with more after it, needs the count.
  const total =
    !more && (rows.length > 0 || plan.page === 1)
      ? offset + rows.length
      : await countRows(knex, filtered(knex, plan));
  return { items: await toTasks(knex, rows), total };
}

export async function findTasksByIds(knex: Knex, ids: number[], viewerId: number): Promise<Task[]> {
  if (ids.length === 0) return [];
  const rows = (await tasksQuery(knex, viewerId, { subtaskCount: false }).whereIn(
    't.id',
    ids,
  )) as TaskRow[];
  return toTasks(knex, rows);
}

/** Counts per group over the whole filtered set (`completion` = % done by count). */
export async function groupCounts(
  knex: Knex,
  plan: TaskQueryPlan,
): Promise<
  Array<{
    key: string | number | null;
    count: number;
    done: number;
    /** The group's project (meaningful for project groups: one project per group). */
    project: { id: number; name: string };
  }>
> {
  const group = groupExpression(plan.groupBy, plan.today);
  if (!group) return [];
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

export async function namesOf(
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

export function statusGroup(status: string): TaskGroup['title'] {
  return TASK_STATUS_TITLES[status as TaskStatus] ?? status;
}

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
