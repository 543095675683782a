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
import type { AuthUser } from '../auth';
import {
  holdWriteLocks,
  insertHeldEntry,
  resolveTarget,
  rethrowMissingTarget,
  type Target,
} from './time-entries.service';
import { holdUserTime } from './timesheet-holds.repository';
import * as timersRepo from './timesheet-timer.repository';
import { timerDays } from './timer-days';

/**
 * The running timer (README, "Running timer"): one per user, kept on the
 * server. Starting checks the target as logging time on it does; stopping
 * writes one entry a day through `insertHeldEntry`, the path of a typed
 * entry, so every rule of an entry holds, and a refusal rolls the whole stop
 * back: the timer keeps running. Every timer write holds the user's time
 * (`holdWriteLocks`: the timesheet locks shared, then the user) before it
 * claims or writes the timer's row, so a user's starts, stops and discards
 * run one at a time and a task's delete (which holds the same keys) never
 * waits on a timer in the other order. What needs no lock is read before the
 * transaction (README, "What runs under the write lock").
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

/** The workspace's time zone: a stopped timer's days end at its midnights. */
function zoneOf(deps: AppDeps): string {
  return deps.config.workspaceTimeZone;
}

export async function getTimer(deps: AppDeps, actor: AuthUser): Promise<TimesheetTimer | null> {
  const row = await timersRepo.findUserTimer(deps.knex, actor.id);
  return row ? toTimer(row, deps.clock()) : null;
}

/**
 * Writes the entries of `timer` stopped at `now` (one a day in the workspace
 * time zone) under the write locks `trx` holds, its target checked
 * (`resolveTarget`) by the caller, and answers them as stored. They are
 * built from what was written, not read back: the insert stored exactly
 * these values, `target.refs` names the target as the check read it and the
 * timer's row its owner (a new entry is at version 1, created and updated
 * `now`).
 */
async function writeEntries(
  trx: Db,
  actor: AuthUser,
  timer: timersRepo.TimerRow,
  target: Target,
  now: number,
  timeZone: string,
): Promise<TimeEntry[]> {
  const entries: TimeEntry[] = [];
  for (const day of timerDays(timer.startedAt, now, timeZone)) {
    const fields = { date: day.date, minutes: day.minutes, note: timer.note, billable: undefined };
    const id = await insertHeldEntry(trx, actor.id, actor.id, target, fields, now);
    entries.push({
      id,
      user: timer.user,
      date: day.date,
      minutes: day.minutes,
      note: timer.note,
      billable: target.billableByDefault,
      ...target.refs,
      version: 1,
      createdAt: iso(now),
      updatedAt: iso(now),
    });
  }
  return entries;
}

/** The 404 or 409 of a stop or discard whose timer is not (or no longer) `expected`. */
function notRunning(found: timersRepo.TimerRow | null, now: number): NotFoundError | ConflictError {
  return found
    ? new ConflictError(timersRepo.TIMER_ROWS.stale, toTimer(found, now))
    : new NotFoundError(timersRepo.TIMER_ROWS.notFound);
}

/**
 * Claims the timer read before the transaction (`expected`): deletes it if it
 * is still at its version (`claimTimer`), else answers the 404 or 409 with
 * the timer as it is now. `trx` holds the caller's write locks, so nothing
 * changes the user's timer between the claim and the commit.
 */
async function claim(trx: Db, actor: AuthUser, expected: timersRepo.TimerRow, now: number) {
  if (await timersRepo.claimTimer(trx, expected.id, expected.version)) return;
  throw notRunning(await timersRepo.findUserTimer(trx, actor.id), now);
}

/**
 * Starts the caller's timer on a task, a project or a timesheet task they may
 * log time on (403 otherwise, 400 naming an unknown one; the project's
 * settings apply, as the entries will be checked against them). A timer
 * already running is stopped first and its entries written (`stopped`); if
 * they are refused, nothing changes and the refusal is the answer.
 *
 * Only what must hold at the write runs in the transaction (under SQLite's
 * write lock): the new target is checked before it, as a typed entry's is
 * (`createEntry`); a change of the project's settings meanwhile is caught by
 * the stop, which checks again. When no timer ran at the read before the
 * transaction, the transaction is the version's bump and the insert: an
 * insert that finds a timer after all (another tab started one meanwhile)
 * inserts nothing, and the running timer is then read, stopped and replaced
 * under the locks as when one ran.
 */
