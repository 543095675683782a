import type { AppDeps } from '../../lib/deps';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import * as repo from './idempotency.repository';
import { sealFor, serverSecret } from './idempotency-seal';

/** How long a key is remembered (a client's retries happen within seconds to hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a running request holds its key before a retry may take it over:
 * the request renews the lease every third of it while it runs, so a key is
 * held past this only by a request that is still alive. A request whose
 * instance was killed (or that hangs without renewing) frees its key after
 * at most this long, not after 24 hours.
 */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Visible ASCII, 1 to 200 characters (a UUID is the usual choice). */
const KEY = /^[\x21-\x7e]{1,200}$/;

export interface IdempotentRequest {
  method: string;
  path: string;
  /** The JSON body (ignored for a multipart request). */
  body: unknown;
  /**
   * A multipart request, whose body the handler reads itself: its digest is
   * known after the run (`afterRun`), and a retry's body is read only to be
   * digested (`read`), so the same key with another file is a 422.
   */
  multipart?: { afterRun: () => string | undefined; read: () => Promise<string> };
}

export interface IdempotentResult {
  status: number;
  body: unknown;
  /** True when the stored response of an earlier request was answered again. */
  replayed: boolean;
}

const differentRequest = () =>
  new AppError(422, 'This Idempotency-Key was already used for a different request', {
    [IDEMPOTENCY_HEADER]: ['This Idempotency-Key was already used for a different request'],
  });

/**
 * Runs a creating request at most once per user and `Idempotency-Key`
 * (IETF draft "The Idempotency-Key HTTP Header Field"):
 * - the first request reserves the key for a lease of `IDEMPOTENCY_LEASE_MS`
 *   (renewed while it runs), runs, and stores its 2xx response sealed
 *   (`idempotency-seal.ts`: only the same key opens it); a failed request
 *   releases the key, so a retry runs again;
 * - the same key with the same method, path and body (JSON, or the parts of
 *   a multipart body) replays that response (`Idempotent-Replayed: true`),
 *   creating nothing;
 * - the same key with a different request is a 422; while the first request
 *   still holds its lease, a 409.
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
  const { knex } = deps;
  const seal = sealFor(serverSecret(deps.config.dataDir), userId, key);
  const fingerprintOf = (digest?: string) =>
    seal.fingerprint([
      request.method,
      request.path,
      request.multipart ? { multipart: digest ?? null } : (request.body ?? null),
    ]);
  const now = deps.clock();
  let existing = await repo.findKey(knex, userId, seal.lookup);
  if (existing && existing.expires_at <= now) {
    // Forgotten (24 hours), or a lease run out: the request that held it died.
    await repo.deleteExpiredKey(knex, existing.id, now);
    existing = null;
  }
  if (!existing) {
    const id = await repo.reserveKey(knex, {
      user_id: userId,
      key: seal.lookup,
      method: request.method,
      path: request.path.slice(0, 500),
      // A multipart body is known once read: its fingerprint is written with the reply.
      fingerprint: request.multipart ? '' : fingerprintOf(),
      created_at: now,
      expires_at: now + IDEMPOTENCY_LEASE_MS,
    });
    if (id !== null) {
      const renew = setInterval(() => {
        repo.renewLease(knex, id, deps.clock() + IDEMPOTENCY_LEASE_MS).catch(() => undefined);
      }, IDEMPOTENCY_LEASE_MS / 3);
      renew.unref();
      try {
        const result = await run();
        await repo.completeKey(knex, id, {
          status: result.status,
          body: seal.seal(JSON.stringify(result.body ?? null)),
          fingerprint: fingerprintOf(request.multipart?.afterRun()),
          expiresAt: deps.clock() + IDEMPOTENCY_TTL_MS,
        });
        return { ...result, replayed: false };
      } catch (error) {
        await repo.releaseKey(knex, id);
        throw error;
      } finally {
        clearInterval(renew);
      }
    }
    // Another request took the key between the look-up and the insert.
    existing = await repo.findKey(knex, userId, seal.lookup);
  }
  if (!existing || existing.status === null || existing.response_body === null)
    throw new ConflictError(
      'A request with this Idempotency-Key is still in progress; retry in a moment',
    );
  const fingerprint = fingerprintOf(request.multipart ? await request.multipart.read() : undefined);
  if (existing.fingerprint !== fingerprint) throw differentRequest();
  const reply = seal.open(existing.response_body);
  if (reply === null)
    throw new ConflictError(
      'The stored answer of this Idempotency-Key can no longer be read; retry with a new key',
    );
  return { status: existing.status, body: JSON.parse(reply) as unknown, replayed: true };
}
