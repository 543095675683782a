import { rolesEndpoints, type EndpointQuery } from '@keel/types';
import { pageQueryOptions } from '../../lib/api';

export type RoleListQuery = EndpointQuery<typeof rolesEndpoints.list>;

/** Keys from general to specific (the pickers' role choices are lib/pickers'). */
export const rolesKeys = {
  all: ['roles'] as const,
  lists: () => [...rolesKeys.all, 'list'] as const,
  list: (query: RoleListQuery) => [...rolesKeys.lists(), query] as const,
};

export function rolesQueryOptions(query: RoleListQuery) {
  return pageQueryOptions(rolesKeys.list(query), rolesEndpoints.list, { query });
}
