import type { Knex } from 'knex';

/**
 * OpenID Connect sign-in (issue 33 § 1; modules/sso/README.md).
 *
 * `user_identities`: a Keel user as a provider knows them, by the provider's
 * issuer and subject (unique), so a later change of the e-mail at the
 * provider still finds the user. `email` is the one last seen.
 *
 * `oidc_sign_ins`: a started sign-in, until its callback (single use: the
 * callback deletes the row and only the deleting request goes on). The row
 * id is the sha-256 of a random token kept in the browser's HttpOnly cookie,
 * so the callback is bound to the browser that started it; it holds the
 * state, the nonce, the PKCE verifier, the redirect URI and where to go
 * after. Instants are epoch milliseconds.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_identities', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('issuer', 500).notNullable();
    t.string('subject', 255).notNullable();
    t.string('email', 254).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_used_at').notNullable();
    t.unique(['issuer', 'subject'], { indexName: 'user_identities_subject' });
    t.index(['user_id'], 'user_identities_user');
  });
  await knex.schema.createTable('oidc_sign_ins', (t) => {
    t.string('id', 64).primary();
    t.string('state', 100).notNullable();
    t.string('nonce', 100).notNullable();
    t.string('code_verifier', 200).notNullable();
    t.string('redirect_uri', 2000).notNullable();
    t.string('return_to', 2000).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.index(['expires_at'], 'oidc_sign_ins_expiry');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('oidc_sign_ins');
  await knex.schema.dropTable('user_identities');
}
