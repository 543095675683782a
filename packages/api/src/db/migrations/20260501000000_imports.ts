import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Imports (issue 34 "Moving in"; modules/imports/README.md):
 * - `imports`: one per file read or Redmine server read. `sheets` is the JSON
 *   list of its sheets (kind, columns, mapping, row count, the preview rows);
 *   the rows themselves are JSON lines on disk (`$DATA_DIR/imports/<id>/`).
 *   `origin` is what its external ids are unique within: `file` for a file,
 *   the normalized server URL for Redmine. `value_maps` JSON; the counts of the
 *   last dry run (or the commit); `status` mapping / checked / committed /
 *   rolledBack; a version as every edited row.
 * - `import_records`: which record each row wrote (`action` created or
 *   updated), the record's version right after the import (a rollback refuses
 *   a record whose version moved on) and, for an updated one, the record as it
 *   was before (`before`, JSON) so a rollback can restore it.
 * - `import_external_ids`: the record an id of the outside world maps to, per
 *   origin and kind, unique: a later import of the same origin updates it.
 * - the built-in Administrator gets `manageImports` at start-up (it holds
 *   every flag); nothing to grant here.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('imports', (t) => {
    t.increments('id');
    t.string('source', 20).notNullable();
    t.string('file_name', 300).nullable();
    t.string('source_url', 2000).nullable();
    t.string('origin', 2000).notNullable();
    t.string('status', 20).notNullable().defaultTo('mapping');
    t.string('locale', 5).notNullable().defaultTo('en');
    t.text('sheets').notNullable();
    t.text('value_maps').notNullable();
    t.integer('rows_count').notNullable().defaultTo(0);
    t.integer('valid_count').notNullable().defaultTo(0);
    t.integer('error_count').notNullable().defaultTo(0);
    t.integer('created_count').notNullable().defaultTo(0);
    t.integer('updated_count').notNullable().defaultTo(0);
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('checked_at').nullable();
    t.bigInteger('committed_at').nullable();
    t.bigInteger('rolled_back_at').nullable();
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
  });
  await knex.schema.createTable('import_records', (t) => {
    t.increments('id');
    t.integer('import_id').notNullable().references('id').inTable('imports').onDelete('CASCADE');
    t.string('sheet_kind', 30).notNullable();
    t.integer('row_number').notNullable();
    t.string('record_kind', 30).notNullable();
    t.integer('record_id').notNullable();
    t.string('action', 10).notNullable();
    t.integer('record_version').notNullable();
    t.text('before').nullable();
    t.index(['import_id', 'sheet_kind', 'row_number'], 'import_records_rows');
  });
  await knex.schema.createTable('import_external_ids', (t) => {
    t.increments('id');
    t.string('origin', 2000).notNullable();
    t.string('kind', 30).notNullable();
    t.string('external_id', 200).notNullable();
    t.integer('record_id').notNullable();
    t.integer('import_id').nullable().references('id').inTable('imports').onDelete('SET NULL');
    t.unique(['origin', 'kind', 'external_id'], { indexName: 'import_external_ids_unique' });
    t.index(['import_id'], 'import_external_ids_import');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('import_external_ids');
  await knex.schema.dropTable('import_records');
  await knex.schema.dropTable('imports');
}
