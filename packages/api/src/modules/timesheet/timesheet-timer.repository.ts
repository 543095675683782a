import type { TimesheetTaskKind, TimesheetTimerTarget, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import type { VersionedTable } from '../../lib/versioned-save';
import { ROW_USER_COLUMNS, rowUser, type RowUserColumns } from './row-user';

/**
 * Storage of the running timers (README, "Running timer"): one row per user
 * at most (unique index `timesheet_timers_user`), on what a time entry is
 * logged on.
 */

/** The timers' rows as a versioned save claims them (`lib/versioned-save.ts`). */
export const TIMER_ROWS: VersionedTable = {
  table: 'timesheet_timers',
  notFound: 'No timer is running',
  stale: 'The timer changed meanwhile (stopped, discarded or started again elsewhere)',
};

/** A stored timer: its owner, target, note, start and version. */
export interface TimerRow {
  id: number;
  userId: number;
  projectId: number | null;
  taskId: number | null;
  timesheetTaskId: number | null;
  note: string;
  startedAt: number;
  version: number;
  target: TimesheetTimerTarget;
  /** Its owner as their entries name them (a stop answers the entries it wrote without reading them back). */
  user: UserRef;
}

interface TimerJoinRow extends RowUserColumns {
  id: number;
  project_id: number | null;
  project_code: string | null;
  project_name: string | null;
  project_task_id: number | null;
  task_name: string | null;
  timesheet_task_id: number | null;
  timesheet_task_name: string | null;
  timesheet_task_kind: TimesheetTaskKind | null;
  note: string;
  started_at: number | string;
  version: number;
}

const TIMER_COLUMNS = [
  'r.id',
  'r.user_id',
  ...ROW_USER_COLUMNS,
  'r.project_id',
  'p.code as project_code',
  'p.name as project_name',
  'r.project_task_id',
  't.name as task_name',
  'r.timesheet_task_id',
  'tt.name as timesheet_task_name',
  'tt.kind as timesheet_task_kind',
  'r.note',
  'r.started_at',
  'r.version',
];

function toTimer(row: TimerJoinRow): TimerRow {
  return {
    id: row.id,
    userId: row.user_id,
    projectId: row.project_id,
    taskId: row.project_task_id,
    timesheetTaskId: row.timesheet_task_id,
    note: row.note,
    startedAt: Number(row.started_at),
    version: Number(row.version),
    user: rowUser(row),
    target: {
      project:
        row.project_id === null
          ? null
          : { id: row.project_id, code: row.project_code ?? '', name: row.project_name ?? '' },
      task:
        row.project_task_id === null
          ? null
          : { id: row.project_task_id, name: row.task_name ?? '' },
      timesheetTask:
        row.timesheet_task_id === null
          ? null
          : {
              id: row.timesheet_task_id,
              name: row.timesheet_task_name ?? '',
              kind: row.timesheet_task_kind ?? 'other',
            },
    },
  };
}

/** The user's running timer with its target's names, or null. */
export async function findUserTimer(knex: Knex, userId: number): Promise<TimerRow | null> {
  const row = await knex('timesheet_timers as r')
    .join('users as u', 'u.id', 'r.user_id')
    .leftJoin('projects as p', 'p.id', 'r.project_id')
    .leftJoin('tasks as t', 't.id', 'r.project_task_id')
    .leftJoin('timesheet_tasks as tt', 'tt.id', 'r.timesheet_task_id')
    .where('r.user_id', userId)
    .first<TimerJoinRow | undefined>(TIMER_COLUMNS);
  return row ? toTimer(row) : null;
}

export interface NewTimer {
  userId: number;
  projectId: number | null;
  taskId: number | null;
  timesheetTaskId: number | null;
  note: string;
}

/**
 * Inserts the user's timer started at `now` at their next timer version;
 * null (nothing inserted) when the user already runs one (the unique index
 * `timesheet_timers_user`). The version comes from `timesheet_timer_versions`,
 * which outlives the rows: a stale tab's stop or discard, sending the version
 * of a timer since stopped, never matches the timer started after it (it gets
 * the 409 with that one).
 */
export async function insertTimer(
  knex: Knex,
  timer: NewTimer,
  now: number,
): Promise<{ id: number; version: number } | null> {
  const version = await nextTimerVersion(knex, timer.userId);
  const [row] = await knex('timesheet_timers')
    .insert({
      user_id: timer.userId,
      project_id: timer.projectId,
      project_task_id: timer.taskId,
      timesheet_task_id: timer.timesheetTaskId,
      note: timer.note,
      started_at: now,
      version,
      created_at: now,
      updated_at: now,
    })
    .onConflict('user_id')
    .ignore()
    .returning<{ id: number }[]>('id');
  return row ? { id: row.id, version } : null;
}

/** Counts one more start of the user's timer and answers its number (1 for the first), in one statement. */
async function nextTimerVersion(knex: Knex, userId: number): Promise<number> {
  const [row] = await knex('timesheet_timer_versions')
    .insert({ user_id: userId, last_version: 1 })
    .onConflict('user_id')
    .merge({ last_version: knex.raw('?? + 1', ['timesheet_timer_versions.last_version']) })
    .returning<{ last_version: number }[]>('last_version');
  if (!row) throw new Error('the timer version was not counted');
  return Number(row.last_version);
}

/**
 * Deletes the timer `id` if it is still at `version`: false when it is not
 * (stopped, discarded or started again since it was read). Timers never
 * change in place and a user's versions never repeat, so a match is the very
 * timer that was read.
 */
export async function claimTimer(knex: Knex, id: number, version: number): Promise<boolean> {
  return (await knex('timesheet_timers').where({ id, version }).delete()) === 1;
}

/** Deletes a timer (once its version is claimed, or to replace it by a new one). */
export async function deleteTimer(knex: Knex, id: number): Promise<void> {
  await knex('timesheet_timers').where({ id }).delete();
}

/** The users running a timer on any of `taskIds` (a task's delete takes their timers), by id. */
export async function usersTimingTasks(knex: Knex, taskIds: readonly number[]): Promise<number[]> {
  if (taskIds.length === 0) return [];
  const rows = await knex('timesheet_timers')
    .whereIn('project_task_id', taskIds)
    .distinct<{ user_id: number }[]>('user_id')
    .orderBy('user_id');
  return rows.map((row) => row.user_id);
}
