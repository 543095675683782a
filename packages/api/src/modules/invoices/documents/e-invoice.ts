import { InvoiceService, type Invoice, type Logger } from '@e-invoice-eu/core';
import {
  decimalAmount,
  percentOf,
  type InvoiceDocument,
  type InvoiceDocumentAddress,
  type InvoiceDocumentBuyer,
  type InvoiceDocumentLine,
} from './invoice-document';

export type EInvoiceFormat = 'ubl' | 'cii';
export const E_INVOICE_FORMATS: readonly EInvoiceFormat[] = ['ubl', 'cii'];

/** The library's format names: plain EN 16931 in either syntax (not a national CIUS). */
const LIBRARY_FORMAT: Record<EInvoiceFormat, string> = { ubl: 'UBL', cii: 'CII' };

/**
 * The details EN 16931 (and the UBL syntax's electronic addresses) require
 * that a document lacks, named as the settings and contact fields that hold
 * them, so `issue` can answer 409 with the list. Empty when the document can
 * become an e-invoice.
 */
export function missingEInvoiceDetails(doc: InvoiceDocument): string[] {
  const missing: string[] = [];
  const need = (value: string | null | undefined, name: string) => {
    if (value === null || value === undefined || value.trim() === '') missing.push(name);
  };
  // BT-27 seller name, BG-5 seller address (BT-40 country; street, city, post code as
  // every receiving country's CIUS asks), BT-31 VAT id (BR-S-02, BR-Z-02), BT-34 address.
  need(doc.seller.legalName, 'seller.legalName');
  needAddress(doc.seller.address, 'seller.address', need);
  need(doc.seller.taxId, 'seller.taxId');
  need(doc.seller.email, 'seller.email');
  missing.push(...missingBuyerDetails(doc.buyer));
  // BT-1 number (a draft has none), BR-16 at least one line, BR-55 the credited invoice.
  need(doc.number, 'number');
  if (doc.lines.length === 0) missing.push('lines');
  if (doc.kind === 'credit-note') need(doc.creditedInvoiceNumber, 'creditedInvoiceNumber');
  return missing;
}

/**
 * The buyer's part of `missingEInvoiceDetails` (`buyer.name`, …): also what
 * the client picker calls a contact's billing details being complete.
 */
export function missingBuyerDetails(buyer: InvoiceDocumentBuyer): string[] {
  const missing: string[] = [];
  const need = (value: string | null | undefined, name: string) => {
    if (value === null || value === undefined || value.trim() === '') missing.push(name);
  };
  // BT-44 buyer name, BG-8 buyer address (BT-55 country), BT-49 electronic address.
  need(buyer.name, 'buyer.name');
  needAddress(buyer.address, 'buyer.address', need);
  need(buyer.email, 'buyer.email');
  return missing;
}

function needAddress(
  address: InvoiceDocumentAddress | null,
  prefix: string,
  need: (value: string | null | undefined, name: string) => void,
): void {
  need(address?.street, `${prefix}.street`);
  need(address?.postcode, `${prefix}.postcode`);
  need(address?.city, `${prefix}.city`);
  need(address?.countryCode, `${prefix}.countryCode`);
}

