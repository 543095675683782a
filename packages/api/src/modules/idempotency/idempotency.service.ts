import { createHash } from 'node:crypto';
import type { AppDeps } from '../../lib/deps';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import * as repo from './idempotency.repository';

/** How long a key is remembered (a client's retries happen within seconds to hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Visible ASCII, 1 to 200 characters (a UUID is the usual choice). */
const KEY = /^[\x21-\x7e]{1,200}$/;

export interface IdempotentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface IdempotentResult {
  status: number;
  body: unknown;
  /** True when the stored response of an earlier request was answered again. */
  replayed: boolean;
}

/**
 * Runs a creating request at most once per user and `Idempotency-Key`
 * (IETF draft "The Idempotency-Key HTTP Header Field"):
 * - the first request reserves the key, runs, and stores its 2xx response
 *   (a failed request releases the key, so a retry runs again);
 * - the same key with the same method, path and body replays that response
 *   (`Idempotent-Replayed: true`), creating nothing;
 * - the same key with a different request is a 422; while the first request
 *   still runs, a 409.
 * Keys are scoped to the signed-in user and forgotten after 24 hours.
 */
export async function idempotent(
  deps: AppDeps,
  userId: number,
  key: string,
  request: IdempotentRequest,
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentResult> {
  if (!KEY.test(key))
    throw ValidationError.field(
      IDEMPOTENCY_HEADER,
      'The Idempotency-Key header must be 1 to 200 visible ASCII characters',
    );
  const now = deps.clock();
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([request.method, request.path, request.body ?? null]))
    .digest('hex');
  let existing = await repo.findKey(deps.knex, userId, key);
  if (existing && existing.expires_at <= now) {
    await repo.deleteKey(deps.knex, existing.id);
    existing = null;
  }
  if (!existing) {
    const reserved = await repo.reserveKey(deps.knex, {
      user_id: userId,
      key,
      method: request.method,
      path: request.path.slice(0, 500),
      fingerprint,
      created_at: now,
      expires_at: now + IDEMPOTENCY_TTL_MS,
    });
    if (reserved) {
      try {
        const result = await run();
        await repo.completeKey(
          deps.knex,
          userId,
          key,
          result.status,
          JSON.stringify(result.body ?? null),
        );
        return { ...result, replayed: false };
      } catch (error) {
        await repo.releaseKey(deps.knex, userId, key);
        throw error;
      }
    }
    // Another request took the key between the look-up and the insert.
    existing = await repo.findKey(deps.knex, userId, key);
  }
  if (!existing || existing.status === null || existing.response_body === null)
    throw new ConflictError(
      'A request with this Idempotency-Key is still in progress; retry in a moment',
    );
  if (existing.fingerprint !== fingerprint)
    throw new AppError(422, 'This Idempotency-Key was already used for a different request', {
      [IDEMPOTENCY_HEADER]: ['This Idempotency-Key was already used for a different request'],
    });
  return {
    status: existing.status,
    body: JSON.parse(existing.response_body) as unknown,
    replayed: true,
  };
}
