import { fromQuoteEndpoints } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';
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
  return endpointQueryOptions(
    fromQuoteKeys.createOptions(quoteId),
    fromQuoteEndpoints.createOptions,
    {
      params: { quoteId },
    },
  );
}

export function updateFromQuoteOptionsQueryOptions(quoteId: number) {
  return endpointQueryOptions(
    fromQuoteKeys.updateOptions(quoteId),
    fromQuoteEndpoints.updateOptions,
    {
      params: { quoteId },
    },
  );
}
