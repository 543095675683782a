import fs from 'node:fs/promises';
import path from 'node:path';
import {
  TASK_COMPLETION,
  TASK_DOMAINS,
  TASK_STATUSES,
  TASK_STATUS_TITLES,
  type FilterDefinition,
  type FilterValue,
  type Task,
  type TaskAssigneeUpdateInputSchema,
  type TaskCreateInputSchema,
  type TaskDetailsUpdateInputSchema,
  type TaskGroup,
  type TaskMilestoneUpdateInputSchema,
  type TaskPermissions,
  type TaskQueryInputSchema,
  type TaskQueryResult,
  type TaskStatus,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { keyBetween } from '../../lib/fractional-key';
import { claimVersion, versionedSave, type VersionedTable } from '../../lib/versioned-save';
import { utcDate } from '../../lib/dates';
import {
  getProjectPermissions,
  hasFlag,
  projectPermissionsFor,
  projectRoleOf,
  taskPermissionsFor,
  seesAllProjects,
  type AuthUser,
} from '../auth';
import { rewriteProjectFigures, rewriteProjectsFigures } from '../finances/finance-figures.service';
import { insertNotifications } from '../notifications/notifications.service';
import { milestoneRef, milestonesOfProjects } from '../milestones/milestones.repository';
import { listTaskEntries } from '../timesheet/timesheet.repository';
import {
  holdTimeOfTasks,
  removeTimeOfTasks,
  withVisibleNotes,
} from '../timesheet/timesheet.service';
import {
  activeInternalUsers,
  allTeams,
  DUE_BUCKETS,
  deleteTaskRow,
  findTask,
  findTasksByIds,
  findVisibleTask,
  groupCounts,
  insertHistory,
  insertTask,
  listHistory,
  lockBoard,
  lockTaskRows,
  namesOf,
  neighbourKeys,
  projectRolesOf,
  queryTasks,
  setFollowing,
  taskExists,
  taskFamilyIds,
  teamIdsOf,
  updateTaskFields,
  visibleProjectRefs,
  type HistoryEntry,
  type TaskFields,
  type DueBucket,
  type TaskCondition,
  type TaskQueryPlan,
  type TaskRecord,
  type TaskViewer,
  type TaskWrite,
} from './tasks.repository';
import { storedNamesOfTask } from './task-attachments.repository';

/**
 * Tasks (DOMAIN.md § Tasks). Access is task-scoped: the routes require a task
 * reading flag (`readProjectTasks` or `readAssignedProjectTasks`); the task
 * itself is then looked up within the user's visible tasks, in SQL. A task
 * that does not exist or that the user may not see answers 403, exactly like
 * an unknown or invisible project on the project routes ("not allowed",
 * never "exists but hidden").
 */

const TASKS: VersionedTable = {
  table: 'tasks',
  notFound: 'Task not found',
  stale: 'This task was changed by someone else meanwhile; reload it and try again',
};

export async function viewerOf(db: Db, user: AuthUser): Promise<TaskViewer> {
  if (user.external) return { id: user.id, projects: 'none', assigned: false, teamIds: [] };
  const projects = hasFlag(user, 'readProjectTasks')
    ? seesAllProjects(user)
      ? 'all'
      : 'members'
    : 'none';
  const assigned = hasFlag(user, 'readAssignedProjectTasks');
  return { id: user.id, projects, assigned, teamIds: await teamIdsOf(db, user.id) };
}

export interface TaskAccess {
  row: TaskRecord;
  viewer: TaskViewer;
  permissions: TaskPermissions;
}

/** The permissions of a user on a task they can read (the policy decides). */
export async function permissionsOn(
  db: Db,
  user: AuthUser,
  row: TaskRecord,
  viewer: TaskViewer,
): Promise<TaskPermissions> {
  const assignedToUser =
    row.assigneeId === user.id ||
    (row.assigneeTeamId !== null && viewer.teamIds.includes(row.assigneeTeamId));
  return taskPermissionsFor(user, await projectRoleOf(db, user.id, row.projectId), {
    assignedToUser,
    createdByUser: row.createdBy === user.id,
  });
}

/**
 * A task the viewer does not see: 404 when there is no such task (never
 * created, deleted, or of a deleted project) and the user reads tasks at all,
 * so a deleted task is "not found" rather than "not allowed"; 403 otherwise
 * (a task hidden from them, or a user without a task reading flag).
 */
async function unseenTask(db: Db, viewer: TaskViewer, taskId: number): Promise<never> {
  const readsTasks = viewer.projects !== 'none' || viewer.assigned;
  if (readsTasks && !(await taskExists(db, taskId))) throw new NotFoundError('Task not found');
  throw new ForbiddenError();
}

/** The user's permissions on a task they see (route checks); 404 or 403 otherwise (`unseenTask`). */
export async function taskPermissionsOf(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskPermissions> {
  const viewer = await viewerOf(deps.knex, user);
  const row = await findVisibleTask(deps.knex, taskId, viewer);
  if (!row) return unseenTask(deps.knex, viewer, taskId);
  return permissionsOn(deps.knex, user, row, viewer);
}

/** The task when the user may see it; 404 or 403 otherwise (`unseenTask`). */
export async function accessTask(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskAccess> {
  const viewer = await viewerOf(deps.knex, user);
  const row = await findVisibleTask(deps.knex, taskId, viewer);
  if (!row) return unseenTask(deps.knex, viewer, taskId);
  return { row, viewer, permissions: await permissionsOn(deps.knex, user, row, viewer) };
}

async function requireTask(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  flag: keyof TaskPermissions,
): Promise<TaskAccess> {
  const access = await accessTask(deps, user, taskId);
  if (!access.permissions[flag]) throw new ForbiddenError();
  return access;
}

async function taskOf(db: Db, taskId: number, viewerId: number): Promise<Task> {
  const row = await findTask(db, taskId, viewerId);
  if (!row) throw new NotFoundError('Task not found');
  return row.task;
}

export async function getTask(deps: AppDeps, user: AuthUser, taskId: number): Promise<Task> {
  return (await accessTask(deps, user, taskId)).row.task;
}

export async function getPermissions(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskPermissions> {
  return (await accessTask(deps, user, taskId)).permissions;
}

// Labels are shown in the history as their JSON text (as stored).
const show = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : Array.isArray(value)
      ? JSON.stringify(value)
      : String(value);

/** History entries of the fields that changed between `before` and `after`, by history name. */
function changes(
  taskId: number,
  userId: number,
  before: TaskFields,
  after: TaskWrite,
  fields: Record<string, keyof TaskFields>,
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const [field, key] of Object.entries(fields)) {
    if (!(key in after)) continue;
    const from = show(before[key]);
    const to = show(after[key]);
    if (from !== to) entries.push({ taskId, userId, field, from, to });
  }
  return entries;
}

/**
 * One version-checked change of a task: claim the version (409 with the
 * current task when stale), write the columns, one history row per changed
 * field, all in one transaction. `place` puts the task in a column position
 * (the board lock is taken after the claim, so the neighbours read are final).
 */
/** The task columns the finance figures read (README.md of modules/finances). */
const FIGURE_FIELDS = [
  'projectId',
  'status',
  'assigneeId',
  'startDate',
  'dueDate',
  'workEstimation',
] as const;

async function saveTask(
  deps: AppDeps,
  user: AuthUser,
  access: TaskAccess,
  version: number,
  values: TaskWrite,
  options: {
    fields: Record<string, keyof TaskFields>;
    place?: { status: TaskStatus; position: number | 'end' };
    after?: (trx: Db, now: number) => Promise<void>;
  },
): Promise<Task> {
  const { row } = access;
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    TASKS,
    { id: row.id, version },
    async (trx) => {
      const write: TaskWrite = { ...values };
      if (options.place) {
        write.status = options.place.status;
        const viewer = options.place.position === 'end' ? null : await viewerOf(trx, user);
        write.boardKey = await boardKey(trx, row.projectId, options.place, row.id, viewer);
      }
      await updateTaskFields(trx, row.id, write);
      const entries = changes(row.id, user.id, row, write, options.fields);
      if (options.place && options.place.status === row.status && write.boardKey !== row.boardKey)
        entries.push({
          taskId: row.id,
          userId: user.id,
          field: 'index',
          from: row.boardKey,
          to: write.boardKey ?? null,
        });
      await insertHistory(trx, entries, now);
      await options.after?.(trx, now);
      if (FIGURE_FIELDS.some((field) => field in write))
        await rewriteProjectsFigures(trx, [row.projectId, write.projectId], utcDate(now), now);
    },
    { now, current: (trx) => taskOf(trx, row.id, user.id) },
  );
  return taskOf(deps.knex, row.id, user.id);
}

/**
 * The sort key for a place in a column (locks the project's board first). A
 * numeric place counts among the cards `viewer` sees; null: the whole column.
 */
async function boardKey(
  trx: Db,
  projectId: number,
  place: { status: TaskStatus; position: number | 'end' },
  taskId: number | null,
  viewer: TaskViewer | null,
): Promise<string> {
  await lockBoard(trx, projectId);
  const { before, after } = await neighbourKeys(
    trx,
    projectId,
    place.status,
    place.position,
    taskId,
    viewer,
  );
  return keyBetween(before, after);
}

type CreateInput = z.output<typeof TaskCreateInputSchema>;

async function checkAssignee(
  deps: AppDeps,
  projectId: number,
  assigneeId: number | null,
  teamId: number | null,
): Promise<void> {
  if (assigneeId !== null) {
    const candidates = await activeInternalUsers(deps.knex);
    if (!candidates.some((c) => c.id === assigneeId))
      throw ValidationError.field('assigneeId', 'Unknown or inactive user');
  }
  if (teamId !== null) {
    const teams = await allTeams(deps.knex);
    if (!teams.some((t) => t.id === teamId))
      throw ValidationError.field('assigneeTeamId', 'Unknown team');
  }
  void projectId;
}

export async function createTask(deps: AppDeps, user: AuthUser, input: CreateInput): Promise<Task> {
  const viewer = await viewerOf(deps.knex, user);
  const project = await getProjectPermissions(deps.knex, user, input.projectId);
  if (viewer.projects === 'none' || !project.readTasks || !project.createTasks)
    throw new ForbiddenError();
  if (input.parentId !== null) {
    const parent = await findTask(deps.knex, input.parentId, user.id);
    if (!parent || parent.projectId !== input.projectId)
      throw ValidationError.field('parentId', 'The parent task must belong to the same project');
    if (parent.parentId !== null)
      throw ValidationError.field('parentId', 'Subtasks cannot have subtasks');
  }
  await checkAssignee(deps, input.projectId, input.assigneeId, input.assigneeTeamId);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    await checkMilestone(trx, input.projectId, input.milestoneId);
    const key = await boardKey(
      trx,
      input.projectId,
      { status: 'todo', position: 'end' },
      null,
      null,
    );
    const taskId = await insertTask(
      trx,
      {
        projectId: input.projectId,
        parentId: input.parentId,
        name: input.name,
        description: input.description,
        status: 'todo',
        assigneeId: input.assigneeId,
        assigneeTeamId: input.assigneeTeamId,
        domain: input.domain,
        milestoneId: input.milestoneId,
        startDate: input.startDate,
        dueDate: input.dueDate,
        workEstimation: input.workEstimation,
        priority: input.priority,
        labels: input.labels,
        boardKey: key,
        createdBy: user.id,
      },
      now,
    );
    await insertHistory(
      trx,
      [{ taskId, userId: user.id, field: 'created', from: null, to: input.name }],
      now,
    );
    if (input.assigneeId !== null)
      await notifyAssigned(trx, user, input.assigneeId, taskId, input.name, now);
    if (input.workEstimation !== null)
      await rewriteProjectFigures(trx, input.projectId, utcDate(now), now);
    return taskId;
  });
  return taskOf(deps.knex, id, user.id);
}

