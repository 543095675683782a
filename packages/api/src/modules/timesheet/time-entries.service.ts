import {
  type ProjectTimeEntriesQuerySchema,
  type TimeEntry,
  type TimeEntryCreateInputSchema,
  type TimeEntryPage,
  type TimeEntryRange,
  type TimeEntryRangeQuerySchema,
  type TimeEntryUpdateInputSchema,
  mondayOf,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange, type ChangedTimeEntry } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, orNotFound, ValidationError } from '../../lib/errors';
import { deleteRow, versionedSave } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { isActiveInternalUser } from '../users';
import { assertMayRead, assertMayWrite, mayRead, withVisibleNotes } from './timesheet-access';
import * as entriesRepo from './time-entries.repository';
import { recordEntryEvent } from './timesheet-events';
import {
  judgeDay,
  judgeDayCap,
  judgeNotInvoiced,
  judgeOwner,
  judgeTarget,
  loadTargetFacts,
  type Target,
} from './time-entry-rules';
import * as holdsRepo from './timesheet-holds.repository';
import * as locksRepo from './timesheet-locks.repository';
import * as weeksRepo from './timesheet-weeks.repository';

/**
 * Time entries (DOMAIN.md § Timesheets; the rules and their reasons are in
 * this module's README): the per-day cap, the project's timesheet settings,
 * locks and approved weeks checked inside the write's transaction. Every
 * write records a `time-entry.written` change (`lib/changes.ts`) in its
 * transaction: the finance figures follow it.
 */

export type { Target } from './time-entry-rules';

type EntryInput = z.output<typeof TimeEntryUpdateInputSchema>;

/**
 * What the entry is logged on, checked (`judgeTarget` over the facts of its
 * one target): it exists (400 naming the field), the caller may log on it
 * (403), and the project's timesheet settings allow it (409 naming the
 * setting). `unchanged`: the entry already is on this target (an inactive
 * timesheet task keeps its old entries editable).
 */
export async function resolveTarget(
  deps: AppDeps,
  actor: AuthUser,
  ownerId: number,
  input: Pick<EntryInput, 'taskId' | 'projectId' | 'timesheetTaskId' | 'note'>,
  unchanged: boolean,
): Promise<Target> {
  const facts = await loadTargetFacts(deps.knex, actor.id, [input]);
  return judgeTarget(actor, ownerId, input, unchanged, facts);
}

/**
 * The day can take the write: no lock covers it and its week is not approved
 * (409 naming the locked date) and, when `cap` is given, its minutes keep the
 * user's day within 24 h (400 naming minutes; `exceptId`: the entry being
 * rewritten). Runs inside the write's transaction, after `holdWriteLocks`, so
 * a lock committed before cannot be missed and no other write of the user's
 * time runs meanwhile; one statement reads all three.
 */
async function assertDayWritable(
  trx: Db,
  userId: number,
  date: string,
  cap?: { minutes: number; exceptId?: number },
): Promise<void> {
  const weekStart = mondayOf(date);
  const day = await entriesRepo.readDayRules(trx, userId, date, weekStart, cap?.exceptId);
  judgeDay(date, weekStart, {
    lockedThrough: day.lockedThrough,
    weekStatus: day.weekApproved ? 'approved' : null,
  });
  if (cap) judgeDayCap(date, day.loggedMinutes, cap.minutes);
}

/**
 * Invoiced time is final (`judgeNotInvoiced`). Read under the entry's
 * claimed version, so an issue committing first is seen (its void releases
 * the time again).
 */
async function assertNotInvoiced(trx: Db, id: number): Promise<void> {
  judgeNotInvoiced(await entriesRepo.invoiceNumberOfEntry(trx, id));
}

/** Both locks every entry write takes first, in this order (README, "Concurrency"). */
export async function holdWriteLocks(trx: Db, userId: number): Promise<void> {
  await holdsRepo.holdTimesheetLocksShared(trx);
  await holdsRepo.holdUserTime(trx, userId);
}

/** A stored entry as the followers of a `time-entry.written` change read it. */
function changedEntry(row: entriesRepo.EntryRow): ChangedTimeEntry {
  return {
    projectId: row.projectId,
    taskId: row.taskId,
    userId: row.userId,
    date: row.date,
    minutes: row.minutes,
    billable: row.billable,
  };
}

export async function loadEntry(db: Db, id: number): Promise<TimeEntry> {
  return orNotFound(await entriesRepo.findEntry(db, id), 'Time entry not found');
}

