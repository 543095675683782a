import type {
  TaskTimeEntrySchema,
  TimeEntry,
  TimesheetLock,
  TimesheetTask,
  TimesheetTaskKind,
  UserRef,
} from '@keel/types';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { databaseKind } from '../../db/database';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { pageOfRows, pageWindow } from '../../lib/lists';
import { userRef } from '../../lib/user-ref';

/**
 * Storage of the timesheet module: entries, timesheet tasks, locks and weeks,
 * and the database locks that keep the day cap and the timesheet locks true
 * under concurrent writes (see "Concurrency" in this module's README).
 */

// Advisory lock keys (PostgreSQL's two-integer form): one namespace per purpose.
const LOCKS_NAMESPACE = 74_101;
const USER_TIME_NAMESPACE = 74_102;

function isPostgres(knex: Knex): boolean {
  return databaseKind(knex) === 'postgres';
}

/**
 * Every entry write holds this shared until it commits; creating a lock or
 * approving a week holds it exclusive. So a lock commits only after the writes
 * in flight have, and every write after it reads the lock. SQLite runs one
 * transaction at a time on its one connection: nothing to take there.
 */
export async function holdTimesheetLocksShared(trx: Knex): Promise<void> {
  if (isPostgres(trx))
    await trx.raw('SELECT pg_advisory_xact_lock_shared(?, 0)', [LOCKS_NAMESPACE]);
}

export async function holdTimesheetLocksExclusive(trx: Knex): Promise<void> {
  if (isPostgres(trx)) await trx.raw('SELECT pg_advisory_xact_lock(?, 0)', [LOCKS_NAMESPACE]);
}

/** One writer of a user's time at a time (the per-day cap reads then writes their day). */
export async function holdUserTime(trx: Knex, userId: number): Promise<void> {
  if (isPostgres(trx))
    await trx.raw('SELECT pg_advisory_xact_lock(?, ?)', [USER_TIME_NAMESPACE, userId]);
}

/** `holdUserTime` without waiting: false when another transaction holds the user's time. */
export async function tryHoldUserTime(trx: Knex, userId: number): Promise<boolean> {
  if (!isPostgres(trx)) return true;
  const result = (await trx.raw('SELECT pg_try_advisory_xact_lock(?, ?) AS held', [
    USER_TIME_NAMESPACE,
    userId,
  ])) as { rows: Array<{ held: boolean }> };
  return result.rows[0]?.held === true;
}

// ---------------------------------------------------------------------------
// Time entries

interface EntryJoinRow {
  id: number;
  user_id: number;
  user_name: string;
  user_initials: string;
  user_color: string;
  date: string;
  minutes: number;
  note: string;
  billable: boolean | number;
  version: number;
  created_at: number;
  updated_at: number;
  project_id: number | null;
  project_code: string | null;
  project_name: string | null;
  project_task_id: number | null;
  task_name: string | null;
  timesheet_task_id: number | null;
  timesheet_task_name: string | null;
  timesheet_task_kind: TimesheetTaskKind | null;
}

function entriesQuery(knex: Knex): Knex.QueryBuilder {
  return knex('time_entries as e')
    .join('users as u', 'u.id', 'e.user_id')
    .leftJoin('projects as p', 'p.id', 'e.project_id')
    .leftJoin('tasks as t', 't.id', 'e.project_task_id')
    .leftJoin('timesheet_tasks as tt', 'tt.id', 'e.timesheet_task_id');
}

const ENTRY_COLUMNS = [
  'e.id',
  'e.user_id',
  'u.name as user_name',
  'u.initials as user_initials',
  'u.color as user_color',
  'e.date',
  'e.minutes',
  'e.note',
  'e.billable',
  'e.version',
  'e.created_at',
  'e.updated_at',
  'e.project_id',
  'p.code as project_code',
  'p.name as project_name',
  'e.project_task_id',
  't.name as task_name',
  'e.timesheet_task_id',
  'tt.name as timesheet_task_name',
  'tt.kind as timesheet_task_kind',
];

