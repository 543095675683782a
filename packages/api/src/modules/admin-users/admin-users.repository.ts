import type { AdminUser, AdminUserListQuery, RoleRef, TeamRef, UserStatus } from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../../db/row-count';
import { dayStartMs, iso } from '../../lib/dates';
import { pageWindow, whereMatches } from '../../lib/lists';
import { databaseKind } from '../../db/dialect';
import { existingIds } from '../../lib/existing-ids.repository';
import type { VersionedTable } from '../../lib/versioned-save';
import type { AccountRow } from '../auth';

/** The latest sign-in, kept by a trigger on `sessions` (migration 20250301000100). */
const LAST_SIGN_IN_SQL = 'users.last_sign_in_at';

/** A user of the list: the account's row (without its password) and the list's own columns. */
interface UserListRow extends Omit<AccountRow, 'password_hash'> {
  version: number;
  last_sign_in: number | string | null;
}

function filteredUsers(knex: Knex, query: AdminUserListQuery): Knex.QueryBuilder {
  const q = knex('users').whereNull('users.deleted_at');
  if (query.kind === 'standard') q.where('users.external', false);
  if (query.kind === 'stakeholder') q.where('users.external', true);
  if (query.search) whereMatches(q, ['users.name', 'users.email'], query.search);
  if (query.status?.length) q.whereIn('users.status', query.status);
  if (query.roleIds?.length) {
    const roleIds = query.roleIds;
    q.whereExists(function () {
      this.select(1)
        .from('user_roles as ur_f')
        .whereRaw('ur_f.user_id = users.id')
        .whereIn('ur_f.role_id', roleIds);
    });
  }
  if (query.teamIds?.length) {
    const teamIds = query.teamIds;
    q.whereExists(function () {
      this.select(1)
        .from('team_members as tm_f')
        .whereRaw('tm_f.user_id = users.id')
        .whereIn('tm_f.team_id', teamIds);
    });
  }
  if (query.lastSignInFrom)
    q.whereRaw(`${LAST_SIGN_IN_SQL} >= ?`, [dayStartMs(query.lastSignInFrom)]);
  if (query.lastSignInTo)
    q.whereRaw(`${LAST_SIGN_IN_SQL} < ?`, [dayStartMs(query.lastSignInTo) + 86_400_000]);
  if (query.neverSignedIn === 'true') q.whereRaw(`${LAST_SIGN_IN_SQL} IS NULL`);
  if (query.neverSignedIn === 'false') q.whereRaw(`${LAST_SIGN_IN_SQL} IS NOT NULL`);
  return q;
}

const SORT_SQL: Record<AdminUserListQuery['sort'], string> = {
  name: 'lower(users.name)',
  email: 'users.email',
  status: 'users.status',
  lastSignInAt: LAST_SIGN_IN_SQL,
};

/** One page of users; nulls (never signed in) sort last in both directions, ties by id. */
export async function listUserIds(
  knex: Knex,
  query: AdminUserListQuery,
): Promise<{ ids: number[]; total: number }> {
  const base = filteredUsers(knex, query);
  const total = await countRows(knex, base);
  const { offset, limit } = pageWindow(query);
  const sort = SORT_SQL[query.sort];
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  const rows = await base
    .clone()
    .select<{ id: number }[]>('users.id')
    .orderByRaw(
      `CASE WHEN ${sort} IS NULL THEN 1 ELSE 0 END, ${sort} ${direction}, users.id ${direction}`,
    )
    .offset(offset)
    .limit(limit);
  return { ids: rows.map((row) => row.id), total };
}

