import type { Knex } from 'knex';

/**
 * The invoice list's sorts (`GET /api/invoices?sort=`): by due date and by
 * gross total, each with the id that breaks ties. The number (unique), the
 * issue date and the status are indexed by the invoices' own migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (t) => {
    t.index(['due_date', 'id'], 'invoices_due_date');
    t.index(['gross_amount', 'id'], 'invoices_gross');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (t) => {
    t.dropIndex(['due_date', 'id'], 'invoices_due_date');
    t.dropIndex(['gross_amount', 'id'], 'invoices_gross');
  });
}
