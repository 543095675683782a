import type {
  TimeEntry,
  TimesheetTimer,
  TimesheetTimerStarted,
  TimesheetTimerStartInputSchema,
  TimesheetTimerStopped,
} from '@keel/types';
import type { z } from 'zod';
import { iso } from '../../lib/dates';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { deleteRow } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import {
  holdWriteLocks,
  insertCheckedEntry,
  loadEntry,
  resolveTarget,
  rethrowMissingTarget,
} from './time-entries.service';
import { holdUserTime } from './timesheet-holds.repository';
import * as timersRepo from './timesheet-timer.repository';
import { timerDays } from './timer-days';

/**
 * The running timer (README, "Running timer"): one per user, kept on the
 * server. Starting checks the target as logging time on it does; stopping
 * writes one entry a day through `insertCheckedEntry`, the path of a typed
 * entry, so every rule of an entry holds, and a refusal rolls the whole stop
 * back: the timer keeps running. Every timer write holds the user's time
 * (`holdWriteLocks`: the timesheet locks shared, then the user) before it
 * touches the timer's row, so a user's starts, stops and discards run one at
 * a time and a task's delete (which holds the same keys) never waits on a
 * timer in the other order.
 */

type StartInput = z.output<typeof TimesheetTimerStartInputSchema>;
/** What an entry or a timer is on: exactly one of the three set. */
type TargetFields = Pick<StartInput, 'taskId' | 'projectId' | 'timesheetTaskId'>;

function toTimer(row: timersRepo.TimerRow, now: number): TimesheetTimer {
  return {
    id: row.id,
    target: row.target,
    note: row.note,
    startedAt: iso(row.startedAt),
    elapsedSeconds: Math.max(0, Math.floor((now - row.startedAt) / 1000)),
    version: row.version,
  };
}

/** A stored timer's target and note as an entry's input names them (exactly one target). */
function inputOf(timer: timersRepo.TimerRow) {
  return {
    taskId: timer.taskId,
    projectId: timer.taskId === null ? timer.projectId : null,
    timesheetTaskId: timer.timesheetTaskId,
    note: timer.note,
  };
}

/** The deps whose reads run in `trx` (SQLite has one connection: a read beside the transaction would wait for it). */
function within(deps: AppDeps, trx: Db): AppDeps {
  return { ...deps, knex: trx };
}

export async function getTimer(deps: AppDeps, actor: AuthUser): Promise<TimesheetTimer | null> {
  const row = await timersRepo.findUserTimer(deps.knex, actor.id);
  return row ? toTimer(row, deps.clock()) : null;
}

/**
 * Writes the entries of `timer` stopped at `now` (one a day in the workspace
 * time zone) and deletes it, inside `trx` after `holdWriteLocks`. The target
 * is checked again as a typed entry's is: it may have changed since the start
 * (a project's settings, the caller's access, a deactivated timesheet task).
 */
async function writeAndRemove(
  deps: AppDeps,
  trx: Db,
  actor: AuthUser,
  timer: timersRepo.TimerRow,
  now: number,
): Promise<TimeEntry[]> {
  const target = await resolveTarget(within(deps, trx), actor, actor.id, inputOf(timer), false);
  const ids: number[] = [];
  for (const day of timerDays(timer.startedAt, now, deps.config.workspaceTimeZone))
    ids.push(
      await insertCheckedEntry(
        trx,
        actor.id,
        actor.id,
        target,
        { date: day.date, minutes: day.minutes, note: timer.note, billable: undefined },
        now,
      ),
    );
  await deleteRow(trx, timersRepo.TIMER_ROWS, timer.id);
  const entries: TimeEntry[] = [];
  for (const id of ids) entries.push(await loadEntry(trx, id));
  return entries;
}

/**
 * Starts the caller's timer on a task, a project or a timesheet task they may
 * log time on (403 otherwise, 400 naming an unknown one; the project's
 * settings apply, as the entries will be checked against them). A timer
 * already running is stopped first and its entries written (`stopped`); if
 * they are refused, nothing changes and the refusal is the answer.
 */
export async function startTimer(
  deps: AppDeps,
  actor: AuthUser,
  input: StartInput,
): Promise<TimesheetTimerStarted> {
  const now = deps.clock();
  // What is being written: the running timer's entries, then the new timer.
  const writing: { target: TargetFields } = { target: input };
  return deps.knex
    .transaction(async (trx) => {
      await holdWriteLocks(trx, actor.id);
      const target = await resolveTarget(within(deps, trx), actor, actor.id, input, false);
      const running = await timersRepo.findUserTimer(trx, actor.id);
      let stopped: TimesheetTimerStopped | null = null;
      if (running) {
        writing.target = inputOf(running);
        stopped = { entries: await writeAndRemove(deps, trx, actor, running, now) };
        writing.target = input;
      }
      await timersRepo.insertTimer(
        trx,
        {
          userId: actor.id,
          projectId: target.projectId,
          taskId: target.taskId,
          timesheetTaskId: target.timesheetTaskId,
          note: input.note,
        },
        now,
      );
      const timer = await timersRepo.findUserTimer(trx, actor.id);
      if (!timer) throw new Error('the started timer was not found');
      return { timer: toTimer(timer, now), stopped };
    })
    .catch((error: unknown) => rethrowMissingTarget(writing.target)(error));
}

/**
 * The caller's timer at `version`: 404 when none runs, 409 when it changed.
 * Read under the caller's lock (`holdUserTime`), which every write of their
 * timer holds first: it cannot change before this transaction ends, so the
 * version is compared here and the row is then deleted, not claimed first.
 */
async function claimedTimer(
  trx: Db,
  actor: AuthUser,
  version: number,
  now: number,
): Promise<timersRepo.TimerRow> {
  const timer = await timersRepo.findUserTimer(trx, actor.id);
  if (!timer) throw new NotFoundError(timersRepo.TIMER_ROWS.notFound);
  if (timer.version !== version)
    throw new ConflictError(timersRepo.TIMER_ROWS.stale, toTimer(timer, now));
  return timer;
}

/**
 * Stops the caller's timer: its time becomes entries (minutes rounded to the
 * nearest minute, at least 1, split at midnight in the workspace time zone),
 * every one checked as a typed entry is; a refusal keeps the timer running.
 */
export async function stopTimer(
  deps: AppDeps,
  actor: AuthUser,
  version: number,
): Promise<TimesheetTimerStopped> {
  const now = deps.clock();
  const writing: { target: TargetFields | null } = { target: null };
  return deps.knex
    .transaction(async (trx) => {
      await holdWriteLocks(trx, actor.id);
      const timer = await claimedTimer(trx, actor, version, now);
      writing.target = inputOf(timer);
      return { entries: await writeAndRemove(deps, trx, actor, timer, now) };
    })
    .catch((error: unknown) => {
      if (writing.target === null) throw error;
      return rethrowMissingTarget(writing.target)(error);
    });
}

/** Discards the caller's timer: nothing is written (404 when none runs, 409 on a stale version). */
export async function discardTimer(
  deps: AppDeps,
  actor: AuthUser,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    await holdUserTime(trx, actor.id);
    const timer = await claimedTimer(trx, actor, version, now);
    await deleteRow(trx, timersRepo.TIMER_ROWS, timer.id);
  });
  return { ok: true };
}
