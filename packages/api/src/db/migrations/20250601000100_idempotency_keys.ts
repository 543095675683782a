import type { Knex } from 'knex';

/**
 * Idempotency keys of creating POSTs: a client that retries after a lost
 * response with the same `Idempotency-Key` gets the stored response instead
 * of a second record. One row per user and key, kept 24 hours; `status` is
 * null while the first request is still running.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('key', 200).notNullable();
    t.string('method', 10).notNullable();
    t.string('path', 500).notNullable();
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    t.string('fingerprint', 64).notNullable();
    t.integer('status').nullable();
    t.text('response_body').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.unique(['user_id', 'key']);
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}
