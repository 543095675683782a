import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { rolesEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest } from '../../lib/api';

export type RoleListQuery = EndpointQuery<typeof rolesEndpoints.list>;

/** Keys from general to specific (the pickers' role choices are lib/pickers'). */
export const rolesKeys = {
  all: ['roles'] as const,
  lists: () => [...rolesKeys.all, 'list'] as const,
  list: (query: RoleListQuery) => [...rolesKeys.lists(), query] as const,
};

export function rolesQueryOptions(query: RoleListQuery) {
  return queryOptions({
    queryKey: rolesKeys.list(query),
    queryFn: ({ signal }) => apiRequest(rolesEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