/**
 * A task's milestone must be one of its own project's (400 naming
 * milestoneId otherwise). Checked inside the write's transaction, so a
 * milestone deleted meanwhile is not linked.
 */
async function checkMilestone(
  db: Db,
  projectId: number,
  milestoneId: number | null,
): Promise<{ id: number; name: string } | null> {
  if (milestoneId === null) return null;
  const milestone = await milestoneRef(db, milestoneId);
  if (!milestone || milestone.projectId !== projectId)
    throw ValidationError.field('milestoneId', 'Choose a milestone of the task’s project');
  return milestone;
}

async function notifyAssigned(
  trx: Db,
  actor: AuthUser,
  assigneeId: number,
  taskId: number,
  name: string,
  now: number,
): Promise<void> {
  if (assigneeId === actor.id) return;
  await insertNotifications(
    trx,
    [
      {
        userId: assigneeId,
        kind: 'taskAssigned',
        text: `${actor.name} assigned you “${name}”`,
        link: `/tasks/${taskId}`,
      },
    ],
    now,
  );
}

export async function removeTask(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  version: number,
): Promise<{ ok: true }> {
  await requireTask(deps, user, taskId, 'delete');
  // Its files (and its subtasks') leave the disk once the rows are gone.
  const files = await storedNamesOfTask(deps.knex, taskId);
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    // Its (and its subtasks') time entries go with it, unless some are protected:
    // a locked day or a submitted or approved week refuses the delete (409 naming
    // the dates). The timesheet keys come before the task's row, the order of
    // every entry write (whose logged_minutes trigger updates the task's row
    // while it holds them): the claim, a row lock, comes after them.
    const held = await holdTimeOfTasks(trx, await taskFamilyIds(trx, taskId));
    await claimVersion(
      trx,
      TASKS,
      { id: taskId, version },
      {
        now,
        current: (db) => taskOf(db, taskId, user.id),
      },
    );
    const stored = await findTask(trx, taskId, user.id);
    // Read again under the claim: a subtask added meanwhile goes too.
    const family = await taskFamilyIds(trx, taskId);
    await lockTaskRows(trx, family);
    await removeTimeOfTasks(
      trx,
      family,
      held,
      family.length > 1 ? 'this task and its subtasks' : 'this task',
    );
    await deleteTaskRow(trx, taskId);
    if (stored) await rewriteProjectFigures(trx, stored.projectId, utcDate(now), now);
  });
  const dir = path.join(deps.config.dataDir, 'files');
  await Promise.all(files.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return { ok: true };
}

