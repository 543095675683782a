import { queryOptions } from '@tanstack/react-query';
import type { QuoteMetaType } from '@keel/types';

export const quotesKeys = {
  all: ['quotes'] as const,
  lists: () => [...quotesKeys.all, 'list'] as const,
  detail: (id: number) => [...quotesKeys.all, 'detail', id] as const,
  types: () => [...quotesKeys.all, 'types'] as const,
};

/**
 * Quote meta types are loaded once per session (SPEC §7). The shell's menu
 * and the route guards ask for them, so this module is part of every signed-in
 * page's first code: the quotes' API contract (its schemas, which zod builds as
 * they load) comes with the first request (`quote-types-fetch.queries.ts`), and only
 * for a user who may see quotes.
 */
export function quoteTypesQueryOptions() {
  return queryOptions({
    queryKey: quotesKeys.types(),
    queryFn: async ({ signal }): Promise<QuoteMetaType[]> =>
      (await import('./quote-types-fetch.queries')).requestQuoteTypes(signal),
    staleTime: Infinity,
  });
}
