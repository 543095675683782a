import type { TimesheetLock } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { pageOfItems } from '../../lib/lists';
import {
  userDetailColumns,
  userRefOf,
  type UserDetailsRow,
  type UserRefRow,
} from '../../lib/user-ref';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

/**
 * Storage of timesheet locks: a date up to which every day is locked, for
 * everyone, a user or a team; and which lock dates apply to whom.
 */

/** The locks' rows as a versioned save (and the audit) claims them. */
export const LOCK_ROWS: VersionedTable = { table: 'timesheet_locks', notFound: 'Lock not found' };

/**
 * The latest lock date on or after `date` among the locks that apply to the
 * user (everyone's, theirs, their teams'), as a one-value query (`max`): the
 * day is locked when there is one. `lockedThrough` runs it; an entry write
 * reads it beside its day's other rules (`readDayRules`).
 */
export function lockedThroughQuery(knex: Knex, userId: number, date: string): Knex.QueryBuilder {
  return knex('timesheet_locks as l')
    .where('l.lock_date', '>=', date)
    .where((q) => {
      q.where((all) => all.whereNull('l.user_id').whereNull('l.team_id'))
        .orWhere('l.user_id', userId)
        .orWhereIn('l.team_id', knex('team_members').where('user_id', userId).select('team_id'));
    })
    .max('l.lock_date');
}

export async function lockedThrough(
  knex: Knex,
  userId: number,
  date: string,
): Promise<string | null> {
  const row = await knex
    .select({ through: lockedThroughQuery(knex, userId, date) })
    .first<{ through: string | null } | undefined>();
  return row?.through ?? null;
}

interface LockJoinRow extends UserRefRow<'user'>, UserDetailsRow<'creator'> {
  id: number;
  lock_date: string;
  team_id: number | null;
  team_name: string | null;
  created_by: number | null;
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
      ...userDetailColumns('u', 'user'),
      'l.team_id',
      't.name as team_name',
      'l.created_by',
      ...userDetailColumns('c', 'creator'),
      'l.created_at',
      'l.version',
    );
}

function toLock(row: LockJoinRow): TimesheetLock {
  return {
    id: row.id,
    lockDate: row.lock_date,
    user: userRefOf(row, 'user'),
    team: row.team_id === null ? null : { id: row.team_id, name: row.team_name ?? '' },
    createdBy: userRefOf(row, 'creator', row.created_by),
    createdAt: iso(row.created_at),
    version: Number(row.version),
  };
}

export async function listLocks(
  knex: Knex,
  page: { page: number; pageSize: number },
): Promise<{ items: TimesheetLock[]; total: number }> {
  return pageOfItems(
    knex,
    knex('timesheet_locks'),
    locksQuery(knex).orderBy([
      { column: 'l.lock_date', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ]),
    page,
    (rows: LockJoinRow[]) => rows.map(toLock),
  );
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
  return insertReturningId(knex, 'timesheet_locks', {
    lock_date: values.lockDate,
    user_id: values.userId,
    team_id: values.teamId,
    created_by: values.createdBy,
    created_at: now,
    updated_at: now,
  });
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
