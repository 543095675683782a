export {
  apiRequest,
  publicApiRequest,
  toQueryString,
  type ApiRequestOptions,
  type EndpointRoute,
} from './api-client';
export { ndjsonRequest, type NdjsonRequestOptions } from './ndjson-request';
export { ApiError, ResponseShapeError, isApiError, isAbortError } from './api-error';
export { errorMessageOf, fieldErrorsOf } from './error-message';
export {
  createErrorPolicy,
  loginPathFor,
  type ErrorPolicyDeps,
  type ErrorPolicyMode,
} from './error-policy';
export {
  useBodyMutation,
  useEndpointMutation,
  useVersionedMutation,
  useVersionedSaveMutation,
} from './endpoint-mutations';
export { endpointQueryOptions, pageQueryOptions } from './endpoint-queries';
