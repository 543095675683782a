import type { Knex } from 'knex';
import { databaseKind } from '../dialect';

/**
 * `invoice_revision`: one row whose `revision` goes up with every statement
 * that writes `invoices` (a trigger, so no path can forget it). The invoice
 * list's sums over every invoice (100,000 in the bench: about 20 ms of
 * PostgreSQL's time a request) are remembered under it
 * (modules/invoices/README.md § Figures of the list). SQLite has no trigger:
 * there the sums are remembered until the database changes at all
 * (`databaseStamp`, its data_version), which needs no row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoice_revision', (t) => {
    t.integer('id').primary();
    t.bigInteger('revision').notNullable().defaultTo(0);
  });
  await knex('invoice_revision').insert({ id: 1, revision: 0 });
  if (databaseKind(knex) !== 'postgres') return;
  // Statement-level: one bump per statement however many rows it writes. A
  // writer holds the row until it commits, so a reader never sees a revision
  // whose invoices it cannot see yet.
  await knex.raw(`
    CREATE FUNCTION bump_invoice_revision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE invoice_revision SET revision = revision + 1 WHERE id = 1;
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER invoices_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices
    FOR EACH STATEMENT EXECUTE FUNCTION bump_invoice_revision()`);
}

export async function down(knex: Knex): Promise<void> {
  if (databaseKind(knex) === 'postgres') {
    await knex.raw('DROP TRIGGER IF EXISTS invoices_revision ON invoices');
    await knex.raw('DROP FUNCTION IF EXISTS bump_invoice_revision()');
  }
  await knex.schema.dropTable('invoice_revision');
}
