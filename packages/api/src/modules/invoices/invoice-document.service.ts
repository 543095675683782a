import {
  addDays,
  taxSummary,
  type BillingSettings,
  type Contact,
  type Invoice,
  type InvoiceLine,
} from '@keel/types';
import type { Db } from '../../lib/db';
import { utcDate } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import { getBillingSettings } from '../billing';
import { getContact, type BillingContact } from '../contacts';
import {
  missingEInvoiceDetails,
  renderEInvoice,
  renderInvoicePdf,
  type EInvoiceFormat,
  type InvoiceDocument,
  type InvoiceDocumentAddress,
  type InvoiceDocumentBuyer,
} from './documents';
import type { LineRecord } from './invoice-lines.repository';
import { findInvoice, type InvoiceRecord } from './invoices.repository';
import { loadInvoice } from './invoices.service';

/**
 * The invoice documents (README.md § Documents): an `InvoiceDocument` made
 * of the invoice as stored, the workspace's billing settings (the seller)
 * and the client contact's billing details (the buyer), rendered as the PDF
 * or the EN 16931 e-invoice. The renderers only lay it out.
 */

/** The invoice's own parts a document is made of: a stored invoice with its lines. */
type DocumentSource = Pick<
  InvoiceRecord,
  | 'kind'
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'paymentTermsDays'
  | 'notes'
  | 'project'
  | 'client'
  | 'creditOf'
  | 'totals'
> & { lines: ReadonlyArray<Pick<InvoiceLine | LineRecord, LineField>> };

type LineField =
  'description' | 'unitKind' | 'quantity' | 'unitPrice' | 'taxRate' | 'net' | 'tax' | 'gross';

/** Empty text as null: the settings and contacts store "not given" as ''. */
const given = (value: string): string | null => (value.trim() === '' ? null : value);

function addressOf(
  street: string,
  postcode: string,
  city: string,
  countryCode: string,
): InvoiceDocumentAddress | null {
  const address = {
    street: given(street),
    postcode: given(postcode),
    city: given(city),
    countryCode: given(countryCode),
  };
  return Object.values(address).every((part) => part === null) ? null : address;
}

function paymentTermsOf(source: DocumentSource): string | null {
  // A credit note is settled by the credit, not paid.
  if (source.kind === 'credit_note') return null;
  return source.paymentTermsDays === 0
    ? 'Payable on receipt'
    : `Payable within ${source.paymentTermsDays} days`;
}

/** The contact fields a document's buyer is made of (a directory contact, or a billing picker's row). */
export type BuyerSource = Omit<BillingContact, 'id'>;

/** The buyer of a document to `client` (all null without one). */
export function buyerOf(client: BuyerSource | null): InvoiceDocumentBuyer {
  if (!client) return { name: null, address: null, taxId: null, email: null };
  return {
    // The buyer is the client's company; a private client is the person.
    name: given(client.company) ?? given(client.name),
    address: addressOf(
      client.billingStreet,
      client.billingPostcode,
      client.billingCity,
      client.billingCountry,
    ),
    taxId: given(client.taxId),
    email: given(client.email),
  };
}

/**
 * The document of `source`. A draft has no issue date yet: it is dated
 * `today` (and due after its terms), as it would be were it issued now.
 */
export function invoiceDocumentOf(
  source: DocumentSource,
  settings: BillingSettings,
  client: Contact | null,
  today: string,
): InvoiceDocument {
  const issueDate = source.issueDate ?? today;
  const bank = {
    iban: given(settings.iban),
    bic: given(settings.bic),
    bankName: given(settings.bankName),
  };
  return {
    seller: {
      legalName: given(settings.legalName),
      address: addressOf(settings.street, settings.postcode, settings.city, settings.countryCode),
      taxId: given(settings.taxId),
      email: given(settings.email),
      bank: Object.values(bank).every((part) => part === null) ? null : bank,
    },
    buyer: buyerOf(client),
    number: source.number,
    kind: source.kind === 'credit_note' ? 'credit-note' : 'invoice',
    creditedInvoiceNumber: source.creditOf?.number ?? null,
    issueDate,
    dueDate: source.dueDate ?? addDays(issueDate, source.paymentTermsDays),
    currency: source.currency,
    paymentTerms: paymentTermsOf(source),
    notes: given(source.notes),
    projectName: source.project.name,
    lines: source.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit: line.unitKind,
      unitPriceMinor: line.unitPrice,
      taxRateBp: line.taxRate,
      netMinor: line.net,
      taxMinor: line.tax,
      grossMinor: line.gross,
    })),
    taxSummary: taxSummary(source.lines).map((row) => ({
      taxRateBp: row.taxRate,
      netMinor: row.net,
      taxMinor: row.tax,
    })),
    totals: {
      netMinor: source.totals.net,
      taxMinor: source.totals.tax,
      grossMinor: source.totals.gross,
    },
  };
}

