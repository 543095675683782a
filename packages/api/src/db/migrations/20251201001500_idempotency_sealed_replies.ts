import type { Knex } from 'knex';

/**
 * Stored idempotency replies are sealed from now on (`modules/idempotency/
 * idempotency-seal.ts`): the rows written before held the key and the reply
 * in plain text (a stakeholder token, a password-reset link). They are
 * dropped: a retry within their 24 hours runs again instead of replaying.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('idempotency_keys').delete();
}

export async function down(): Promise<void> {
  // Nothing to restore.
}
