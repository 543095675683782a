import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchEndpoints, type SearchResultType } from '@keel/types';
import { apiRequest } from '../../lib/api';

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
    queryKey: searchKeys.list(search, resultType),
    queryFn: ({ signal }) =>
      apiRequest(searchEndpoints.search, { query: { search, resultType }, signal }),
    enabled: search.length > 0,
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
  });
}
