import type { Knex } from 'knex';
import { timestamps } from './columns';

/** Quote meta types and quotes (core columns). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quote_meta_types', (t) => {
    t.integer('id').primary();
    t.string('page_title', 80).notNullable();
    t.string('icon', 64).notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('quotes', (t) => {
    t.increments('id');
    t.string('number', 32).notNullable().unique();
    t.string('name', 200).notNullable();
    t.string('client', 200).nullable();
    t.integer('meta_type_id').notNullable().references('id').inTable('quote_meta_types');
    t.string('status', 16).notNullable().defaultTo('draft'); // draft | sent | accepted | rejected | expired
    t.boolean('archived').notNullable().defaultTo(false);
    t.integer('owner_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // Lowercased, accent-stripped `|name|number|client`, maintained on write (quick search).
    t.text('search_text').notNullable().defaultTo('');
    t.integer('version').notNullable().defaultTo(1);
    t.bigInteger('deleted_at').nullable();
    timestamps(t);
    t.index(['meta_type_id']);
    t.index(['owner_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('quotes');
  await knex.schema.dropTableIfExists('quote_meta_types');
}
