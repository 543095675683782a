import type { Invoice, ProjectInvoiceFigures } from '@keel/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid } from '../../test/answers';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { createProject, postCreated } from '../projects/projects.test-fixtures';
import { figuresByMonth } from './invoice-figures.service';
import { BILLED_CLIENT, completeBillingSettings } from './invoices.test-fixtures';

/**
 * A project's invoicing by month (README.md § Figures by month) on both
 * databases: an invoice and a credit note in months of their own, a partial
 * payment at a month's last day and one at the next month's first, a month
 * with neither, a void netted out by its credit note, a draft never counted;
 * who reads it.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
serverForFile((started) => (server = started));

let projectId: number;
let clientId: number;

/** A draft of the project with one line of `net` at `taxRate`, by Finance. */
function draft(net: number, taxRate: number): Promise<Invoice> {
  return postCreated<Invoice>(server, 'finance', '/api/invoices', {
    projectId,
    clientContactId: clientId,
    lines: [{ description: 'Work', unitKind: 'units', quantity: 1, unitPrice: net, taxRate }],
  });
}

async function issue(invoice: Invoice): Promise<Invoice> {
  const issued = await server.call<Invoice>(
    'finance',
    'POST',
    `/api/invoices/${invoice.id}/issue`,
    {
      version: invoice.version,
    },
  );
  expect(issued.status, issued.text).toBe(200);
  return issued.body;
}

/**
 * Issuing dates an invoice today (the server's clock): the months before are
 * reached by moving the issue date in the database, as if it had been
 * issued then.
 */
async function issuedOn(id: number, issueDate: string): Promise<void> {
  await server
    .knex('invoices')
    .where({ id })
    .update({ issue_date: issueDate, due_date: issueDate });
}

async function pay(invoiceId: number, paidOn: string, amount: number): Promise<void> {
  await postCreated(server, 'finance', `/api/invoices/${invoiceId}/payments`, { paidOn, amount });
}

const figuresOf = (who: Parameters<TestServer['call']>[0], id = projectId) =>
  server.call<ProjectInvoiceFigures>(who, 'GET', `/api/projects/${id}/invoice-figures`);

beforeAll(async () => {
  projectId = (await createProject(server, { name: 'Invoicing by month', currency: 'EUR' })).id;
  await completeBillingSettings(server);
  clientId = (await postCreated<{ id: number }>(server, 'admin', '/api/contacts', BILLED_CLIENT))
    .id;
  // January: 1,000.00 + 19 % = 1,190.00 issued, 400.00 of it paid on the month's last day.
  const first = await issue(await draft(100_000, 1900));
  await issuedOn(first.id, '2025-01-20');
  await pay(first.id, '2025-01-31', 40_000);
  // March: 500.00 issued (no tax), voided in April by its credit note.
  const second = await issue(await draft(50_000, 0));
  await issuedOn(second.id, '2025-03-05');
  const voided = await server.call<Invoice>('finance', 'POST', `/api/invoices/${second.id}/void`, {
    version: second.version,
    reason: 'Billed twice',
  });
  expect(voided.status, voided.text).toBe(200);
  await issuedOn(voided.body.creditNote!.id, '2025-04-02');
  // April's first day: another 200.00 of January's invoice.
  await pay(first.id, '2025-04-01', 20_000);
  // A draft has no issue date: it counts nowhere.
  await draft(70_000, 0);
});

describe(`a project's invoice figures by month (${DB})`, () => {
  it('sums what was issued, paid and left outstanding per month, a month with neither included', async () => {
    const { status, body, text } = await figuresOf('finance');
    expect(status, text).toBe(200);
    expect(body).toEqual({
      projectId,
      currency: 'EUR',
      months: [
        { month: '2025-01', invoiced: 119_000, paid: 40_000, outstanding: 79_000 },
        { month: '2025-02', invoiced: 0, paid: 0, outstanding: 79_000 },
        // The voided invoice still counts in its issue month ...
        { month: '2025-03', invoiced: 50_000, paid: 0, outstanding: 129_000 },
        // ... and its credit note, negative, in its own: together they net to zero.
        { month: '2025-04', invoiced: -50_000, paid: 20_000, outstanding: 59_000 },
      ],
      totals: { invoiced: 119_000, paid: 60_000, outstanding: 59_000 },
      otherCurrencies: [],
    });
  });

  it("counts only the project's currency and names the others", async () => {
    await server.knex('projects').where({ id: projectId }).update({ currency: 'USD' });
    try {
      const { status, body } = await figuresOf('finance');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        currency: 'USD',
        months: [],
        totals: { invoiced: 0, paid: 0, outstanding: 0 },
        otherCurrencies: ['EUR'],
      });
    } finally {
      await server.knex('projects').where({ id: projectId }).update({ currency: 'EUR' });
    }
  });

  it('answers the readers of the invoices: Finance, the administrator, the managing pm', async () => {
    const finance = await figuresOf('finance');
    for (const who of ['admin', 'pm'] as const) {
      const read = await figuresOf(who);
      expect(read.status, `${who}: ${read.text}`).toBe(200);
      expect(read.body).toEqual(finance.body);
    }
  });

  it('is a 404 outside the reader’s scope or for no project, a 403 without an invoice flag', async () => {
    // A project the pm does not manage: as if it did not exist.
    const foreign = await createProject(server, { name: 'Not the pm’s', currency: 'EUR' }, 'admin');
    expect((await figuresOf('pm', foreign.id)).status).toBe(404);
    expect((await figuresOf('finance', foreign.id)).status).toBe(200);
    expect((await figuresOf('finance', 999_999)).status).toBe(404);
    // Members and stakeholders hold neither invoice flag: refused before anything is read.
    for (const who of ['member', 'stakeholder'] as const) {
      const refused = await figuresOf(who);
      expect(refused.status, who).toBe(403);
      expect(refused.text).not.toContain('invoiced');
    }
    expect((await server.request('GET', `/api/projects/${projectId}/invoice-figures`)).status).toBe(
      401,
    );
    expectInvalid(
      await server.call('finance', 'GET', '/api/projects/abc/invoice-figures'),
      'projectId',
    );
  });
});

describe('figuresByMonth', () => {
  it('has no month without a sum, and fills the months between two across a year', () => {
    expect(figuresByMonth([])).toEqual({
      months: [],
      totals: { invoiced: 0, paid: 0, outstanding: 0 },
    });
    const { months, totals } = figuresByMonth([
      { month: '2025-11', invoiced: 1000, paid: 0 },
      { month: '2026-02', invoiced: 0, paid: 1000 },
    ]);
    expect(months.map((m) => [m.month, m.outstanding])).toEqual([
      ['2025-11', 1000],
      ['2025-12', 1000],
      ['2026-01', 1000],
      ['2026-02', 0],
    ]);
    expect(totals).toEqual({ invoiced: 1000, paid: 1000, outstanding: 0 });
  });
});
