import type { Knex } from 'knex';
import type { ApiTokenScope } from '@keel/types';
import type { Db } from '../../lib/db';
import {
  rememberRequestUser,
  requestUserOf,
  selectRequestUser,
  type RequestUser,
  type RequestUserColumns,
} from '../auth';

interface ApiTokenRow {
  id: number;
  user_id: number;
  name: string;
  token_hash: string;
  scopes: string;
  expires_at: number | string;
  last_used_at: number | string | null;
  created_at: number | string;
  revoked_at: number | string | null;
}

/** A stored token; times are epoch milliseconds. */
export interface StoredApiToken {
  id: number;
  userId: number;
  name: string;
  scopes: ApiTokenScope[];
  expiresAt: number;
  lastUsedAt: number | null;
  createdAt: number;
  revokedAt: number | null;
}

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

const toToken = (row: ApiTokenRow): StoredApiToken => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  scopes: row.scopes.split(',') as ApiTokenScope[],
  expiresAt: Number(row.expires_at),
  lastUsedAt: num(row.last_used_at),
  createdAt: Number(row.created_at),
  revokedAt: num(row.revoked_at),
});

export interface NewApiToken {
  userId: number;
  name: string;
  tokenHash: string;
  scopes: readonly ApiTokenScope[];
  expiresAt: number;
  createdAt: number;
}

export async function insertToken(db: Db, token: NewApiToken): Promise<number> {
  const [row] = await db('api_tokens')
    .insert({
      user_id: token.userId,
      name: token.name,
      token_hash: token.tokenHash,
      scopes: token.scopes.join(','),
      expires_at: token.expiresAt,
      created_at: token.createdAt,
    })
    .returning<Array<{ id: number } | number>>('id');
  return typeof row === 'object' ? row.id : Number(row);
}

export async function findToken(db: Db, id: number): Promise<StoredApiToken | null> {
  const row = await db('api_tokens').where({ id }).first<ApiTokenRow | undefined>();
  return row ? toToken(row) : null;
}

/** The user's tokens not revoked, newest first (at most API_TOKENS_PER_USER exist). */
export async function liveTokensOf(db: Db, userId: number): Promise<StoredApiToken[]> {
  const rows = await db('api_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select<ApiTokenRow[]>('*');
  return rows.map(toToken);
}

export async function countLiveTokens(db: Db, userId: number): Promise<number> {
  const row = await db('api_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .count<{ count: number | string }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** Revokes one live token of the user; false when there is none by that id. */
export async function revokeToken(
  db: Db,
  userId: number,
  id: number,
  now: number,
): Promise<boolean> {
  const changed = await db('api_tokens')
    .where({ id, user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: now });
  return changed > 0;
}

/** Revokes every live token of the user (a disabled account). */
export async function revokeTokensOf(db: Db, userId: number, now: number): Promise<number> {
  return db('api_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: now });
}

/** Written at most once a minute per token (the service throttles), so reads stay reads. */
export async function touchToken(db: Db, id: number, now: number): Promise<void> {
  await db('api_tokens').where({ id }).update({ last_used_at: now });
}

/** A token with what a request needs of its user, as `findTokenWithUser` reads them. */
export interface TokenWithUser extends StoredApiToken {
  user: RequestUser;
}

const rememberedTokens = new Map<string, { stamp: string; found: TokenWithUser }>();

/**
 * The token by its hash, with its user and the user's flags: one query on
 * the unique index, remembered on SQLite until the database changes exactly
 * as sessions are (`rememberRequestUser`, modules/auth): a revoke, a touch, a
 * disabled user or a changed role is a write, and the next request reads
 * again.
 */
export async function findTokenWithUser(knex: Knex, hash: string): Promise<TokenWithUser | null> {
  const found = await rememberRequestUser(knex, rememberedTokens, hash, () =>
    readTokenWithUser(knex, hash),
  );
  if (found) Object.freeze(found.scopes);
  return found;
}

async function readTokenWithUser(knex: Knex, hash: string): Promise<TokenWithUser | null> {
  const row = await selectRequestUser(knex, knex('api_tokens as t').select('t.*'), 't.user_id')
    .where('t.token_hash', hash)
    .first<(ApiTokenRow & RequestUserColumns) | undefined>();
  if (!row) return null;
  return { ...toToken(row), user: requestUserOf(row.user_id, row) };
}