export async function startTimer(
  deps: AppDeps,
  actor: AuthUser,
  input: StartInput,
): Promise<TimesheetTimerStarted> {
  const now = deps.clock();
  // What is being written: the running timer's entries, then the new timer.
  const writing: { target: TargetFields } = { target: input };
  const target = await resolveTarget(deps, actor, actor.id, input, false);
  const seen = await timersRepo.findUserTimer(deps.knex, actor.id);
  const timer: timersRepo.NewTimer = {
    userId: actor.id,
    projectId: target.projectId,
    taskId: target.taskId,
    timesheetTaskId: target.timesheetTaskId,
    note: input.note,
  };
  return deps.knex
    .transaction(async (trx) => {
      await holdWriteLocks(trx, actor.id);
      let inserted = seen ? null : await timersRepo.insertTimer(trx, timer, now);
      let stopped: TimesheetTimerStopped | null = null;
      if (!inserted) {
        const running = await timersRepo.findUserTimer(trx, actor.id);
        if (running) {
          writing.target = inputOf(running);
          const runningTarget = await resolveTarget(
            within(deps, trx),
            actor,
            actor.id,
            inputOf(running),
            false,
          );
          await timersRepo.deleteTimer(trx, running.id);
          stopped = {
            entries: await writeEntries(trx, actor, running, runningTarget, now, zoneOf(deps)),
          };
          writing.target = input;
        }
        inserted = await timersRepo.insertTimer(trx, timer, now);
        if (!inserted) throw new Error('a timer still ran after it was stopped');
      }
      const started: TimesheetTimer = {
        id: inserted.id,
        target: target.refs,
        note: input.note,
        startedAt: iso(now),
        elapsedSeconds: 0,
        version: inserted.version,
      };
      return { timer: started, stopped };
    })
    .catch((error: unknown) => rethrowMissingTarget(writing.target)(error));
}

/**
 * Stops the caller's timer: its time becomes entries (minutes rounded to the
 * nearest minute, at least 1, split at midnight in the workspace time zone),
 * every one checked as a typed entry is; a refusal keeps the timer running.
 *
 * The timer and its target are read and checked before the transaction (as
 * a typed entry's target is): no timer is 404 and another version 409 right
 * there (nothing is written, so the answer is as true as at the read). Under
 * the write locks the transaction claims the timer by its id and version
 * (which never repeat: the very timer read), then writes its entries under
 * every rule of the day (locks, approved weeks, the day cap).
 */
export async function stopTimer(
  deps: AppDeps,
  actor: AuthUser,
  version: number,
): Promise<TimesheetTimerStopped> {
  const now = deps.clock();
  const timer = await timersRepo.findUserTimer(deps.knex, actor.id);
  if (!timer || timer.version !== version) throw notRunning(timer, now);
  const input = inputOf(timer);
  const target = await resolveTarget(deps, actor, actor.id, input, false);
  return deps.knex
    .transaction(async (trx) => {
      await holdWriteLocks(trx, actor.id);
      await claim(trx, actor, timer, now);
      return { entries: await writeEntries(trx, actor, timer, target, now, zoneOf(deps)) };
    })
    .catch((error: unknown) => rethrowMissingTarget(input)(error));
}

/** Discards the caller's timer: nothing is written (404 when none runs, 409 on a stale version). */
export async function discardTimer(
  deps: AppDeps,
  actor: AuthUser,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  const timer = await timersRepo.findUserTimer(deps.knex, actor.id);
  if (!timer || timer.version !== version) throw notRunning(timer, now);
  await deps.knex.transaction(async (trx) => {
    await holdUserTime(trx, actor.id);
    await claim(trx, actor, timer, now);
  });
  return { ok: true };
}
