import type { ErrorBody, Invoice } from '@keel/types';
import { JSDOM } from 'jsdom';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { createProject, postCreated } from '../projects/projects.test-fixtures';
import { ciiSchemaErrors } from './documents/e-invoice.test-fixtures';
import { BILLED_CLIENT, completeBillingSettings } from './invoices.test-fixtures';

/**
 * The invoice documents over HTTP on both databases: the PDF and the EN
 * 16931 e-invoice built from the stored invoice, the billing settings and
 * the client contact; issuing refused (409 naming them) while the seller's
 * details are missing; who may download.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
serverForFile((started) => (server = started));

let projectId: number;
let clientId: number;

/** A download's status, headers and bytes (the JSON helper would decode a PDF as text). */
async function download(account: DemoAccountKey, pathname: string) {
  const response = await fetch(server.url + pathname, {
    headers: { cookie: await server.cookieOf(account) },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text: bytes.toString('utf8'),
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}

/** Text of every element with this local name, in document order. */
function texts(xml: string, localName: string): string[] {
  const dom = new JSDOM(xml, { contentType: 'application/xml' });
  return [...dom.window.document.getElementsByTagNameNS('*', localName)].map(
    (node) => node.textContent ?? '',
  );
}

/** A draft of 90 minutes at 120.00 an hour (net 180.00) and 2 handbooks at 25.50, all at 19 %. */
const draft = () =>
  postCreated<Invoice>(server, 'finance', '/api/invoices', {
    projectId,
    clientContactId: clientId,
    paymentTermsDays: 14,
    lines: [
      {
        description: 'Consulting',
        unitKind: 'minutes',
        quantity: 90,
        unitPrice: 12_000,
        taxRate: 1900,
      },
      { description: 'Handbooks', unitKind: 'units', quantity: 2, unitPrice: 2_550, taxRate: 1900 },
    ],
  });

const issue = (invoice: Invoice) =>
  server.call<Invoice>('finance', 'POST', `/api/invoices/${invoice.id}/issue`, {
    version: invoice.version,
  });

beforeAll(async () => {
  projectId = (await createProject(server, { name: 'Documented project', currency: 'EUR' })).id;
  clientId = (await postCreated<{ id: number }>(server, 'admin', '/api/contacts', BILLED_CLIENT))
    .id;
});

describe(`invoice documents (${DB})`, () => {
  let issued: Invoice;

  it('refuses to issue while the billing settings lack the seller’s EN 16931 details, naming them', async () => {
    const invoice = await draft();
    const refused = await issue(invoice);
    expect(refused.status, refused.text).toBe(409);
    const body = refused.body as unknown as ErrorBody;
    expect(Object.keys(body.errors ?? {})).toEqual(
      expect.arrayContaining([
        'seller.legalName',
        'seller.address.street',
        'seller.address.countryCode',
        'seller.taxId',
        'seller.email',
      ]),
    );
    // The client is complete: nothing of the buyer's is named.
    expect(Object.keys(body.errors ?? {}).filter((f) => f.startsWith('buyer.'))).toEqual([]);
    expect(body.message).toContain('The billing settings lack the legal name');
    const stored = await server.call<Invoice>('finance', 'GET', `/api/invoices/${invoice.id}`);
    expect(stored.body).toMatchObject({ status: 'draft', number: null });
  });

  it('names the client’s missing billing details too', async () => {
    await completeBillingSettings(server);
    const bare = await postCreated<{ id: number }>(server, 'admin', '/api/contacts', {
      name: 'Bare Client',
      company: 'Bare Ltd',
    });
    const invoice = await postCreated<Invoice>(server, 'finance', '/api/invoices', {
      projectId,
      clientContactId: bare.id,
      lines: [
        { description: 'Work', unitKind: 'units', quantity: 1, unitPrice: 100, taxRate: 1900 },
      ],
    });
    const refused = await issue(invoice);
    expect(refused.status, refused.text).toBe(409);
    expect(Object.keys((refused.body as unknown as ErrorBody).errors ?? {}).sort()).toEqual([
      'buyer.address.city',
      'buyer.address.countryCode',
      'buyer.address.postcode',
      'buyer.address.street',
      'buyer.email',
    ]);
  });

  it('downloads a draft as a PDF named draft-<id>, and an issued one by its number', async () => {
    const invoice = await draft();
    const draftPdf = await download('finance', `/api/invoices/${invoice.id}/pdf`);
    expect(draftPdf.status, draftPdf.text).toBe(200);
    expect(draftPdf.headers.get('content-disposition')).toContain(`draft-${invoice.id}.pdf`);

    const answer = await issue(invoice);
    expect(answer.status, answer.text).toBe(200);
    issued = answer.body;
    const pdf = await download('finance', `/api/invoices/${issued.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${issued.number}\\.pdf"`),
    );
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    // 90 min at 120.00/h = 180.00, 2 x 25.50 = 51.00; net 231.00, 19 % 43.89, gross 274.89.
    for (const expected of [
      issued.number as string,
      'Keel Consulting GmbH',
      'Client GmbH',
      'Marktplatz 1',
      '80331 München',
      'Consulting',
      '€180.00',
      '€231.00',
      '€43.89',
      '€274.89',
    ])
      expect(text).toContain(expected);
    expect(issued.totals).toEqual({ net: 23_100, tax: 4_389, gross: 27_489 });
  });

  it('downloads the issued invoice as a CII e-invoice valid against the EN 16931 schema, and as UBL', async () => {
    const cii = await download('finance', `/api/invoices/${issued.id}/e-invoice?format=cii`);
    expect(cii.status, cii.text).toBe(200);
    expect(cii.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(cii.headers.get('content-disposition')).toContain(`${issued.number}-cii.xml`);
    expect(await ciiSchemaErrors(cii.text)).toEqual([]);
    expect(texts(cii.text, 'ID')).toContain(issued.number);
    expect(texts(cii.text, 'GrandTotalAmount')).toEqual(['274.89']);

    const ubl = await download('finance', `/api/invoices/${issued.id}/e-invoice?format=ubl`);
    expect(ubl.status, ubl.text).toBe(200);
    expect(texts(ubl.text, 'ID')).toContain(issued.number);
    expect(texts(ubl.text, 'PayableAmount')).toEqual(['274.89']);
  });

  it('gives a draft no e-invoice (409), and refuses a bad format naming it', async () => {
    const invoice = await draft();
    const refused = await download('finance', `/api/invoices/${invoice.id}/e-invoice?format=ubl`);
    expect(refused.status, refused.text).toBe(409);
    const bad = await download('finance', `/api/invoices/${issued.id}/e-invoice?format=pdf`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('format');
  });

  it('downloads a credit note’s e-invoice after a void', async () => {
    const voided = await server.call<Invoice>(
      'finance',
      'POST',
      `/api/invoices/${issued.id}/void`,
      {
        version: issued.version,
        reason: 'Wrong rate',
      },
    );
    expect(voided.status, voided.text).toBe(200);
    const creditId = voided.body.creditNote?.id as number;
    const cii = await download('finance', `/api/invoices/${creditId}/e-invoice?format=cii`);
    expect(cii.status, cii.text).toBe(200);
    expect(await ciiSchemaErrors(cii.text)).toEqual([]);
    // BT-25/BT-26: the credited invoice, by its number and issue date.
    expect(texts(cii.text, 'IssuerAssignedID')).toContain(issued.number);
    expect(texts(cii.text, 'InvoiceReferencedDocument')[0]).toContain(
      (issued.issueDate as string).replace(/-/g, ''),
    );
    // The voided invoice keeps its e-invoice.
    const voidedUbl = await download('finance', `/api/invoices/${issued.id}/e-invoice?format=ubl`);
    expect(voidedUbl.status, voidedUbl.text).toBe(200);
  });

  it('lets no one without the invoice flags download (403), and answers 404 for an unknown invoice', async () => {
    for (const account of ['member', 'stakeholder'] as const)
      for (const path of ['pdf', 'e-invoice?format=cii']) {
        const answer = await download(account, `/api/invoices/${issued.id}/${path}`);
        expect(answer.status, `${account} ${path}`).toBe(403);
      }
    expect((await download('finance', '/api/invoices/999999/pdf')).status).toBe(404);
  });
});
