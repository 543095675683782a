import {
  MAX_MINUTES_PER_DAY,
  type Page,
  type ProjectTimeEntriesQuerySchema,
  type TimeEntry,
  type TimeEntryCreateInputSchema,
  type TimeEntryPage,
  type TimeEntryRange,
  type TimeEntryRangeQuerySchema,
  type TimeEntryUpdateInputSchema,
  type TimesheetLock,
  type TimesheetLockCreateInputSchema,
  type TimesheetTask,
  type TimesheetTaskCreateInputSchema,
  type TimesheetTaskUpdateInputSchema,
  type TimesheetWeek,
  type TimeInLieuAdjustment,
  type TimeInLieuAdjustmentCreateInputSchema,
  type TimeInLieuBalance,
  addDays,
  mondayOf,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors';
import { claimVersion, versionedSave, type VersionedTable } from '../../lib/versioned-save';
import { assertNameFree, UNIQUE_RULES, uniqueConflict } from '../../lib/unique-name';
import { createAudited, deleteAudited, updateAudited, type AuditedKind } from '../audit';
import {
  getProjectPermissions,
  hasAnyFlag,
  hasFlag,
  projectRoleOf,
  taskPermissionsFor,
  type AuthUser,
} from '../auth';
import { utcDate } from '../../lib/dates';
import { applyTimeEntryWrite, type LoggedEntry } from '../finances/finance-figures.service';
import { accrue } from './time-in-lieu';
import * as tilRepo from './time-in-lieu.repository';
import * as repo from './timesheet.repository';

/**
 * Timesheets (DOMAIN.md § Timesheets; the rules and their reasons are in this
 * module's README): time entries with the per-day cap, the project's
 * timesheet settings, locks and approved weeks checked inside the write's
 * transaction; locks; weekly submission and approval; timesheet tasks.
 */

// ---------------------------------------------------------------------------
// Whose time a user may see and write

/** Reading someone else's time: readAllTimesheets, or readSomeUserTimesheet for members of teams one leads. */
async function mayRead(db: Db, actor: AuthUser, userId: number): Promise<boolean> {
  if (actor.id === userId) return true;
  if (hasFlag(actor, 'readAllTimesheets')) return true;
  return hasFlag(actor, 'readSomeUserTimesheet') && repo.leadsTeamOf(db, actor.id, userId);
}

/**
 * The notes a reader of a project's time sees (the project's entries, a task's
 * time log), whose route checked only that they read the project's tasks:
 * their own entries' notes, and everyone's with readAllTimesheets or
 * readSomeUserTimesheet ("Some": the timesheets of the projects one can see,
 * DOMAIN.md § Permissions; the Project Manager role holds it, the Team Member
 * role does not). Other people's entries stay listed with `note: null`: who
 * logged how long on what is what the task's time log and the project's hours
 * show every such reader; the note is the person's own words.
 */
export function withVisibleNotes<T extends { user: { id: number } | null; note: string | null }>(
  actor: AuthUser,
  items: readonly T[],
): Array<Omit<T, 'note'> & { note: string | null }> {
  if (hasAnyFlag(actor, ['readAllTimesheets', 'readSomeUserTimesheet'])) return [...items];
  return items.map((item) => (item.user?.id === actor.id ? item : { ...item, note: null }));
}

/** Writing someone else's time: readAllTimesheets and approveTimesheets (the README says why). */
function mayWrite(actor: AuthUser, userId: number): boolean {
  return (
    actor.id === userId ||
    (hasFlag(actor, 'readAllTimesheets') && hasFlag(actor, 'approveTimesheets'))
  );
}

async function assertMayRead(db: Db, actor: AuthUser, userId: number): Promise<void> {
  if (!(await mayRead(db, actor, userId)))
    throw new ForbiddenError("You may not see this person's timesheet");
}

function assertMayWrite(actor: AuthUser, userId: number): void {
  if (!mayWrite(actor, userId)) throw new ForbiddenError("You may not change this person's time");
}

/** Approving: approveTimesheets, never one's own week, and a lead of the user's team or a reader of all timesheets. */
async function mayApprove(db: Db, actor: AuthUser, userId: number): Promise<boolean> {
  if (actor.id === userId || !hasFlag(actor, 'approveTimesheets')) return false;
  return hasFlag(actor, 'readAllTimesheets') || repo.leadsTeamOf(db, actor.id, userId);
}

// ---------------------------------------------------------------------------
// Entries

/** A refusal by a project's timesheet setting: 409, naming the setting (and the field it concerns). */
function settingConflict(setting: string, field: string, message: string): AppError {
  return new AppError(409, `${message} (timesheet setting ${setting})`, { [field]: [message] });
}

interface Target {
  projectId: number | null;
  taskId: number | null;
  timesheetTaskId: number | null;
  billableByDefault: boolean;
}

type EntryInput = z.output<typeof TimeEntryUpdateInputSchema>;

/**
 * What the entry is logged on, checked: it exists (400 naming the field), the
 * caller may log on it (403), and the project's timesheet settings allow it
 * (409 naming the setting). `unchanged`: the entry already is on this target
 * (an inactive timesheet task keeps its old entries editable).
 */
async function resolveTarget(
  deps: AppDeps,
  actor: AuthUser,
  ownerId: number,
  input: Pick<EntryInput, 'taskId' | 'projectId' | 'timesheetTaskId' | 'note'>,
  unchanged: boolean,
): Promise<Target> {
  const db = deps.knex;
  if (input.timesheetTaskId !== null) {
    const task = await repo.findTimesheetTask(db, input.timesheetTaskId);
    if (!task) throw ValidationError.field('timesheetTaskId', 'Unknown timesheet task');
    if (!task.active && !unchanged)
      throw ValidationError.field('timesheetTaskId', 'This timesheet task is no longer in use');
    return { projectId: null, taskId: null, timesheetTaskId: task.id, billableByDefault: false };
  }
  let projectId: number;
  if (input.taskId !== null) {
    const facts = await repo.findTaskFacts(db, input.taskId, actor.id);
    if (!facts) throw ValidationError.field('taskId', 'Unknown task');
    const role = await projectRoleOf(db, actor.id, facts.projectId);
    const permissions = taskPermissionsFor(actor, role, facts);
    // One's own time needs the task's logTime; an administrator writing someone else's time needs to see the task.
    const allowed = actor.id === ownerId ? permissions.logTime : permissions.read;
    if (!allowed) throw new ForbiddenError('You may not log time on this task');
    projectId = facts.projectId;
  } else {
    projectId = input.projectId as number;
    const permissions = await getProjectPermissions(db, actor, projectId);
    if (!permissions.readProject) throw ValidationError.field('projectId', 'Unknown project');
    if (!permissions.createTasks)
      throw new ForbiddenError('You may not log time on this project itself');
  }
  const project = await repo.findProjectTimesheetFacts(db, projectId);
  if (!project)
    throw ValidationError.field(input.taskId !== null ? 'taskId' : 'projectId', 'Unknown project');
  if (!project.loggingAllowed)
    throw settingConflict(
      'loggingAllowed',
      input.taskId !== null ? 'taskId' : 'projectId',
      'This project does not take time entries',
    );
  if (input.taskId === null && project.logTarget === 'tasksOnly')
    throw settingConflict('logTarget', 'projectId', 'This project takes time on its tasks only');
  if (project.notesRequired && input.note.trim() === '')
    throw settingConflict('notesRequired', 'note', 'This project needs a note on every time entry');
  return {
    projectId,
    taskId: input.taskId,
    timesheetTaskId: null,
    billableByDefault: project.billableByDefault,
  };
}

/**
 * The day is open for the user: no lock covers it and its week is not
 * approved (409 naming the locked date). Runs inside the write's transaction,
 * after `holdTimesheetLocksShared`, so a lock committed before cannot be missed.
 */
async function assertDayOpen(trx: Db, userId: number, date: string): Promise<void> {
  const through = await repo.lockedThrough(trx, userId, date);
  if (through)
    throw new ConflictError(`Timesheets are locked up to ${through}: ${date} cannot be changed`);
  const weekStart = mondayOf(date);
  if (await repo.isWeekApproved(trx, userId, weekStart))
    throw new ConflictError(
      `The week of ${weekStart} is approved and locked: ${date} cannot be changed`,
    );
}

/** At most 24 h a day across the user's entries (400 naming minutes); inside the transaction, after `holdUserTime`. */
async function assertDayCap(
  trx: Db,
  userId: number,
  date: string,
  minutes: number,
  exceptId?: number,
): Promise<void> {
  const logged = await repo.minutesOnDay(trx, userId, date, exceptId);
  if (logged + minutes > MAX_MINUTES_PER_DAY)
    throw ValidationError.field(
      'minutes',
      `At most 24 hours a day: ${date} already has ${logged} minutes, ${MAX_MINUTES_PER_DAY - logged} more fit`,
    );
}

/** Both locks every entry write takes first, in this order (README, "Concurrency"). */
async function holdWriteLocks(trx: Db, userId: number): Promise<void> {
  await repo.holdTimesheetLocksShared(trx);
  await repo.holdUserTime(trx, userId);
}

const ENTRIES: VersionedTable = { table: 'time_entries', notFound: 'Time entry not found' };

async function loadEntry(db: Db, id: number): Promise<TimeEntry> {
  const entry = await repo.findEntry(db, id);
  if (!entry) throw new NotFoundError('Time entry not found');
  return entry;
}

export async function listEntries(
  deps: AppDeps,
  actor: AuthUser,
  query: z.output<typeof TimeEntryRangeQuerySchema>,
): Promise<TimeEntryRange> {
  const userId = query.userId ?? actor.id;
  await assertMayRead(deps.knex, actor, userId);
  const [items, lockedThrough, weeks] = await Promise.all([
    repo.listUserEntries(deps.knex, userId, query.from, query.to),
    repo.lockedThrough(deps.knex, userId, query.from),
    repo.weekStatuses(deps.knex, userId, mondayOf(query.from), query.to),
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
  const { items, total, totalMinutes } = await repo.listProjectEntries(deps.knex, projectId, query);
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
  if (ownerId !== actor.id && !(await repo.isActiveInternalUser(deps.knex, ownerId)))
    throw ValidationError.field('userId', 'Unknown user');
  const target = await resolveTarget(deps, actor, ownerId, input, false);
  const now = deps.clock();
  // The entry is read back in its own transaction: the task it is on may be deleted
  // (and the entry with it) the moment this commits.
  return deps.knex
    .transaction(async (trx) => {
      await holdWriteLocks(trx, ownerId);
      await assertDayOpen(trx, ownerId, input.date);
      await assertDayCap(trx, ownerId, input.date, input.minutes);
      const entry = {
        userId: ownerId,
        date: input.date,
        projectId: target.projectId,
        taskId: target.taskId,
        minutes: input.minutes,
        billable: input.billable ?? target.billableByDefault,
      };
      const entryId = await repo.insertEntry(
        trx,
        {
          ...entry,
          createdBy: actor.id,
          timesheetTaskId: target.timesheetTaskId,
          note: input.note,
        },
        now,
      );
      await applyTimeEntryWrite(trx, null, entry, now);
      return loadEntry(trx, entryId);
    })
    .catch(rethrowMissingTarget(input));
}

/**
 * What an entry is logged on was deleted between the checks and the write
 * (a task's delete commits first): 400 naming the field, as for an unknown one.
 */
function rethrowMissingTarget(
  input: Pick<EntryInput, 'taskId' | 'projectId' | 'timesheetTaskId'>,
): (error: unknown) => never {
  return (error) => {
    if (!repo.isMissingTargetViolation(error)) throw error;
    if (input.taskId !== null) throw ValidationError.field('taskId', 'Unknown task');
    if (input.timesheetTaskId !== null)
      throw ValidationError.field('timesheetTaskId', 'Unknown timesheet task');
    throw ValidationError.field('projectId', 'Unknown project');
  };
}

/** The entry when the caller may change it: 404 when unknown or not readable, 403 when read-only. */
async function writableEntry(deps: AppDeps, actor: AuthUser, id: number): Promise<repo.EntryRow> {
  const row = await repo.findEntryRow(deps.knex, id);
  if (!row || !(await mayRead(deps.knex, actor, row.userId)))
    throw new NotFoundError('Time entry not found');
  assertMayWrite(actor, row.userId);
  return row;
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
  await versionedSave(
    deps.knex,
    ENTRIES,
    { id, version: input.version },
    async (trx) => {
      await holdWriteLocks(trx, before.userId);
      // Read again under the locks: the stored day is the one being moved off.
      const stored = await repo.findEntryRow(trx, id);
      if (!stored) throw new NotFoundError('Time entry not found');
      await assertDayOpen(trx, stored.userId, stored.date);
      if (input.date !== stored.date) await assertDayOpen(trx, stored.userId, input.date);
      await assertDayCap(trx, stored.userId, input.date, input.minutes, id);
      const entry: LoggedEntry = {
        userId: stored.userId,
        date: input.date,
        projectId: target.projectId,
        taskId: target.taskId,
        minutes: input.minutes,
        billable: input.billable ?? target.billableByDefault,
      };
      await repo.updateEntryRow(
        trx,
        id,
        { ...entry, timesheetTaskId: target.timesheetTaskId, note: input.note },
        now,
      );
      // Out of the project it left, into the one it moved to.
      await applyTimeEntryWrite(trx, stored, entry, now);
    },
    { now, current: (trx) => loadEntry(trx, id) },
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
  await versionedSave(
    deps.knex,
    ENTRIES,
    { id, version },
    async (trx) => {
      await holdWriteLocks(trx, before.userId);
      const stored = await repo.findEntryRow(trx, id);
      if (!stored) throw new NotFoundError('Time entry not found');
      await assertDayOpen(trx, stored.userId, stored.date);
      await repo.deleteEntryRow(trx, id);
      await applyTimeEntryWrite(trx, stored, null, now);
    },
    { now, current: (trx) => loadEntry(trx, id) },
  );
  return { ok: true };
}

// ---------------------------------------------------------------------------
// Time removed with what it is logged on (README, "Indirect removal")

/** At most this many dates are named in the message of the 409 (`errors.dates` has them all). */
const DATES_IN_MESSAGE = 10;

/**
 * Holds, for an indirect removal of the time logged on `taskIds` (a task's
 * delete), what every entry write holds (README, "Concurrency"): the
 * timesheet locks shared, so no lock or approval commits meanwhile, then the
 * time of each user with entries there, in id order, so no week of theirs is
 * submitted meanwhile. Call it before locking the tasks' rows; returns the
 * users held.
 */
export async function holdTimeOfTasks(trx: Db, taskIds: readonly number[]): Promise<Set<number>> {
  await repo.holdTimesheetLocksShared(trx);
  const days = await repo.entryDaysOfTasks(trx, taskIds);
  const users = [...new Set(days.map((day) => day.userId))].sort((a, b) => a - b);
  for (const userId of users) await repo.holdUserTime(trx, userId);
  return new Set(users);
}

/**
 * Deletes every entry logged on `taskIds`, after `holdTimeOfTasks` and once
 * the tasks' rows are locked: none may lie on a day locked for its user or
 * in a week of theirs that is submitted or approved, or nothing is deleted
 * and the answer is 409 naming the dates (`errors.dates`, one line a date,
 * with the lock or week that protects it). `subject` names what is deleted
 * in the message ("this task").
 */
export async function removeTimeOfTasks(
  trx: Db,
  taskIds: readonly number[],
  held: ReadonlySet<number>,
  subject: string,
): Promise<void> {
  const days = await repo.entryDaysOfTasks(trx, taskIds);
  if (days.length === 0) return;
  // Someone logged time here between the hold and the row lock: hold them too, never wait.
  for (const userId of new Set(days.map((day) => day.userId)))
    if (!held.has(userId) && !(await repo.tryHoldUserTime(trx, userId)))
      throw new ConflictError(`Time is being logged on ${subject} right now; try again`);
  const protectedDays = await protectedDates(trx, days);
  if (protectedDays.length > 0) {
    const dates = protectedDays.map((day) => day.date);
    const named =
      dates.length > DATES_IN_MESSAGE
        ? `${dates.slice(0, DATES_IN_MESSAGE).join(', ')} and ${dates.length - DATES_IN_MESSAGE} more`
        : dates.join(', ');
    throw new AppError(
      409,
      `Deleting ${subject} would remove time on locked days or in submitted or approved weeks: ` +
        `${named}. Lift the locks or reopen the weeks first`,
      { dates: protectedDays.map((day) => `${day.date}: ${day.reason}`) },
    );
  }
  await repo.deleteEntriesOfTasks(trx, taskIds);
}

/**
 * The dates among `days` whose time may not be removed indirectly, each
 * once, in order, with the reason (a lock first, then an approved week, then
 * a submitted one).
 */
async function protectedDates(
  db: Db,
  days: ReadonlyArray<{ userId: number; date: string }>,
): Promise<Array<{ date: string; reason: string }>> {
  const users = [...new Set(days.map((day) => day.userId))];
  const dates = days.map((day) => day.date).sort();
  const [locks, weeks] = await Promise.all([
    repo.latestLockDates(db, users),
    repo.decidedOrPendingWeeks(
      db,
      users,
      mondayOf(dates[0] as string),
      dates[dates.length - 1] as string,
    ),
  ]);
  const weekStatus = new Map(weeks.map((w) => [`${w.userId} ${w.weekStart}`, w.status]));
  const reasons = new Map<string, string>();
  const rank = (reason: string) =>
    reason.startsWith('timesheets') ? 0 : reason.includes('approved') ? 1 : 2;
  for (const { userId, date } of days) {
    const through = locks.get(userId);
    const weekStart = mondayOf(date);
    const status = weekStatus.get(`${userId} ${weekStart}`);
    const reason =
      through !== undefined && date <= through
        ? `timesheets are locked up to ${through}`
        : status === 'approved'
          ? `the week of ${weekStart} is approved and locked`
          : status === 'submitted'
            ? `the week of ${weekStart} is submitted for approval`
            : null;
    if (reason === null) continue;
    const known = reasons.get(date);
    if (known === undefined || rank(reason) < rank(known)) reasons.set(date, reason);
  }
  return [...reasons.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, reason]) => ({ date, reason }));
}

// ---------------------------------------------------------------------------
// Locks

async function loadLock(_deps: AppDeps, id: number, db: Db): Promise<TimesheetLock> {
  const lock = await repo.findLock(db, id);
  if (!lock) throw new NotFoundError('Lock not found');
  return lock;
}

const LOCK: AuditedKind<TimesheetLock> = {
  entityType: 'timesheetLock',
  table: { table: 'timesheet_locks', notFound: 'Lock not found' },
  load: loadLock,
  snapshot: (lock) => ({
    lockDate: lock.lockDate,
    user: lock.user?.name ?? null,
    team: lock.team?.name ?? null,
  }),
  label: (lock) =>
    `Up to ${lock.lockDate} for ${lock.user?.name ?? (lock.team ? `team ${lock.team.name}` : 'everyone')}`,
};

export async function listLocks(
  deps: AppDeps,
  query: { page: number; pageSize: number },
): Promise<Page<TimesheetLock>> {
  const { items, total } = await repo.listLocks(deps.knex, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** A second lock identical to one in force: 409 naming `lockDate` (nothing would change). */
function identicalLock(): AppError {
  const message = 'There is a lock up to this date for the same people already';
  return new AppError(409, message, { lockDate: [message] });
}

export async function createLock(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof TimesheetLockCreateInputSchema>,
): Promise<TimesheetLock> {
  if (input.userId !== null && !(await repo.findUserRef(deps.knex, input.userId)))
    throw ValidationError.field('userId', 'Unknown user');
  if (input.teamId !== null && !(await repo.teamExists(deps.knex, input.teamId)))
    throw ValidationError.field('teamId', 'Unknown team');
  const id = await createAudited(deps, actor, LOCK, async (trx, now) => {
    // Waits for the entry writes in flight; every later one reads this lock.
    await repo.holdTimesheetLocksExclusive(trx);
    if (await repo.identicalLockExists(trx, input)) throw identicalLock();
    return repo.insertLock(trx, { ...input, createdBy: actor.id }, now);
  }).catch((error: unknown) => {
    // The unique index decides when the check above could not (it always can on both databases today).
    throw repo.isIdenticalLockViolation(error) ? identicalLock() : error;
  });
  return loadLock(deps, id, deps.knex);
}

export async function liftLock(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  await deleteAudited(deps, actor, LOCK, { id, version }, (trx) => repo.deleteLockRow(trx, id));
  return { ok: true };
}

// ---------------------------------------------------------------------------
// Weeks

async function weekOf(db: Db, userId: number, weekStart: string): Promise<TimesheetWeek> {
  const user = await repo.findUserRef(db, userId);
  if (!user) throw new NotFoundError('User not found');
  const weekEnd = addDays(weekStart, 6);
  const row = await repo.findWeek(db, userId, weekStart);
  const totalMinutes = await repo.minutesBetween(db, userId, weekStart, weekEnd);
  const refOf = async (id: number | null | undefined) =>
    id === null || id === undefined ? null : repo.findUserRef(db, id);
  return {
    user,
    weekStart,
    weekEnd,
    status: row?.status ?? 'open',
    comment: row?.comment ?? '',
    totalMinutes,
    submittedAt: row?.submittedAt ? new Date(row.submittedAt).toISOString() : null,
    submittedBy: await refOf(row?.submittedBy),
    decidedAt: row?.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    decidedBy: await refOf(row?.decidedBy),
    version: row?.version ?? null,
  };
}

export async function getWeek(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  weekStart: string,
): Promise<TimesheetWeek> {
  await assertMayRead(deps.knex, actor, userId);
  return weekOf(deps.knex, userId, weekStart);
}

const WEEKS: VersionedTable = {
  table: 'timesheet_weeks',
  notFound: 'This week has not been submitted',
  stale: 'This week changed meanwhile; reload and try again',
};

export async function submitWeek(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  weekStart: string,
  version: number | null,
): Promise<TimesheetWeek> {
  if (!(await mayRead(deps.knex, actor, userId))) throw new ForbiddenError();
  assertMayWrite(actor, userId);
  if (!(await repo.isActiveInternalUser(deps.knex, userId)))
    throw new NotFoundError('User not found');
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    // One writer of the user's weeks at a time: the first submission inserts the row.
    await repo.holdUserTime(trx, userId);
    const row = await repo.findWeek(trx, userId, weekStart);
    if (!row) {
      if (version !== null)
        throw new ConflictError(WEEKS.stale, await weekOf(trx, userId, weekStart));
      await repo.insertWeek(trx, { userId, weekStart, submittedBy: actor.id }, now);
      return;
    }
    if (version === null)
      throw new ConflictError(WEEKS.stale, await weekOf(trx, userId, weekStart));
    await claimVersion(
      trx,
      WEEKS,
      { id: row.id, version },
      {
        now,
        current: (db) => weekOf(db, userId, weekStart),
      },
    );
    if (row.status !== 'open' && row.status !== 'rejected')
      throw new ConflictError(`This week is already ${row.status}`);
    await repo.updateWeekRow(
      trx,
      row.id,
      {
        status: 'submitted',
        comment: '',
        submittedAt: now,
        submittedBy: actor.id,
        decidedAt: null,
        decidedBy: null,
      },
      now,
    );
  });
  return weekOf(deps.knex, userId, weekStart);
}

type Decision = 'approve' | 'reject' | 'reopen';

/**
 * Approve or reject a submitted week, or reopen one (README, "Approvals").
 * Approving holds the timesheet locks exclusively, like creating a lock: the
 * week's entry writes in flight finish first, and none lands after it.
 */
export async function decideWeek(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  weekStart: string,
  decision: Decision,
  input: { version: number; comment: string },
): Promise<TimesheetWeek> {
  if (!(await mayRead(deps.knex, actor, userId))) throw new ForbiddenError();
  const approver = await mayApprove(deps.knex, actor, userId);
  const row = await repo.findWeek(deps.knex, userId, weekStart);
  if (!row) throw new ConflictError('This week has not been submitted');
  const may = approver || (decision === 'reopen' && mayWrite(actor, userId));
  if (!may)
    throw new ForbiddenError(
      actor.id === userId && decision !== 'reopen'
        ? 'Someone else approves your week'
        : 'You may not approve this week',
    );
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    // Approving takes the timesheet locks exclusively *before* the week's row,
    // the order every path keeps (README, "Concurrency"), so it cannot deadlock
    // with a submission (user lock, then the row) and a write (shared, then user).
    if (decision === 'approve') await repo.holdTimesheetLocksExclusive(trx);
    await claimVersion(
      trx,
      WEEKS,
      { id: row.id, version: input.version },
      { now, current: (db) => weekOf(db, userId, weekStart) },
    );
    const stored = await repo.findWeek(trx, userId, weekStart);
    if (!stored) throw new NotFoundError(WEEKS.notFound);
    const from = decision === 'reopen' ? ['submitted', 'approved', 'rejected'] : ['submitted'];
    if (!from.includes(stored.status))
      throw new ConflictError(
        stored.status === 'open'
          ? 'This week has not been submitted'
          : `This week is ${stored.status}`,
      );
    if (decision === 'reopen' && stored.status !== 'submitted' && !approver)
      throw new ForbiddenError('Only an approver reopens a decided week');
    await repo.updateWeekRow(
      trx,
      row.id,
      {
        status: decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'open',
        comment: input.comment,
        decidedAt: now,
        decidedBy: actor.id,
      },
      now,
    );
  });
  return weekOf(deps.knex, userId, weekStart);
}