export async function updateAssignee(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: z.output<typeof TaskAssigneeUpdateInputSchema>,
): Promise<Task> {
  const access = await requireTask(deps, user, taskId, 'changeAssignee');
  await checkAssignee(deps, access.row.projectId, input.assigneeId, input.assigneeTeamId);
  const changed = input.assigneeId !== access.row.assigneeId;
  return saveTask(
    deps,
    user,
    access,
    input.version,
    { assigneeId: input.assigneeId, assigneeTeamId: input.assigneeTeamId },
    {
      fields: { assignee: 'assigneeId', assigneeTeam: 'assigneeTeamId' },
      after: async (trx, now) => {
        if (changed && input.assigneeId !== null)
          await notifyAssigned(trx, user, input.assigneeId, taskId, access.row.name, now);
      },
    },
  );
}

export async function updateName(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { name: string; version: number },
) {
  const access = await requireTask(deps, user, taskId, 'update');
  return saveTask(
    deps,
    user,
    access,
    input.version,
    { name: input.name },
    { fields: { name: 'name' } },
  );
}

export async function updateStatus(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { status: TaskStatus; version: number },
) {
  const access = await requireTask(deps, user, taskId, 'changeStatus');
  const place =
    input.status === access.row.status
      ? undefined
      : { status: input.status, position: 'end' as const };
  return saveTask(deps, user, access, input.version, {}, { fields: { status: 'status' }, place });
}

