import type { Knex } from 'knex';

/**
 * A row of `idempotency_keys`. `key` is the HMAC of the user's key (never the
 * key itself), `response_body` the sealed reply (`idempotency-seal.ts`).
 */
export interface IdempotencyRow {
  id: number;
  user_id: number;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
  status: number | null;
  response_body: string | null;
  created_at: number;
  /** While the request runs: the end of its lease; once answered: when the reply is forgotten. */
  expires_at: number;
}

export async function findKey(
  knex: Knex,
  userId: number,
  key: string,
): Promise<IdempotencyRow | null> {
  const row = await knex('idempotency_keys')
    .where({ user_id: userId, key })
    .first<IdempotencyRow | undefined>();
  return row ? { ...row, id: Number(row.id), expires_at: Number(row.expires_at) } : null;
}

/** Reserves the key for a first request: the new row's id, or null when another request holds it. */
export async function reserveKey(
  knex: Knex,
  row: Omit<IdempotencyRow, 'id' | 'status' | 'response_body'>,
): Promise<number | null> {
  const inserted = await knex('idempotency_keys')
    .insert({ ...row, status: null, response_body: null })
    .onConflict(['user_id', 'key'])
    .ignore()
    .returning<Array<{ id: number } | number>>('id');
  const first = inserted[0];
  if (first === undefined) return null;
  return Number(typeof first === 'object' ? first.id : first);
}

/** Extends the lease of a request still running (only while its row is unanswered). */
export async function renewLease(knex: Knex, id: number, expiresAt: number): Promise<void> {
  await knex('idempotency_keys')
    .where({ id })
    .whereNull('status')
    .update({ expires_at: expiresAt });
}

/** Stores the reply of the request that holds row `id` (nothing when its lease was taken over). */
export async function completeKey(
  knex: Knex,
  id: number,
  values: { status: number; body: string; fingerprint: string; expiresAt: number },
): Promise<void> {
  await knex('idempotency_keys').where({ id }).whereNull('status').update({
    status: values.status,
    response_body: values.body,
    fingerprint: values.fingerprint,
    expires_at: values.expiresAt,
  });
}

export async function releaseKey(knex: Knex, id: number): Promise<void> {
  await knex('idempotency_keys').where({ id }).whereNull('status').delete();
}

/** Removes a row found expired (its lease or its 24 hours over), unless it changed meanwhile. */
export async function deleteExpiredKey(knex: Knex, id: number, now: number): Promise<void> {
  await knex('idempotency_keys').where({ id }).where('expires_at', '<=', now).delete();
}

/** Housekeeping: keys older than their 24 hours, and leases of requests that died. */
export async function deleteExpiredKeys(knex: Knex, now: number): Promise<void> {
  await knex('idempotency_keys').where('expires_at', '<=', now).delete();
}
