import { InvoiceDocumentParamsSchema, InvoiceEInvoiceQuerySchema } from '@keel/types';
import type { RequestHandler, Response } from 'express';
import type { AppDeps } from '../../lib/deps';
import { attachmentDisposition } from '../../lib/multipart';
import { currentUser } from '../../lib/register-routes';
import type { RawRouteDoc } from '../../lib/route';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import * as documents from './invoice-document.service';

/**
 * The invoice documents' download routes. Raw routes: the registrar checks
 * the global readInvoices / manageInvoices flag; the parameters are parsed
 * here (400 naming the one out of range) and the invoice is then read within
 * the caller's SQL scope (404 outside it), as `GET /api/invoices/{invoiceId}`.
 */

export const PDF_SUMMARY = 'Download an invoice or credit note as a PDF';
export const PDF_DOC: RawRouteDoc = {
  tag: 'invoices',
  description:
    'The invoice as a PDF (a draft too, without a number), as a download (`Content-Disposition: attachment`, named by the number or `draft-<id>`).',
  params: InvoiceDocumentParamsSchema,
  produces: { 'application/pdf': 'binary' },
};

export const E_INVOICE_SUMMARY =
  'Download an issued invoice or credit note as an EN 16931 e-invoice';
export const E_INVOICE_DOC: RawRouteDoc = {
  tag: 'invoices',
  description:
    'The EN 16931 e-invoice in UBL or CII syntax, as a download; 409 for a draft (it has no number yet) or when billing details it requires are missing.',
  params: InvoiceDocumentParamsSchema,
  query: InvoiceEInvoiceQuerySchema,
  produces: { 'application/xml': 'text' },
};

function sendDownload(res: Response, contentType: string, fileName: string, body: Buffer): void {
  res
    .status(200)
    .set({
      'Content-Type': contentType,
      'Content-Length': String(body.length),
      'Content-Disposition': attachmentDisposition(fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
    .end(body);
}

/** `GET /api/invoices/{invoiceId}/pdf`. */
export function downloadPdf(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const user = currentUser(res) as AuthUser;
      const { invoiceId } = parsePart(InvoiceDocumentParamsSchema, req.params, 'params');
      const file = await documents.invoicePdf(deps, user, invoiceId);
      sendDownload(res, 'application/pdf', file.fileName, file.body);
    } catch (error) {
      next(error);
    }
  };
}

/** `GET /api/invoices/{invoiceId}/e-invoice?format=ubl|cii`. */
export function downloadEInvoice(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const user = currentUser(res) as AuthUser;
      const { invoiceId } = parsePart(InvoiceDocumentParamsSchema, req.params, 'params');
      const { format } = parsePart(InvoiceEInvoiceQuerySchema, req.query, 'query');
      const file = await documents.invoiceEInvoice(deps, user, invoiceId, format);
      sendDownload(
        res,
        'application/xml; charset=utf-8',
        file.fileName,
        Buffer.from(file.body, 'utf8'),
      );
    } catch (error) {
      next(error);
    }
  };
}
