import { API_TOKEN_PREFIX, API_TOKEN_REQUESTS_PER_MINUTE, type ApiTokenScope } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { parseGlobalFlags, type AuthUser } from '../auth';
import * as repo from './api-tokens.repository';

/** last_used_at is written at most this often per token, so reading with a token stays a read. */
export const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;
export const TOKEN_RATE_WINDOW_MS = 60 * 1000;
/** Methods a `read` token may use (and the POSTs that only read: `Endpoint.readsOnly`). */
export const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Who a bearer request acts as, and with which token. */
export interface BearerAuth {
  user: AuthUser;
  tokenId: number;
  scopes: readonly ApiTokenScope[];
}

/**
 * Requests per token in the current window. Kept in the process, not the
 * database: counting in a table would make every bearer read a write, and a
 * bearer request must cost no more than a cookie one. With N instances a
 * token may make up to N times the limit (each instance counts its own).
 */
export class TokenRateLimiter {
  private readonly windows = new Map<number, { start: number; count: number }>();

  constructor(
    private readonly limit = API_TOKEN_REQUESTS_PER_MINUTE,
    private readonly windowMs = TOKEN_RATE_WINDOW_MS,
  ) {}

  /** Counts one request of the token; throws a 429 (with Retry-After) past the limit. */
  count(tokenId: number, now: number): void {
    let window = this.windows.get(tokenId);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(tokenId, window);
    }
    window.count += 1;
    if (window.count > this.limit)
      throw new TooManyRequestsError(
        `This API token made more than ${this.limit} requests in a minute; slow down`,
        (window.start + this.windowMs - now) / 1000,
      );
  }

  private sweep(now: number): void {
    for (const [id, window] of this.windows)
      if (now - window.start >= this.windowMs) this.windows.delete(id);
  }
}

/**
 * The `keel_pat_…` secret of an `Authorization: Bearer` header; undefined
 * when the request carries no bearer credential (it then goes by its cookie).
 */
export function bearerSecret(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves a bearer secret to its user, or throws: 401 for an unknown,
 * revoked or expired token or a user who may no longer sign in, 429 past
 * the token's rate, 403 for a write with a read-only token (`reads`: the
 * request only reads — a GET, or a POST query). Records the last use at most
 * once a minute.
 */
export async function authenticateBearer(
  deps: AppDeps,
  limiter: TokenRateLimiter,
  secret: string,
  reads: boolean,
): Promise<BearerAuth> {
  if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200)
    throw new UnauthorizedError('The bearer token is not a Keel API token (keel_pat_…)');
  const token = await repo.findTokenWithUser(deps.knex, hashToken(secret));
  if (!token) throw new UnauthorizedError('This API token is not valid');
  const now = deps.clock();
  if (token.revokedAt !== null) throw new UnauthorizedError('This API token was revoked');
  if (now >= token.expiresAt) throw new UnauthorizedError('This API token has expired');
  if (!token.user.active)
    throw new UnauthorizedError("This API token's account is disabled or no longer exists");
  limiter.count(token.id, now);
  if (!token.scopes.includes('write') && !reads)
    throw new ForbiddenError('This API token may only read; its scopes are read only');
  if (token.lastUsedAt === null || now - token.lastUsedAt >= TOKEN_TOUCH_INTERVAL_MS)
    await repo.touchToken(deps.knex, token.id, now);
  const { id, email, name, external, flags } = token.user;
  return {
    user: { id, email, name, external, flags: parseGlobalFlags(flags) },
    tokenId: token.id,
    scopes: token.scopes,
  };
}