export async function updateSchedule(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { startDate: string | null; dueDate: string | null; version: number },
) {
  const access = await requireTask(deps, user, taskId, 'update');
  return saveTask(
    deps,
    user,
    access,
    input.version,
    { startDate: input.startDate, dueDate: input.dueDate },
    { fields: { startDate: 'startDate', dueDate: 'dueDate' } },
  );
}

export async function updateWorkEstimation(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { workEstimation: number | null; version: number },
) {
  const access = await requireTask(deps, user, taskId, 'update');
  return saveTask(
    deps,
    user,
    access,
    input.version,
    { workEstimation: input.workEstimation },
    { fields: { workEstimation: 'workEstimation' } },
  );
}

/**
 * `PUT /api/tasks/{taskId}/milestone`: links the task to a milestone of its
 * project, or unlinks it (null). The history names the milestones (their ids
 * would mean nothing once one is deleted).
 */
export async function updateMilestone(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: z.output<typeof TaskMilestoneUpdateInputSchema>,
): Promise<Task> {
  const access = await requireTask(deps, user, taskId, 'update');
  const { row } = access;
  await checkMilestone(deps.knex, row.projectId, input.milestoneId);
  return saveTask(
    deps,
    user,
    access,
    input.version,
    { milestoneId: input.milestoneId },
    {
      fields: {},
      after: async (trx, now) => {
        const next = await checkMilestone(trx, row.projectId, input.milestoneId);
        if (input.milestoneId === row.milestoneId) return;
        await insertHistory(
          trx,
          [
            {
              taskId,
              userId: user.id,
              field: 'milestone',
              from: row.task.milestone?.name ?? null,
              to: next?.name ?? null,
            },
          ],
          now,
        );
      },
    },
  );
}

