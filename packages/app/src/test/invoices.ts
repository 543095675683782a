import type { Invoice, InvoiceLine, InvoiceSummary } from '@keel/types';

/* Invoices as the API answers them (issue 32), for the invoices feature's tests. */

export function invoiceSummaryFixture(over: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 7,
    kind: 'invoice',
    number: 'INV-2026-0007',
    status: 'issued',
    project: { id: 3, code: 'KEEL-003', name: 'Harbour app' },
    client: { id: 11, name: 'Cleo Client', company: 'Acme Harbour' },
    currency: 'EUR',
    issueDate: '2026-02-01',
    dueDate: '2026-03-03',
    paymentTermsDays: 30,
    totals: { net: 100_000, tax: 19_000, gross: 119_000 },
    paid: 0,
    outstanding: 119_000,
    creditOf: null,
    creditNote: null,
    version: 2,
    createdAt: '2026-01-31T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...over,
  };
}

export function invoiceLineFixture(over: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    id: 41,
    position: 1,
    description: 'Development, Jan 2026',
    unitKind: 'minutes',
    quantity: 450,
    unitPrice: 12_000,
    taxRate: 1900,
    net: 90_000,
    tax: 17_100,
    gross: 107_100,
    timeEntryCount: 12,
    milestoneId: null,
    ...over,
  };
}

export function invoiceFixture(over: Partial<Invoice> = {}): Invoice {
  return {
    ...invoiceSummaryFixture(),
    notes: '',
    voidReason: '',
    lines: [invoiceLineFixture()],
    payments: [],
    ...over,
  };
}

/** A draft with one line of 7:30 hours at 120.00, 19 %: 900.00 net, 1,071.00 gross. */
export function draftFixture(over: Partial<Invoice> = {}): Invoice {
  return invoiceFixture({
    number: null,
    status: 'draft',
    issueDate: null,
    dueDate: null,
    totals: { net: 90_000, tax: 17_100, gross: 107_100 },
    outstanding: 0,
    ...over,
  });
}
