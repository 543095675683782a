import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  InvoiceClientListQuerySchema,
  InvoiceClientPageSchema,
  InvoiceCreateInputSchema,
  InvoiceFromMilestonesInputSchema,
  InvoiceFromTimeInputSchema,
  InvoiceIssueInputSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoicePaymentInputSchema,
  InvoiceSchema,
  InvoiceUpdateInputSchema,
  InvoiceVoidInputSchema,
  ProjectInvoiceFiguresSchema,
} from './invoices.schemas';

const INVOICES = '/api/invoices';
const INVOICE = `${INVOICES}/{invoiceId}`;

export const invoicesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: INVOICES,
    summary: 'Invoices and credit notes, newest first, with the sums per currency of every match',
    tag: 'invoices',
    query: InvoiceListQuerySchema,
    response: InvoicePageSchema,
  }),
  clients: defineEndpoint({
    method: 'GET',
    path: `${INVOICES}/clients`,
    summary:
      'The client contacts an invoice may name, by name: id, name, company and whether their billing details are complete',
    tag: 'invoices',
    query: InvoiceClientListQuerySchema,
    response: InvoiceClientPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: INVOICES,
    summary: 'Draft an invoice of a project, empty or with lines',
    tag: 'invoices',
    body: InvoiceCreateInputSchema,
    response: InvoiceSchema,
    status: 201,
  }),
  fromTime: defineEndpoint({
    method: 'POST',
    path: `${INVOICES}/from-time`,
    summary:
      'Draft an invoice of the approved billable time not yet invoiced, one line per person and rate',
    tag: 'invoices',
    body: InvoiceFromTimeInputSchema,
    response: InvoiceSchema,
    status: 201,
  }),
  fromMilestones: defineEndpoint({
    method: 'POST',
    path: `${INVOICES}/from-milestones`,
    summary: "Draft an invoice of financial milestones, one line per milestone's amount",
    tag: 'invoices',
    body: InvoiceFromMilestonesInputSchema,
    response: InvoiceSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: INVOICE,
    summary: 'An invoice with its lines and payments',
    tag: 'invoices',
    params: idParams('invoiceId'),
    response: InvoiceSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: INVOICE,
    summary:
      'Change a draft: client, terms, notes and lines (409 once issued or on a stale version)',
    tag: 'invoices',
    params: idParams('invoiceId'),
    body: InvoiceUpdateInputSchema,
    response: InvoiceSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: INVOICE,
    summary: 'Delete a draft (409 once issued or on a stale version)',
    tag: 'invoices',
    params: idParams('invoiceId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  issue: defineEndpoint({
    method: 'POST',
    path: `${INVOICE}/issue`,
    summary:
      'Issue a draft: the next number of the year, dated today, its time and milestones locked',
    tag: 'invoices',
    params: idParams('invoiceId'),
    body: InvoiceIssueInputSchema,
    response: InvoiceSchema,
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: `${INVOICE}/payments`,
    summary: 'Record a payment of an issued invoice (paid once the payments reach the gross total)',
    tag: 'invoices',
    params: idParams('invoiceId'),
    body: InvoicePaymentInputSchema,
    response: InvoiceSchema,
    status: 201,
  }),
  void: defineEndpoint({
    method: 'POST',
    path: `${INVOICE}/void`,
    summary: 'Void an issued invoice: a credit note is issued and its time and milestones released',
    tag: 'invoices',
    params: idParams('invoiceId'),
    body: InvoiceVoidInputSchema,
    response: InvoiceSchema,
  }),
  projectFigures: defineEndpoint({
    method: 'GET',
    path: '/api/projects/{projectId}/invoice-figures',
    summary:
      "A project's invoicing per month in its currency: invoiced, paid and outstanding, with totals",
    tag: 'invoices',
    params: idParams('projectId'),
    response: ProjectInvoiceFiguresSchema,
  }),
} as const;

/**
 * The invoice documents: download routes beside the JSON endpoints (raw
 * routes, described in OpenAPI by their `RawRouteDoc`), with the same read
 * permission and scope as `GET /api/invoices/{invoiceId}`.
 */
export const INVOICE_PDF_PATH = `${INVOICE}/pdf`;
export const INVOICE_E_INVOICE_PATH = `${INVOICE}/e-invoice`;
export const InvoiceDocumentParamsSchema = idParams('invoiceId');
export const INVOICE_E_INVOICE_FORMATS = ['ubl', 'cii'] as const;
export const InvoiceEInvoiceQuerySchema = z.object({
  format: z
    .enum(INVOICE_E_INVOICE_FORMATS, { error: 'format must be ubl or cii' })
    .describe('ubl (OASIS UBL 2.1) or cii (UN/CEFACT CII D16B), both EN 16931'),
});
export type InvoiceEInvoiceQuery = z.output<typeof InvoiceEInvoiceQuerySchema>;
