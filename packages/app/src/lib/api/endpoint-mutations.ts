import { useMutation } from '@tanstack/react-query';
import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@keel/types';
import { apiRequest, type ApiRequestOptions } from './api-client';
import type { ErrorPolicyMode } from './error-policy';

/*
 * The writes most features repeat: one endpoint called with the mutation's
 * variables, and the writes on a record read with its version (a stale
 * version answers 409). Each awaits its refresh (CONTRIBUTING: mutations await
 * their invalidation); the refresh itself stays with the feature.
 */

interface VersionedRecord {
  version: number;
}

/** Awaited after a successful write: the feature's invalidation or announcement. */
type Refresh = () => Promise<unknown>;

/** The error policy of a mutation (`meta` of react-query); the default notifies. */
type Meta = { errorPolicy?: ErrorPolicyMode } | undefined;

/** A write of one endpoint: `requestOf` turns the mutation's variables into the request. */
export function useEndpointMutation<E extends Endpoint, V>(
  endpoint: E,
  requestOf: (variables: V) => Omit<ApiRequestOptions<E>, 'signal'>,
  refresh: Refresh,
  meta?: Meta,
) {
  return useMutation({
    mutationFn: (variables: V) => apiRequest(endpoint, requestOf(variables)),
    onSuccess: () => refresh(),
    meta,
  });
}

/** A write whose variables are the endpoint's whole body (a create). */
export function useBodyMutation<E extends Endpoint>(endpoint: E, refresh: Refresh, meta?: Meta) {
  return useEndpointMutation(endpoint, (body: EndpointBody<E>) => ({ body }), refresh, meta);
}

/**
 * A write that sends only the record's version: in the query (deletes, revokes)
 * or, when the endpoint takes a body (publish, rotate a link), as the body.
 */
export function useVersionedMutation<E extends Endpoint, R extends VersionedRecord>(
  endpoint: E,
  paramsOf: (record: R) => EndpointParams<E>,
  refresh: Refresh,
  meta?: Meta,
) {
  return useEndpointMutation(
    endpoint,
    (record: R) => ({
      params: paramsOf(record),
      ...(endpoint.body
        ? { body: { version: record.version } as EndpointBody<E> }
        : { query: { version: record.version } as EndpointQuery<E> }),
    }),
    refresh,
    meta,
  );
}

/**
 * Create (no record yet) or update (the same fields with the version read)
 * from a dialog, which shows the error itself. `endpoints` is the feature's
 * group (or any object naming the two); `createParams`, the path of a create
 * when it has one (the project of a project's record).
 */
export function useVersionedSaveMutation<
  C extends Endpoint,
  U extends Endpoint,
  R extends VersionedRecord,
>(
  endpoints: { create: C; update: U },
  record: R | null,
  paramsOf: (record: R) => EndpointParams<U>,
  refresh: Refresh,
  createParams?: EndpointParams<C>,
) {
  return useMutation({
    mutationFn: (body: EndpointBody<C>): Promise<EndpointResponse<C> | EndpointResponse<U>> =>
      record
        ? apiRequest(endpoints.update, {
            params: paramsOf(record),
            body: { ...(body as object), version: record.version } as EndpointBody<U>,
          })
        : apiRequest(endpoints.create, { params: createParams, body }),
    onSuccess: () => refresh(),
    meta: { errorPolicy: 'inline' },
  });
}
