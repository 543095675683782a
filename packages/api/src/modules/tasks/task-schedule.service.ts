import {
  addDays,
  type ScheduleMove,
  type ScheduleWarning,
  type TaskScheduleResult,
  type TaskScheduleUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import type { AppDeps } from '../../lib/deps';
import { claimVersion, claimVersionsSetting, type VersionedChange } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { dayNumber, workspaceWorkingDays } from '../workload';
import { requireTask, taskOf } from './task-access.service';
import {
  lockProjectSchedule,
  projectDependencies,
  projectScheduleRows,
  type ScheduleRow,
} from './task-dependencies.repository';
import { insertHistory, type HistoryEntry } from './task-history.repository';
import {
  holds,
  shiftSuccessors,
  type Dependency,
  type IsWorkingDay,
  type ScheduledTask,
} from './task-schedule-rules';
import { TASK_ROWS, updateTaskFields } from './tasks.repository';
import { recordTaskEvent } from './task-events';

/**
 * `PUT /api/tasks/{taskId}/schedule` (issue 31; README.md § Rescheduling):
 * the task's dates (and `fixedStart`), and with `shiftSuccessors` the
 * successors whose constraint would break moved forward by working days,
 * transitively (`shiftSuccessors` in `task-schedule-rules.ts`), all in one
 * transaction: each moved task's version claimed as read under the lock
 * (a task edited meanwhile: 409, nothing saved), one history row per date,
 * `task.changed` once. The project's schedule lock comes first, before any
 * task row, so two reschedules of one project run one after the other:
 * the second reads what the first wrote, or gets its 409 for a stale version.
 */

type Input = z.output<typeof TaskScheduleUpdateInputSchema>;

const EPOCH = '1970-01-01';
const toDay = (date: string | null) => (date === null ? null : dayNumber(date));
const toDate = (day: number | null) => (day === null ? null : addDays(EPOCH, day));

const scheduled = (row: ScheduleRow): ScheduledTask => ({
  id: row.id,
  start: toDay(row.startDate),
  due: toDay(row.dueDate),
  fixedStart: row.fixedStart,
});

function dateEntries(
  taskId: number,
  userId: number,
  before: { startDate: string | null; dueDate: string | null },
  after: { startDate: string | null; dueDate: string | null },
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const field of ['startDate', 'dueDate'] as const)
    if (before[field] !== after[field])
      entries.push({ taskId, userId, field, from: before[field], to: after[field] });
  return entries;
}

const TYPE_WORDS: Record<Dependency['type'], string> = {
  FS: 'start after',
  SS: 'start with',
  FF: 'finish with',
  SF: 'finish after the start of',
};

function warningOf(
  dep: Dependency,
  reason: ScheduleWarning['reason'],
  names: ReadonlyMap<number, string>,
): ScheduleWarning {
  const successor = names.get(dep.successorId) ?? `#${dep.successorId}`;
  const predecessor = names.get(dep.predecessorId) ?? `#${dep.predecessorId}`;
  const lag = dep.lagDays === 0 ? '' : ` (lag ${dep.lagDays} working days)`;
  return {
    dependencyId: dep.id,
    predecessorId: dep.predecessorId,
    successorId: dep.successorId,
    type: dep.type,
    lagDays: dep.lagDays,
    reason,
    message:
      reason === 'fixedStart'
        ? `“${successor}” has a fixed start: it was not moved and no longer can ${TYPE_WORDS[dep.type]} “${predecessor}”${lag}`
        : `“${successor}” should ${TYPE_WORDS[dep.type]} “${predecessor}”${lag}`,
  };
}

/** The constraints touching `changed` tasks that do not hold at `at`. */
function brokenAround(
  deps: readonly Dependency[],
  changed: ReadonlySet<number>,
  at: (id: number) => ScheduledTask,
  isWorkingDay: IsWorkingDay,
): Dependency[] {
  return deps.filter(
    (dep) =>
      (changed.has(dep.predecessorId) || changed.has(dep.successorId)) &&
      !holds(dep, at(dep.predecessorId), at(dep.successorId), isWorkingDay),
  );
}

