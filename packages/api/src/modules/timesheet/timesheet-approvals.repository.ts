import { addDays, type TimesheetApprovalStatus, type UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { dayStartMs } from '../../lib/dates';
import { insertInSlices } from '../../lib/insert-row.repository';
import { pageOfRows } from '../../lib/lists';
import type { WeekRow } from './timesheet-weeks.repository';
import type { WorkingWeek } from './timesheet-approvals';
import { parseWorkingDays } from './time-in-lieu.repository';

/**
 * The SQL of the approvals inbox and of who is told about a week (README,
 * "Approvals inbox"): the weeks a caller may decide, scoped in the `WHERE`;
 * their totals, the hours their users are expected to work; a week's
 * approvers; the owners of weeks still open and the reminders sent.
 */

/** A week of the inbox as stored, with its user. */
export interface ApprovalRow {
  userId: number;
  user: UserRef;
  weekStart: string;
  status: WeekRow['status'];
  comment: string;
  submittedAt: number | null;
  version: number;
}

interface ApprovalJoinRow {
  user_id: number;
  user_name: string;
  user_initials: string;
  user_color: string;
  week_start: string;
  status: WeekRow['status'];
  comment: string;
  submitted_at: number | string | null;
  version: number;
}

const APPROVAL_COLUMNS = [
  'w.user_id',
  'u.name as user_name',
  'u.initials as user_initials',
  'u.color as user_color',
  'w.week_start',
  'w.status',
  'w.comment',
  'w.submitted_at',
  'w.version',
];

function toApprovalRow(row: ApprovalJoinRow): ApprovalRow {
  return {
    userId: Number(row.user_id),
    user: {
      id: Number(row.user_id),
      name: row.user_name,
      initials: row.user_initials,
      color: row.user_color,
    },
    weekStart: row.week_start,
    status: row.status,
    comment: row.comment,
    submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
    version: Number(row.version),
  };
}

/** The members of the teams `leadId` leads, once each. */
async function membersLedBy(knex: Knex, leadId: number): Promise<number[]> {
  const rows = await knex('team_members as ltm')
    .join('teams as lt', 'lt.id', 'ltm.team_id')
    .where('lt.lead_id', leadId)
    .distinct<Array<{ user_id: number }>>('ltm.user_id');
  return rows.map((row) => Number(row.user_id));
}

/**
 * One page of the weeks in `status` that `actorId` may decide, oldest week
 * first: everyone's but their own (`everyone`), or their led teams' members'
 * (`ledTeams`). The scope is the query's `WHERE`; with the index
 * `timesheet_weeks_user_status` a lead's page reads one index range per
 * member, whatever the number of weeks and entries in the workspace
 * (README, "Approvals inbox": the plans on both databases).
 */
export async function listDecidableWeeks(
  knex: Knex,
  filter: {
    actorId: number;
    scope: 'everyone' | 'ledTeams';
    status: TimesheetApprovalStatus;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  // A lead's scope as the ids of their teams' members (read first, a handful of rows): each
  // becomes an index range of `timesheet_weeks_user_status`. As a subquery, PostgreSQL
  // merge-joined it with a walk of that whole index in user order.
  const members = filter.scope === 'ledTeams' ? await membersLedBy(knex, filter.actorId) : null;
  if (members?.length === 0) return { rows: [], total: 0 };
  const scoped = (q: Knex.QueryBuilder) => {
    q.where('w.status', filter.status).whereNot('w.user_id', filter.actorId);
    if (members) q.whereIn('w.user_id', members);
    return q;
  };
  const { rows, total } = await pageOfRows<ApprovalJoinRow>(
    knex,
    scoped(knex('timesheet_weeks as w')),
    scoped(knex('timesheet_weeks as w').join('users as u', 'u.id', 'w.user_id'))
      .orderBy([
        { column: 'w.week_start', order: 'asc' },
        { column: 'w.id', order: 'asc' },
      ])
      .select(APPROVAL_COLUMNS),
    filter,
  );
  return { rows: rows.map(toApprovalRow), total };
}

/** Where the named weeks of users stand now (those never submitted are left out). */
export async function approvalRowsOf(
  knex: Knex,
  weeks: ReadonlyArray<{ userId: number; weekStart: string }>,
): Promise<ApprovalRow[]> {
  if (weeks.length === 0) return [];
  const rows = await knex('timesheet_weeks as w')
    .join('users as u', 'u.id', 'w.user_id')
    .where((q) => {
      for (const week of weeks)
        q.orWhere((one) =>
          one.where('w.user_id', week.userId).where('w.week_start', week.weekStart),
        );
    })
    .select<ApprovalJoinRow[]>(APPROVAL_COLUMNS);
  return rows.map(toApprovalRow);
}

/** `userId/weekStart`: the key of a week in the maps below. */
export function weekKey(userId: number, weekStart: string): string {
  return `${userId}/${weekStart}`;
}

/**
 * The minutes logged in each week (Monday to Sunday), by `weekKey`: one sum a
 * week, each an index range of `time_entries_user_date` (user, date; minutes
 * are in the index), in one statement. Its text depends only on the number of
 * weeks (a week is named by its position), so it is prepared once per page
 * size; neither the query builder nor date arithmetic runs per week or row.
 */
export async function weekTotals(
  knex: Knex,
  weeks: ReadonlyArray<{ userId: number; weekStart: string }>,
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (weeks.length === 0) return totals;
  const sums = weeks
    .map(
      (_, position) =>
        `SELECT ${position} AS week, SUM(minutes) AS minutes FROM time_entries WHERE user_id = ? AND date BETWEEN ? AND ?`,
    )
    .join(' UNION ALL ');
  const bindings = weeks.flatMap((week) => [
    week.userId,
    week.weekStart,
    addDays(week.weekStart, 6),
  ]);
  const rows = await knex
    .select<Array<{ week: number; minutes: number | string | null }>>('week', 'minutes')
    .from(knex.raw(`(${sums}) AS sums`, bindings));
  for (const row of rows) {
    const week = weeks[Number(row.week)];
    if (week) totals.set(weekKey(week.userId, week.weekStart), Number(row.minutes ?? 0));
  }
  return totals;
}

/** The employee records of these users: what a week of theirs expects. */
export async function workingWeeksOf(
  knex: Knex,
  userIds: readonly number[],
): Promise<Map<number, WorkingWeek>> {
  if (userIds.length === 0) return new Map();
  const rows = await knex('employees').whereIn('user_id', userIds).select<
    Array<{
      user_id: number;
      standard_minutes_per_day: number;
      working_days: string;
      employment_start: string;
      employment_end: string | null;
    }>
  >('user_id', 'standard_minutes_per_day', 'working_days', 'employment_start', 'employment_end');
  return new Map(
    rows.map((row) => [
      Number(row.user_id),
      {
        standardMinutesPerDay: Number(row.standard_minutes_per_day),
        workingDays: parseWorkingDays(row.working_days),
        employmentStart: row.employment_start,
        employmentEnd: row.employment_end,
      },
    ]),
  );
}

/** The workspace holidays from one day to another (both included). */
export async function holidaysBetween(knex: Knex, from: string, to: string): Promise<Set<string>> {
  const rows = await knex('holidays')
    .whereBetween('date', [from, to])
    .select<Array<{ date: string }>>('date');
  return new Set(rows.map((row) => row.date));
}

/** Users who are active, internal and not deleted (`users as u`). */
function activeStaff(q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.where({ 'u.status': 'active', 'u.external': false }).whereNull('u.deleted_at');
}

/** `users as u` holds one of `flags` through a role. */
function holdsFlag(knex: Knex, flags: readonly string[]): Knex.QueryBuilder {
  return knex('user_roles as fur')
    .join('role_flags as frf', 'frf.role_id', 'fur.role_id')
    .whereRaw('?? = ??', ['fur.user_id', 'u.id'])
    .whereIn('frf.flag', flags)
    .select(knex.raw('1'));
}

/**
 * Who is told that `userId` submitted a week: the leads of the user's teams
 * who may decide it (approveTeamTimesheets or approveTimesheets); when no
 * team lead may, the workspace's approvers (approveTimesheets with
 * readAllTimesheets), so a submission is never left unheard. Active internal
 * users only, never the user themselves.
 */
export async function approverIdsOf(knex: Knex, userId: number): Promise<number[]> {
  const leads = await activeStaff(
    knex('teams as t')
      .join('team_members as tm', 'tm.team_id', 't.id')
      .join('users as u', 'u.id', 't.lead_id'),
  )
    .where('tm.user_id', userId)
    .whereNot('u.id', userId)
    .whereExists(holdsFlag(knex, ['approveTeamTimesheets', 'approveTimesheets']))
    .distinct<Array<{ id: number }>>('u.id')
    .orderBy('u.id');
  if (leads.length > 0) return leads.map((row) => Number(row.id));
  const everyone = await activeStaff(knex('users as u'))
    .whereNot('u.id', userId)
    .whereExists(holdsFlag(knex, ['approveTimesheets']))
    .whereExists(holdsFlag(knex, ['readAllTimesheets']))
    .orderBy('u.id')
    .select<Array<{ id: number }>>('u.id');
  return everyone.map((row) => Number(row.id));
}

/**
 * The people whose week `weekStart` is still open (never submitted, or
 * withdrawn) and who have not been reminded of it: active internal users,
 * there before the week ended, and of those with an employee record only the
 * ones employed that week.
 */
export async function openWeekOwners(knex: Knex, weekStart: string): Promise<number[]> {
  const weekEnd = addDays(weekStart, 6);
  const rows = await activeStaff(knex('users as u'))
    // Accounts made after the week ended never had it to fill in.
    .where('u.created_at', '<', dayStartMs(addDays(weekStart, 7)))
    .leftJoin('employees as emp', 'emp.user_id', 'u.id')
    .where((q) => {
      q.whereNull('emp.id').orWhere((employed) =>
        employed
          .where('emp.employment_start', '<=', weekEnd)
          .where((end) =>
            end.whereNull('emp.employment_end').orWhere('emp.employment_end', '>=', weekStart),
          ),
      );
    })
    .whereNotExists(
      knex('timesheet_weeks as ow')
        .whereRaw('?? = ??', ['ow.user_id', 'u.id'])
        .where('ow.week_start', weekStart)
        .whereNot('ow.status', 'open')
        .select(knex.raw('1')),
    )
    .whereNotExists(
      knex('timesheet_week_reminders as r')
        .whereRaw('?? = ??', ['r.user_id', 'u.id'])
        .where('r.week_start', weekStart)
        .select(knex.raw('1')),
    )
    .orderBy('u.id')
    .select<Array<{ id: number }>>('u.id');
  return rows.map((row) => Number(row.id));
}

/**
 * Records that these users were reminded of `weekStart`; answers the ones
 * recorded now. A user another process recorded first is left out (the
 * primary key refuses a second row), so each reminder goes out once.
 */
export async function recordReminders(
  knex: Knex,
  userIds: readonly number[],
  weekStart: string,
  now: number,
): Promise<number[]> {
  // In slices: a workspace of a thousand people has a thousand open weeks.
  const rows = await insertInSlices(
    userIds,
    (slice) =>
      knex('timesheet_week_reminders')
        .insert(slice.map((userId) => ({ user_id: userId, week_start: weekStart, sent_at: now })))
        .onConflict(['user_id', 'week_start'])
        .ignore()
        .returning('user_id') as Promise<Array<{ user_id: number }>>,
  );
  return rows.flat().map((row) => Number(row.user_id));
}