/** Users with roles, teams, last sign-in and open invitation, in the order of `ids`. */
export async function loadAdminUsers(
  knex: Knex,
  ids: readonly number[],
  now: number,
): Promise<AdminUser[]> {
  if (ids.length === 0) return [];
  // One after the other: `knex` may be a transaction, whose one connection
  // takes one statement at a time (PostgreSQL warns about overlapping ones).
  const rows = await knex('users')
    .whereIn('users.id', [...ids])
    .whereNull('users.deleted_at')
    .select<UserListRow[]>(
      'users.id',
      'users.email',
      'users.name',
      'users.initials',
      'users.color',
      'users.external',
      'users.status',
      'users.version',
      knex.raw(`${LAST_SIGN_IN_SQL} as last_sign_in`),
    );
  const roles = await knex('user_roles as ur')
    .join('roles as r', 'r.id', 'ur.role_id')
    .whereIn('ur.user_id', [...ids])
    .orderBy([{ column: 'r.name' }, { column: 'r.id' }])
    .select<Array<RoleRef & { userId: number }>>('ur.user_id as userId', 'r.id', 'r.name');
  const teams = await knex('team_members as tm')
    .join('teams as t', 't.id', 'tm.team_id')
    .whereIn('tm.user_id', [...ids])
    .orderBy([{ column: 't.name' }, { column: 't.id' }])
    .select<Array<TeamRef & { userId: number }>>('tm.user_id as userId', 't.id', 't.name');
  const invitations = await knex('invitations')
    .whereIn('user_id', [...ids])
    .whereNull('used_at')
    .whereNull('revoked_at')
    .where('expires_at', '>', now)
    .select<Array<{ user_id: number; expires_at: number; created_at: number }>>(
      'user_id',
      'expires_at',
      'created_at',
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const invitation = invitations
      .filter((i) => i.user_id === id)
      .sort((a, b) => Number(b.created_at) - Number(a.created_at))[0];
    return [
      {
        id: row.id,
        email: row.email,
        name: row.name,
        initials: row.initials,
        color: row.color,
        external: Boolean(row.external),
        status: row.status,
        version: Number(row.version),
        roles: roles.filter((r) => r.userId === id).map(({ id: rid, name }) => ({ id: rid, name })),
        teams: teams.filter((t) => t.userId === id).map(({ id: tid, name }) => ({ id: tid, name })),
        lastSignInAt: iso(row.last_sign_in),
        invitation:
          invitation && row.status === 'invited'
            ? {
                expiresAt: iso(invitation.expires_at),
                createdAt: iso(invitation.created_at),
              }
            : null,
      },
    ];
  });
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function updateUserProfileFields(
  knex: Knex,
  id: number,
  values: { name: string; initials: string; color: string },
  now: number,
): Promise<void> {
  await knex('users')
    .where({ id })
    .update({ ...values, updated_at: now });
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function setUserStatus(
  knex: Knex,
  id: number,
  status: UserStatus,
  now: number,
): Promise<void> {
  await knex('users').where({ id }).update({ status, updated_at: now });
}

export async function setUserExternal(
  knex: Knex,
  id: number,
  external: boolean,
  name: string | undefined,
): Promise<void> {
  await knex('users')
    .where({ id })
    .update(name ? { external, name } : { external });
}

/** Replaces the user's roles. */
export async function replaceUserRoles(
  knex: Knex,
  userId: number,
  roleIds: readonly number[],
): Promise<void> {
  await knex('user_roles').where({ user_id: userId }).delete();
  if (roleIds.length > 0)
    await knex('user_roles').insert(
      [...new Set(roleIds)].map((role_id) => ({ user_id: userId, role_id })),
    );
}

/** Replaces the user's team memberships (a team the user no longer belongs to loses them as lead). */
export async function replaceUserTeams(
  knex: Knex,
  userId: number,
  teamIds: readonly number[],
): Promise<void> {
  const unique = [...new Set(teamIds)];
  await knex('team_members').where({ user_id: userId }).delete();
  if (unique.length > 0)
    await knex('team_members').insert(unique.map((team_id) => ({ team_id, user_id: userId })));
  const left = knex('teams').where({ lead_id: userId });
  if (unique.length > 0) left.whereNotIn('id', unique);
  await left.update({ lead_id: null });
}

export async function deleteUserSessions(
  knex: Knex,
  userId: number,
  exceptSessionId?: string,
): Promise<number> {
  const query = knex('sessions').where({ user_id: userId });
  if (exceptSessionId) query.whereNot({ id: exceptSessionId });
  return query.delete();
}

/** Active users holding the Administrator role, optionally not counting one user. */
export async function countActiveAdministrators(
  knex: Knex,
  adminRoleId: number,
  excludingUserId?: number,
): Promise<number> {
  const query = knex('users as u')
    .join('user_roles as ur', 'ur.user_id', 'u.id')
    .where('ur.role_id', adminRoleId)
    .where('u.status', 'active')
    .whereNull('u.deleted_at');
  if (excludingUserId !== undefined) query.whereNot('u.id', excludingUserId);
  return countRows(knex, query);
}

/**
 * Serializes the changes that may take away an administrator: on PostgreSQL
 * the Administrator role's row is locked (`FOR UPDATE`) until the transaction
 * ends, so two administrators demoting or disabling each other at once run
 * one after the other, and the second counts the first's change (each
 * statement of a READ COMMITTED transaction sees what was committed before it
 * began). Locking the one role row, not the administrators' rows, cannot
 * deadlock with the version claims those transactions hold on user rows.
 * SQLite runs one transaction at a time on its one connection already.
 */
export async function lockAdministrators(knex: Knex, adminRoleId: number): Promise<void> {
  if (databaseKind(knex) !== 'postgres') return;
  await knex('roles').where({ id: adminRoleId }).forUpdate().first('id');
}

export async function userRoleIds(knex: Knex, userId: number): Promise<number[]> {
  const rows = await knex('user_roles')
    .where({ user_id: userId })
    .select<{ role_id: number }[]>('role_id');
  return rows.map((r) => r.role_id);
}

/** Which of these roles, teams or projects exist (a user form names them). */
export const existingRoleIds = (knex: Knex, ids: readonly number[]) =>
  existingIds(knex, 'roles', ids);
export const existingTeamIds = (knex: Knex, ids: readonly number[]) =>
  existingIds(knex, 'teams', ids);
export const existingProjectIds = (knex: Knex, ids: readonly number[]) =>
  existingIds(knex, 'projects', ids);

/** The users table as version-checked saves see it: deleted users are gone. */
export const USER_ROWS: VersionedTable = {
  table: 'users',
  notFound: 'User not found',
  live: (query) => query.whereNull('deleted_at'),
};

/** A password reset link as stored; times are epoch milliseconds. */
export interface PasswordReset {
  id: number;
  userId: number;
  expiresAt: number;
  usedAt: number | null;
}

export async function insertPasswordReset(
  knex: Knex,
  reset: {
    userId: number;
    tokenHash: string;
    expiresAt: number;
    createdBy: number | null;
    createdAt: number;
  },
): Promise<void> {
  // An earlier unused link stops working when a new one is issued.
  await knex('password_resets')
    .where({ user_id: reset.userId })
    .whereNull('used_at')
    .update({ used_at: reset.createdAt });
  await knex('password_resets').insert({
    user_id: reset.userId,
    token_hash: reset.tokenHash,
    expires_at: reset.expiresAt,
    created_by: reset.createdBy,
    created_at: reset.createdAt,
  });
}

export async function findPasswordReset(
  knex: Knex,
  tokenHash: string,
): Promise<PasswordReset | null> {
  const row = await knex('password_resets').where({ token_hash: tokenHash }).first<
    | {
        id: number;
        user_id: number;
        expires_at: number | string;
        used_at: number | string | null;
      }
    | undefined
  >('id', 'user_id', 'expires_at', 'used_at');
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        expiresAt: Number(row.expires_at),
        usedAt: row.used_at === null ? null : Number(row.used_at),
      }
    : null;
}

/** False when another request used the link first (single use under concurrency). */
export async function markPasswordResetUsed(knex: Knex, id: number, now: number): Promise<boolean> {
  return (
    (await knex('password_resets').where({ id }).whereNull('used_at').update({ used_at: now })) ===
    1
  );
}

export async function insertStakeholderMemberships(
  knex: Knex,
  userId: number,
  projectIds: readonly number[],
  now: number,
): Promise<void> {
  if (projectIds.length === 0) return;
  await knex('project_members')
    .insert(
      [...new Set(projectIds)].map((project_id) => ({
        project_id,
        user_id: userId,
        role: 'stakeholder',
        created_at: now,
      })),
    )
    .onConflict(['project_id', 'user_id'])
    .ignore();
}

export async function userVersion(knex: Knex, id: number): Promise<number> {
  const row = await knex('users').where({ id }).first<{ version: number } | undefined>('version');
  return Number(row?.version ?? 0);
}