export async function listEntries(
  deps: AppDeps,
  actor: AuthUser,
  query: z.output<typeof TimeEntryRangeQuerySchema>,
): Promise<TimeEntryRange> {
  const userId = query.userId ?? actor.id;
  await assertMayRead(deps.knex, actor, userId);
  const [items, lockedThrough, weeks] = await Promise.all([
    entriesRepo.listUserEntries(deps.knex, userId, query.from, query.to),
    locksRepo.lockedThrough(deps.knex, userId, query.from),
    weeksRepo.weekStatuses(deps.knex, userId, mondayOf(query.from), query.to),
  ]);
  return {
    items,
    totalMinutes: items.reduce((sum, e) => sum + e.minutes, 0),
    lockedThrough,
    weeks,
  };
}

export async function projectEntries(
  deps: AppDeps,
  actor: AuthUser,
  projectId: number,
  query: z.output<typeof ProjectTimeEntriesQuerySchema>,
): Promise<TimeEntryPage> {
  const { items, total, totalMinutes } = await entriesRepo.listProjectEntries(
    deps.knex,
    projectId,
    query,
  );
  return {
    items: withVisibleNotes(actor, items),
    total,
    totalMinutes,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createEntry(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof TimeEntryCreateInputSchema>,
): Promise<TimeEntry> {
  const ownerId = input.userId ?? actor.id;
  assertMayWrite(actor, ownerId);
  judgeOwner(
    actor,
    ownerId,
    ownerId === actor.id || (await isActiveInternalUser(deps.knex, ownerId)),
  );
  const target = await resolveTarget(deps, actor, ownerId, input, false);
  const now = deps.clock();
  // The entry is read back in its own transaction: the task it is on may be deleted
  // (and the entry with it) the moment this commits.
  return deps.knex
    .transaction(async (trx) => {
      const entryId = await insertCheckedEntry(trx, actor.id, ownerId, target, input, now);
      return loadEntry(trx, entryId);
    })
    .catch(rethrowMissingTarget(input));
}

/** A new entry's own fields, its target resolved (`resolveTarget`). */
export type NewEntryFields = Pick<
  z.output<typeof TimeEntryCreateInputSchema>,
  'date' | 'minutes' | 'note' | 'billable'
>;

/**
 * Writes a new entry of `ownerId` in the caller's transaction under the rules
 * of every entry write: the write locks, the day open (locks, approved
 * weeks), the day cap; records the `time-entry.written` change. Answers its
 * id. `createEntry` and the running timer's stop (one entry a day) write
 * through it.
 */
export async function insertCheckedEntry(
  trx: Db,
  actorId: number,
  ownerId: number,
  target: Target,
  input: NewEntryFields,
  now: number,
): Promise<number> {
  await holdWriteLocks(trx, ownerId);
  return insertHeldEntry(trx, actorId, ownerId, target, input, now);
}

/**
 * `insertCheckedEntry` for a caller that already holds `holdWriteLocks` for
 * `ownerId` in `trx` (the timer's stop takes them before it claims the
 * timer): the day open, the day cap, the insert and its change. Taking the
 * advisory locks again would be two more round trips on PostgreSQL for
 * nothing (they are held to the transaction's end).
 */
export async function insertHeldEntry(
  trx: Db,
  actorId: number,
  ownerId: number,
  target: Target,
  input: NewEntryFields,
  now: number,
): Promise<number> {
  await assertDayWritable(trx, ownerId, input.date, { minutes: input.minutes });
  const entry: ChangedTimeEntry = {
    userId: ownerId,
    date: input.date,
    projectId: target.projectId,
    taskId: target.taskId,
    minutes: input.minutes,
    billable: input.billable ?? target.billableByDefault,
  };
  const entryId = await entriesRepo.insertEntry(
    trx,
    { ...entry, createdBy: actorId, timesheetTaskId: target.timesheetTaskId, note: input.note },
    now,
  );
  await recordChange(trx, { kind: 'time-entry.written', at: now, before: null, after: entry });
  await recordEntryEvent(
    trx,
    'time-entry.created',
    actorId,
    now,
    { id: entryId, version: 1 },
    entry,
  );
  return entryId;
}

/**
 * What an entry is logged on was deleted between the checks and the write
 * (a task's delete commits first): 400 naming the field, as for an unknown one.
 */
export function rethrowMissingTarget(
  input: Pick<EntryInput, 'taskId' | 'projectId' | 'timesheetTaskId'>,
): (error: unknown) => never {
  return (error) => {
    if (!entriesRepo.isMissingTargetViolation(error)) throw error;
    if (input.taskId !== null) throw ValidationError.field('taskId', 'Unknown task');
    if (input.timesheetTaskId !== null)
      throw ValidationError.field('timesheetTaskId', 'Unknown timesheet task');
    throw ValidationError.field('projectId', 'Unknown project');
  };
}

/** The entry when the caller may change it: 404 when unknown or not readable, 403 when read-only. */
async function writableEntry(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
): Promise<entriesRepo.EntryRow> {
  const row = await entriesRepo.findEntryRow(deps.knex, id);
  if (!row || !(await mayRead(deps.knex, actor, row.userId)))
    throw new NotFoundError('Time entry not found');
  assertMayWrite(actor, row.userId);
  return row;
}

/** The entry as stored, read again under its owner's write locks (a 404 once it is gone); its day must be open. */
async function lockedEntry(trx: Db, userId: number, id: number) {
  await holdWriteLocks(trx, userId);
  const stored = orNotFound(await entriesRepo.findEntryRow(trx, id), 'Time entry not found');
  await assertDayWritable(trx, stored.userId, stored.date);
  await assertNotInvoiced(trx, id);
  return stored;
}

/**
 * A version-checked write of the entry `id` of `owner`: `write` gets the
 * entry as stored (`lockedEntry`) and answers what it is now (null once
 * deleted); the change is recorded, before and after, in its transaction.
 */
async function writeEntry(
  deps: AppDeps,
  actorId: number,
  owner: number,
  expected: { id: number; version: number },
  now: number,
  write: (trx: Db, stored: entriesRepo.EntryRow) => Promise<ChangedTimeEntry | null>,
): Promise<void> {
  await versionedSave(
    deps.knex,
    entriesRepo.ENTRY_ROWS,
    expected,
    async (trx) => {
      const stored = await lockedEntry(trx, owner, expected.id);
      const after = await write(trx, stored);
      await recordChange(trx, {
        kind: 'time-entry.written',
        at: now,
        before: changedEntry(stored),
        after,
      });
      if (after)
        await recordEntryEvent(
          trx,
          'time-entry.updated',
          actorId,
          now,
          { id: expected.id, version: expected.version + 1 },
          after,
        );
      else
        await recordEntryEvent(
          trx,
          'time-entry.deleted',
          actorId,
          now,
          { id: expected.id },
          changedEntry(stored),
        );
    },
    { now, current: (trx) => loadEntry(trx, expected.id) },
  );
}

export async function updateEntry(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: EntryInput,
): Promise<TimeEntry> {
  const before = await writableEntry(deps, actor, id);
  const unchanged =
    before.taskId === input.taskId &&
    before.timesheetTaskId === input.timesheetTaskId &&
    (input.taskId !== null || before.projectId === input.projectId);
  const target = await resolveTarget(deps, actor, before.userId, input, unchanged);
  const now = deps.clock();
  // Read again under the locks: the stored day is the one being moved off; out
  // of the project it left, into the one it moved to.
  await writeEntry(
    deps,
    actor.id,
    before.userId,
    { id, version: input.version },
    now,
    async (trx, stored) => {
      // The day it moves to (the day it leaves was checked by lockedEntry).
      await assertDayWritable(trx, stored.userId, input.date, {
        minutes: input.minutes,
        exceptId: id,
      });
      const entry: ChangedTimeEntry = {
        userId: stored.userId,
        date: input.date,
        projectId: target.projectId,
        taskId: target.taskId,
        minutes: input.minutes,
        billable: input.billable ?? target.billableByDefault,
      };
      await entriesRepo.updateEntryRow(
        trx,
        id,
        { ...entry, timesheetTaskId: target.timesheetTaskId, note: input.note },
        now,
      );
      return entry;
    },
  ).catch(rethrowMissingTarget(input));
  return loadEntry(deps.knex, id);
}

export async function deleteEntry(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  const before = await writableEntry(deps, actor, id);
  const now = deps.clock();
  await writeEntry(deps, actor.id, before.userId, { id, version }, now, async (trx) => {
    await deleteRow(trx, entriesRepo.ENTRY_ROWS, id);
    return null;
  });
  return { ok: true };
}
