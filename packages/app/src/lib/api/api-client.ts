import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@keel/types';
import { ApiError, ResponseShapeError, isAbortError } from './api-error';
import { takeEarlyResponse } from './early-requests';

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

/** An answer's body: JSON parsed when it says it is JSON, else its text; undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
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
 * An endpoint as the public pages call it: its method and descriptor path,
 * not its schemas. `E`, the endpoint whose types the call takes, is a type
 * only (`import type`), so that its schemas are not bundled.
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  method: E['method'];
  path: string;
  /** Never set: carries `E` to the calls' types. */
  readonly endpoint?: E;
}

/**
 * Sends one request (path filled, JSON body, the session cookie) and reads a
 * 2xx answer's body. Non-2xx answers and network failures throw `ApiError`;
 * aborted requests rethrow the `AbortError`.
 */
async function send(
  route: EndpointRoute,
  options: {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  },
): Promise<unknown> {
  const path =
    buildPath(route.path, options.params as Record<string, string | number> | undefined) +
    toQueryString(options.query as Record<string, QueryValue> | undefined);
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // The entry may already have sent this very read (`early-requests.ts`).
  const early = route.method === 'GET' ? takeEarlyResponse(path) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method: route.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal,
      }));
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, '', undefined, { cause: error });
  }

  const payload = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, response.statusText, payload);
  return payload;
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
  return parsedAnswer(endpoint, await send(endpoint, options));
}

/** A 2xx answer's body parsed with the endpoint's response schema (`ResponseShapeError` if it does not fit). */
export function parsedAnswer<E extends Endpoint>(
  endpoint: E,
  payload: unknown,
): EndpointResponse<E> {
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ResponseShapeError(
      `${endpoint.method} ${endpoint.path} answered with an unexpected shape: ${parsed.error.message}`,
    );
  }
  return parsed.data as EndpointResponse<E>;
}

/**
 * Calls a public endpoint by its route alone (`PUBLIC_API_PATHS`), for the
 * public entry, which loads no zod (issue 29): its answer is not parsed
 * again here, because the server sends only what the endpoint's response
 * schema declares and answers 500 for a value of the wrong kind
 * (api/src/lib/response-picker.ts). An answer that is not a JSON object (a
 * proxy's page, an empty body) is still a `ResponseShapeError`, as a failed
 * parse is in `apiRequest`. `E` is the endpoint (a type only) whose request
 * and response types apply.
 */
export async function publicApiRequest<E extends Endpoint>(
  route: EndpointRoute<E>,
  options: ApiRequestOptions<E> = {},
): Promise<EndpointResponse<E>> {
  const payload = await send(route, options);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new ResponseShapeError(
      `${route.method} ${route.path} answered with an unexpected shape: not a JSON object`,
    );
  }
  return payload as EndpointResponse<E>;
}
