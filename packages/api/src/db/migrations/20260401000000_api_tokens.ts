import type { Knex } from 'knex';

/**
 * Personal API tokens (issue 33 § 2; modules/api-tokens). The secret is
 * stored only as its SHA-256 (`token_hash`, unique: every bearer request is
 * one indexed lookup on it). A revoked token keeps its row (`revoked_at`) so
 * a request with it is told it was revoked, not that it never existed.
 * `scopes` is a comma-separated list (`read` or `read,write`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('name', 120).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.string('scopes', 40).notNullable();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('last_used_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('revoked_at').nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_tokens');
}
