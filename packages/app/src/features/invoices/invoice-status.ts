import type { BadgeTone, IconName } from '@keel/ui';
import type { InvoiceStatus, InvoiceSummary } from '@keel/types';

export const INVOICE_STATUS_TITLES: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  paid: 'Paid',
  void: 'Void',
};

export const INVOICE_STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  issued: 'info',
  paid: 'positive',
  void: 'neutral',
};

/** The shape of each status beside its colour and word. */
export const INVOICE_STATUS_ICONS: Record<InvoiceStatus, IconName> = {
  draft: 'edit',
  issued: 'fileText',
  paid: 'success',
  void: 'close',
};

/** Issued, past its due date (`today` is the workspace's, `YYYY-MM-DD`) and not paid in full. */
export function isOverdue(
  invoice: Pick<InvoiceSummary, 'status' | 'dueDate' | 'outstanding'>,
  today: string,
): boolean {
  return (
    invoice.status === 'issued' &&
    invoice.dueDate !== null &&
    invoice.dueDate < today &&
    invoice.outstanding > 0
  );
}

/** How an invoice is named: its number, or "Draft" before it has one; a credit note says so. */
export function invoiceTitle(invoice: Pick<InvoiceSummary, 'kind' | 'number'>): string {
  const what = invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  return invoice.number ? `${what} ${invoice.number}` : `Draft ${what.toLowerCase()}`;
}

/** The invoice's page. */
export const invoicePath = (invoiceId: number) => `/invoices/${invoiceId}`;

/** The downloads the API serves for an issued invoice (issue 32). */
export const invoiceDownloads = (invoiceId: number) => ({
  pdf: `/api/invoices/${invoiceId}/pdf`,
  ubl: `/api/invoices/${invoiceId}/e-invoice?format=ubl`,
  cii: `/api/invoices/${invoiceId}/e-invoice?format=cii`,
});
