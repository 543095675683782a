import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { missingEInvoiceDetails, renderEInvoice } from './e-invoice';
import { ciiSchemaErrors } from './e-invoice.test-fixtures';
import { sampleCreditNote, sampleInvoiceDocument } from './invoice-document.fixture';

/** Text of every element with this local name, in document order. */
function texts(xml: string, localName: string): string[] {
  const dom = new JSDOM(xml, { contentType: 'application/xml' });
  return [...dom.window.document.getElementsByTagNameNS('*', localName)].map(
    (node) => node.textContent ?? '',
  );
}

describe('renderEInvoice, CII', () => {
  it('renders an invoice with three tax rates that validates against the EN 16931 CII schema', async () => {
    const xml = await renderEInvoice(sampleInvoiceDocument(), 'cii');
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(texts(xml, 'TypeCode')).toContain('380');
    expect(texts(xml, 'GrandTotalAmount')).toEqual(['1906.86']);
    expect(texts(xml, 'TaxBasisTotalAmount')).toEqual(['1616.50']);
    expect(texts(xml, 'TaxTotalAmount')).toEqual(['290.36']);
    expect(texts(xml, 'RateApplicablePercent')).toEqual(['19', '7', '0', '0', '7', '19']);
    expect(texts(xml, 'IBANID')).toEqual(['DE89370400440532013000']);
  });

  it('renders a credit note (381) with positive amounts and the credited invoice, schema-valid', async () => {
    const xml = await renderEInvoice(sampleCreditNote(), 'cii');
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(texts(xml, 'TypeCode')).toContain('381');
    expect(texts(xml, 'GrandTotalAmount')).toEqual(['1906.86']);
    expect(texts(xml, 'IssuerAssignedID')).toContain('INV-2026-0007');
  });

  it('fails the schema when the XML is broken (the check can fail)', async () => {
    const xml = await renderEInvoice(sampleInvoiceDocument(), 'cii');
    const broken = xml.replace(/<rsm:ExchangedDocument>[\s\S]*?<\/rsm:ExchangedDocument>/, '');
    expect(broken).not.toBe(xml);
    expect((await ciiSchemaErrors(broken)).length).toBeGreaterThan(0);
  });
});

describe('renderEInvoice, UBL', () => {
  it('renders a UBL 2.1 Invoice with the EN 16931 customization, parties, lines and totals', async () => {
    const xml = await renderEInvoice(sampleInvoiceDocument(), 'ubl');
    const dom = new JSDOM(xml, { contentType: 'application/xml' });
    const root = dom.window.document.documentElement;
    expect(root.localName).toBe('Invoice');
    expect(root.namespaceURI).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(texts(xml, 'CustomizationID')).toEqual(['urn:cen.eu:en16931:2017']);
    expect(texts(xml, 'InvoiceTypeCode')).toEqual(['380']);
    expect(texts(xml, 'RegistrationName')).toEqual(['Keel Consulting GmbH', 'Acme Industries SAS']);
    expect(texts(xml, 'EndpointID')).toEqual(['billing@keel.example', 'ap@acme.example']);
    expect(texts(xml, 'PayableAmount')).toEqual(['1906.86']);
    expect(texts(xml, 'Percent')).toEqual(['0', '7', '19', '19', '7', '0']);
    // Time as minutes at an hourly price: 750 MIN at 120.00 per 60 MIN = 1500.00.
    expect(texts(xml, 'InvoicedQuantity')[0]).toBe('750');
    expect(texts(xml, 'BaseQuantity')[0]).toBe('60');
    expect(texts(xml, 'LineExtensionAmount')).toEqual(['1616.50', '1500.00', '76.50', '40.00']);
  });

  it('renders a credit note as a UBL CreditNote with positive amounts and the billing reference', async () => {
    const xml = await renderEInvoice(sampleCreditNote(), 'ubl');
    const dom = new JSDOM(xml, { contentType: 'application/xml' });
    expect(dom.window.document.documentElement.localName).toBe('CreditNote');
    expect(texts(xml, 'CreditNoteTypeCode')).toEqual(['381']);
    expect(texts(xml, 'CreditedQuantity')).toEqual(['750', '3', '1']);
    expect(texts(xml, 'PayableAmount')).toEqual(['1906.86']);
    expect(texts(xml, 'ID')).toContain('INV-2026-0007');
  });

  it('lets the library refuse data outside the EN 16931 model (an unknown country code)', async () => {
    const doc = sampleInvoiceDocument();
    doc.buyer.address = { ...doc.buyer.address!, countryCode: 'XX' };
    await expect(renderEInvoice(doc, 'ubl')).rejects.toThrow();
  });
});

describe('missingEInvoiceDetails', () => {
  it('is empty for a complete invoice', () => {
    expect(missingEInvoiceDetails(sampleInvoiceDocument())).toEqual([]);
  });

  it('names every missing seller, buyer and document detail', () => {
    const doc = sampleInvoiceDocument({
      seller: { legalName: ' ', address: null, taxId: null, email: null, bank: null },
      buyer: {
        name: 'Acme',
        address: { street: 'Main St 1', postcode: '', city: 'Paris', countryCode: null },
        taxId: null,
        email: '',
      },
      number: null,
      lines: [],
    });
    expect(missingEInvoiceDetails(doc)).toEqual([
      'seller.legalName',
      'seller.address.street',
      'seller.address.postcode',
      'seller.address.city',
      'seller.address.countryCode',
      'seller.taxId',
      'seller.email',
      'buyer.address.postcode',
      'buyer.address.countryCode',
      'buyer.email',
      'number',
      'lines',
    ]);
  });

  it('asks a credit note for the invoice it credits', () => {
    expect(missingEInvoiceDetails({ ...sampleCreditNote(), creditedInvoiceNumber: null })).toEqual([
      'creditedInvoiceNumber',
    ]);
  });

  it('refuses to render while details are missing', async () => {
    await expect(renderEInvoice(sampleInvoiceDocument({ number: null }), 'cii')).rejects.toThrow(
      /number/,
    );
  });
});
