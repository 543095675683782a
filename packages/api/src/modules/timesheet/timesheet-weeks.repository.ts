import type { Knex } from 'knex';
import type { VersionedTable } from '../../lib/versioned-save';

/** Storage of a user's weeks once submitted: status, comment, who submitted and decided, when. */

/** The weeks' rows as a versioned save claims them. */
export const WEEK_ROWS: VersionedTable = {
  table: 'timesheet_weeks',
  notFound: 'This week has not been submitted',
  stale: 'This week changed meanwhile; reload and try again',
};

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

/** The user's week starting `weekStart` when it is approved, as a one-value query (its id, or no row). */
export function approvedWeekQuery(
  knex: Knex,
  userId: number,
  weekStart: string,
): Knex.QueryBuilder {
  return knex('timesheet_weeks')
    .where({ user_id: userId, week_start: weekStart, status: 'approved' })
    .select('id')
    .limit(1);
}

export async function insertWeek(
  knex: Knex,
  values: { userId: number; weekStart: string; submittedBy: number },
  now: number,
): Promise<number> {
  const [row] = await knex('timesheet_weeks')
    .insert({
      user_id: values.userId,
      week_start: values.weekStart,
      status: 'submitted',
      comment: '',
      submitted_at: now,
      submitted_by: values.submittedBy,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  return Number((row as { id: number }).id);
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