// ---------------------------------------------------------------------------
// Timesheet tasks

async function loadTimesheetTask(_deps: AppDeps, id: number, db: Db): Promise<TimesheetTask> {
  const task = await repo.findTimesheetTask(db, id);
  if (!task) throw new NotFoundError('Timesheet task not found');
  return task;
}

const TIMESHEET_TASK: AuditedKind<TimesheetTask> = {
  entityType: 'timesheetTask',
  table: { table: 'timesheet_tasks', notFound: 'Timesheet task not found' },
  load: loadTimesheetTask,
  snapshot: (task) => ({ name: task.name, kind: task.kind, active: task.active }),
  label: (task) => task.name,
};

export async function listTimesheetTasks(
  deps: AppDeps,
  actor: AuthUser,
  includeInactive: boolean,
): Promise<{ items: TimesheetTask[] }> {
  if (includeInactive && !hasAnyFlag(actor, ['readTimesheetTasks', 'manageTimesheetTasks']))
    throw new ForbiddenError('Deactivated timesheet tasks are for timesheet task managers');
  return { items: await repo.listTimesheetTasks(deps.knex, includeInactive) };
}

export async function createTimesheetTask(
  deps: AppDeps,
  actor: AuthUser,
  input: z.output<typeof TimesheetTaskCreateInputSchema>,
): Promise<TimesheetTask> {
  await assertNameFree(deps.knex, 'timesheet_tasks', input.name);
  if (
    input.kind === 'timeInLieuTaken' &&
    (await repo.timesheetTaskTaken(deps.knex, { kind: input.kind }))
  )
    throw uniqueConflict(UNIQUE_RULES.timeInLieuTakenTask);
  const id = await createAudited(deps, actor, TIMESHEET_TASK, (trx, now) =>
    repo.insertTimesheetTask(trx, input, now),
  );
  return loadTimesheetTask(deps, id, deps.knex);
}

