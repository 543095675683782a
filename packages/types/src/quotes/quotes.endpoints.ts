import { z } from 'zod';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import {
  QuoteArchiveInputSchema,
  QuoteBriefSchema,
  QuoteCreateInputSchema,
  QuoteMetaTypeSchema,
  QuoteQueryBodySchema,
  QuoteQueryOptionsSchema,
  QuoteQuerySchema,
  QuoteRevisionCreateInputSchema,
  QuoteRevisionSchema,
  QuoteSchema,
  QuoteStatusInputSchema,
  QuoteSummaryPageSchema,
  QuoteTemplateCreateInputSchema,
  QuoteTemplateQueryBodySchema,
  QuoteTemplateQuerySchema,
  QuoteTemplateUpdateInputSchema,
  QuoteUpdateInputSchema,
} from './quotes.schemas';

const QUOTE = '/api/quotes/{quoteId}';

/**
 * Quotes (SPEC §7). Static paths (`types`, `query`, `rates`, `configs`) are
 * registered before `{quoteId}` in `api/src/routes.ts`.
 */
export const quotesEndpoints = {
  types: defineEndpoint({
    method: 'GET',
    path: '/api/quotes/types',
    summary: 'Quote meta types (one menu entry each)',
    tag: 'quotes',
    response: z.array(QuoteMetaTypeSchema),
  }),
  query: defineEndpoint({
    method: 'POST',
    readsOnly: true,
    path: '/api/quotes/query',
    summary:
      'A page of quotes: the query string selects (archived, search, metaType), the body pages, sorts and narrows',
    tag: 'quotes',
    query: QuoteQuerySchema,
    body: QuoteQueryBodySchema,
    response: QuoteSummaryPageSchema,
  }),
  queryOptions: defineEndpoint({
    method: 'GET',
    path: '/api/quotes/query/options',
    summary: 'Filters and pickers of the quote lists and form',
    tag: 'quotes',
    response: QuoteQueryOptionsSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/quotes',
    summary: 'Create a draft quote, empty or copied from a template or another quote',
    tag: 'quotes',
    body: QuoteCreateInputSchema,
    response: QuoteSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: QUOTE,
    summary: 'A quote: header, draft line items, markups and totals',
    tag: 'quotes',
    params: idParams('quoteId'),
    response: QuoteSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: QUOTE,
    summary:
      "Change a quote's header and its draft line items (written whole; 409 on a stale version)",
    tag: 'quotes',
    params: idParams('quoteId'),
    body: QuoteUpdateInputSchema,
    response: QuoteSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: QUOTE,
    summary: 'Delete a quote (409 when a project was created from it, or on a stale version)',
    tag: 'quotes',
    params: idParams('quoteId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  brief: defineEndpoint({
    method: 'GET',
    path: `${QUOTE}/brief`,
    summary: 'A quote in brief (id, number, name, client, status) for links and quick search',
    tag: 'quotes',
    params: idParams('quoteId'),
    response: QuoteBriefSchema,
  }),
  revisions: defineEndpoint({
    method: 'GET',
    path: `${QUOTE}/revisions`,
    summary: "The quote's immutable revisions, newest first",
    tag: 'quotes',
    params: idParams('quoteId'),
    response: z.array(QuoteRevisionSchema),
  }),
  createRevision: defineEndpoint({
    method: 'POST',
    path: `${QUOTE}/revision`,
    summary: 'Freeze the draft as the next immutable revision',
    tag: 'quotes',
    params: idParams('quoteId'),
    body: QuoteRevisionCreateInputSchema,
    response: QuoteRevisionSchema,
    status: 201,
  }),
  status: defineEndpoint({
    method: 'PUT',
    path: `${QUOTE}/status`,
    summary: 'Move a quote to another status (409 on a move the rules forbid)',
    tag: 'quotes',
    params: idParams('quoteId'),
    body: QuoteStatusInputSchema,
    response: QuoteSchema,
  }),
  archive: defineEndpoint({
    method: 'PUT',
    path: `${QUOTE}/archive`,
    summary: 'Archive or restore a quote',
    tag: 'quotes',
    params: idParams('quoteId'),
    body: QuoteArchiveInputSchema,
    response: QuoteSchema,
  }),
} as const;

const TEMPLATE = '/api/quote-templates/{quoteId}';

/** Quote templates: quotes with the template flag, used to start new quotes. */
export const quoteTemplatesEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/quote-templates',
    summary: 'Create a quote template (empty or copied from a quote)',
    tag: 'quotes',
    body: QuoteTemplateCreateInputSchema,
    response: QuoteSchema,
    status: 201,
  }),
  query: defineEndpoint({
    method: 'POST',
    readsOnly: true,
    path: '/api/quote-templates/query',
    summary: 'A page of quote templates (query: search)',
    tag: 'quotes',
    query: QuoteTemplateQuerySchema,
    body: QuoteTemplateQueryBodySchema,
    response: QuoteSummaryPageSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: TEMPLATE,
    summary: 'A quote template',
    tag: 'quotes',
    params: idParams('quoteId'),
    response: QuoteSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: TEMPLATE,
    summary: 'Change a quote template (409 on a stale version)',
    tag: 'quotes',
    params: idParams('quoteId'),
    body: QuoteTemplateUpdateInputSchema,
    response: QuoteSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: TEMPLATE,
    summary: 'Delete a quote template (quotes started from it keep their lines)',
    tag: 'quotes',
    params: idParams('quoteId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
