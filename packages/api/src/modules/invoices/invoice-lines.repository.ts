import type { InvoiceUnitKind } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { iso } from '../../lib/dates';
import { insertReturningId } from '../../lib/insert-row.repository';

/**
 * An invoice's lines (and the time entries and milestones they bill), its
 * payments and the number sequences: the rows beside `invoices`
 * (`invoices.repository.ts`).
 */

export interface LineValues {
  description: string;
  unitKind: InvoiceUnitKind;
  quantity: number;
  unitPrice: number;
  taxRate: number;
  net: number;
  tax: number;
  gross: number;
}

export interface LineRecord extends LineValues {
  id: number;
  position: number;
  milestoneId: number | null;
  timeEntryCount: number;
}

const lineColumns = (values: LineValues, position: number) => ({
  position,
  description: values.description,
  unit_kind: values.unitKind,
  quantity: values.quantity,
  unit_price: values.unitPrice,
  tax_rate: values.taxRate,
  net_amount: values.net,
  tax_amount: values.tax,
  gross_amount: values.gross,
});

export async function linesOf(knex: Knex, invoiceId: number): Promise<LineRecord[]> {
  // The entries counted in one pass over the invoice's links, grouped: a count
  // per line (a correlated subquery) was planned as a scan of every link per
  // line when PostgreSQL's statistics still thought the table small, 100 ms
  // for a fresh draft of 20,000 entries (the bench's invoices part).
  const counts = knex('invoice_line_time_entries as lt')
    .join('invoice_lines as cl', 'cl.id', 'lt.line_id')
    .where('cl.invoice_id', invoiceId)
    .groupBy('lt.line_id')
    .select('lt.line_id')
    .count({ entry_count: '*' })
    .as('counts');
  const rows = await knex('invoice_lines as l')
    .leftJoin(counts, 'counts.line_id', 'l.id')
    .where('l.invoice_id', invoiceId)
    .orderBy([{ column: 'l.position' }, { column: 'l.id' }])
    .select('l.*', 'counts.entry_count');
  return (rows as Array<Record<string, unknown>>).map((row) => ({
    id: Number(row.id),
    position: Number(row.position),
    description: String(row.description),
    unitKind: row.unit_kind as InvoiceUnitKind,
    quantity: Number(row.quantity),
    unitPrice: Number(row.unit_price),
    taxRate: Number(row.tax_rate),
    net: Number(row.net_amount),
    tax: Number(row.tax_amount),
    gross: Number(row.gross_amount),
    milestoneId: row.milestone_id === null ? null : Number(row.milestone_id),
    timeEntryCount: Number(row.entry_count ?? 0),
  }));
}

export async function paymentsOf(
  knex: Knex,
  invoiceId: number,
): Promise<Array<{ id: number; paidOn: string; amount: number; recordedAt: string }>> {
  const rows = await knex('invoice_payments')
    .where({ invoice_id: invoiceId })
    .orderBy('id')
    .select<Array<{ id: number; paid_on: string; amount: number | string; created_at: number }>>(
      'id',
      'paid_on',
      'amount',
      'created_at',
    );
  return rows.map((r) => ({
    id: r.id,
    paidOn: r.paid_on,
    amount: Number(r.amount),
    recordedAt: iso(r.created_at),
  }));
}

/** Adds a line at `position`; a from-time line links its entries (in slices, for long months). */
export async function insertLine(
  knex: Knex,
  invoiceId: number,
  position: number,
  values: LineValues,
  sources: { milestoneId?: number | null; timeEntryIds?: readonly number[] } = {},
): Promise<number> {
  const lineId = await insertReturningId(knex, 'invoice_lines', {
    ...lineColumns(values, position),
    invoice_id: invoiceId,
    milestone_id: sources.milestoneId ?? null,
  });
  const ids = sources.timeEntryIds ?? [];
  if (ids.length > 0 && databaseKind(knex) === 'postgres')
    // One statement with the ids as one array parameter: 40 statements of 500
    // rows (1,000 parameters each for Knex to number) for a draft of 20,000.
    await knex.raw(
      'INSERT INTO invoice_line_time_entries (line_id, time_entry_id) SELECT ?, unnest(?::int[])',
      [lineId, [...ids]],
    );
  else
    for (let start = 0; start < ids.length; start += 500)
      await knex('invoice_line_time_entries').insert(
        ids.slice(start, start + 500).map((id) => ({ line_id: lineId, time_entry_id: id })),
      );
  return lineId;
}

