import type { Knex } from 'knex';
import { databaseStamp } from '../../db/database';
import { databaseKind } from '../../db/dialect';

interface SessionRow {
  id: string;
  user_id: number;
  created_at: number | string;
  last_seen_at: number | string;
  idle_expires_at: number | string;
  absolute_expires_at: number | string;
}

/** A session: its id is the hash of the cookie token; times are epoch milliseconds. */
export interface Session {
  id: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  idleExpiresAt: number;
  absoluteExpiresAt: number;
}

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  userId: row.user_id,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  idleExpiresAt: Number(row.idle_expires_at),
  absoluteExpiresAt: Number(row.absolute_expires_at),
});

export async function insertSession(knex: Knex, session: Session): Promise<void> {
  await knex('sessions').insert({
    id: session.id,
    user_id: session.userId,
    created_at: session.createdAt,
    last_seen_at: session.lastSeenAt,
    idle_expires_at: session.idleExpiresAt,
    absolute_expires_at: session.absoluteExpiresAt,
  });
}

export async function findSession(knex: Knex, id: string): Promise<Session | null> {
  const row = await knex('sessions').where({ id }).first<SessionRow | undefined>();
  return row ? toSession(row) : null;
}

/** What a request needs of its signed-in user, as a session or an API token finds it. */
export interface RequestUser {
  id: number;
  email: string;
  name: string;
  external: boolean;
  /** False when the user is deleted or not active. */
  active: boolean;
  /** The user's global flags (roles' flags, each once). */
  flags: string[];
}

/** The columns `selectRequestUser` adds to a row. */
export interface RequestUserColumns {
  ru_email: string | null;
  ru_name: string | null;
  ru_external: boolean | number | null;
  ru_status: string | null;
  ru_flags: string | null;
}

/**
 * Joins to `query` the user whose id is in `userIdColumn` (a deleted user is
 * no user) and selects what a request needs of them, their flags in the same
 * statement: the one read of a session's or an API token's user.
 */
export function selectRequestUser(
  knex: Knex,
  query: Knex.QueryBuilder,
  userIdColumn: string,
): Knex.QueryBuilder {
  const aggregate =
    databaseKind(knex) === 'postgres'
      ? "string_agg(DISTINCT rf.flag, ',')"
      : 'group_concat(DISTINCT rf.flag)';
  return query
    .leftJoin('users as ru', function () {
      this.on('ru.id', '=', userIdColumn).andOnNull('ru.deleted_at');
    })
    .select(
      'ru.email as ru_email',
      'ru.name as ru_name',
      'ru.external as ru_external',
      'ru.status as ru_status',
      knex.raw(
        `(SELECT ${aggregate} FROM user_roles ur JOIN role_flags rf ON rf.role_id = ur.role_id WHERE ur.user_id = ??) AS ru_flags`,
        [userIdColumn],
      ),
    );
}

export function requestUserOf(userId: number, row: RequestUserColumns): RequestUser {
  return {
    id: userId,
    email: row.ru_email ?? '',
    name: row.ru_name ?? '',
    external: Boolean(row.ru_external),
    active: row.ru_status === 'active',
    flags: row.ru_flags?.split(',') ?? [],
  };
}

/**
 * What `read` finds for `key` (a session id, a token hash), on SQLite
 * remembered in `memory` until the database changes (`databaseStamp`, as the
 * list counts in `db/row-count.ts`): a sign-out, a revoke, a touch, a
 * disabled user or a changed role is a write, from any connection or
 * process, and the next request reads again. The stamp also names the
 * connection, so two databases never share an entry. What is not found is
 * never remembered (a flood of unknown keys cannot push the known ones out).
 * PostgreSQL always reads. A remembered answer is shared: it is frozen.
 */
