import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@keel/types';
import { ApiError, ResponseShapeError, isAbortError } from './api-error';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequestOptions<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E> | FormData;
  signal?: AbortSignal;
}

/** Query string of a request: empty values are left out, lists are comma-joined (SPEC §7). */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Calls one API endpoint, described once in `@keel/types`: fills the path,
 * sends JSON with the session cookie, and parses the answer with the
 * endpoint's response schema. Non-2xx answers and network failures throw
 * `ApiError`; aborted requests rethrow the `AbortError`.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  options: ApiRequestOptions<E> = {},
): Promise<EndpointResponse<E>> {
  const path =
    buildPath(endpoint.path, options.params as Record<string, string | number> | undefined) +
    toQueryString(options.query as Record<string, QueryValue> | undefined);
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: endpoint.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, '', undefined, { cause: error });
  }

  const payload = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, response.statusText, payload);

  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ResponseShapeError(
      `${endpoint.method} ${endpoint.path} answered with an unexpected shape: ${parsed.error.message}`,
    );
  }
  return parsed.data as EndpointResponse<E>;
}