export async function updateDetails(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: z.output<typeof TaskDetailsUpdateInputSchema>,
) {
  const access = await requireTask(deps, user, taskId, 'update');
  return saveTask(
    deps,
    user,
    access,
    input.version,
    {
      description: input.description,
      domain: input.domain,
      priority: input.priority,
      labels: input.labels,
    },
    {
      fields: {
        description: 'description',
        domain: 'domain',
        priority: 'priority',
        labels: 'labels',
      },
    },
  );
}

/** Moves within the column (`index`) or to another column (`placement`): writes the moved task only. */
export async function moveTask(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { status?: TaskStatus; position: number; version: number },
) {
  const access = await requireTask(deps, user, taskId, 'changeStatus');
  const status = input.status ?? access.row.status;
  return saveTask(
    deps,
    user,
    access,
    input.version,
    {},
    {
      fields: { status: 'status' },
      place: { status, position: input.position },
    },
  );
}

export async function follow(deps: AppDeps, user: AuthUser, taskId: number, on: boolean) {
  await accessTask(deps, user, taskId);
  await setFollowing(deps.knex, taskId, user.id, on);
  return { ok: true as const };
}

export async function updates(deps: AppDeps, user: AuthUser, taskId: number) {
  await accessTask(deps, user, taskId);
  return listHistory(deps.knex, taskId);
}

/** The task's time entries (written through the timesheet), newest first, with their total. */
export async function timelog(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  paging: { page: number; pageSize: number },
) {
  await accessTask(deps, user, taskId);
  const page = await listTaskEntries(deps.knex, taskId, paging);
  return { ...page, items: withVisibleNotes(user, page.items) };
}

