import {
  API_TOKEN_MAX_LIFETIME_DAYS,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenCreateInput,
  type ApiTokenList,
} from '@keel/types';
import { iso } from '../../lib/dates';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAudited } from '../audit';
import { findAccountById, type AuthUser } from '../auth';
import * as repo from './api-tokens.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function toApiToken(token: repo.StoredApiToken, now: number): ApiToken {
  return {
    id: token.id,
    name: token.name,
    scopes: [...token.scopes],
    expiresAt: iso(token.expiresAt),
    lastUsedAt: iso(token.lastUsedAt),
    createdAt: iso(token.createdAt),
    expired: now >= token.expiresAt,
  };
}

async function listOf(deps: AppDeps, userId: number): Promise<ApiTokenList> {
  const now = deps.clock();
  const tokens = await repo.liveTokensOf(deps.knex, userId);
  return { items: tokens.map((token) => toApiToken(token, now)) };
}

export const listOwnTokens = (deps: AppDeps, user: AuthUser): Promise<ApiTokenList> =>
  listOf(deps, user.id);

/**
 * A new token: `keel_pat_` and 256 random bits (base64url), stored only as
 * its SHA-256. The answer is the one place the secret is ever shown.
 */
export async function createToken(
  deps: AppDeps,
  user: AuthUser,
  input: ApiTokenCreateInput,
): Promise<ApiTokenCreated> {
  const now = deps.clock();
  const expiresAt = Date.parse(input.expiresAt);
  if (expiresAt <= now) throw ValidationError.field('expiresAt', 'expiresAt must be in the future');
  if (expiresAt > now + API_TOKEN_MAX_LIFETIME_DAYS * DAY_MS)
    throw ValidationError.field(
      'expiresAt',
      `expiresAt may be at most ${API_TOKEN_MAX_LIFETIME_DAYS} days ahead`,
    );
  const secret = `${API_TOKEN_PREFIX}${newToken()}`;
  const id = await deps.knex.transaction(async (trx) => {
    if ((await repo.countLiveTokens(trx, user.id)) >= API_TOKENS_PER_USER)
      throw ValidationError.field(
        'name',
        `You already hold ${API_TOKENS_PER_USER} API tokens: revoke one first`,
      );
    return repo.insertToken(trx, {
      userId: user.id,
      name: input.name,
      tokenHash: hashToken(secret),
      // Stored in one order: `read` or `read,write`.
      scopes: input.scopes.includes('write') ? ['read', 'write'] : ['read'],
      expiresAt,
      createdAt: now,
    });
  });
  const stored = await repo.findToken(deps.knex, id);
  if (!stored) throw new NotFoundError('The token was not found');
  return { ...toApiToken(stored, now), token: secret };
}

async function revokeOf(deps: AppDeps, userId: number, tokenId: number): Promise<{ ok: true }> {
  const revoked = await repo.revokeToken(deps.knex, userId, tokenId, deps.clock());
  if (!revoked) throw new NotFoundError('No such API token (or it was already revoked)');
  return { ok: true };
}

export const revokeOwnToken = (deps: AppDeps, user: AuthUser, tokenId: number) =>
  revokeOf(deps, user.id, tokenId);

async function existingUser(deps: AppDeps, userId: number): Promise<number> {
  if (!(await findAccountById(deps.knex, userId))) throw new NotFoundError('No such user');
  return userId;
}

/** A user administrator's view of anyone's tokens. */
export async function listTokensOfUser(deps: AppDeps, userId: number): Promise<ApiTokenList> {
  return listOf(deps, await existingUser(deps, userId));
}

/**
 * A user administrator revokes someone's token: an administrative change,
 * kept in the audit log (the token's name and scopes, never its secret or
 * hash) in the revoke's transaction. A user revoking their own is not audited.
 */
export async function revokeTokenOfUser(
  deps: AppDeps,
  actor: AuthUser,
  userId: number,
  tokenId: number,
): Promise<{ ok: true }> {
  const account = await findAccountById(deps.knex, userId);
  if (!account) throw new NotFoundError('No such user');
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    const token = await repo.findToken(trx, tokenId);
    if (!token || !(await repo.revokeToken(trx, userId, tokenId, now)))
      throw new NotFoundError('No such API token (or it was already revoked)');
    await recordAudited(trx, actor, now, {
      entityType: 'apiToken',
      entityId: tokenId,
      entityLabel: `${token.name} (${account.email})`,
      action: 'delete',
      before: {
        userId,
        name: token.name,
        scopes: [...token.scopes],
        expiresAt: iso(token.expiresAt),
      },
      after: null,
    });
  });
  return { ok: true };
}

/** Disabling an account ends its tokens, in the caller's transaction. */
export async function revokeUserTokens(db: Db, userId: number, now: number): Promise<void> {
  await repo.revokeTokensOf(db, userId, now);
}
