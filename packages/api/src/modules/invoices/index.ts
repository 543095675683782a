/**
 * The invoices module's front door (README.md beside this file): what other
 * modules may use. The router is wired by the route table; the documents
 * (`documents/`: PDF and EN 16931) read an invoice through `loadInvoice`.
 */
export { loadInvoice, getInvoice } from './invoices.service';
export { missingForIssue, INVOICE_SERIES, CREDIT_NOTE_SERIES } from './invoice-issue.service';
