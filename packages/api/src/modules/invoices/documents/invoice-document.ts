/**
 * What an invoice document (the PDF and the EN 16931 e-invoice) is made of:
 * everything already decided and computed by the invoices service, so the
 * renderers only lay it out. Money is integer minor units of `currency`;
 * dates are ISO days (`YYYY-MM-DD`).
 */

export interface InvoiceDocumentAddress {
  street: string | null;
  postcode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2 (`DE`, `FR`). */
  countryCode: string | null;
}

export interface InvoiceDocumentBank {
  iban: string | null;
  bic: string | null;
  bankName: string | null;
}

export interface InvoiceDocumentSeller {
  /** The firm's legal (registration) name. */
  legalName: string | null;
  address: InvoiceDocumentAddress | null;
  /** The VAT identifier (`DE123456789`). */
  taxId: string | null;
  /** Where the buyer's system reaches the seller (the e-invoice's electronic address). */
  email: string | null;
  bank: InvoiceDocumentBank | null;
}

export interface InvoiceDocumentBuyer {
  name: string | null;
  address: InvoiceDocumentAddress | null;
  taxId: string | null;
  email: string | null;
}

/**
 * One line. `unit: 'minutes'` is billed time: `quantity` minutes at
 * `unitPriceMinor` an hour (the house rule: minutes x hourly rate / 60,
 * rounded half to even per line); `unit: 'units'` is `quantity` pieces at
 * `unitPriceMinor` each. A credit note's lines carry negative amounts.
 */
export interface InvoiceDocumentLine {
  description: string;
  quantity: number;
  unit: 'minutes' | 'units';
  unitPriceMinor: number;
  /** Basis points: 1900 is 19 %. */
  taxRateBp: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

export interface InvoiceDocumentTaxSummary {
  taxRateBp: number;
  netMinor: number;
  taxMinor: number;
}

export interface InvoiceDocumentTotals {
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

export interface InvoiceDocument {
  seller: InvoiceDocumentSeller;
  buyer: InvoiceDocumentBuyer;
  /** `INV-2026-0001`; a draft has none yet. */
  number: string | null;
  kind: 'invoice' | 'credit-note';
  /** A credit note's credited invoice. */
  creditedInvoiceNumber: string | null;
  creditedInvoiceIssueDate?: string | null;
  issueDate: string;
  dueDate: string;
  /** ISO 4217 (`EUR`). */
  currency: string;
  /** The payment terms as the invoice states them ("Payable within 30 days"). */
  paymentTerms: string | null;
  notes: string | null;
  lines: InvoiceDocumentLine[];
  /** One row per tax rate, ascending. */
  taxSummary: InvoiceDocumentTaxSummary[];
  totals: InvoiceDocumentTotals;
  /** The period the invoice bills (time from / to), when it bills one. */
  period?: { start: string; end: string } | null;
  /** The workspace locale for the PDF's money (`en-GB`); dates stay ISO. */
  locale?: string;
  /** The project the invoice bills, shown on the PDF and referenced in the e-invoice. */
  projectName?: string | null;
}

const minorDigitsCache = new Map<string, number>();

/** Decimal places of a currency's minor unit (2 for EUR, 0 for JPY), asked of Intl once per currency. */
export function minorDigits(currency: string): number {
  let digits = minorDigitsCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    minorDigitsCache.set(currency, digits);
  }
  return digits;
}

/**
 * Minor units as a plain decimal string (`123456` EUR → `1234.56`), exact
 * for any safe integer: the digits are placed, never divided in floating
 * point.
 */
export function decimalAmount(minor: number, currency: string): string {
  return shiftDecimal(minor, minorDigits(currency));
}

/** `value` / 10^digits as an exact decimal string (`shiftDecimal(-5, 2)` → `-0.05`). */
export function shiftDecimal(value: number, digits: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
  const sign = value < 0 ? '-' : '';
  const text = String(Math.abs(value)).padStart(digits + 1, '0');
  if (digits === 0) return sign + text;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A tax rate in basis points as a percentage string (`1900` → `19`, `550` → `5.5`). */
export function percentOf(taxRateBp: number): string {
  return shiftDecimal(taxRateBp, 2).replace(/\.?0+$/, '') || '0';
}
