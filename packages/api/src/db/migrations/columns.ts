import type { Knex } from 'knex';

/**
 * `created_at` / `updated_at` as epoch milliseconds (BIGINT): portable between
 * SQLite and PostgreSQL and directly comparable in SQL. The API turns them
 * into ISO-8601 instants on the wire.
 */
export function timestamps(table: Knex.CreateTableBuilder): void {
  table.bigInteger('created_at').notNullable();
  table.bigInteger('updated_at').notNullable();
}
