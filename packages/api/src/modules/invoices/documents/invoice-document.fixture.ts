import type { InvoiceDocument } from './invoice-document';

/**
 * A complete invoice for the documents' tests: three tax rates (19 %, 7 %
 * and 0 %), billed time and units, the 7 % line's tax a half-even edge
 * (535.5 → 536). Its figures are worked out by hand below.
 */
export function sampleInvoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    seller: {
      legalName: 'Keel Consulting GmbH',
      address: { street: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', countryCode: 'DE' },
      taxId: 'DE123456789',
      email: 'billing@keel.example',
      bank: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
    },
    buyer: {
      name: 'Acme Industries SAS',
      address: { street: '12 rue de la Paix', postcode: '75002', city: 'Paris', countryCode: 'FR' },
      taxId: 'FR40303265045',
      email: 'ap@acme.example',
    },
    number: 'INV-2026-0007',
    kind: 'invoice',
    creditedInvoiceNumber: null,
    issueDate: '2026-03-02',
    dueDate: '2026-04-01',
    currency: 'EUR',
    paymentTerms: 'Payable within 30 days',
    notes: 'Thank you for your business.',
    projectName: 'Website relaunch',
    period: { start: '2026-02-01', end: '2026-02-28' },
    lines: [
      // 750 minutes at 120.00 an hour: 750 x 12000 / 60 = 150000; 19 % = 28500.
      {
        description: 'Consulting, February',
        quantity: 750,
        unit: 'minutes',
        unitPriceMinor: 12_000,
        taxRateBp: 1_900,
        netMinor: 150_000,
        taxMinor: 28_500,
        grossMinor: 178_500,
      },
      // 3 x 25.50 = 7650; 7 % = 535.5, half to even 536.
      {
        description: 'Workshop handbooks',
        quantity: 3,
        unit: 'units',
        unitPriceMinor: 2_550,
        taxRateBp: 700,
        netMinor: 7_650,
        taxMinor: 536,
        grossMinor: 8_186,
      },
      {
        description: 'Travel',
        quantity: 1,
        unit: 'units',
        unitPriceMinor: 4_000,
        taxRateBp: 0,
        netMinor: 4_000,
        taxMinor: 0,
        grossMinor: 4_000,
      },
    ],
    taxSummary: [
      { taxRateBp: 0, netMinor: 4_000, taxMinor: 0 },
      { taxRateBp: 700, netMinor: 7_650, taxMinor: 536 },
      { taxRateBp: 1_900, netMinor: 150_000, taxMinor: 28_500 },
    ],
    totals: { netMinor: 161_650, taxMinor: 29_036, grossMinor: 190_686 },
    ...overrides,
  };
}

/** The sample's credit note: every amount negated, linked to the invoice it credits. */
export function sampleCreditNote(): InvoiceDocument {
  const invoice = sampleInvoiceDocument();
  return {
    ...invoice,
    number: 'INV-2026-0008',
    kind: 'credit-note',
    creditedInvoiceNumber: invoice.number,
    creditedInvoiceIssueDate: invoice.issueDate,
    lines: invoice.lines.map((line) => ({
      ...line,
      quantity: -line.quantity,
      netMinor: -line.netMinor,
      taxMinor: -line.taxMinor,
      grossMinor: -line.grossMinor,
    })),
    taxSummary: invoice.taxSummary.map((row) => ({
      ...row,
      netMinor: -row.netMinor,
      taxMinor: -row.taxMinor,
    })),
    totals: { netMinor: -161_650, taxMinor: -29_036, grossMinor: -190_686 },
  };
}
