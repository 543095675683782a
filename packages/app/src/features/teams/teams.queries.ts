import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { teamsEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest } from '../../lib/api';

export type TeamListQuery = EndpointQuery<typeof teamsEndpoints.list>;

/** Keys from general to specific; `['teams']` also covers the pickers' team choices. */
export const teamsKeys = {
  all: ['teams'] as const,
  lists: () => [...teamsKeys.all, 'list'] as const,
  list: (query: TeamListQuery) => [...teamsKeys.lists(), query] as const,
  choices: () => [...teamsKeys.all, 'choices'] as const,
};

export function teamsQueryOptions(query: TeamListQuery) {
  return queryOptions({
    queryKey: teamsKeys.list(query),
    queryFn: ({ signal }) => apiRequest(teamsEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
