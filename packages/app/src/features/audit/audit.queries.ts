import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditEndpoints, type EndpointQuery } from '@keel/types';
import { endpointQueryOptions } from '../../lib/api';

export type AuditListQuery = EndpointQuery<typeof auditEndpoints.list>;

export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => [...auditKeys.all, 'list', query] as const,
};

export function auditLogQueryOptions(query: AuditListQuery) {
  return queryOptions({
    ...endpointQueryOptions(auditKeys.list(query), auditEndpoints.list, { query }),
    placeholderData: keepPreviousData,
    // Every visit shows the latest changes.
    staleTime: 0,
  });
}
