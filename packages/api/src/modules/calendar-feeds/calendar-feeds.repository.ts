import type { Knex } from 'knex';
import type { Db } from '../../lib/db';
import { scopeToVisibleProjects, type AuthUser } from '../auth';

/**
 * The calendar feeds' table (`calendar_feeds`: one row per user, the token
 * as its sha-256) and the reads of the feed's contents that are not another
 * module's named read: the milestones of the user's projects, their leave
 * days and the workspace holidays. Reads only; nothing here writes outside
 * the module's own table.
 */

interface FeedRow {
  id: number;
  user_id: number;
  created_at: number | string;
  last_used_at: number | string | null;
}

export interface FeedRecord {
  id: number;
  userId: number;
  createdAt: number;
  lastUsedAt: number | null;
}

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function toRecord(row: FeedRow): FeedRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    createdAt: Number(row.created_at),
    lastUsedAt: num(row.last_used_at),
  };
}

const COLUMNS = ['id', 'user_id', 'created_at', 'last_used_at'];

/** The user's live (not revoked) feed. */
export async function findLiveFeedOfUser(db: Db, userId: number): Promise<FeedRecord | null> {
  const row = await db('calendar_feeds')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .first<FeedRow | undefined>(...COLUMNS);
  return row ? toRecord(row) : null;
}

/** The live feed a token hash opens, with its user's account state. */
export async function findLiveFeedByHash(
  db: Db,
  tokenHash: string,
): Promise<(FeedRecord & { userStatus: string }) | null> {
  const row = await db('calendar_feeds as f')
    .join('users as u', 'u.id', 'f.user_id')
    .where('f.token_hash', tokenHash)
    .whereNull('f.revoked_at')
    .whereNull('u.deleted_at')
    .first<(FeedRow & { status: string }) | undefined>(
      'f.id',
      'f.user_id',
      'f.created_at',
      'f.last_used_at',
      'u.status',
    );
  return row ? { ...toRecord(row), userStatus: row.status } : null;
}

/**
 * Creates the user's feed or replaces its token (one row per user: the
 * unique `user_id` makes a concurrent second create update the same row).
 */
export async function saveFeed(
  db: Db,
  userId: number,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db('calendar_feeds')
    .insert({
      user_id: userId,
      token_hash: tokenHash,
      created_at: now,
      last_used_at: null,
      revoked_at: null,
    })
    .onConflict('user_id')
    .merge(['token_hash', 'created_at', 'last_used_at', 'revoked_at']);
}

/** Revokes the user's live feed; false when there was none. */
export async function revokeFeed(db: Db, userId: number, now: number): Promise<boolean> {
  const count = await db('calendar_feeds')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: now });
  return count > 0;
}

/** Notes a fetch of the feed. */
export async function touchFeed(db: Db, id: number, now: number): Promise<void> {
  await db('calendar_feeds').where({ id }).update({ last_used_at: now });
}

export interface FeedMilestone {
  id: number;
  name: string;
  dueDate: string;
  status: string;
  projectId: number;
  projectCode: string;
  projectName: string;
}

/**
 * The milestones due within the range of the projects the user is a member
 * of (any role, stakeholders included) and may read now (`scopeToVisibleProjects`:
 * not deleted, an external user only where they are a member). Only what a
 * stakeholder may read of a milestone is selected: never its amount, its
 * dates of finance or its description.
 */
export async function milestonesOfMember(
  db: Db,
  user: AuthUser,
  range: { from: string; to: string },
): Promise<FeedMilestone[]> {
  const query = db('milestones as m')
    .join('projects as p', 'p.id', 'm.project_id')
    .whereBetween('m.due_date', [range.from, range.to])
    .whereExists((q: Knex.QueryBuilder) =>
      q
        .select(1)
        .from('project_members as pm')
        .whereRaw('pm.project_id = p.id')
        .where('pm.user_id', user.id),
    );
  scopeToVisibleProjects(query, user, 'p');
  const rows = await query.orderBy([{ column: 'm.due_date' }, { column: 'm.id' }]).select<
    Array<{
      id: number;
      name: string;
      due_date: string;
      status: string;
      project_id: number;
      project_code: string;
      project_name: string;
    }>
  >('m.id', 'm.name', 'm.due_date', 'm.status', 'p.id as project_id', 'p.code as project_code', 'p.name as project_name');
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    dueDate: row.due_date,
    status: row.status,
    projectId: Number(row.project_id),
    projectCode: row.project_code,
    projectName: row.project_name,
  }));
}

/** The days within the range on which the user logged leave (a `leave` timesheet task), in order. */
export async function leaveDaysOf(
  db: Db,
  userId: number,
  range: { from: string; to: string },
): Promise<string[]> {
  const rows = await db('time_entries as te')
    .join('timesheet_tasks as tt', 'tt.id', 'te.timesheet_task_id')
    .where('te.user_id', userId)
    .where('tt.kind', 'leave')
    .whereBetween('te.date', [range.from, range.to])
    .distinct<Array<{ date: string }>>('te.date as date')
    .orderBy('te.date');
  return rows.map((row) => row.date);
}

/** The workspace holidays within the range, by date. */
export async function holidaysWithin(
  db: Db,
  range: { from: string; to: string },
): Promise<Array<{ id: number; date: string; name: string }>> {
  const rows = await db('holidays')
    .whereBetween('date', [range.from, range.to])
    .orderBy('date')
    .select<Array<{ id: number; date: string; name: string }>>('id', 'date', 'name');
  return rows.map((row) => ({ id: Number(row.id), date: row.date, name: row.name }));
}