export async function updateLine(
  knex: Knex,
  lineId: number,
  position: number,
  values: LineValues,
): Promise<void> {
  await knex('invoice_lines').where({ id: lineId }).update(lineColumns(values, position));
}

export async function deleteLinesExcept(
  knex: Knex,
  invoiceId: number,
  keep: readonly number[],
): Promise<void> {
  await knex('invoice_lines').where({ invoice_id: invoiceId }).whereNotIn('id', keep).delete();
}

/**
 * The next number of `series` in `year`, in one statement inside the issuing
 * transaction: the upsert locks the year's row until the transaction ends, so
 * concurrent issues take consecutive numbers one after the other, and a
 * rollback gives the number back (no gap).
 */
export async function nextSequence(knex: Knex, series: string, year: number): Promise<number> {
  const [row] = await knex('invoice_number_sequences')
    .insert({ series, year, last_number: 1 })
    .onConflict(['series', 'year'])
    .merge({ last_number: knex.raw('?? + 1', ['invoice_number_sequences.last_number']) })
    .returning<{ last_number: number }[]>('last_number');
  if (!row) throw new Error('the invoice number was not counted');
  return Number(row.last_number);
}

/** The time entries and milestones a draft's lines bill. */
export async function sourcesOf(
  knex: Knex,
  invoiceId: number,
): Promise<{ timeEntryIds: number[]; milestoneIds: number[] }> {
  const entries = await knex('invoice_line_time_entries as lt')
    .join('invoice_lines as l', 'l.id', 'lt.line_id')
    .where('l.invoice_id', invoiceId)
    .select<Array<{ time_entry_id: number }>>('lt.time_entry_id');
  const milestones = await knex('invoice_lines')
    .where({ invoice_id: invoiceId })
    .whereNotNull('milestone_id')
    .select<Array<{ milestone_id: number }>>('milestone_id');
  return {
    timeEntryIds: entries.map((r) => Number(r.time_entry_id)),
    milestoneIds: milestones.map((r) => Number(r.milestone_id)),
  };
}

/**
 * Marks what an issued invoice bills: `table`'s rows `ids` get its id, unless
 * another invoice took them first. Answers how many were marked.
 */
export async function markBilled(
  knex: Knex,
  table: 'time_entries' | 'milestones',
  ids: readonly number[],
  invoiceId: number,
): Promise<number> {
  let marked = 0;
  for (let start = 0; start < ids.length; start += 500)
    marked += await knex(table)
      .whereIn('id', ids.slice(start, start + 500))
      .whereNull('invoice_id')
      .update({ invoice_id: invoiceId });
  return marked;
}

/** Releases what a voided invoice billed. */
export async function releaseBilled(knex: Knex, invoiceId: number): Promise<void> {
  await knex('time_entries').where({ invoice_id: invoiceId }).update({ invoice_id: null });
  await knex('milestones').where({ invoice_id: invoiceId }).update({ invoice_id: null });
}

/**
 * Adds `amount` to what was paid, in one conditional statement that also
 * bumps the version: only while the invoice is issued and the sum stays
 * within the gross total. Answers whether it matched.
 */
export async function addPaid(
  knex: Knex,
  invoiceId: number,
  amount: number,
  now: number,
): Promise<boolean> {
  const updated = await knex('invoices')
    .where({ id: invoiceId, status: 'issued', kind: 'invoice' })
    .whereRaw('paid_amount + ? <= gross_amount', [amount])
    .update({
      paid_amount: knex.raw('paid_amount + ?', [amount]),
      version: knex.raw('version + 1'),
      updated_at: now,
    });
  if (updated !== 1) return false;
  await knex('invoices')
    .where({ id: invoiceId })
    .whereRaw('paid_amount = gross_amount')
    .update({ status: 'paid' });
  return true;
}

export async function insertPayment(
  knex: Knex,
  invoiceId: number,
  payment: { paidOn: string; amount: number; recordedBy: number },
  now: number,
): Promise<void> {
  await knex('invoice_payments').insert({
    invoice_id: invoiceId,
    paid_on: payment.paidOn,
    amount: payment.amount,
    recorded_by: payment.recordedBy,
    created_at: now,
  });
}
