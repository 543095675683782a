import { queryOptions } from '@tanstack/react-query';
import {
  quotesEndpoints,
  quoteTemplatesEndpoints,
  rateProfilesEndpoints,
  type QuoteQueryBody,
  type QuoteSortColumn,
  type QuoteStatus,
} from '@keel/types';
import { apiRequest, endpointQueryOptions, pageQueryOptions } from '../../lib/api';

import { quotesKeys } from './quote-types.queries';

// The keys and the meta types' query live apart (quote-types.queries.ts): the shell loads them.
export { quoteTypesQueryOptions, quotesKeys } from './quote-types.queries';

/**
 * The lists' keys, under `quotesKeys.lists()`: any quote write invalidates
 * that one prefix and every list (templates included) refreshes.
 */
export const quoteListKeys = {
  page: (query: QuoteListQuery) => [...quotesKeys.lists(), 'quotes', query] as const,
  templates: () => [...quotesKeys.lists(), 'templates'] as const,
  templatePage: (query: QuoteTemplateListQuery) => [...quoteListKeys.templates(), query] as const,
};

/**
 * One page of a quote list as the pages ask for it (`POST /quotes/query`):
 * `archived`, `search` and `metaType` go into the query string, the rest into
 * the body. Templates are not quotes of these lists.
 */
export interface QuoteListQuery {
  archived: boolean;
  search: string;
  metaType: number | null;
  mine: boolean;
  /** Only this owner's quotes (the owner filter); null for anyone's. */
  ownerId: number | null;
  statuses: QuoteStatus[];
  sort: QuoteSortColumn;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export function quoteListQueryOptions(query: QuoteListQuery) {
  const body: QuoteQueryBody = {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    direction: query.direction,
    statuses: query.statuses,
    mine: query.mine,
    ownerId: query.ownerId,
  };
  return pageQueryOptions(quoteListKeys.page(query), quotesEndpoints.query, {
    query: {
      // Only what selects goes into the URL; an absent flag is the active list.
      archived: query.archived ? 'true' : undefined,
      search: query.search || undefined,
      metaType: query.metaType ?? undefined,
    },
    body,
  });
}

export interface QuoteTemplateListQuery {
  search: string;
  page: number;
  pageSize: number;
}

export function quoteTemplatesQueryOptions(query: QuoteTemplateListQuery) {
  return pageQueryOptions(quoteListKeys.templatePage(query), quoteTemplatesEndpoints.query, {
    query: { search: query.search || undefined },
    body: { page: query.page, pageSize: query.pageSize },
  });
}

/*
 * The quote page (issue 14, item 3). A quote's detail and its revisions sit
 * under `detail(id)`, so one invalidation after a write refreshes both. A
 * template is read through its own endpoint (`quoteTemplatesEndpoints`) but
 * shares the key: it is the same row.
 */
export const quotePageKeys = {
  revisions: (id: number) => [...quotesKeys.detail(id), 'revisions'] as const,
  options: () => [...quotesKeys.all, 'options'] as const,
  rateProfiles: () => [...quotesKeys.all, 'rate-profiles'] as const,
};

export function quoteQueryOptions(id: number, isTemplate = false) {
  return queryOptions({
    queryKey: quotesKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(isTemplate ? quoteTemplatesEndpoints.get : quotesEndpoints.get, {
        params: { quoteId: id },
        signal,
      }),
  });
}

export function quoteRevisionsQueryOptions(id: number) {
  return endpointQueryOptions(quotePageKeys.revisions(id), quotesEndpoints.revisions, {
    params: { quoteId: id },
  });
}

/** The pickers of the quote form, and whether the reader may change quotes or see cost. */
export function quoteOptionsQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(quotePageKeys.options(), quotesEndpoints.queryOptions),
    staleTime: 60_000,
  });
}

/**
 * The rate profiles with their roles and rates (the line grid's role picker).
 * Only asked for by readers with readQuoteRateProfiles (a 403 would send the
 * whole page to /unauthorized).
 */
export function rateProfilesQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(quotePageKeys.rateProfiles(), rateProfilesEndpoints.list),
    staleTime: 60_000,
    // The grid works without it (rates are typed): the page says so instead of a snackbar.
    meta: { errorPolicy: 'inline' },
  });
}
