import type { Task, TaskStatus } from '@keel/types';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { recordChange } from '../../lib/changes';
import { keyBetween } from '../../lib/fractional-key';
import { versionedSave, type ExpectedVersion, type VersionedTable } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { lockBoard, neighbourKeys } from './task-board.repository';
import { insertHistory, type HistoryEntry } from './task-history.repository';
import {
  TASK_ROWS,
  updateTaskFields,
  type TaskFields,
  type TaskViewer,
  type TaskWrite,
} from './tasks.repository';
import { taskOf, viewerOf, type TaskAccess } from './task-access.service';
import { recordTaskEvent } from './task-events';

/**
 * How every field change of a task is saved (the write and board services
 * use it): the version claimed, the columns written, a history row per
 * changed field and, when a field the figures read changed, `task.changed`;
 * every save records `task.updated` (`task-events.ts`).
 */

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
 * The task columns the figures read: the finance figures (README.md of
 * modules/finances) and the workload store (modules/workload: the assignee
 * team places an unassigned task under a team filter).
 */
const FIGURE_FIELDS = [
  'projectId',
  'status',
  'assigneeId',
  'assigneeTeamId',
  'startDate',
  'dueDate',
  'workEstimation',
] as const;

/** The stored fields a task event carries (`row` also holds the task as shown). */
const pick = (row: TaskFields) => ({
  projectId: row.projectId,
  name: row.name,
  status: row.status,
  assigneeId: row.assigneeId,
  startDate: row.startDate,
  dueDate: row.dueDate,
  milestoneId: row.milestoneId,
});

/**
 * One version-checked change of a task: claim the version (409 with the
 * current task when stale), write the columns, one history row per changed
 * field, all in one transaction. `place` puts the task in a column position
 * (the board lock is taken after the claim, so the neighbours read are final).
 */
export async function saveTask(
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
    TASK_ROWS,
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
        await recordChange(trx, {
          kind: 'task.changed',
          at: now,
          projectIds:
            write.projectId === undefined ? [row.projectId] : [row.projectId, write.projectId],
        });
      // The fields not written are the ones read before the claim: sent only
      // when that read is of the version claimed (else someone saved between).
      const kept = row.task.version === version ? pick(row) : { projectId: row.projectId };
      const next = { ...kept, ...write };
      await recordTaskEvent(trx, 'task.updated', user.id, now, {
        id: row.id,
        projectId: next.projectId,
        version: version + 1,
        name: next.name,
        status: next.status,
        assigneeId: next.assigneeId,
        startDate: next.startDate,
        dueDate: next.dueDate,
        milestoneId: next.milestoneId,
      });
    },
    { now, current: (trx) => taskOf(trx, row.id, user.id) },
  );
  return taskOf(deps.knex, row.id, user.id);
}

/**
 * Deletes a versioned record of a task (a comment, a todo item, a file) in
 * one transaction: the claim of the version the caller read (409 with
 * `current` when stale), the delete, and the history row that says so.
 */
export async function removeRecorded(
  deps: AppDeps,
  target: VersionedTable,
  expected: ExpectedVersion,
  remove: (trx: Db) => Promise<unknown>,
  entry: HistoryEntry,
  current: (trx: Db) => Promise<unknown>,
): Promise<void> {
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    target,
    expected,
    async (trx) => {
      await remove(trx);
      await insertHistory(trx, [entry], now);
    },
    { now, current },
  );
}

/**
 * The sort key for a place in a column (locks the project's board first). A
 * numeric place counts among the cards `viewer` sees; null: the whole column.
 */
export async function boardKey(
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
