import type { TaskTimeEntrySchema, TimeEntry, TimesheetTaskKind } from '@keel/types';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { pageWindow } from '../../lib/lists';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';
import { ROW_USER_COLUMNS, rowUser, type RowUserColumns } from './row-user';
import { lockedThroughQuery } from './timesheet-locks.repository';
import { approvedWeekQuery } from './timesheet-weeks.repository';

/**
 * Storage of time entries: a user's range, a project's and a task's entries,
 * the writes, and the sums the day cap and the weeks read.
 */

/** The entries' rows as a versioned save claims them (`lib/versioned-save.ts`). */
export const ENTRY_ROWS: VersionedTable = {
  table: 'time_entries',
  notFound: 'Time entry not found',
};

interface EntryJoinRow extends RowUserColumns {
  id: number;
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
  ...ROW_USER_COLUMNS,
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
    user: rowUser(row),
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

/** An entry row's stored columns, as `EntryRow` reads them. */
export interface EntryRowColumns {
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

/** The columns of `EntryRowColumns`, under `alias` when the query names the table so. */
export const entryRowColumns = (alias?: string): string[] =>
  [
    'id',
    'user_id',
    'date',
    'project_id',
    'project_task_id',
    'timesheet_task_id',
    'minutes',
    'billable',
    'version',
  ].map((column) => (alias ? `${alias}.${column}` : column));

export function toEntryRow(row: EntryRowColumns): EntryRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    date: row.date,
    projectId: row.project_id,
    taskId: row.project_task_id,
    timesheetTaskId: row.timesheet_task_id,
    minutes: Number(row.minutes),
    billable: Boolean(row.billable),
    version: Number(row.version),
  };
}

export async function findEntryRow(knex: Knex, id: number): Promise<EntryRow | null> {
  const row = await knex('time_entries')
    .where({ id })
    .first<EntryRowColumns | undefined>(entryRowColumns());
  return row ? toEntryRow(row) : null;
}

/**
 * The number of the issued invoice that bills the entry, or null (issue 32:
 * invoiced time is final). `time_entries.invoice_id` is set by the invoices
 * module when it issues an invoice and cleared when it voids it.
 */
export async function invoiceNumberOfEntry(knex: Knex, id: number): Promise<string | null> {
  const row = await knex('time_entries as e')
    .join('invoices as i', 'i.id', 'e.invoice_id')
    .where('e.id', id)
    .first<{ number: string | null } | undefined>('i.number');
  return row ? (row.number ?? '') : null;
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
    .select<Array<RowUserColumns & { id: number; date: string; minutes: number; note: string }>>(
      'e.id',
      'e.date',
      'e.minutes',
      'e.note',
      'e.user_id',
      ...ROW_USER_COLUMNS,
    );
  return {
    items: rows.map((row) => ({
      id: row.id,
      user: rowUser(row),
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

/** The fields of an entry a save writes. */
export type EntryValues = Pick<
  EntryRow,
  'date' | 'projectId' | 'taskId' | 'timesheetTaskId' | 'minutes' | 'billable'
> & { note: string };

/** The columns of an entry's fields (its inserts and updates). */
export function entryColumns(values: EntryValues) {
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
  return insertReturningId(knex, 'time_entries', {
    ...entryColumns(values),
    user_id: values.userId,
    created_by: values.createdBy,
    created_at: now,
    updated_at: now,
  });
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

/** What an entry write checks of its day (README, "Concurrency"), read in one statement. */
export interface DayRules {
  /** The latest lock date covering the day, or null when none does. */
  lockedThrough: string | null;
  /** The day's week (named by its Monday) is approved. */
  weekApproved: boolean;
  /** Minutes the user logged on the day, all entries but `exceptId`. */
  loggedMinutes: number;
}

/**
 * The day's locks, its week's approval and the minutes already on it, in one
 * statement: an entry write reads them inside its transaction, where every
 * statement holds SQLite's write lock (the processes' writes wait for it).
 */
export async function readDayRules(
  knex: Knex,
  userId: number,
  date: string,
  weekStart: string,
  exceptId?: number,
): Promise<DayRules> {
  const logged = knex('time_entries').where({ user_id: userId, date }).sum('minutes');
  if (exceptId !== undefined) logged.whereNot('id', exceptId);
  const row = await knex
    .select({
      through: lockedThroughQuery(knex, userId, date),
      approved_week: approvedWeekQuery(knex, userId, weekStart),
      logged,
    })
    .first<{
      through: string | null;
      approved_week: number | null;
      logged: number | string | null;
    }>();
  return {
    lockedThrough: row?.through ?? null,
    weekApproved: row?.approved_week != null,
    loggedMinutes: Number(row?.logged ?? 0),
  };
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

/** The days of the entries on these project tasks that an issued invoice bills, with its number. */
export async function invoicedDaysOfTasks(
  knex: Knex,
  taskIds: readonly number[],
): Promise<Array<{ date: string; number: string }>> {
  if (taskIds.length === 0) return [];
  const rows = await knex('time_entries as e')
    .join('invoices as i', 'i.id', 'e.invoice_id')
    .whereIn('e.project_task_id', taskIds)
    .distinct('e.date', 'i.number')
    .orderBy([{ column: 'e.date' }, { column: 'i.number' }])
    .select<Array<{ date: string; number: string | null }>>();
  return rows.map((row) => ({ date: row.date, number: row.number ?? '' }));
}

/**
 * Every entry logged on these project tasks that no issued invoice bills,
 * deleted (the `logged_minutes` triggers follow). The invoice condition is in
 * the statement, so an invoice's mark committing meanwhile is seen (issue 32).
 */
export async function deleteEntriesOfTasks(
  knex: Knex,
  taskIds: readonly number[],
): Promise<number> {
  if (taskIds.length === 0) return 0;
  return knex('time_entries').whereIn('project_task_id', taskIds).whereNull('invoice_id').delete();
}