export async function reschedule(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: Input,
): Promise<TaskScheduleResult> {
  const { row } = await requireTask(deps, user, taskId, 'update');
  const isWorkingDay = await workspaceWorkingDays(deps.knex);
  const now = deps.clock();
  const outcome = await deps.knex.transaction(async (trx) => {
    await lockProjectSchedule(trx, row.projectId);
    await claimVersion(
      trx,
      TASK_ROWS,
      { id: taskId, version: input.version },
      { now, current: (db) => taskOf(db, taskId, user.id) },
    );
    const rows = await projectScheduleRows(trx, row.projectId);
    const graph = await projectDependencies(trx, row.projectId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const names = new Map(rows.map((r) => [r.id, r.name]));
    const stored = byId.get(taskId) as ScheduleRow;

    const fixedStart = input.fixedStart ?? stored.fixedStart;
    await updateTaskFields(trx, taskId, {
      startDate: input.startDate,
      dueDate: input.dueDate,
      fixedStart,
    });
    const history = dateEntries(taskId, user.id, stored, input);
    if (fixedStart !== stored.fixedStart)
      history.push({
        taskId,
        userId: user.id,
        field: 'fixedStart',
        from: String(stored.fixedStart),
        to: String(fixedStart),
      });

    const tasks = new Map(rows.map((r) => [r.id, scheduled(r)]));
    tasks.set(taskId, {
      id: taskId,
      start: toDay(input.startDate),
      due: toDay(input.dueDate),
      fixedStart,
    });
    const shift = input.shiftSuccessors
      ? shiftSuccessors(tasks, graph, taskId, isWorkingDay)
      : { moved: [], stopped: [] };

    const moved: ScheduleMove[] = [];
    const claims: VersionedChange[] = [];
    for (const move of shift.moved) {
      const before = byId.get(move.id) as ScheduleRow;
      const after = { startDate: toDate(move.start), dueDate: toDate(move.due) };
      claims.push({
        id: move.id,
        version: before.version,
        set: { start_date: after.startDate, due_date: after.dueDate },
      });
      history.push(...dateEntries(move.id, user.id, before, after));
      tasks.set(move.id, {
        ...(tasks.get(move.id) as ScheduledTask),
        start: move.start,
        due: move.due,
      });
      moved.push({
        taskId: move.id,
        name: before.name,
        from: { startDate: before.startDate, dueDate: before.dueDate },
        to: after,
        version: before.version + 1,
      });
    }
    // Read under the lock; a task edited since (outside the lock) is a 409 for the whole move.
    await claimVersionsSetting(trx, TASK_ROWS, claims, { now });
    await insertHistory(trx, history, now);
    await recordChange(trx, { kind: 'task.changed', at: now, projectIds: [row.projectId] });
    await recordTaskEvent(trx, 'task.updated', user.id, now, {
      id: taskId,
      projectId: row.projectId,
      version: input.version + 1,
      name: stored.name,
      startDate: input.startDate,
      dueDate: input.dueDate,
    });
    // The successors the move shifted: each a write of its own.
    for (const move of moved)
      await recordTaskEvent(trx, 'task.updated', user.id, now, {
        id: move.taskId,
        projectId: row.projectId,
        version: move.version,
        name: move.name,
        startDate: move.to.startDate,
        dueDate: move.to.dueDate,
      });

    const stopped = new Set(shift.stopped.map((d) => d.id));
    const changed = new Set([taskId, ...shift.moved.map((m) => m.id)]);
    const warnings = brokenAround(
      graph,
      changed,
      (id) => tasks.get(id) as ScheduledTask,
      isWorkingDay,
    ).map((dep) => warningOf(dep, stopped.has(dep.id) ? 'fixedStart' : 'broken', names));
    return { moved, warnings };
  });
  return { ...(await taskOf(deps.knex, taskId, user.id)), ...outcome };
}