export async function rememberRequestUser<T extends { user: RequestUser }>(
  knex: Knex,
  memory: Map<string, { stamp: string; found: T }>,
  key: string,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const stamp = await databaseStamp(knex);
  if (stamp === null) return read();
  const known = memory.get(key);
  if (known?.stamp === stamp) return known.found;
  const found = await read();
  memory.delete(key);
  if (!found) return null;
  Object.freeze(found.user.flags);
  Object.freeze(found.user);
  memory.set(key, { stamp, found: Object.freeze(found) });
  if (memory.size > MAX_REMEMBERED) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
  return found;
}

/** Sessions (and API tokens) remembered, at most this many each (the oldest is forgotten first). */
const MAX_REMEMBERED = 1000;

/** A session with its user, as `findSessionWithUser` reads them. */
export interface SessionWithUser extends Session {
  user: RequestUser;
}

const rememberedSessions = new Map<string, { stamp: string; found: SessionWithUser }>();

/** The session, its user and the user's flags: every API request resolves its cookie. */
export async function findSessionWithUser(knex: Knex, id: string): Promise<SessionWithUser | null> {
  return rememberRequestUser(knex, rememberedSessions, id, () => readSessionWithUser(knex, id));
}

/** The session, its user and the user's flags in one query. */
async function readSessionWithUser(knex: Knex, id: string): Promise<SessionWithUser | null> {
  const row = await selectRequestUser(knex, knex('sessions as s').select('s.*'), 's.user_id')
    .where('s.id', id)
    .first<(SessionRow & RequestUserColumns) | undefined>();
  if (!row) return null;
  return { ...toSession(row), user: requestUserOf(row.user_id, row) };
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
 * An account's attempts since `since` other than `exceptId` (the one being
 * counted): how many, the latest one's time, and whether `ip` made any of them.
 */
export async function accountFailures(
  knex: Knex,
  email: string,
  ip: string,
  since: number,
  exceptId: number,
): Promise<{ count: number; latest: number | null; fromThisAddress: boolean }> {
  const row = await knex('login_attempts')
    .where({ email })
    .andWhere('created_at', '>', since)
    .whereNot({ id: exceptId })
    .first<{
      count: number | string;
      latest: number | string | null;
      mine: number | string | null;
    }>(
      knex.raw('count(*) as count'),
      knex.raw('max(created_at) as latest'),
      knex.raw('sum(case when ip = ? then 1 else 0 end) as mine', [ip]),
    );
  return {
    count: Number(row?.count ?? 0),
    latest: row?.latest == null ? null : Number(row.latest),
    fromThisAddress: Number(row?.mine ?? 0) > 0,
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

interface InvitationRow {
  id: number;
  user_id: number;
  email: string;
  expires_at: number | string;
  used_at: number | string | null;
  revoked_at: number | string | null;
}

/** An invitation; times are epoch milliseconds. */
export interface Invitation {
  id: number;
  userId: number;
  email: string;
  expiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
}

const epochOrNull = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

export async function findInvitationByTokenHash(
  knex: Knex,
  tokenHash: string,
): Promise<Invitation | null> {
  const row = await knex('invitations')
    .where({ token_hash: tokenHash })
    .first<InvitationRow | undefined>(
      'id',
      'user_id',
      'email',
      'expires_at',
      'used_at',
      'revoked_at',
    );
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        email: row.email,
        expiresAt: Number(row.expires_at),
        usedAt: epochOrNull(row.used_at),
        revokedAt: epochOrNull(row.revoked_at),
      }
    : null;
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
  invitation: {
    userId: number;
    email: string;
    tokenHash: string;
    expiresAt: number;
    invitedBy: number | null;
    createdAt: number;
  },
): Promise<void> {
  await knex('invitations').insert({
    user_id: invitation.userId,
    email: invitation.email,
    token_hash: invitation.tokenHash,
    expires_at: invitation.expiresAt,
    invited_by: invitation.invitedBy,
    created_at: invitation.createdAt,
  });
}

/** Marks an invitation used; false when another request used it first (single use under concurrency). */
export async function markInvitationUsed(knex: Knex, id: number, now: number): Promise<boolean> {
  const updated = await knex('invitations')
    .where({ id })
    .whereNull('used_at')
    .update({ used_at: now });
  return updated === 1;
}
