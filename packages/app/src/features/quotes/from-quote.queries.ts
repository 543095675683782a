import { queryOptions } from '@tanstack/react-query';
import { fromQuoteEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';
import { quotesKeys } from './quotes.queries';

/**
 * The project from a quote: the preview of what an accepted quote creates,
 * and the differences a newer accepted revision brings to its project. Both
 * sit under the quote's key, so a write to the quote refreshes them.
 */
export const fromQuoteKeys = {
  all: [...quotesKeys.all, 'from-quote'] as const,
  createOptions: (quoteId: number) => [...fromQuoteKeys.all, 'create', quoteId] as const,
  updateOptions: (quoteId: number) => [...fromQuoteKeys.all, 'update', quoteId] as const,
};

export function createFromQuoteOptionsQueryOptions(quoteId: number) {
  return queryOptions({
    queryKey: fromQuoteKeys.createOptions(quoteId),
    queryFn: ({ signal }) =>
      apiRequest(fromQuoteEndpoints.createOptions, { params: { quoteId }, signal }),
  });
}

export function updateFromQuoteOptionsQueryOptions(quoteId: number) {
  return queryOptions({
    queryKey: fromQuoteKeys.updateOptions(quoteId),
    queryFn: ({ signal }) =>
      apiRequest(fromQuoteEndpoints.updateOptions, { params: { quoteId }, signal }),
  });
}