/** The library logs its validation errors before it throws them: keep them out of the server log. */
const QUIET: Logger = { log: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The document as EN 16931 XML: UBL 2.1 (`Invoice`, or `CreditNote` for a
 * credit note) or UN/CEFACT CII D16B. `@e-invoice-eu/core` takes its input in
 * a UBL-shaped JSON (`ubl:Invoice`), checks it against its JSON schema of the
 * EN 16931 semantic model (code lists, amount formats, required groups) and
 * renders either syntax from it. Throws when details are missing
 * (`missingEInvoiceDetails` first) or the library refuses the data.
 */
export async function renderEInvoice(
  doc: InvoiceDocument,
  format: EInvoiceFormat,
): Promise<string> {
  const missing = missingEInvoiceDetails(doc);
  if (missing.length > 0) throw new Error(`e-invoice details missing: ${missing.join(', ')}`);
  const service = new InvoiceService(QUIET);
  const xml = await service.generate(toLibraryInvoice(doc), {
    format: LIBRARY_FORMAT[format],
    lang: 'en',
    noWarnings: true,
  });
  const text = typeof xml === 'string' ? xml : Buffer.from(xml).toString('utf8');
  return format === 'cii' ? withCiiCreditedInvoice(text, doc) : text;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * BT-25/BT-26 in CII. The library (2.3.4) reads the preceding invoice from
 * `cac:BillingReference[].cbc:ID` while its own input schema only allows
 * `cac:BillingReference[].cac:InvoiceDocumentReference.cbc:ID`, so a credit
 * note's reference never reaches CII; it goes in here, where the CII schema
 * places it (after the monetary summation).
 */
function withCiiCreditedInvoice(xml: string, doc: InvoiceDocument): string {
  if (doc.kind !== 'credit-note' || !doc.creditedInvoiceNumber) return xml;
  if (xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const closing = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  const at = xml.indexOf(closing);
  if (at < 0) throw new Error('CII without a monetary summation');
  const date = doc.creditedInvoiceIssueDate
    ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${doc.creditedInvoiceIssueDate.replace(/-/g, '')}</qdt:DateTimeString></ram:FormattedIssueDateTime>`
    : '';
  const reference = `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(doc.creditedInvoiceNumber)}</ram:IssuerAssignedID>${date}</ram:InvoiceReferencedDocument>`;
  const end = at + closing.length;
  return xml.slice(0, end) + reference + xml.slice(end);
}

type UblInvoice = Invoice['ubl:Invoice'];
type Currency = UblInvoice['cbc:DocumentCurrencyCode'];

/** EN 16931 VAT category: standard rated, or zero rated at 0 % (no exemption reason needed). */
const categoryOf = (taxRateBp: number) => (taxRateBp === 0 ? 'Z' : 'S');

/**
 * Maps the document onto the library's UBL-shaped input. A credit note (type
 * 381, rendered as a UBL `CreditNote`) states its amounts positive, as
 * EN 16931 wants: the document's negative credit lines are turned around.
 */
export function toLibraryInvoice(doc: InvoiceDocument): Invoice {
  const currency = doc.currency as Currency;
  const sign = doc.kind === 'credit-note' && doc.totals.grossMinor < 0 ? -1 : 1;
  const amount = (minor: number) => decimalAmount(sign * minor, doc.currency);
  const seller = doc.seller;
  const buyer = doc.buyer;
  const invoice: UblInvoice = {
    'cbc:ID': doc.number ?? '',
    'cbc:IssueDate': doc.issueDate,
    'cbc:InvoiceTypeCode': doc.kind === 'credit-note' ? '381' : '380',
    'cbc:DocumentCurrencyCode': currency,
    // BT-10 buyer reference: the project, so the buyer's side can route it.
    'cbc:BuyerReference': doc.projectName?.trim() || (doc.number ?? ''),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': seller.email ?? '',
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PostalAddress': postalAddress(seller.address),
        'cac:PartyTaxScheme': [
          { 'cbc:CompanyID': seller.taxId ?? '', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        ],
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': seller.legalName ?? '' },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': buyer.email ?? '',
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PostalAddress': postalAddress(buyer.address),
        ...(buyer.taxId?.trim()
          ? {
              'cac:PartyTaxScheme': {
                'cbc:CompanyID': buyer.taxId.trim(),
                'cac:TaxScheme': { 'cbc:ID': 'VAT' },
              },
            }
          : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyer.name ?? '' },
      },
    },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(doc.totals.taxMinor),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': doc.taxSummary.map((row) => ({
          'cbc:TaxableAmount': amount(row.netMinor),
          'cbc:TaxableAmount@currencyID': currency,
          'cbc:TaxAmount': amount(row.taxMinor),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxCategory': {
            'cbc:ID': categoryOf(row.taxRateBp),
            'cbc:Percent': percentOf(row.taxRateBp),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(doc.totals.netMinor),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': amount(doc.totals.netMinor),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': amount(doc.totals.grossMinor),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      'cbc:PayableAmount': amount(doc.totals.grossMinor),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': lines(doc, sign) as UblInvoice['cac:InvoiceLine'],
  };
  // A credit note has no due date in UBL (the library drops it); the terms say when (BR-CO-25).
  if (doc.kind === 'invoice') invoice['cbc:DueDate'] = doc.dueDate;
  // BT-72, the date of supply: the end of the billed period, else the issue date. CII's header
  // requires its delivery group, and the library renders it only when it has content.
  invoice['cac:Delivery'] = {
    'cbc:ActualDeliveryDate': doc.period?.end ?? doc.issueDate,
  };
  if (doc.period) {
    invoice['cac:InvoicePeriod'] = {
      'cbc:StartDate': doc.period.start,
      'cbc:EndDate': doc.period.end,
    };
  }
  const notes = doc.notes?.trim();
  if (notes) invoice['cbc:Note'] = [notes];
  invoice['cac:PaymentTerms'] = {
    'cbc:Note': doc.paymentTerms?.trim() || `Payable by ${doc.dueDate}`,
  };
  if (doc.kind === 'credit-note' && doc.creditedInvoiceNumber) {
    invoice['cac:BillingReference'] = [
      {
        'cac:InvoiceDocumentReference': {
          'cbc:ID': doc.creditedInvoiceNumber,
          ...(doc.creditedInvoiceIssueDate
            ? { 'cbc:IssueDate': doc.creditedInvoiceIssueDate }
            : {}),
        },
      },
    ];
  }
  const iban = seller.bank?.iban?.replace(/\s+/g, '');
  if (iban) {
    // 58: SEPA credit transfer to the seller's account (BG-17).
    invoice['cac:PaymentMeans'] = [
      {
        'cbc:PaymentMeansCode': '58',
        'cbc:PaymentID': doc.number ?? '',
        'cac:PayeeFinancialAccount': {
          'cbc:ID': iban,
          ...(seller.legalName ? { 'cbc:Name': seller.legalName } : {}),
          ...(seller.bank?.bic?.trim()
            ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bank.bic.trim() } }
            : {}),
        },
      },
    ];
  }
  return { 'ubl:Invoice': invoice };
}

function postalAddress(address: InvoiceDocumentAddress | null) {
  return {
    'cbc:StreetName': address?.street?.trim() ?? '',
    'cbc:CityName': address?.city?.trim() ?? '',
    'cbc:PostalZone': address?.postcode?.trim() ?? '',
    'cac:Country': {
      'cbc:IdentificationCode': (address?.countryCode?.trim().toUpperCase() ??
        '') as UblInvoice['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'],
    },
  };
}

/**
 * The lines. Time is stated as EN 16931 lets a rate per hour be: the
 * quantity in minutes (`MIN`) and the price per base quantity of 60 minutes,
 * so net = minutes x hourly rate / 60 exactly as the line was computed.
 * Prices are never negative (BR-27): a negative line has a negative quantity.
 */
function lines(doc: InvoiceDocument, sign: number) {
  const currency = doc.currency as Currency;
  return doc.lines.map((line: InvoiceDocumentLine, index) => {
    const net = sign * line.netMinor;
    const quantity = Math.abs(line.quantity) * (net < 0 ? -1 : 1);
    const minutes = line.unit === 'minutes';
    return {
      'cbc:ID': String(index + 1),
      'cbc:InvoicedQuantity': String(quantity),
      'cbc:InvoicedQuantity@unitCode': minutes ? 'MIN' : 'C62',
      'cbc:LineExtensionAmount': decimalAmount(net, doc.currency),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cac:Item': {
        'cbc:Name': line.description.trim() || `Line ${index + 1}`,
        'cac:ClassifiedTaxCategory': {
          'cbc:ID': categoryOf(line.taxRateBp),
          'cbc:Percent': percentOf(line.taxRateBp),
          'cac:TaxScheme': { 'cbc:ID': 'VAT' },
        },
      },
      'cac:Price': {
        'cbc:PriceAmount': decimalAmount(Math.abs(line.unitPriceMinor), doc.currency),
        'cbc:PriceAmount@currencyID': currency,
        'cbc:BaseQuantity': minutes ? '60' : '1',
        'cbc:BaseQuantity@unitCode': minutes ? 'MIN' : 'C62',
      },
    };
  });
}
