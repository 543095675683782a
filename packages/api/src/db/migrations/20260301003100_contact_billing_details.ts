import type { Knex } from 'knex';

/**
 * A client's billing details on the global contact (issue 32 § 3): the
 * address its invoices carry and its VAT id. Empty strings when not given,
 * as the contact's other text fields; an e-invoice names what is missing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (t) => {
    t.string('billing_street', 200).notNullable().defaultTo('');
    t.string('billing_postcode', 20).notNullable().defaultTo('');
    t.string('billing_city', 100).notNullable().defaultTo('');
    t.string('billing_country', 2).notNullable().defaultTo('');
    t.string('tax_id', 30).notNullable().defaultTo('');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (t) => {
    t.dropColumn('billing_street');
    t.dropColumn('billing_postcode');
    t.dropColumn('billing_city');
    t.dropColumn('billing_country');
    t.dropColumn('tax_id');
  });
}
