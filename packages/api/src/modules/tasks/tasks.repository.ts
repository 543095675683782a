import type { Task, TaskStatus } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { normalizeSearchText } from '../../lib/search-text';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertHistory } from './task-history.repository';
import { userRef } from '../../lib/user-ref';
import { orderedRowsAsJsonArrays } from '../../db/rows-as-arrays';
import { databaseKind } from '../../db/dialect';

/**
 * Tasks: the rows, the visibility scope in SQL and a task as it is shown.
 * Beside it: the board keys of a column (`task-board.repository.ts`), the
 * history and followers (`task-history.repository.ts`), the list queries
 * (`task-query.repository.ts`), comments, todos, files and statistics.
 */

/** Version-checked saves of a task (`lib/versioned-save.ts`). */
export const TASK_ROWS: VersionedTable = {
  table: 'tasks',
  notFound: 'Task not found',
  stale: 'This task was changed by someone else meanwhile; reload it and try again',
};

/** Who reads: decides the SQL scope of every task list (DOMAIN.md § Tasks). */
export interface TaskViewer {
  id: number;
  /** readProjectTasks: 'all' projects (readAllProjects) or those the user is a reading member of. */
  projects: 'all' | 'members' | 'none';
  /** readAssignedProjectTasks: tasks assigned to the user or to one of their teams. */
  assigned: boolean;
  teamIds: readonly number[];
}

/** A row of `tasksQuery` (snake_case; never leaves the module's repositories). */
export interface TaskRow {
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
  fixed_start: boolean | number;
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
  fixedStart: boolean;
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
  fixedStart: 'fixed_start',
  workEstimation: 'work_estimation',
  priority: 'priority',
  labels: 'labels',
  boardKey: 'board_key',
  createdBy: 'created_by',
};

/**
 * The columns of a task's name: the name and its `search_text`, the name as
 * quick search normalises it, which the text filter's index reads (migration
 * 20251201001700). Every write of a task's name writes both: an insert
 * without `search_text` fails.
 */
export function taskNameColumns(name: string): { name: string; search_text: string } {
  return { name, search_text: normalizeSearchText(name) };
}

