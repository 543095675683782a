import type { Knex } from 'knex';
import { databaseKind } from '../dialect';
import { timestamps } from './columns';

/**
 * The quote engine (issue 14): rate profiles and their roles, pricing
 * configs (markup entries as an ordered JSON list: SPEC addresses them by
 * index, and they are always read and written with their config), the
 * quote's pricing fields and draft line items (a JSON list written whole by
 * `PUT /quotes/{quoteId}`, never queried line by line), and immutable
 * revisions. Tasks and milestones a quote created carry the line key and the
 * section they came from, so a newer revision can be compared with them.
 */
export async function up(knex: Knex): Promise<void> {
  const sqlite = databaseKind(knex) === 'sqlite';
  await knex.schema.createTable('quote_rate_profiles', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    t.string('currency', 3).notNullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });
  await knex.schema.createTable('quote_rate_profile_roles', (t) => {
    t.increments('id');
    t.integer('profile_id')
      .notNullable()
      .references('id')
      .inTable('quote_rate_profiles')
      .onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('role', 80).notNullable();
    t.integer('hourly_rate').notNullable(); // minor units an hour, the profile's currency
    t.integer('salary_group_id')
      .nullable()
      .references('id')
      .inTable('salary_groups')
      .onDelete('SET NULL');
    t.unique(['profile_id', 'position']);
  });
  await knex.schema.createTable('quote_pricing_configs', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    // [{label, kind, value, appliesTo}] in the order they apply.
    t.text('markups').notNullable().defaultTo('[]');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });

  await knex.schema.alterTable('quotes', (t) => {
    t.string('currency', 3).notNullable().defaultTo('EUR');
    t.boolean('is_template').notNullable().defaultTo(false);
    // The day the quote is priced on; written on every create (null only for rows older than this migration).
    t.string('quote_date', 10).nullable();
    t.string('valid_until', 10).nullable();
    t.text('notes').notNullable().defaultTo('');
    if (!sqlite) {
      t.integer('rate_profile_id')
        .nullable()
        .references('id')
        .inTable('quote_rate_profiles')
        .onDelete('SET NULL');
      t.integer('pricing_config_id')
        .nullable()
        .references('id')
        .inTable('quote_pricing_configs')
        .onDelete('SET NULL');
    }
    // The draft's lines: [{key, section, description, role, minutes, rate, costRate, expenses}].
    t.text('line_items').notNullable().defaultTo('[]');
    t.integer('current_revision').nullable();
    t.integer('accepted_revision').nullable();
  });
  if (sqlite) {
    // A foreign key added through Knex makes it rebuild the SQLite table
    // (copy, drop, rename), and dropping `quotes` cascades: every quote's
    // search tokens went, and projects lost their source quote. SQLite adds
    // a nullable column with its REFERENCES in place.
    await knex.raw(
      'ALTER TABLE quotes ADD COLUMN rate_profile_id integer NULL REFERENCES quote_rate_profiles(id) ON DELETE SET NULL',
    );
    await knex.raw(
      'ALTER TABLE quotes ADD COLUMN pricing_config_id integer NULL REFERENCES quote_pricing_configs(id) ON DELETE SET NULL',
    );
  }

  await knex.schema.createTable('quote_revisions', (t) => {
    t.increments('id');
    t.integer('quote_id').notNullable().references('id').inTable('quotes').onDelete('CASCADE');
    t.integer('number').notNullable();
    t.integer('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('note').notNullable().defaultTo('');
    t.string('currency', 3).notNullable();
    t.string('rate_profile_name', 120).nullable();
    t.string('pricing_config_name', 120).nullable();
    t.text('line_items').notNullable(); // as quotes.line_items, cost rates frozen
    t.text('markups').notNullable(); // as quote_pricing_configs.markups, frozen
    t.text('totals').notNullable(); // the engine's PricingTotals, cost figures included
    t.bigInteger('created_at').notNullable();
    t.unique(['quote_id', 'number']);
  });

  await knex.schema.alterTable('tasks', (t) => {
    t.string('quote_line_key', 40).nullable();
  });
  await knex.schema.alterTable('milestones', (t) => {
    t.string('quote_section', 120).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('milestones', (t) => {
    t.dropColumn('quote_section');
  });
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('quote_line_key');
  });
  await knex.schema.dropTableIfExists('quote_revisions');
  await knex.schema.alterTable('quotes', (t) => {
    t.dropForeign(['rate_profile_id']);
    t.dropForeign(['pricing_config_id']);
  });
  await knex.schema.alterTable('quotes', (t) => {
    t.dropColumns(
      'currency',
      'is_template',
      'quote_date',
      'valid_until',
      'notes',
      'rate_profile_id',
      'pricing_config_id',
      'line_items',
      'current_revision',
      'accepted_revision',
    );
  });
  await knex.schema.dropTableIfExists('quote_pricing_configs');
  await knex.schema.dropTableIfExists('quote_rate_profile_roles');
  await knex.schema.dropTableIfExists('quote_rate_profiles');
}
