import {
  addDays,
  mondayOf,
  type BillingSettings,
  type Invoice,
  type InvoicePage,
} from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDate } from '../lib/dates';
import { startTestServer, type TestServer } from '../test/test-server';
import { expectReseedChangesNothing } from '../test/demo-reseed';
import {
  DEMO_BILLING_SETTINGS,
  DEMO_ISSUED_DAYS_AGO,
  DEMO_PAID_DAYS_AGO,
  demoInvoiceWeeks,
  lastMonthOf,
} from './demo-invoices';
import { DEMO_CONTRACT_NAME } from './demo-time-material';

let server: TestServer;
const today = utcDate(Date.now());

beforeAll(async () => {
  server = await startTestServer({ seedTimesheets: true });
});
afterAll(async () => {
  await server?.close();
});

/** Every invoice of the demo as Fin Ance reads them, oldest first. */
async function invoices(): Promise<Invoice[]> {
  const list = await server.call('finance', 'GET', '/api/invoices?pageSize=100');
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const ids = (list.body as InvoicePage).items.map((i) => i.id).sort((a, b) => a - b);
  const full: Invoice[] = [];
  for (const id of ids) {
    const one = await server.call('finance', 'GET', `/api/invoices/${id}`);
    expect(one.status).toBe(200);
    full.push(one.body as Invoice);
  }
  return full;
}

