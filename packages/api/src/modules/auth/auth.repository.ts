import type { Knex } from 'knex';
import { databaseKind } from '../../db/database';

export interface SessionRow {
  id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  absolute_expires_at: number;
}

export async function insertSession(knex: Knex, session: SessionRow): Promise<void> {
  await knex('sessions').insert(session);
}

export async function findSession(knex: Knex, id: string): Promise<SessionRow | null> {
  const row = await knex('sessions').where({ id }).first<SessionRow | undefined>();
  return row ? { ...row, last_seen_at: Number(row.last_seen_at) } : null;
}

/** A live-looking session with its user, as one row (see `findSessionWithUser`). */
export interface SessionUserRow extends SessionRow {
  email: string;
  name: string;
  external: boolean;
  /** Null when the user is deleted or not active. */
  user_status: string | null;
  /** The user's global flags, comma-separated (roles' flags, each once). */
  flags: string | null;
}

/**
 * The session, its user and the user's flags in one query: every API request
 * resolves its cookie, and on SQLite each statement costs a round trip to
 * the database thread whatever its size.
 */
export async function findSessionWithUser(knex: Knex, id: string): Promise<SessionUserRow | null> {
  const aggregate =
    databaseKind(knex) === 'postgres'
      ? "string_agg(DISTINCT rf.flag, ',')"
      : 'group_concat(DISTINCT rf.flag)';
  const row = await knex('sessions as s')
    .leftJoin('users as u', function () {
      this.on('u.id', '=', 's.user_id').andOnNull('u.deleted_at');
    })
    .where('s.id', id)
    .first<SessionUserRow | undefined>(
      's.*',
      'u.email',
      'u.name',
      'u.external',
      'u.status as user_status',
      knex.raw(
        `(SELECT ${aggregate} FROM user_roles ur JOIN role_flags rf ON rf.role_id = ur.role_id WHERE ur.user_id = s.user_id) AS flags`,
      ),
    );
  return row
    ? {
        ...row,
        last_seen_at: Number(row.last_seen_at),
        external: Boolean(row.external),
      }
    : null;
}

export async function touchSession(
  knex: Knex,
  id: string,
  lastSeenAt: number,
  idleExpiresAt: number,
): Promise<void> {
  await knex('sessions')
    .where({ id })
    .update({ last_seen_at: lastSeenAt, idle_expires_at: idleExpiresAt });
}

export async function deleteSession(knex: Knex, id: string): Promise<void> {
  await knex('sessions').where({ id }).delete();
}

/** Housekeeping: sessions past either expiry are useless. */
export async function deleteExpiredSessions(knex: Knex, now: number): Promise<number> {
  return knex('sessions')
    .where('idle_expires_at', '<=', now)
    .orWhere('absolute_expires_at', '<=', now)
    .delete();
}

/**
 * Records a sign-in attempt before its password is checked (committed at
 * once, so a concurrent attempt counting after it sees it); a successful one
 * removes it again. Returns the row id.
 */
export async function recordAttempt(
  knex: Knex,
  email: string,
  ip: string,
  now: number,
): Promise<number> {
  const [row] = await knex('login_attempts')
    .insert({ email, ip, created_at: now })
    .returning<Array<{ id: number } | number>>('id');
  return typeof row === 'object' ? row.id : Number(row);
}

export async function deleteAttempt(knex: Knex, id: number): Promise<void> {
  await knex('login_attempts').where({ id }).delete();
}

/** Attempts since `since` matching `where`, with the oldest one's time (for Retry-After). */
export async function countFailures(
  knex: Knex,
  where: { email?: string; ip?: string },
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await knex('login_attempts')
    .where(where)
    .andWhere('created_at', '>', since)
    .first<{ count: number | string; oldest: number | string | null }>(
      knex.raw('count(*) as count'),
      knex.raw('min(created_at) as oldest'),
    );
  return {
    count: Number(row?.count ?? 0),
    oldest: row?.oldest == null ? null : Number(row.oldest),
  };
}

/**
 * A successful sign-in forgives the failures of that account from that
 * address only: an attacker elsewhere gets no fresh tries from it.
 */
export async function clearFailures(knex: Knex, email: string, ip: string): Promise<void> {
  await knex('login_attempts').where({ email, ip }).delete();
}

export async function deleteOldAttempts(knex: Knex, before: number): Promise<void> {
  await knex('login_attempts').where('created_at', '<', before).delete();
}

export interface InvitationRow {
  id: number;
  user_id: number;
  email: string;
  token_hash: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export async function findInvitationByTokenHash(
  knex: Knex,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const row = await knex('invitations')
    .where({ token_hash: tokenHash })
    .first<InvitationRow | undefined>();
  return row ?? null;
}

export async function revokeInvitations(knex: Knex, userId: number, now: number): Promise<void> {
  await knex('invitations')
    .where({ user_id: userId })
    .whereNull('used_at')
    .whereNull('revoked_at')
    .update({
      revoked_at: now,
    });
}

export async function insertInvitation(
  knex: Knex,
  invitation: Omit<InvitationRow, 'id' | 'used_at' | 'revoked_at'> & {
    invited_by: number | null;
    created_at: number;
  },
): Promise<void> {
  await knex('invitations').insert(invitation);
}

/** Marks an invitation used; false when another request used it first (single use under concurrency). */
export async function markInvitationUsed(knex: Knex, id: number, now: number): Promise<boolean> {
  const updated = await knex('invitations')
    .where({ id })
    .whereNull('used_at')
    .update({ used_at: now });
  return updated === 1;
}