export async function updateTimesheetTask(
  deps: AppDeps,
  actor: AuthUser,
  id: number,
  input: z.output<typeof TimesheetTaskUpdateInputSchema>,
): Promise<TimesheetTask> {
  await loadTimesheetTask(deps, id, deps.knex);
  await assertNameFree(deps.knex, 'timesheet_tasks', input.name, id);
  await updateAudited(deps, actor, TIMESHEET_TASK, { id, version: input.version }, (trx, _, now) =>
    repo.updateTimesheetTaskRow(trx, id, input, now),
  );
  return loadTimesheetTask(deps, id, deps.knex);
}

// ---------------------------------------------------------------------------
// Time in lieu

/** Readers of every account; everyone else sees their own. */
function readsAllAccounts(actor: AuthUser): boolean {
  return hasAnyFlag(actor, ['readTimesheetTimeInLieuAccount', 'manageTimeInLieu']);
}

export async function timeInLieuBalances(
  deps: AppDeps,
  actor: AuthUser,
  query: { page: number; pageSize: number; userId?: number | undefined },
): Promise<Page<TimeInLieuBalance>> {
  const readsAll = readsAllAccounts(actor);
  if (query.userId !== undefined && query.userId !== actor.id && !readsAll)
    throw new ForbiddenError("You may not see this person's time-in-lieu account");
  const { items: holders, total } = await tilRepo.listAccountHolders(deps.knex, {
    page: query.page,
    pageSize: query.pageSize,
    onlyUserId: readsAll ? query.userId : actor.id,
  });
  const userIds = holders.map((h) => h.user.id);
  // Days after today have not happened: future-dated entries neither accrue nor consume yet.
  const through = utcDate(deps.clock());
  const [days, adjustments] = await Promise.all([
    tilRepo.loggedDays(deps.knex, userIds, through),
    tilRepo.adjustmentTotals(deps.knex, userIds),
  ]);
  const items = holders.map((holder) => {
    const { accruedMinutes, takenMinutes } = accrue(
      days.get(holder.user.id) ?? [],
      holder,
      through,
    );
    const adjustedMinutes = adjustments.get(holder.user.id) ?? 0;
    return {
      user: holder.user,
      standardMinutesPerDay: holder.standardMinutesPerDay,
      accruedMinutes,
      takenMinutes,
      adjustedMinutes,
      balanceMinutes: accruedMinutes - takenMinutes + adjustedMinutes,
    };
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function timeInLieuAdjustments(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  query: { page: number; pageSize: number },
): Promise<Page<TimeInLieuAdjustment>> {
  if (actor.id !== userId && !readsAllAccounts(actor))
    throw new ForbiddenError("You may not see this person's time-in-lieu account");
  const { items, total } = await tilRepo.listAdjustments(deps.knex, userId, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** A manual adjustment: manageTimeInLieu (route), never of one's own account, with a reason. */
export async function adjustTimeInLieu(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  input: z.output<typeof TimeInLieuAdjustmentCreateInputSchema>,
): Promise<TimeInLieuAdjustment> {
  if (actor.id === userId)
    throw new ForbiddenError('Someone else adjusts your time-in-lieu account');
  if (!(await tilRepo.hasAccount(deps.knex, userId)))
    throw new NotFoundError('This user has no time-in-lieu account (no employee record)');
  const id = await tilRepo.insertAdjustment(
    deps.knex,
    { userId, minutes: input.minutes, reason: input.reason, createdBy: actor.id },
    deps.clock(),
  );
  const adjustment = await tilRepo.findAdjustment(deps.knex, id);
  if (!adjustment) throw new NotFoundError('Adjustment not found');
  return adjustment;
}