describe('the invoices demo data', () => {
  it('fills the billing settings, so an invoice issues without the 409 for missing details', async () => {
    const settings = await server.call('finance', 'GET', '/api/settings/billing');
    expect(settings.status).toBe(200);
    expect(settings.body as BillingSettings).toMatchObject({
      ...DEMO_BILLING_SETTINGS,
      iban: DEMO_BILLING_SETTINGS.iban.replace(/\s+/g, ''),
    });
  });

  it('has two issued invoices numbered by the gapless sequence: one paid, one overdue', async () => {
    const all = await invoices();
    expect(all.map((i) => i.status)).toEqual(['paid', 'issued', 'draft']);
    const [paid, overdue] = all as [Invoice, Invoice];
    const issued = addDays(today, -DEMO_ISSUED_DAYS_AGO);
    const year = issued.slice(0, 4);
    expect([paid.number, overdue.number]).toEqual([`INV-${year}-0001`, `INV-${year}-0002`]);

    // Paid: KEEL-001's kick-off milestone, in full by one payment 12 days ago.
    expect(paid).toMatchObject({ issueDate: issued, outstanding: 0, kind: 'invoice' });
    expect(paid.project.code).toBe('KEEL-001');
    expect(paid.client?.company).toBe('Harbour Bank');
    expect(paid.lines.map((l) => l.description)).toEqual(['Kick-off and discovery']);
    expect(paid.totals.gross).toBeGreaterThan(0);
    expect(paid.payments).toEqual([
      expect.objectContaining({
        paidOn: addDays(today, -DEMO_PAID_DAYS_AGO),
        amount: paid.totals.gross,
      }),
    ]);

    // Overdue: KEEL-002's kick-off, its due date past and nothing paid.
    expect(overdue.project.code).toBe('KEEL-002');
    expect(overdue.client?.company).toBe('Café Müller GmbH');
    expect(overdue).toMatchObject({ issueDate: issued, payments: [] });
    expect(overdue.outstanding).toBe(overdue.totals.gross);
    expect(overdue.dueDate).toBe(addDays(issued, overdue.paymentTermsDays));
    expect(String(overdue.dueDate) < today).toBe(true);
    expect(overdue.lines[0]?.taxRate).toBe(DEMO_BILLING_SETTINGS.defaultTaxRateBp);

    // The milestones they bill are marked by them (locked), and the overdue one reads unpaid.
    const marked = await server
      .knex('milestones')
      .whereIn('invoice_id', [paid.id, overdue.id])
      .orderBy('invoice_id')
      .select<Array<{ invoice_id: number; invoiced_date: string; paid_date: string | null }>>(
        'invoice_id',
        'invoiced_date',
        'paid_date',
      );
    expect(marked.map((m) => [m.invoice_id, String(m.invoiced_date).slice(0, 10)])).toEqual([
      [paid.id, issued],
      [overdue.id, issued],
    ]);
    expect(marked.map((m) => m.paid_date === null)).toEqual([false, true]);
  });

  it('the overdue one is listed past due, and the list sums what is outstanding', async () => {
    const list = await server.call('finance', 'GET', '/api/invoices?pageSize=100');
    expect(list.status).toBe(200);
    const page = list.body as InvoicePage;
    const overdue = page.items.filter(
      (i) => i.status === 'issued' && i.dueDate !== null && i.dueDate < today,
    );
    expect(overdue.map((i) => i.project.code)).toEqual(['KEEL-002']);
  });

  it('drafts the T&M contract’s last month from its approved billable time, at its rates', async () => {
    const draft = (await invoices())[2] as Invoice;
    const month = lastMonthOf(today);
    expect(draft).toMatchObject({ status: 'draft', number: null, kind: 'invoice' });
    expect(draft.project.code).toBe('KEEL-002');
    expect(draft.client?.company).toBe('Café Müller GmbH');
    // The contract's resources at its rates (EUR 135.00 and 97.50 an hour), one line each.
    const rates = draft.lines.map((l) => l.unitPrice).sort((a, b) => a - b);
    expect(rates).toEqual([9_750, 13_500]);
    for (const line of draft.lines) {
      expect(line.unitKind).toBe('minutes');
      expect(line.quantity).toBeGreaterThan(0);
      expect(line.description).toContain(`time from ${month.from} to ${month.to}`);
    }
    expect(draft.totals.gross).toBeGreaterThan(draft.totals.net);

    // Exactly the approved billable time of last month: every entry the draft reserves is in
    // an approved week of its user, and none of that time is left out.
    const reserved = await server
      .knex('invoice_line_time_entries as l')
      .join('invoice_lines as il', 'il.id', 'l.line_id')
      .join('time_entries as e', 'e.id', 'l.time_entry_id')
      .where('il.invoice_id', draft.id)
      .select<Array<{ id: number; user_id: number; date: string; minutes: number }>>(
        'e.id',
        'e.user_id',
        'e.date',
        'e.minutes',
      );
    const minutes = draft.lines.reduce((sum, l) => sum + l.quantity, 0);
    expect(reserved.reduce((sum, e) => sum + Number(e.minutes), 0)).toBe(minutes);
    const approved = new Set(
      (
        await server
          .knex('timesheet_weeks')
          .where({ status: 'approved' })
          .select<Array<{ user_id: number; week_start: string }>>('user_id', 'week_start')
      ).map((w) => `${w.user_id} ${String(w.week_start).slice(0, 10)}`),
    );
    for (const entry of reserved) {
      const date = String(entry.date).slice(0, 10);
      expect(date >= month.from && date <= month.to).toBe(true);
      expect(approved.has(`${entry.user_id} ${mondayOf(date)}`)).toBe(true);
    }
    const contract = await server
      .knex('time_material_contracts')
      .where({ name: DEMO_CONTRACT_NAME })
      .first<{ project_id: number }>('project_id');
    const left = await server
      .knex('time_entries')
      .where({ project_id: contract?.project_id, billable: true })
      .whereNull('invoice_id')
      .whereBetween('date', [month.from, month.to])
      .whereNotIn(
        'id',
        reserved.map((e) => e.id),
      )
      .select<Array<{ user_id: number; date: string }>>('user_id', 'date');
    for (const entry of left)
      expect(approved.has(`${entry.user_id} ${mondayOf(String(entry.date).slice(0, 10))}`)).toBe(
        false,
      );
  });

  it('approves only full weeks before the seeding week, never one the member left submitted', async () => {
    const weeks = demoInvoiceWeeks(Date.now());
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.every((w) => w < mondayOf(today))).toBe(true);
    const submitted = await server
      .knex('timesheet_weeks')
      .where({ status: 'submitted' })
      .count<{ n: number | string }[]>({ n: '*' });
    expect(Number(submitted[0]?.n)).toBe(2);
  });

  it('is seeded once: seeding again adds no invoice, number, payment or week', async () => {
    await expectReseedChangesNothing(server, async () => ({
      invoices: await server.knex('invoices').orderBy('id').select('id', 'number', 'status'),
      payments: await server.knex('invoice_payments').count<{ n: number }[]>({ n: '*' }),
      weeks: await server.knex('timesheet_weeks').count<{ n: number }[]>({ n: '*' }),
      sequences: await server.knex('invoice_number_sequences').select(),
      settings: (await server.call('finance', 'GET', '/api/settings/billing')).body,
    }));
  });
});
