/**
 * Invoice documents: the PDF and the EN 16931 e-invoice of an invoice, from
 * an `InvoiceDocument` the invoices service assembles (no database here).
 */
export type {
  InvoiceDocument,
  InvoiceDocumentAddress,
  InvoiceDocumentBank,
  InvoiceDocumentBuyer,
  InvoiceDocumentLine,
  InvoiceDocumentSeller,
  InvoiceDocumentTaxSummary,
  InvoiceDocumentTotals,
} from './invoice-document';
export { decimalAmount, minorDigits } from './invoice-document';
export {
  E_INVOICE_FORMATS,
  missingBuyerDetails,
  missingEInvoiceDetails,
  renderEInvoice,
} from './e-invoice';
export type { EInvoiceFormat } from './e-invoice';
export { renderInvoicePdf } from './invoice-pdf';
