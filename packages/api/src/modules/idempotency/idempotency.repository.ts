import type { Knex } from 'knex';

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
  return row ? { ...row, expires_at: Number(row.expires_at) } : null;
}

/** Reserves the key for a first request; false when another request holds it already. */
export async function reserveKey(
  knex: Knex,
  row: Omit<IdempotencyRow, 'id' | 'status' | 'response_body'>,
): Promise<boolean> {
  const inserted = await knex('idempotency_keys')
    .insert({ ...row, status: null, response_body: null })
    .onConflict(['user_id', 'key'])
    .ignore()
    .returning<Array<{ id: number } | number>>('id');
  return inserted.length > 0;
}

export async function completeKey(
  knex: Knex,
  userId: number,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await knex('idempotency_keys')
    .where({ user_id: userId, key })
    .update({ status, response_body: body });
}

export async function releaseKey(knex: Knex, userId: number, key: string): Promise<void> {
  await knex('idempotency_keys').where({ user_id: userId, key }).whereNull('status').delete();
}

export async function deleteKey(knex: Knex, id: number): Promise<void> {
  await knex('idempotency_keys').where({ id }).delete();
}

/** Housekeeping: keys older than their 24 hours. */
export async function deleteExpiredKeys(knex: Knex, now: number): Promise<void> {
  await knex('idempotency_keys').where('expires_at', '<=', now).delete();
}
