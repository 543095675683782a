import type { TimeInLieuAdjustment, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { pageOfItems, pageWindow } from '../../lib/lists';
import type { LoggedDay, StandardDay } from './time-in-lieu';
import { insertReturningId } from '../../lib/insert-row.repository';
import { ROW_USER_COLUMNS, rowUser, type RowUserColumns } from './row-user';
import { userDetailColumns, userRefOf, type UserDetailsRow } from '../../lib/user-ref';

/** Storage of the time-in-lieu accounts: who has one, their logged days, their adjustments. */

export interface AccountHolder extends StandardDay {
  user: UserRef;
}

function holdersQuery(knex: Knex): Knex.QueryBuilder {
  return knex('users as u')
    .join('employees as emp', 'emp.user_id', 'u.id')
    .where({ 'u.status': 'active', 'u.external': false })
    .whereNull('u.deleted_at');
}

/** An employee record's stored working days (JSON), an unreadable one as none. */
export function parseWorkingDays(stored: string): number[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((d): d is number => typeof d === 'number') : [];
  } catch {
    return [];
  }
}

/** Active internal users with an employee record (a standard day), by name; `onlyUserId` narrows to one. */
export async function listAccountHolders(
  knex: Knex,
  filter: { onlyUserId?: number; page: number; pageSize: number },
): Promise<{ items: AccountHolder[]; total: number }> {
  const base = holdersQuery(knex);
  if (filter.onlyUserId !== undefined) base.where('u.id', filter.onlyUserId);
  const total = await countRows(knex, base);
  const { offset, limit } = pageWindow(filter);
  const rows = await base
    .clone()
    .orderByRaw('lower(u.name), u.id')
    .offset(offset)
    .limit(limit)
    .select<
      Array<{
        id: number;
        name: string;
        initials: string;
        color: string;
        standard_minutes_per_day: number;
        working_days: string;
        employment_start: string;
        employment_end: string | null;
      }>
    >(
      'u.id',
      'u.name',
      'u.initials',
      'u.color',
      'emp.standard_minutes_per_day',
      'emp.working_days',
      'emp.employment_start',
      'emp.employment_end',
    );
  return {
    items: rows.map((row) => ({
      user: { id: row.id, name: row.name, initials: row.initials, color: row.color },
      standardMinutesPerDay: Number(row.standard_minutes_per_day),
      workingDays: parseWorkingDays(row.working_days),
      employmentStart: row.employment_start,
      employmentEnd: row.employment_end,
    })),
    total,
  };
}

export async function hasAccount(knex: Knex, userId: number): Promise<boolean> {
  return Boolean(await holdersQuery(knex).where('u.id', userId).first('u.id'));
}

/** Each user's logged minutes per day up to `through`, split into worked, leave and time in lieu taken. */
export async function loggedDays(
  knex: Knex,
  userIds: readonly number[],
  through: string,
): Promise<Map<number, LoggedDay[]>> {
  const result = new Map<number, LoggedDay[]>();
  if (userIds.length === 0) return result;
  const rows = await knex('time_entries as e')
    .leftJoin('timesheet_tasks as tt', 'tt.id', 'e.timesheet_task_id')
    .whereIn('e.user_id', userIds)
    .where('e.date', '<=', through)
    .groupBy('e.user_id', 'e.date')
    .select<
      Array<{
        user_id: number;
        date: string;
        leave_minutes: number | string | null;
        taken_minutes: number | string | null;
        total_minutes: number | string | null;
      }>
    >(
      'e.user_id',
      'e.date',
      knex.raw("SUM(CASE WHEN tt.kind = 'leave' THEN e.minutes ELSE 0 END) AS leave_minutes"),
      knex.raw(
        "SUM(CASE WHEN tt.kind = 'timeInLieuTaken' THEN e.minutes ELSE 0 END) AS taken_minutes",
      ),
      knex.raw('SUM(e.minutes) AS total_minutes'),
    );
  for (const row of rows) {
    const leave = Number(row.leave_minutes ?? 0);
    const taken = Number(row.taken_minutes ?? 0);
    const day: LoggedDay = {
      date: row.date,
      workedMinutes: Number(row.total_minutes ?? 0) - leave - taken,
      leaveMinutes: leave,
      takenMinutes: taken,
    };
    const list = result.get(row.user_id) ?? [];
    list.push(day);
    result.set(row.user_id, list);
  }
  return result;
}

/** The sum of each user's manual adjustments. */
export async function adjustmentTotals(
  knex: Knex,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await knex('time_in_lieu_adjustments')
    .whereIn('user_id', userIds)
    .groupBy('user_id')
    .select<Array<{ user_id: number; total: number | string }>>(
      'user_id',
      knex.raw('SUM(minutes) AS total'),
    );
  return new Map(rows.map((row) => [row.user_id, Number(row.total)]));
}

interface AdjustmentRow extends RowUserColumns, UserDetailsRow<'creator'> {
  id: number;
  minutes: number;
  reason: string;
  created_by: number | null;
  created_at: number;
}

function adjustmentsQuery(knex: Knex): Knex.QueryBuilder {
  return knex('time_in_lieu_adjustments as a')
    .join('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as c', 'c.id', 'a.created_by')
    .select(
      'a.id',
      'a.user_id',
      ...ROW_USER_COLUMNS,
      'a.minutes',
      'a.reason',
      'a.created_by',
      ...userDetailColumns('c', 'creator'),
      'a.created_at',
    );
}

function toAdjustment(row: AdjustmentRow): TimeInLieuAdjustment {
  return {
    id: row.id,
    user: rowUser(row),
    minutes: Number(row.minutes),
    reason: row.reason,
    createdBy: userRefOf(row, 'creator', row.created_by),
    createdAt: iso(row.created_at),
  };
}

export async function listAdjustments(
  knex: Knex,
  userId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: TimeInLieuAdjustment[]; total: number }> {
  return pageOfItems(
    knex,
    knex('time_in_lieu_adjustments').where('user_id', userId),
    adjustmentsQuery(knex)
      .where('a.user_id', userId)
      .orderBy([
        { column: 'a.created_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ]),
    page,
    (rows: AdjustmentRow[]) => rows.map(toAdjustment),
  );
}

export async function findAdjustment(knex: Knex, id: number): Promise<TimeInLieuAdjustment | null> {
  const row = (await adjustmentsQuery(knex).where('a.id', id).first()) as AdjustmentRow | undefined;
  return row ? toAdjustment(row) : null;
}

export async function insertAdjustment(
  knex: Knex,
  values: { userId: number; minutes: number; reason: string; createdBy: number },
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'time_in_lieu_adjustments', {
    user_id: values.userId,
    minutes: values.minutes,
    reason: values.reason,
    created_by: values.createdBy,
    created_at: now,
  });
}