function toEntry(row: EntryJoinRow): TimeEntry {
  return {
    id: row.id,
    user: {
      id: row.user_id,
      name: row.user_name,
      initials: row.user_initials,
      color: row.user_color,
    },
    date: row.date,
    minutes: Number(row.minutes),
    note: row.note,
    billable: Boolean(row.billable),
    project:
      row.project_id === null
        ? null
        : { id: row.project_id, code: row.project_code ?? '', name: row.project_name ?? '' },
    task:
      row.project_task_id === null ? null : { id: row.project_task_id, name: row.task_name ?? '' },
    timesheetTask:
      row.timesheet_task_id === null
        ? null
        : {
            id: row.timesheet_task_id,
            name: row.timesheet_task_name ?? '',
            kind: row.timesheet_task_kind ?? 'other',
          },
    version: Number(row.version),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findEntry(knex: Knex, id: number): Promise<TimeEntry | null> {
  const row = await entriesQuery(knex)
    .where('e.id', id)
    .first<EntryJoinRow | undefined>(ENTRY_COLUMNS);
  return row ? toEntry(row) : null;
}

/** The stored facts of an entry the rules need (its owner, day and target). */
export interface EntryRow {
  id: number;
  userId: number;
  date: string;
  projectId: number | null;
  taskId: number | null;
  timesheetTaskId: number | null;
  minutes: number;
  billable: boolean;
  version: number;
}

export async function findEntryRow(knex: Knex, id: number): Promise<EntryRow | null> {
  const row = await knex('time_entries').where({ id }).first<
    | {
        id: number;
        user_id: number;
        date: string;
        project_id: number | null;
        project_task_id: number | null;
        timesheet_task_id: number | null;
        minutes: number;
        billable: boolean | number;
        version: number;
      }
    | undefined
  >('id', 'user_id', 'date', 'project_id', 'project_task_id', 'timesheet_task_id', 'minutes', 'billable', 'version');
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        date: row.date,
        projectId: row.project_id,
        taskId: row.project_task_id,
        timesheetTaskId: row.timesheet_task_id,
        minutes: Number(row.minutes),
        billable: Boolean(row.billable),
        version: Number(row.version),
      }
    : null;
}

/** A user's entries from `from` to `to` (both included), by day then as written. */
export async function listUserEntries(
  knex: Knex,
  userId: number,
  from: string,
  to: string,
): Promise<TimeEntry[]> {
  const rows = await entriesQuery(knex)
    .where('e.user_id', userId)
    .whereBetween('e.date', [from, to])
    .orderBy([{ column: 'e.date' }, { column: 'e.id' }])
    .select<EntryJoinRow[]>(ENTRY_COLUMNS);
  return rows.map(toEntry);
}

export interface ProjectEntriesFilter {
  from?: string;
  to?: string;
  userId?: number;
  page: number;
  pageSize: number;
}

/** A project's entries (on the project itself and on its tasks), newest day first. */
export async function listProjectEntries(
  knex: Knex,
  projectId: number,
  filter: ProjectEntriesFilter,
): Promise<{ items: TimeEntry[]; total: number; totalMinutes: number }> {
  const base = knex('time_entries as e').where('e.project_id', projectId);
  if (filter.from) base.where('e.date', '>=', filter.from);
  if (filter.to) base.where('e.date', '<=', filter.to);
  if (filter.userId !== undefined) base.where('e.user_id', filter.userId);
  const [total, sum] = await Promise.all([
    countRows(knex, base),
    base.clone().sum<{ total: number | string | null }>({ total: 'e.minutes' }).first(),
  ]);
  const { offset, limit } = pageWindow(filter);
  const ids = base
    .clone()
    .select('e.id')
    .orderBy([
      { column: 'e.date', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit);
  const rows = await entriesQuery(knex)
    .whereIn('e.id', ids)
    .orderBy([
      { column: 'e.date', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .select<EntryJoinRow[]>(ENTRY_COLUMNS);
  return { items: rows.map(toEntry), total, totalMinutes: Number(sum?.total ?? 0) };
}

type TaskTimeEntry = z.infer<typeof TaskTimeEntrySchema>;

/**
 * A task's time log, newest day first, with the total of all its entries: the
 * tasks module's `GET /api/tasks/{taskId}/timelog` reads it (shape of
 * `TaskTimelogSchema`).
 */
export async function listTaskEntries(
  knex: Knex,
  taskId: number,
  page: { page: number; pageSize: number },
): Promise<{
  items: TaskTimeEntry[];
  total: number;
  page: number;
  pageSize: number;
  totalMinutes: number;
}> {
  const base = knex('time_entries as e').where('e.project_task_id', taskId);
  const [total, sum] = await Promise.all([
    countRows(knex, base),
    base.clone().sum<{ total: number | string | null }>({ total: 'e.minutes' }).first(),
  ]);
  const { offset, limit } = pageWindow(page);
  const rows = await base
    .clone()
    .join('users as u', 'u.id', 'e.user_id')
    .orderBy([
      { column: 'e.date', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)
    .select<
      Array<{
        id: number;
        date: string;
        minutes: number;
        note: string;
        user_id: number;
        user_name: string;
        user_initials: string;
        user_color: string;
      }>
    >(
      'e.id',
      'e.date',
      'e.minutes',
      'e.note',
      'e.user_id',
      'u.name as user_name',
      'u.initials as user_initials',
      'u.color as user_color',
    );
  return {
    items: rows.map((row) => ({
      id: row.id,
      user: {
        id: row.user_id,
        name: row.user_name,
        initials: row.user_initials,
        color: row.user_color,
      },
      date: row.date,
      minutes: Number(row.minutes),
      note: row.note,
    })),
    total,
    page: page.page,
    pageSize: page.pageSize,
    totalMinutes: Number(sum?.total ?? 0),
  };
}

export interface EntryValues {
  date: string;
  projectId: number | null;
  taskId: number | null;
  timesheetTaskId: number | null;
  minutes: number;
  note: string;
  billable: boolean;
}

function entryColumns(values: EntryValues) {
  return {
    date: values.date,
    project_id: values.projectId,
    project_task_id: values.taskId,
    timesheet_task_id: values.timesheetTaskId,
    minutes: values.minutes,
    note: values.note,
    billable: values.billable,
  };
}

export async function insertEntry(
  knex: Knex,
  values: EntryValues & { userId: number; createdBy: number },
  now: number,
): Promise<number> {
  const [row] = await knex('time_entries')
    .insert({
      ...entryColumns(values),
      user_id: values.userId,
      created_by: values.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('insert into time_entries returned no id');
  return row.id;
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function updateEntryRow(
  knex: Knex,
  id: number,
  values: EntryValues,
  now: number,
): Promise<void> {
  await knex('time_entries')
    .where({ id })
    .update({ ...entryColumns(values), updated_at: now });
}

/**
 * A write named a row that is gone by the time it committed (its task or
 * project deleted meanwhile): the database refused the foreign key.
 */
export function isMissingTargetViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export async function deleteEntryRow(knex: Knex, id: number): Promise<void> {
  await knex('time_entries').where({ id }).delete();
}

// ---------------------------------------------------------------------------
// Time removed with what it is logged on (a task's delete)

/** Whose entries, on which days, are logged on these project tasks (each pair once). */
export async function entryDaysOfTasks(
  knex: Knex,
  taskIds: readonly number[],
): Promise<Array<{ userId: number; date: string }>> {
  if (taskIds.length === 0) return [];
  const rows = await knex('time_entries')
    .whereIn('project_task_id', taskIds)
    .distinct('user_id', 'date')
    .orderBy([{ column: 'date' }, { column: 'user_id' }])
    .select<Array<{ user_id: number; date: string }>>();
  return rows.map((row) => ({ userId: Number(row.user_id), date: row.date }));
}

/** Every entry logged on these project tasks, deleted (the `logged_minutes` triggers follow). */
export async function deleteEntriesOfTasks(
  knex: Knex,
  taskIds: readonly number[],
): Promise<number> {
  if (taskIds.length === 0) return 0;
  return knex('time_entries').whereIn('project_task_id', taskIds).delete();
}

/**
 * The latest lock date that applies to each user (everyone's, theirs, their
 * teams'): every day up to it is locked for them. Users no lock covers are absent.
 */
export async function latestLockDates(
  knex: Knex,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const latest = new Map<number, string>();
  if (userIds.length === 0) return latest;
  const keep = (userId: number, date: string | null) => {
    const current = latest.get(userId);
    if (date && (!current || date > current)) latest.set(userId, date);
  };
  const [everyone, own, teams] = await Promise.all([
    knex('timesheet_locks')
      .whereNull('user_id')
      .whereNull('team_id')
      .max<{ through: string | null }>({ through: 'lock_date' })
      .first(),
    knex('timesheet_locks')
      .whereIn('user_id', userIds)
      .groupBy('user_id')
      .select('user_id', knex.raw('MAX(lock_date) AS through')),
    knex('timesheet_locks as l')
      .join('team_members as tm', 'tm.team_id', 'l.team_id')
      .whereIn('tm.user_id', userIds)
      .groupBy('tm.user_id')
      .select('tm.user_id', knex.raw('MAX(l.lock_date) AS through')),
  ]);
  for (const userId of userIds) keep(userId, everyone?.through ?? null);
  for (const row of [...own, ...teams] as Array<{ user_id: number; through: string }>)
    keep(Number(row.user_id), row.through);
  return latest;
}

/** The users' submitted and approved weeks whose Monday lies between two dates (included). */
export async function decidedOrPendingWeeks(
  knex: Knex,
  userIds: readonly number[],
  fromMonday: string,
  to: string,
): Promise<Array<{ userId: number; weekStart: string; status: 'submitted' | 'approved' }>> {
  if (userIds.length === 0) return [];
  const rows = await knex('timesheet_weeks')
    .whereIn('user_id', userIds)
    .whereIn('status', ['submitted', 'approved'])
    .whereBetween('week_start', [fromMonday, to])
    .select<Array<{ user_id: number; week_start: string; status: 'submitted' | 'approved' }>>(
      'user_id',
      'week_start',
      'status',
    );
  return rows.map((row) => ({
    userId: Number(row.user_id),
    weekStart: row.week_start,
    status: row.status,
  }));
}

/** Minutes a user logged on a day, all entries but `exceptId`. */
export async function minutesOnDay(
  knex: Knex,
  userId: number,
  date: string,
  exceptId?: number,
): Promise<number> {
  const q = knex('time_entries').where({ user_id: userId, date });
  if (exceptId !== undefined) q.whereNot('id', exceptId);
  const row = await q.sum<{ total: number | string | null }>({ total: 'minutes' }).first();
  return Number(row?.total ?? 0);
}

/** Minutes a user logged from `from` to `to` (both included). */
export async function minutesBetween(
  knex: Knex,
  userId: number,
  from: string,
  to: string,
): Promise<number> {
  const row = await knex('time_entries')
    .where('user_id', userId)
    .whereBetween('date', [from, to])
    .sum<{ total: number | string | null }>({ total: 'minutes' })
    .first();
  return Number(row?.total ?? 0);
}

// ---------------------------------------------------------------------------
// What an entry is logged on

export interface ProjectTimesheetFacts {
  id: number;
  loggingAllowed: boolean;
  logTarget: 'tasksOnly' | 'tasksAndProject';
  notesRequired: boolean;
  billableByDefault: boolean;
}

/** A live (not deleted) project's timesheet settings. */
export async function findProjectTimesheetFacts(
  knex: Knex,
  projectId: number,
): Promise<ProjectTimesheetFacts | null> {
  const row = await knex('projects').where({ id: projectId }).whereNull('deleted_at').first<
    | {
        id: number;
        ts_logging_allowed: boolean | number;
        ts_log_target: 'tasksOnly' | 'tasksAndProject';
        ts_notes_required: boolean | number;
        ts_billable_by_default: boolean | number;
      }
    | undefined
  >('id', 'ts_logging_allowed', 'ts_log_target', 'ts_notes_required', 'ts_billable_by_default');
  return row
    ? {
        id: row.id,
        loggingAllowed: Boolean(row.ts_logging_allowed),
        logTarget: row.ts_log_target,
        notesRequired: Boolean(row.ts_notes_required),
        billableByDefault: Boolean(row.ts_billable_by_default),
      }
    : null;
}

/** What the task policy needs to know of a task for a user (`taskPermissionsFor`). */
export async function findTaskFacts(
  knex: Knex,
  taskId: number,
  userId: number,
): Promise<{ projectId: number; assignedToUser: boolean; createdByUser: boolean } | null> {
  const row = await knex('tasks').where({ id: taskId }).first<
    | {
        project_id: number;
        assignee_id: number | null;
        assignee_team_id: number | null;
        created_by: number | null;
      }
    | undefined
  >('project_id', 'assignee_id', 'assignee_team_id', 'created_by');
  if (!row) return null;
  const inTeam =
    row.assignee_team_id !== null &&
    Boolean(
      await knex('team_members')
        .where({ team_id: row.assignee_team_id, user_id: userId })
        .first('user_id'),
    );
  return {
    projectId: row.project_id,
    assignedToUser: row.assignee_id === userId || inTeam,
    createdByUser: row.created_by === userId,
  };
}

/** Is the user an active, internal (staff) account? */
export async function isActiveInternalUser(knex: Knex, userId: number): Promise<boolean> {
  const row = await knex('users')
    .where({ id: userId, status: 'active', external: false })
    .whereNull('deleted_at')
    .first('id');
  return Boolean(row);
}

export async function findUserRef(knex: Knex, userId: number): Promise<UserRef | null> {
  const row = await knex('users')
    .where({ id: userId })
    .first<UserRef | undefined>('id', 'name', 'initials', 'color');
  return row ?? null;
}

/** Does `leadId` lead a team `userId` belongs to? */
export async function leadsTeamOf(knex: Knex, leadId: number, userId: number): Promise<boolean> {
  const row = await knex('teams as t')
    .join('team_members as tm', 'tm.team_id', 't.id')
    .where({ 't.lead_id': leadId, 'tm.user_id': userId })
    .first('t.id');
  return Boolean(row);
}

// ---------------------------------------------------------------------------
// Locks

/**
 * The latest lock date on or after `date` among the locks that apply to the
 * user (everyone's, theirs, their teams'): the day is locked when there is one.
 */
export async function lockedThrough(
  knex: Knex,
  userId: number,
  date: string,
): Promise<string | null> {
  const row = await knex('timesheet_locks as l')
    .where('l.lock_date', '>=', date)
    .where((q) => {
      q.where((all) => all.whereNull('l.user_id').whereNull('l.team_id'))
        .orWhere('l.user_id', userId)
        .orWhereIn('l.team_id', knex('team_members').where('user_id', userId).select('team_id'));
    })
    .max<{ through: string | null }>({ through: 'l.lock_date' })
    .first();
  return row?.through ?? null;
}

interface LockJoinRow {
  id: number;
  lock_date: string;
  user_id: number | null;
  user_name: string | null;
  user_initials: string | null;
  user_color: string | null;
  team_id: number | null;
  team_name: string | null;
  created_by: number | null;
  creator_name: string | null;
  creator_initials: string | null;
  creator_color: string | null;
  created_at: number;
  version: number;
}

function locksQuery(knex: Knex): Knex.QueryBuilder {
  return knex('timesheet_locks as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('teams as t', 't.id', 'l.team_id')
    .leftJoin('users as c', 'c.id', 'l.created_by')
    .select(
      'l.id',
      'l.lock_date',
      'l.user_id',
      'u.name as user_name',
      'u.initials as user_initials',
      'u.color as user_color',
      'l.team_id',
      't.name as team_name',
      'l.created_by',
      'c.name as creator_name',
      'c.initials as creator_initials',
      'c.color as creator_color',
      'l.created_at',
      'l.version',
    );
}

function toLock(row: LockJoinRow): TimesheetLock {
  return {
    id: row.id,
    lockDate: row.lock_date,
    user: userRef(row.user_id, row.user_name, row.user_initials, row.user_color),
    team: row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? '' },
    createdBy: userRef(row.created_by, row.creator_name, row.creator_initials, row.creator_color),
    createdAt: iso(row.created_at),
    version: Number(row.version),
  };
}

export async function listLocks(
  knex: Knex,
  page: { page: number; pageSize: number },
): Promise<{ items: TimesheetLock[]; total: number }> {
  const { rows, total } = await pageOfRows<LockJoinRow>(
    knex,
    knex('timesheet_locks'),
    locksQuery(knex).orderBy([
      { column: 'l.lock_date', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ]),
    page,
  );
  return { items: rows.map(toLock), total };
}

export async function findLock(knex: Knex, id: number): Promise<TimesheetLock | null> {
  const row = (await locksQuery(knex).where('l.id', id).first()) as LockJoinRow | undefined;
  return row ? toLock(row) : null;
}

export async function insertLock(
  knex: Knex,
  values: { lockDate: string; userId: number | null; teamId: number | null; createdBy: number },
  now: number,
): Promise<number> {
  const [row] = await knex('timesheet_locks')
    .insert({
      lock_date: values.lockDate,
      user_id: values.userId,
      team_id: values.teamId,
      created_by: values.createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('insert into timesheet_locks returned no id');
  return row.id;
}

/** Is there a lock with this date for exactly these people (a user, a team, or everyone)? */
export async function identicalLockExists(
  knex: Knex,
  values: { lockDate: string; userId: number | null; teamId: number | null },
): Promise<boolean> {
  const q = knex('timesheet_locks').where({ lock_date: values.lockDate });
  if (values.userId === null) q.whereNull('user_id');
  else q.where({ user_id: values.userId });
  if (values.teamId === null) q.whereNull('team_id');
  else q.where({ team_id: values.teamId });
  return Boolean(await q.first('id'));
}

/** The unique index of identical locks refused a write (migration 20251201000810). */
export function isIdenticalLockViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code === '23505') return e.constraint === 'timesheet_locks_identical';
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' && (e.message ?? '').includes('timesheet_locks');
}

export async function deleteLockRow(knex: Knex, id: number): Promise<void> {
  await knex('timesheet_locks').where({ id }).delete();
}

export async function teamExists(knex: Knex, teamId: number): Promise<boolean> {
  return Boolean(await knex('teams').where({ id: teamId }).first('id'));
}

// ---------------------------------------------------------------------------
// Weeks

export interface WeekRow {
  id: number;
  userId: number;
  weekStart: string;
  status: 'open' | 'submitted' | 'approved' | 'rejected';
  comment: string;
  submittedAt: number | null;
  submittedBy: number | null;
  decidedAt: number | null;
  decidedBy: number | null;
  version: number;
}

export async function findWeek(
  knex: Knex,
  userId: number,
  weekStart: string,
): Promise<WeekRow | null> {
  const row = await knex('timesheet_weeks').where({ user_id: userId, week_start: weekStart }).first<
    | {
        id: number;
        user_id: number;
        week_start: string;
        status: WeekRow['status'];
        comment: string;
        submitted_at: number | null;
        submitted_by: number | null;
        decided_at: number | null;
        decided_by: number | null;
        version: number;
      }
    | undefined
  >();
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        weekStart: row.week_start,
        status: row.status,
        comment: row.comment,
        submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
        submittedBy: row.submitted_by,
        decidedAt: row.decided_at === null ? null : Number(row.decided_at),
        decidedBy: row.decided_by,
        version: Number(row.version),
      }
    : null;
}

/** The user's submitted weeks whose Monday lies between two dates (included). */
export async function weekStatuses(
  knex: Knex,
  userId: number,
  fromMonday: string,
  to: string,
): Promise<Array<{ weekStart: string; status: WeekRow['status'] }>> {
  const rows = await knex('timesheet_weeks')
    .where('user_id', userId)
    .whereBetween('week_start', [fromMonday, to])
    .orderBy('week_start')
    .select<Array<{ week_start: string; status: WeekRow['status'] }>>('week_start', 'status');
  return rows.map((row) => ({ weekStart: row.week_start, status: row.status }));
}

/** Is the user's week (named by its Monday) approved? */
export async function isWeekApproved(
  knex: Knex,
  userId: number,
  weekStart: string,
): Promise<boolean> {
  const row = await knex('timesheet_weeks')
    .where({ user_id: userId, week_start: weekStart, status: 'approved' })
    .first('id');
  return Boolean(row);
}

export async function insertWeek(
  knex: Knex,
  values: { userId: number; weekStart: string; submittedBy: number },
  now: number,
): Promise<void> {
  await knex('timesheet_weeks').insert({
    user_id: values.userId,
    week_start: values.weekStart,
    status: 'submitted',
    comment: '',
    submitted_at: now,
    submitted_by: values.submittedBy,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateWeekRow(
  knex: Knex,
  id: number,
  values: Partial<{
    status: WeekRow['status'];
    comment: string;
    submittedAt: number | null;
    submittedBy: number | null;
    decidedAt: number | null;
    decidedBy: number | null;
  }>,
  now: number,
): Promise<void> {
  const columns: Record<string, unknown> = { updated_at: now };
  if (values.status !== undefined) columns.status = values.status;
  if (values.comment !== undefined) columns.comment = values.comment;
  if (values.submittedAt !== undefined) columns.submitted_at = values.submittedAt;
  if (values.submittedBy !== undefined) columns.submitted_by = values.submittedBy;
  if (values.decidedAt !== undefined) columns.decided_at = values.decidedAt;
  if (values.decidedBy !== undefined) columns.decided_by = values.decidedBy;
  await knex('timesheet_weeks').where({ id }).update(columns);
}

// ---------------------------------------------------------------------------
// Timesheet tasks

interface TimesheetTaskRow {
  id: number;
  name: string;
  kind: TimesheetTaskKind;
  active: boolean | number;
  version: number;
}

function toTimesheetTask(row: TimesheetTaskRow): TimesheetTask {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    active: Boolean(row.active),
    version: Number(row.version),
  };
}

export async function listTimesheetTasks(
  knex: Knex,
  includeInactive: boolean,
): Promise<TimesheetTask[]> {
  const q = knex('timesheet_tasks').orderByRaw('lower(name), id');
  if (!includeInactive) q.where({ active: true });
  const rows = await q.select<TimesheetTaskRow[]>('id', 'name', 'kind', 'active', 'version');
  return rows.map(toTimesheetTask);
}

export async function findTimesheetTask(knex: Knex, id: number): Promise<TimesheetTask | null> {
  const row = await knex('timesheet_tasks')
    .where({ id })
    .first<TimesheetTaskRow | undefined>('id', 'name', 'kind', 'active', 'version');
  return row ? toTimesheetTask(row) : null;
}

/** Another timesheet task (not `exceptId`) with this name, ignoring case, or of this kind. */
export async function timesheetTaskTaken(
  knex: Knex,
  where: { name?: string; kind?: TimesheetTaskKind },
  exceptId?: number,
): Promise<boolean> {
  const q = knex('timesheet_tasks');
  if (where.name !== undefined) q.whereRaw('lower(name) = lower(?)', [where.name]);
  if (where.kind !== undefined) q.where({ kind: where.kind });
  if (exceptId !== undefined) q.whereNot('id', exceptId);
  return Boolean(await q.first('id'));
}

export async function insertTimesheetTask(
  knex: Knex,
  values: { name: string; kind: TimesheetTaskKind },
  now: number,
): Promise<number> {
  const [row] = await knex('timesheet_tasks')
    .insert({ ...values, active: true, created_at: now, updated_at: now })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('insert into timesheet_tasks returned no id');
  return row.id;
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateTimesheetTaskRow(
  knex: Knex,
  id: number,
  values: { name: string; active: boolean },
  now: number,
): Promise<void> {
  await knex('timesheet_tasks')
    .where({ id })
    .update({ name: values.name, active: values.active, updated_at: now });
}
