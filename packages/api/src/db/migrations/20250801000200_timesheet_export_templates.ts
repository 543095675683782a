import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Timesheet export templates: a name (unique ignoring case, checked by the
 * service), the format, the chosen columns in order and the filters (both
 * JSON text, read and written only through their zod schemas). And the index
 * a run walks: entries in `(date, id)` order, so an export of any size is
 * read in keyset batches without sorting the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('timesheet_export_templates', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    t.string('format', 8).notNullable(); // csv | xlsx
    t.text('columns').notNullable(); // JSON array of column keys, in file order
    t.text('filters').notNullable(); // JSON object (TimesheetExportFiltersSchema)
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });
  await knex.schema.alterTable('time_entries', (t) => {
    t.index(['date', 'id'], 'time_entries_date_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('time_entries', (t) => {
    t.dropIndex(['date', 'id'], 'time_entries_date_id');
  });
  await knex.schema.dropTable('timesheet_export_templates');
}
