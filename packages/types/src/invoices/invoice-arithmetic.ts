import { multiplyDivideRoundHalfEven } from '../quotes/pricing/pricing';

/**
 * Invoice arithmetic (issue 32), pure so the API and the app compute the same
 * figures (the app previews a draft's totals as it is typed). Money is
 * integer minor units; every division is rounded half to even, per line:
 *
 * - line net = quantity × unit price; a quantity in minutes is priced by the
 *   hour (`minutes × hourly price / 60`), a quantity in units as it is;
 * - line tax = net × tax rate (basis points) / 10,000;
 * - line gross = net + tax;
 * - the totals are the sums of the lines' figures (never a rounding of sums),
 *   so the lines always add up to the totals.
 *
 * Half-even rounding is symmetric around zero, so a credit note, whose lines
 * are the invoice's with the quantity negated, negates every figure exactly.
 */

export const INVOICE_UNIT_KINDS = ['minutes', 'units'] as const;
export type InvoiceUnitKind = (typeof INVOICE_UNIT_KINDS)[number];

/** Tax rates are basis points: 1900 is 19 %. */
export const TAX_RATE_BASIS = 10_000;

/** What a line's figures are computed from. */
export interface InvoiceLineFactors {
  unitKind: InvoiceUnitKind;
  /** Minutes (priced by the hour) or units. Negative on a credit note. */
  quantity: number;
  /** Minor units per hour (minutes) or per unit. */
  unitPrice: number;
  /** Basis points. */
  taxRate: number;
}

export interface InvoiceAmounts {
  net: number;
  tax: number;
  gross: number;
}

/** A line's net, tax and gross, each rounded half to even (throws a RangeError past safe integers). */
export function lineAmounts(line: InvoiceLineFactors): InvoiceAmounts {
  const net = multiplyDivideRoundHalfEven(
    line.quantity,
    line.unitPrice,
    line.unitKind === 'minutes' ? 60 : 1,
    'net',
  );
  const tax = multiplyDivideRoundHalfEven(net, line.taxRate, TAX_RATE_BASIS, 'tax');
  return { net, tax, gross: net + tax };
}

/** The sums of the lines' figures: the invoice's totals. */
export function invoiceTotals(lines: readonly InvoiceAmounts[]): InvoiceAmounts {
  const totals = { net: 0, tax: 0, gross: 0 };
  for (const line of lines) {
    totals.net += line.net;
    totals.tax += line.tax;
    totals.gross += line.gross;
  }
  if (!Object.values(totals).every(Number.isSafeInteger))
    throw new RangeError('totals: beyond the largest amount Keel can invoice');
  return totals;
}

/** Every line with its figures, and the totals. */
export function priceInvoice<L extends InvoiceLineFactors>(
  lines: readonly L[],
): { lines: Array<L & InvoiceAmounts>; totals: InvoiceAmounts } {
  const priced = lines.map((line) => ({ ...line, ...lineAmounts(line) }));
  return { lines: priced, totals: invoiceTotals(priced) };
}

/** A credit note's line for an invoice's line: the same price and rate, the quantity negated. */
export function creditLine<L extends InvoiceLineFactors>(line: L): L {
  return { ...line, quantity: -line.quantity || 0 };
}

/** The tax summary an invoice document shows: net and tax per rate, by rate. */
export function taxSummary(
  lines: ReadonlyArray<InvoiceAmounts & { taxRate: number }>,
): Array<{ taxRate: number; net: number; tax: number }> {
  const byRate = new Map<number, { taxRate: number; net: number; tax: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.taxRate) ?? { taxRate: line.taxRate, net: 0, tax: 0 };
    sum.net += line.net;
    sum.tax += line.tax;
    byRate.set(line.taxRate, sum);
  }
  return [...byRate.values()].sort((a, b) => a.taxRate - b.taxRate);
}

/** `INV-2026-0001`: the series, the year and the number within the year (4 digits at least). */
export function invoiceNumber(series: string, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(4, '0')}`;
}
