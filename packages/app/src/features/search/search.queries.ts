import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchEndpoints, type SearchResultType } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

export const searchKeys = {
  all: ['search'] as const,
  lists: () => [...searchKeys.all, 'list'] as const,
  list: (text: string, resultType: SearchResultType) =>
    [...searchKeys.lists(), { text, resultType }] as const,
};

/** Quick search results; an empty text asks nothing. Stale answers are cancelled. */
export function quickSearchQueryOptions(text: string, resultType: SearchResultType) {
  const search = text.trim();
  return queryOptions({
    ...endpointQueryOptions(searchKeys.list(search, resultType), searchEndpoints.search, {
      query: { search, resultType },
    }),
    enabled: search.length > 0,
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
  });
}
