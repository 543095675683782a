import { teamsEndpoints, type EndpointQuery } from '@keel/types';
import { pageQueryOptions } from '../../lib/api';

export type TeamListQuery = EndpointQuery<typeof teamsEndpoints.list>;

/** Keys from general to specific (the pickers' team choices are lib/pickers'). */
export const teamsKeys = {
  all: ['teams'] as const,
  lists: () => [...teamsKeys.all, 'list'] as const,
  list: (query: TeamListQuery) => [...teamsKeys.lists(), query] as const,
};

export function teamsQueryOptions(query: TeamListQuery) {
  return pageQueryOptions(teamsKeys.list(query), teamsEndpoints.list, { query });
}
