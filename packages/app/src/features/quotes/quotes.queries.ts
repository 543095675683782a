import { queryOptions } from '@tanstack/react-query';
import { quotesEndpoints } from '@keel/types';
import { apiRequest } from '../../lib/api';

export const quotesKeys = {
  all: ['quotes'] as const,
  lists: () => [...quotesKeys.all, 'list'] as const,
  detail: (id: number) => [...quotesKeys.all, 'detail', id] as const,
  types: () => [...quotesKeys.all, 'types'] as const,
};

/** Quote meta types are loaded once per session (SPEC §7). */
export function quoteTypesQueryOptions() {
  return queryOptions({
    queryKey: quotesKeys.types(),
    queryFn: ({ signal }) => apiRequest(quotesEndpoints.types, { signal }),
    staleTime: Infinity,
  });
}
