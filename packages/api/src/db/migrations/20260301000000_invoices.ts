import type { Knex } from 'knex';
import { timestamps } from './columns';

/**
 * Invoicing (issue 32; modules/invoices/README.md):
 * - `invoices`: a project's invoice or credit note to a client contact, in the
 *   project's currency; `number` stays null until issued and is unique once
 *   set; the totals are the sums of the lines (minor units, BIGINT);
 * - `invoice_lines` (their figures stored as computed when written) and
 *   `invoice_line_time_entries`, the time entries a from-time line bills;
 * - `invoice_payments`, partial payments;
 * - `invoice_number_sequences`: the last number taken per series and year,
 *   incremented inside the issuing transaction, so a rollback gives the
 *   number back (no gaps) and the row's lock serialises issues (no duplicates);
 * - `time_entries.invoice_id` and `milestones.invoice_id`: what an issued
 *   invoice bills; set at issue, cleared by its void. Plain indexed columns,
 *   not foreign keys: adding a foreign key to an existing table rebuilds it on
 *   SQLite (and its triggers), and an issued invoice is never deleted;
 * - the built-in Finance role gets `readInvoices` and `manageInvoices`, the
 *   Project Manager `readInvoices`, where those roles already exist (new
 *   workspaces get them from `BUILT_IN_ROLE_FLAGS`; the Administrator gets
 *   every flag at start-up).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoices', (t) => {
    t.increments('id');
    t.integer('project_id').notNullable().references('id').inTable('projects');
    t.integer('client_contact_id').nullable().references('id').inTable('contacts');
    t.string('currency', 3).notNullable();
    t.string('kind', 12).notNullable().defaultTo('invoice');
    t.integer('credit_of_id').nullable().references('id').inTable('invoices');
    t.string('number', 30).nullable().unique('invoices_number');
    t.string('issue_date', 10).nullable();
    t.string('due_date', 10).nullable();
    t.integer('payment_terms_days').notNullable().defaultTo(30);
    t.text('notes').notNullable().defaultTo('');
    t.string('status', 10).notNullable().defaultTo('draft');
    t.text('void_reason').notNullable().defaultTo('');
    t.bigInteger('net_amount').notNullable().defaultTo(0);
    t.bigInteger('tax_amount').notNullable().defaultTo(0);
    t.bigInteger('gross_amount').notNullable().defaultTo(0);
    t.bigInteger('paid_amount').notNullable().defaultTo(0);
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('version').notNullable().defaultTo(1);
    timestamps(t);
    // One credit note per voided invoice.
    t.unique(['credit_of_id'], { indexName: 'invoices_credit_of' });
    t.index(['issue_date', 'id'], 'invoices_issue_date');
    t.index(['project_id', 'id'], 'invoices_project');
    t.index(['client_contact_id', 'id'], 'invoices_client');
    t.index(['status', 'id'], 'invoices_status');
  });
  await knex.schema.createTable('invoice_lines', (t) => {
    t.increments('id');
    t.integer('invoice_id').notNullable().references('id').inTable('invoices').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.text('description').notNullable();
    t.string('unit_kind', 10).notNullable();
    t.bigInteger('quantity').notNullable();
    t.bigInteger('unit_price').notNullable();
    t.integer('tax_rate').notNullable();
    t.bigInteger('net_amount').notNullable();
    t.bigInteger('tax_amount').notNullable();
    t.bigInteger('gross_amount').notNullable();
    t.integer('milestone_id')
      .nullable()
      .references('id')
      .inTable('milestones')
      .onDelete('SET NULL');
    t.index(['invoice_id', 'position'], 'invoice_lines_invoice');
    t.index(['milestone_id'], 'invoice_lines_milestone');
  });
  await knex.schema.createTable('invoice_line_time_entries', (t) => {
    t.integer('line_id')
      .notNullable()
      .references('id')
      .inTable('invoice_lines')
      .onDelete('CASCADE');
    // A draft's time may still be deleted by its owner: the link goes with it.
    t.integer('time_entry_id')
      .notNullable()
      .references('id')
      .inTable('time_entries')
      .onDelete('CASCADE');
    t.primary(['line_id', 'time_entry_id']);
    t.index(['time_entry_id'], 'invoice_line_time_entries_entry');
  });
  await knex.schema.createTable('invoice_payments', (t) => {
    t.increments('id');
    t.integer('invoice_id').notNullable().references('id').inTable('invoices').onDelete('CASCADE');
    t.string('paid_on', 10).notNullable();
    t.bigInteger('amount').notNullable();
    t.integer('recorded_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.bigInteger('created_at').notNullable();
    t.index(['invoice_id', 'id'], 'invoice_payments_invoice');
  });
  await knex.schema.createTable('invoice_number_sequences', (t) => {
    t.string('series', 10).notNullable();
    t.integer('year').notNullable();
    t.integer('last_number').notNullable();
    t.primary(['series', 'year']);
  });
  await knex.schema.alterTable('time_entries', (t) => {
    t.integer('invoice_id').nullable();
    t.index(['invoice_id'], 'time_entries_invoice');
  });
  await knex.schema.alterTable('milestones', (t) => {
    t.integer('invoice_id').nullable();
    t.index(['invoice_id'], 'milestones_invoice');
  });
  const grants: Array<[string, string[]]> = [
    ['Finance', ['readInvoices', 'manageInvoices']],
    ['Project Manager', ['readInvoices']],
  ];
  for (const [name, flags] of grants) {
    const role = await knex('roles')
      .where({ name, built_in: true })
      .first<{ id: number } | undefined>('id');
    if (role)
      await knex('role_flags')
        .insert(flags.map((flag) => ({ role_id: role.id, flag })))
        .onConflict(['role_id', 'flag'])
        .ignore();
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('role_flags').whereIn('flag', ['readInvoices', 'manageInvoices']).delete();
  await knex.schema.alterTable('milestones', (t) => {
    t.dropIndex(['invoice_id'], 'milestones_invoice');
    t.dropColumn('invoice_id');
  });
  await knex.schema.alterTable('time_entries', (t) => {
    t.dropIndex(['invoice_id'], 'time_entries_invoice');
    t.dropColumn('invoice_id');
  });
  await knex.schema.dropTable('invoice_number_sequences');
  await knex.schema.dropTable('invoice_payments');
  await knex.schema.dropTable('invoice_line_time_entries');
  await knex.schema.dropTable('invoice_lines');
  await knex.schema.dropTable('invoices');
}
