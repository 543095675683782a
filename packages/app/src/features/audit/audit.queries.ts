import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest } from '../../lib/api';

export type AuditListQuery = EndpointQuery<typeof auditEndpoints.list>;

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => [...auditKeys.all, 'list', query] as const,
};

export function auditLogQueryOptions(query: AuditListQuery) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => apiRequest(auditEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    // Every visit shows the latest changes.
    staleTime: 0,
  });
}
