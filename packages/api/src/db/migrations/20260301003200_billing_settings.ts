import type { Knex } from 'knex';

/**
 * The workspace's billing settings (issue 32 § 3; modules/billing): one row,
 * id 1, created here so reading never has to create it and every save is a
 * version-checked update of an existing row. Payment terms start at 30 days
 * and the tax rate at 0 until an administrator sets them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('billing_settings', (t) => {
    t.integer('id').primary();
    t.string('legal_name', 200).notNullable().defaultTo('');
    t.string('street', 200).notNullable().defaultTo('');
    t.string('postcode', 20).notNullable().defaultTo('');
    t.string('city', 100).notNullable().defaultTo('');
    t.string('country_code', 2).notNullable().defaultTo('');
    t.string('tax_id', 30).notNullable().defaultTo('');
    t.string('email', 254).notNullable().defaultTo('');
    t.string('iban', 34).notNullable().defaultTo('');
    t.string('bic', 11).notNullable().defaultTo('');
    t.string('bank_name', 200).notNullable().defaultTo('');
    t.integer('payment_terms_days').notNullable().defaultTo(30);
    t.integer('default_tax_rate_bp').notNullable().defaultTo(0);
    t.integer('version').notNullable().defaultTo(1);
    t.bigInteger('updated_at').nullable();
  });
  await knex('billing_settings').insert({ id: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('billing_settings');
}