/* ---------- query ---------- */

type QueryInput = z.output<typeof TaskQueryInputSchema>;

const STATUS_VALUE = (status: TaskStatus) => TASK_STATUSES.indexOf(status) + 1;
const DOMAIN_VALUE = (domain: string) => (TASK_DOMAINS as readonly string[]).indexOf(domain) + 1;

function ints(filter: FilterValue): number[] {
  if (filter.intArrayValue && filter.intArrayValue.length > 0) return filter.intArrayValue;
  if (filter.intValue !== null && filter.intValue !== undefined) return [filter.intValue];
  return [];
}

function badFilter(index: number, message: string): ValidationError {
  return ValidationError.field(`filters.${index}`, message);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** SPEC §3 filter values -> conditions (400 naming `filters.N` for an unknown name or value). */
function conditionsOf(filters: readonly FilterValue[], user: AuthUser): TaskCondition[] {
  const conditions: TaskCondition[] = [];
  filters.forEach((filter, index) => {
    const values = ints(filter);
    switch (filter.filterName) {
      case 'project':
        if (values.length) conditions.push({ kind: 'project', ids: values });
        return;
      case 'status': {
        const statuses = values.map((v) => TASK_STATUSES[v - 1]);
        if (statuses.some((s) => s === undefined)) throw badFilter(index, 'Unknown status');
        if (statuses.length)
          conditions.push({ kind: 'status', statuses: statuses as TaskStatus[] });
        return;
      }
      case 'completion': {
        const value = values[0] ?? TASK_COMPLETION.all;
        if (value === TASK_COMPLETION.ongoing) conditions.push({ kind: 'done', done: false });
        else if (value === TASK_COMPLETION.completed) conditions.push({ kind: 'done', done: true });
        else if (value !== TASK_COMPLETION.all) throw badFilter(index, 'Unknown completion');
        return;
      }
      case 'assignee':
        // 0 stands for "unassigned".
        if (values.length)
          conditions.push({ kind: 'assignee', ids: values, unassigned: values.includes(0) });
        return;
      case 'team':
        if (values.length) conditions.push({ kind: 'team', ids: values });
        return;
      case 'domain': {
        const domains = values.map((v) => TASK_DOMAINS[v - 1]);
        if (domains.some((d) => d === undefined)) throw badFilter(index, 'Unknown domain');
        if (domains.length) conditions.push({ kind: 'domain', domains: domains as string[] });
        return;
      }
      case 'milestone':
        if (values.length) conditions.push({ kind: 'milestone', ids: values });
        return;
      case 'dueFrom':
      case 'dueTo': {
        const date = filter.stringValue;
        if (!date) return;
        if (!DATE.test(date)) throw badFilter(index, 'Expected a date as YYYY-MM-DD');
        conditions.push({ kind: filter.filterName, date });
        return;
      }
      case 'text': {
        const text = filter.stringValue?.trim().toLowerCase();
        if (text) conditions.push({ kind: 'text', text });
        return;
      }
      case 'mine':
        if ((values[0] ?? 1) !== 0) conditions.push({ kind: 'assignedTo', userId: user.id });
        return;
      case 'parent':
        if (values.length) conditions.push({ kind: 'parent', ids: values });
        return;
      default:
        throw badFilter(index, `Unknown filter ${filter.filterName}`);
    }
  });
  return conditions;
}

const DUE_TITLES: Record<DueBucket, string> = {
  overdue: 'Overdue',
  today: 'Today',
  thisWeek: 'This week',
  nextWeek: 'Next week',
  later: 'Later',
  none: 'No date',
  past: 'Past',
};

export async function query(
  deps: AppDeps,
  user: AuthUser,
  input: QueryInput,
  includeParent: boolean,
): Promise<TaskQueryResult> {
  const viewer = await viewerOf(deps.knex, user);
  const today = utcDate(deps.clock());
  const plan: TaskQueryPlan = {
    viewer,
    conditions: conditionsOf(input.filters, user),
    groupBy: input.groupBy,
    today,
    sort: input.sort,
    page: input.page,
    pageSize: input.pageSize,
  };
  // The groups count the whole list, not the page: the first page carries
  // them and later pages (a list loading as it scrolls) do not count again.
  const firstPage = input.page === 1;
  const [{ items, total }, counts] = await Promise.all([
    queryTasks(deps.knex, plan),
    firstPage ? groupCounts(deps.knex, plan) : null,
  ]);
  if (includeParent) {
    const have = new Set(items.map((t) => t.id));
    const missing = [
      ...new Set(
        items.map((t) => t.parentId).filter((id): id is number => id !== null && !have.has(id)),
      ),
    ];
    const parents = (await findTasksByIds(deps.knex, missing, user.id)).filter((p) =>
      missing.includes(p.id),
    );
    // Only parents the viewer may read.
    for (const parent of parents) {
      if (await findVisibleTask(deps.knex, parent.id, viewer)) items.push(parent);
    }
  }
  // Under a completion filter every task of a group is done, or none is: no percentage.
  const completionFiltered = plan.conditions.some((c) => c.kind === 'done');
  return {
    items,
    total,
    groups: counts ? await titledGroups(deps, input.groupBy, counts, !completionFiltered) : [],
    managedProjectIds: await managedProjectIdsOf(deps.knex, user, items),
  };
}

/** The projects of `items` whose every task the user may change (updateAnyTask, as the policy says). */
async function managedProjectIdsOf(
  db: Db,
  user: AuthUser,
  items: readonly Task[],
): Promise<number[]> {
  const ids = [...new Set(items.map((task) => task.projectId))];
  const roles = await projectRolesOf(db, user.id, ids);
  return ids.filter((id) => projectPermissionsFor(user, roles.get(id) ?? null).updateAnyTask);
}

async function titledGroups(
  deps: AppDeps,
  groupBy: QueryInput['groupBy'],
  counts: Awaited<ReturnType<typeof groupCounts>>,
  withCompletion: boolean,
): Promise<TaskGroup[]> {
  switch (groupBy) {
    case 'project':
    case 'projectFull': {
      return counts.map((c) => ({
        key: String(c.project.id),
        title: groupBy === 'projectFull' ? `${c.key} · ${c.project.name}` : c.project.name,
        count: c.count,
        ...(withCompletion
          ? { completion: c.count === 0 ? 0 : Math.round((100 * c.done) / c.count) }
          : {}),
      }));
    }
    case 'assignee': {
      // Keys: a person's id, a team's id negated (assigned to the team alone), 0 unassigned.
      const ids = counts.map((c) => Number(c.key));
      const [users, teams] = await Promise.all([
        namesOf(
          deps.knex,
          'users',
          ids.filter((id) => id > 0),
        ),
        namesOf(
          deps.knex,
          'teams',
          ids.filter((id) => id < 0).map((id) => -id),
        ),
      ]);
      return counts.map((c) => {
        const id = Number(c.key);
        return {
          key: String(id),
          title:
            id === 0
              ? 'Unassigned'
              : id < 0
                ? (teams.get(-id)?.name ?? 'Team')
                : (users.get(id)?.name ?? ''),
          count: c.count,
        };
      });
    }
    case 'status':
      return counts.map((c) => {
        const status = TASK_STATUSES[Number(c.key)] as TaskStatus;
        return { key: status, title: TASK_STATUS_TITLES[status], count: c.count };
      });
    case 'domain':
      return counts.map((c) => ({
        key: String(c.key),
        title: c.key ? String(c.key) : 'No domain',
        count: c.count,
      }));
    case 'milestone': {
      const milestones = await namesOf(
        deps.knex,
        'milestones',
        counts.map((c) => Number(c.key)).filter((id) => id > 0),
      );
      return counts.map((c) => ({
        key: String(c.key),
        title:
          Number(c.key) === 0
            ? 'No milestone'
            : (milestones.get(Number(c.key))?.name ?? 'Deleted milestone'),
        count: c.count,
      }));
    }
    case 'dueDate':
      return counts.map((c) => {
        const bucket = DUE_BUCKETS[Number(c.key)] ?? 'none';
        return { key: bucket, title: DUE_TITLES[bucket], count: c.count };
      });
    default:
      return [];
  }
}

export async function queryOptions(
  deps: AppDeps,
  user: AuthUser,
  flags: {
    includeTaskStatusFilter: boolean;
    includeTaskAssigneeFilters: boolean;
    projectId?: number;
  },
): Promise<FilterDefinition[]> {
  const viewer = await viewerOf(deps.knex, user);
  const projects = await visibleProjectRefs(deps.knex, viewer);
  // The milestones of the filtered project (when it is a visible one), else of every visible project.
  const milestoneProjects =
    flags.projectId === undefined ? projects : projects.filter((p) => p.id === flags.projectId);
  const codes = new Map(projects.map((p) => [p.id, p.code]));
  const milestones = await milestonesOfProjects(
    deps.knex,
    milestoneProjects.map((p) => p.id),
  );
  const definitions: FilterDefinition[] = [
    {
      name: 'project',
      subject: 'Project',
      multiple: true,
      items: projects.map((p) => ({ title: `${p.code} ${p.name}`, value: p.id })),
      defaultItem: null,
    },
    {
      name: 'completion',
      subject: 'Completion',
      multiple: false,
      items: [
        { title: 'Ongoing', value: TASK_COMPLETION.ongoing },
        { title: 'Completed', value: TASK_COMPLETION.completed },
        { title: 'All', value: TASK_COMPLETION.all },
      ],
      defaultItem: { title: 'Ongoing', value: TASK_COMPLETION.ongoing },
    },
  ];
  if (flags.includeTaskStatusFilter)
    definitions.push({
      name: 'status',
      subject: 'Status',
      multiple: true,
      items: TASK_STATUSES.map((s) => ({ title: TASK_STATUS_TITLES[s], value: STATUS_VALUE(s) })),
      defaultItem: null,
    });
  if (flags.includeTaskAssigneeFilters) {
    const [users, teams] = await Promise.all([activeInternalUsers(deps.knex), allTeams(deps.knex)]);
    definitions.push(
      {
        name: 'assignee',
        subject: 'Assignee',
        multiple: true,
        items: [
          { title: 'Unassigned', value: 0 },
          ...users.map((u) => ({ title: u.name, value: u.id })),
        ],
        defaultItem: null,
      },
      {
        name: 'team',
        subject: 'Team',
        multiple: true,
        items: teams.map((t) => ({ title: t.name, value: t.id })),
        defaultItem: null,
      },
    );
  }
  definitions.push(
    {
      name: 'domain',
      subject: 'Domain',
      multiple: true,
      items: TASK_DOMAINS.map((d) => ({ title: d, value: DOMAIN_VALUE(d) })),
      defaultItem: null,
    },
    {
      name: 'milestone',
      subject: 'Milestone',
      multiple: true,
      items: milestones.map((m) => ({
        title: flags.projectId === undefined ? `${codes.get(m.projectId)} · ${m.name}` : m.name,
        value: m.id,
      })),
      defaultItem: null,
    },
    { name: 'dueFrom', subject: 'Due from', multiple: false, items: [], defaultItem: null },
    { name: 'dueTo', subject: 'Due to', multiple: false, items: [], defaultItem: null },
    { name: 'text', subject: 'Text', multiple: false, items: [], defaultItem: null },
    {
      name: 'mine',
      subject: 'Assigned to me',
      multiple: false,
      items: [{ title: 'Assigned to me', value: 1 }],
      defaultItem: null,
    },
  );
  return definitions;
}
