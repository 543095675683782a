import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditLine,
  invoiceNumber,
  lineAmounts,
  priceInvoice,
  taxSummary,
  type InvoiceLineFactors,
} from './invoice-arithmetic';

describe('invoice arithmetic', () => {
  it('prices a golden invoice with three tax rates, line by line, the totals the sums', () => {
    const { lines, totals } = priceInvoice<InvoiceLineFactors>([
      // 7 h 30 min at 120.00 an hour, 19 %: 900.00 net, 171.00 tax.
      { unitKind: 'minutes', quantity: 450, unitPrice: 12_000, taxRate: 1900 },
      // 3 licences at 33.33, 7 %: 99.99 net; 6.9993 tax -> 7.00.
      { unitKind: 'units', quantity: 3, unitPrice: 3333, taxRate: 700 },
      // 1 h 20 min at 95.00 an hour, 0 %: 126.666... -> 126.67.
      { unitKind: 'minutes', quantity: 80, unitPrice: 9500, taxRate: 0 },
    ]);
    expect(lines.map(({ net, tax, gross }) => [net, tax, gross])).toEqual([
      [90_000, 17_100, 107_100],
      [9999, 700, 10_699],
      [12_667, 0, 12_667],
    ]);
    expect(totals).toEqual({ net: 112_666, tax: 17_800, gross: 130_466 });
    expect(taxSummary(lines)).toEqual([
      { taxRate: 0, net: 12_667, tax: 0 },
      { taxRate: 700, net: 9999, tax: 700 },
      { taxRate: 1900, net: 90_000, tax: 17_100 },
    ]);
  });

  it('rounds half to even at the half: net and tax', () => {
    // 1 minute at 30 an hour: 0.5 -> 0 (even); 3 minutes at 30: 1.5 -> 2 (even).
    expect(lineAmounts({ unitKind: 'minutes', quantity: 1, unitPrice: 30, taxRate: 0 }).net).toBe(
      0,
    );
    expect(lineAmounts({ unitKind: 'minutes', quantity: 3, unitPrice: 30, taxRate: 0 }).net).toBe(
      2,
    );
    // 250 at 2 %: 5.00 -> 5; 25 at 10 %: 2.5 -> 2; 35 at 10 %: 3.5 -> 4.
    expect(lineAmounts({ unitKind: 'units', quantity: 1, unitPrice: 25, taxRate: 1000 }).tax).toBe(
      2,
    );
    expect(lineAmounts({ unitKind: 'units', quantity: 1, unitPrice: 35, taxRate: 1000 }).tax).toBe(
      4,
    );
    // A credit of the same: -2.5 -> -2, -3.5 -> -4 (symmetric).
    expect(lineAmounts({ unitKind: 'units', quantity: -1, unitPrice: 25, taxRate: 1000 }).tax).toBe(
      -2,
    );
    expect(lineAmounts({ unitKind: 'units', quantity: -1, unitPrice: 35, taxRate: 1000 }).tax).toBe(
      -4,
    );
  });

  it('numbers as INV-2026-0001', () => {
    expect(invoiceNumber('INV', 2026, 1)).toBe('INV-2026-0001');
    expect(invoiceNumber('CN', 2027, 12_345)).toBe('CN-2027-12345');
  });

  const line = fc.record({
    unitKind: fc.constantFrom('minutes' as const, 'units' as const),
    quantity: fc.integer({ min: 0, max: 1_000_000 }),
    unitPrice: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
    taxRate: fc.integer({ min: 0, max: 10_000 }),
  });

  it('property: the lines sum to the totals, and gross is net plus tax', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const priced = priceInvoice(lines);
        const sum = (key: 'net' | 'tax' | 'gross') =>
          priced.lines.reduce((total, l) => total + l[key], 0);
        expect(priced.totals).toEqual({ net: sum('net'), tax: sum('tax'), gross: sum('gross') });
        expect(priced.totals.gross).toBe(priced.totals.net + priced.totals.tax);
        for (const l of priced.lines) expect(l.gross).toBe(l.net + l.tax);
      }),
    );
  });

  it('property: a credit note negates every line and total exactly', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const invoice = priceInvoice(lines);
        const credit = priceInvoice(lines.map(creditLine));
        expect(credit.totals).toEqual({
          net: -invoice.totals.net || 0,
          tax: -invoice.totals.tax || 0,
          gross: -invoice.totals.gross || 0,
        });
        credit.lines.forEach((l, i) => {
          const original = invoice.lines[i];
          expect([l.net, l.tax, l.gross]).toEqual([
            -(original?.net ?? 0) || 0,
            -(original?.tax ?? 0) || 0,
            -(original?.gross ?? 0) || 0,
          ]);
        });
      }),
    );
  });

  it('property: a line in minutes is the hourly price for the hours, within half a minor unit', () => {
    fc.assert(
      fc.property(line, (l) => {
        const { net } = lineAmounts({ ...l, unitKind: 'minutes' });
        expect(Math.abs(net - (l.quantity * l.unitPrice) / 60)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
