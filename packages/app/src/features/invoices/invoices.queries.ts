import { invoicesEndpoints, type EndpointQuery } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

export type InvoiceListQuery = EndpointQuery<typeof invoicesEndpoints.list>;
export type InvoiceClientQuery = EndpointQuery<typeof invoicesEndpoints.clients>;

/** Keys from general to specific: `all` covers the lists (with their totals) and every invoice. */
export const invoicesKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoicesKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoicesKeys.lists(), query] as const,
  clientSearches: () => [...invoicesKeys.all, 'clients'] as const,
  clients: (query: InvoiceClientQuery) => [...invoicesKeys.clientSearches(), query] as const,
  details: () => [...invoicesKeys.all, 'detail'] as const,
  detail: (invoiceId: number) => [...invoicesKeys.details(), invoiceId] as const,
  figures: (projectId: number) => [...invoicesKeys.all, 'figures', projectId] as const,
};

/** A page of invoices and the sums per currency of every match (the server scopes them). */
export function invoiceListQueryOptions(query: InvoiceListQuery) {
  return pageQueryOptions(invoicesKeys.list(query), invoicesEndpoints.list, { query });
}

/** One invoice with its lines and payments. */
export function invoiceQueryOptions(invoiceId: number) {
  return endpointQueryOptions(invoicesKeys.detail(invoiceId), invoicesEndpoints.get, {
    params: { invoiceId },
  });
}

/** A project's invoicing by month (invoiced, paid, outstanding) in its currency. */
export function projectInvoiceFiguresQueryOptions(projectId: number) {
  return endpointQueryOptions(invoicesKeys.figures(projectId), invoicesEndpoints.projectFigures, {
    params: { projectId },
  });
}

/**
 * A page of the client contacts an invoice may name (the picker's search):
 * readable with the invoice flags, so Finance need not read the directory.
 */
export function invoiceClientsQueryOptions(query: InvoiceClientQuery) {
  return pageQueryOptions(invoicesKeys.clients(query), invoicesEndpoints.clients, { query });
}
