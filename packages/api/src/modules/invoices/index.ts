/**
 * The invoices module's front door (README.md beside this file): what other
 * modules may use. The router is wired by the route table; the documents
 * (`documents/`: PDF and EN 16931) read an invoice through `loadInvoice`;
 * the contacts module asks which invoices name a contact before deleting it.
 */
export { loadInvoice, getInvoice, invoicesNamingContact } from './invoices.service';
export { missingForIssue, INVOICE_SERIES, CREDIT_NOTE_SERIES } from './invoice-issue.service';
