import { importsEndpoints, type EndpointQuery } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

export type ImportListQuery = EndpointQuery<typeof importsEndpoints.list>;

/** Keys from general to specific: the history's pages, then one import. */
export const importsKeys = {
  all: ['imports'] as const,
  lists: () => [...importsKeys.all, 'list'] as const,
  list: (query: ImportListQuery) => [...importsKeys.lists(), query] as const,
  detail: (importId: number) => [...importsKeys.all, 'detail', importId] as const,
};

/** The history: past and open imports, newest first. */
export function importsQueryOptions(query: ImportListQuery) {
  return pageQueryOptions(importsKeys.list(query), importsEndpoints.list, { query });
}

/** One import: its sheets with the mapping, the value maps, the counts. */
export function importQueryOptions(importId: number) {
  return endpointQueryOptions(importsKeys.detail(importId), importsEndpoints.get, {
    params: { importId },
  });
}
