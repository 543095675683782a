import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Dated exchange rates to the workspace currency (issue 16, portfolio
 * finances): one unit of `currency` is worth `rate_micros` / 1,000,000 units
 * of the workspace currency from `effective_from` (`YYYY-MM-DD`) until the
 * currency's next rate. At most one rate per currency and day; the portfolio
 * reads the rate in force on a month's last day (`modules/finances/READING.md`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('exchange_rates', (t) => {
    t.increments('id');
    t.string('currency', 3).notNullable();
    t.bigInteger('rate_micros').notNullable();
    t.string('effective_from', 10).notNullable();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    t.unique(['currency', 'effective_from'], { indexName: 'exchange_rates_currency_from' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('exchange_rates');
}
