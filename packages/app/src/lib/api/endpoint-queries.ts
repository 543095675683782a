import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointResponse } from '@keel/types';
import { apiRequest, type ApiRequestOptions } from './api-client';

/**
 * The query options most features repeat: one endpoint read under one key,
 * cancelled with the query (`signal`). Spread it to add `select`, `staleTime`...
 */
export function endpointQueryOptions<E extends Endpoint, K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  request: Omit<ApiRequestOptions<E>, 'signal'> = {},
) {
  return queryOptions<EndpointResponse<E>, Error, EndpointResponse<E>, K>({
    queryKey,
    queryFn: ({ signal }) => apiRequest(endpoint, { ...request, signal }),
  });
}

/** A page of a list: the page shown stays until the next one (filters, paging) has loaded. */
export function pageQueryOptions<E extends Endpoint, K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  request: Omit<ApiRequestOptions<E>, 'signal'>,
) {
  return queryOptions<EndpointResponse<E>, Error, EndpointResponse<E>, K>({
    ...endpointQueryOptions(queryKey, endpoint, request),
    placeholderData: keepPreviousData,
  });
}
