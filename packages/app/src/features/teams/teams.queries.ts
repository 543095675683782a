import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { teamsEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest } from '../../lib/api';

export type TeamListQuery = EndpointQuery<typeof teamsEndpoints.list>;

/** Keys from general to specific (the pickers' team choices are lib/pickers'). */
export const teamsKeys = {
  all: ['teams'] as const,
  lists: () => [...teamsKeys.all, 'list'] as const,
  list: (query: TeamListQuery) => [...teamsKeys.lists(), query] as const,
};

export function teamsQueryOptions(query: TeamListQuery) {
  return queryOptions({
    queryKey: teamsKeys.list(query),
    queryFn: ({ signal }) => apiRequest(teamsEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