/** Fields -> columns (labels are stored as JSON text, the name with its search text). */
function toColumns(values: TaskWrite): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values) as Array<[keyof TaskFields, unknown]>) {
    if (value === undefined) continue;
    if (field === 'name') Object.assign(columns, taskNameColumns(value as string));
    else columns[COLUMNS[field]] = field === 'labels' ? JSON.stringify(value) : value;
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

/** The columns of a task as shown and checked (`TaskRow`): each its key and its SQL. */
const ROW_COLUMNS: ReadonlyArray<readonly [keyof TaskRow, string]> = [
  ['id', 't.id'],
  ['project_id', 't.project_id'],
  ['parent_id', 't.parent_id'],
  ['name', 't.name'],
  ['description', 't.description'],
  ['status', 't.status'],
  ['assignee_id', 't.assignee_id'],
  ['assignee_team_id', 't.assignee_team_id'],
  ['domain', 't.domain'],
  ['milestone_id', 't.milestone_id'],
  ['start_date', 't.start_date'],
  ['due_date', 't.due_date'],
  ['fixed_start', 't.fixed_start'],
  ['work_estimation', 't.work_estimation'],
  ['priority', 't.priority'],
  ['labels', 't.labels'],
  ['board_key', 't.board_key'],
  ['created_by', 't.created_by'],
  ['version', 't.version'],
  ['created_at', 't.created_at'],
  ['updated_at', 't.updated_at'],
  ['project_code', 'p.code'],
  ['project_name', 'p.name'],
  ['assignee_name', 'u.name'],
  ['assignee_initials', 'u.initials'],
  ['assignee_color', 'u.color'],
  ['team_name', 'tm.name'],
  ['milestone_name', 'ms.name'],
  ['following', 'f.user_id'],
];

/**
 * `FROM tasks t JOIN projects p` with what a task is shown with (its
 * assignee, team, milestone, and whether the viewer follows it), no columns
 * chosen: `tasksQuery` selects them, `readTaskRows` reads a list of them.
 */
export function joinedTasks(knex: Knex, viewerId: number): Knex.QueryBuilder {
  return knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .leftJoin('users as u', 'u.id', 't.assignee_id')
    .leftJoin('teams as tm', 'tm.id', 't.assignee_team_id')
    .leftJoin('milestones as ms', 'ms.id', 't.milestone_id')
    .leftJoin('task_followers as f', (join) =>
      join.on('f.task_id', 't.id').andOnVal('f.user_id', viewerId),
    );
}

/**
 * `joinedTasks` with the columns a task is shown with. `subtaskCount: false`
 * leaves the per-row subtask count out: lists count the subtasks of a whole
 * page in one grouped query (`toTasks`).
 */
export function tasksQuery(
  knex: Knex,
  viewerId: number,
  { subtaskCount = true }: { subtaskCount?: boolean } = {},
): Knex.QueryBuilder {
  const query = joinedTasks(knex, viewerId).select(
    ROW_COLUMNS.map(([key, column]) => `${column} as ${key}`),
  );
  if (subtaskCount)
    query.select(
      knex.count('*').from('tasks as s').whereRaw('s.parent_id = t.id').as('subtask_count'),
    );
  return query;
}

/** An array of `ROW_COLUMNS`' values as a `TaskRow` (one object literal, compiled once). */
const taskRowOf = new Function(
  'v',
  `return { ${ROW_COLUMNS.map(([key], index) => `${key}: v[${index}]`).join(', ')} };`,
) as (values: unknown[]) => TaskRow;

/**
 * The task rows of a list: `query` is `joinedTasks` with its conditions,
 * order and page. On SQLite read as arrays the database builds
 * (`orderedRowsAsJsonArrays`: one JSON text a row instead of 28 values
 * through the driver, most of the read of a 500-task board), in the query's
 * order; on PostgreSQL as rows of the columns.
 */
export async function readTaskRows(knex: Knex, query: Knex.QueryBuilder): Promise<TaskRow[]> {
  if (databaseKind(knex) === 'postgres')
    return (await query.select(
      ROW_COLUMNS.map(([key, column]) => `${column} as ${key}`),
    )) as TaskRow[];
  const arrays = await orderedRowsAsJsonArrays(
    knex,
    query,
    ROW_COLUMNS.map(([, column]) => column),
  );
  return arrays.map(taskRowOf);
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
export async function toTasks(knex: Knex, rows: readonly TaskRow[]): Promise<Task[]> {
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
    assignee: userRef(
      row.assignee_id,
      row.assignee_name,
      row.assignee_initials,
      row.assignee_color,
    ),
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
    fixedStart: Boolean(row.fixed_start),
    workEstimation: row.work_estimation === null ? null : Number(row.work_estimation),
    priority: row.priority,
    // Most tasks have no labels: no parse for those.
    labels: row.labels === '[]' ? [] : (JSON.parse(row.labels) as string[]),
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
    fixedStart: task.fixedStart,
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
  if (taskIds.length > 0 && databaseKind(knex) === 'postgres')
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
 * Unlinks a deleted milestone's tasks (a change of each task: version bumped,
 * one history row each naming the milestone), in the caller's transaction.
 * Tasks have no foreign key to milestones (SQLite cannot add one), so this is
 * the rule (`milestone.deleted`, `task-subscriptions.ts`). Answers the tasks
 * unlinked, with their new version.
 */
export async function unlinkMilestoneTasks(
  knex: Knex,
  milestone: { id: number; name: string },
  userId: number,
  now: number,
): Promise<Array<{ id: number; projectId: number; version: number }>> {
  const linked = await knex('tasks')
    .where({ milestone_id: milestone.id })
    .orderBy('id')
    .select<{ id: number; project_id: number; version: number }[]>('id', 'project_id', 'version');
  if (linked.length === 0) return [];
  await knex('tasks')
    .where({ milestone_id: milestone.id })
    .update({ milestone_id: null, version: knex.raw('version + 1'), updated_at: now });
  // In slices: SQLite caps the bound values of one statement.
  for (let start = 0; start < linked.length; start += 500)
    await insertHistory(
      knex,
      linked.slice(start, start + 500).map((t) => ({
        taskId: t.id,
        userId,
        field: 'milestone',
        from: milestone.name,
        to: null,
      })),
      now,
    );
  return linked.map((t) => ({
    id: Number(t.id),
    projectId: Number(t.project_id),
    version: Number(t.version) + 1,
  }));
}