/** The document of `source` with the seller and buyer as stored now, read in `db`. */
export async function buildInvoiceDocument(
  deps: AppDeps,
  db: Db,
  source: DocumentSource,
): Promise<InvoiceDocument> {
  const settings = await getBillingSettings(deps, db);
  const client = source.client ? await getContact(deps, source.client.id, db) : null;
  const doc = invoiceDocumentOf(source, settings, client, utcDate(deps.clock()));
  // BT-26: a credit note names the credited invoice's issue date beside its number.
  if (source.creditOf)
    doc.creditedInvoiceIssueDate = (await findInvoice(db, source.creditOf.id, null))?.issueDate;
  return doc;
}

/** What each missing EN 16931 detail is called where the user fills it in. */
const DETAIL_NAMES: Record<string, string> = {
  legalName: 'legal name',
  'address.street': 'street',
  'address.postcode': 'postcode',
  'address.city': 'city',
  'address.countryCode': 'country',
  taxId: 'tax id',
  email: 'email address',
  name: 'name or company',
};

/**
 * The EN 16931 details a draft's document lacks, as field -> reason, for
 * `issue`'s 409: the seller's in the billing settings, the buyer's on the
 * client contact. The number (given at issue) and the lines (checked by
 * `missingForIssue` itself) are not the document's to name; nor is the
 * buyer of a draft without a client.
 */
export function missingDocumentDetails(
  doc: InvoiceDocument,
  hasClient: boolean,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of missingEInvoiceDetails(doc)) {
    const [party, ...rest] = field.split('.');
    const detail = DETAIL_NAMES[rest.join('.')] ?? rest.join('.');
    if (party === 'seller') missing[field] = `The billing settings lack the ${detail}`;
    else if (party === 'buyer' && hasClient)
      missing[field] = `The client contact lacks the billing ${detail}`;
  }
  return missing;
}

/** The invoice `id` as `user` reads it (404 outside their scope) and its document. */
async function readableDocument(
  deps: AppDeps,
  user: AuthUser,
  id: number,
): Promise<{ invoice: Invoice; doc: InvoiceDocument }> {
  const invoice = await loadInvoice(deps.knex, id, user);
  return { invoice, doc: await buildInvoiceDocument(deps, deps.knex, invoice) };
}

/** A document's file name: the invoice's number, or `draft-<id>` before it has one. */
const fileNameOf = (invoice: Invoice) => invoice.number ?? `draft-${invoice.id}`;

/** `GET /api/invoices/{invoiceId}/pdf`: the invoice (a draft too, marked by its missing number) as a PDF. */
export async function invoicePdf(
  deps: AppDeps,
  user: AuthUser,
  id: number,
): Promise<{ fileName: string; body: Buffer }> {
  const { invoice, doc } = await readableDocument(deps, user, id);
  return { fileName: `${fileNameOf(invoice)}.pdf`, body: await renderInvoicePdf(doc) };
}

/**
 * `GET /api/invoices/{invoiceId}/e-invoice?format=`: the EN 16931 e-invoice
 * of an issued, paid or void invoice or a credit note (a draft has no number
 * yet, so it is a 409), and a 409 naming what is missing should the billing
 * details have been cleared since it was issued.
 */
export async function invoiceEInvoice(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  format: EInvoiceFormat,
): Promise<{ fileName: string; body: string }> {
  const { invoice, doc } = await readableDocument(deps, user, id);
  if (invoice.status === 'draft')
    throw new ConflictError('A draft has no e-invoice: issue it first');
  const missing = missingEInvoiceDetails(doc);
  if (missing.length > 0)
    throw new ConflictError(`The e-invoice lacks EN 16931 details: ${missing.join(', ')}`);
  return {
    fileName: `${fileNameOf(invoice)}-${format}.xml`,
    body: await renderEInvoice(doc, format),
  };
}
