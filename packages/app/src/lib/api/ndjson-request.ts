import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointResponse,
} from '@keel/types';
import { parsedAnswer, readBody } from './api-client';
import { ApiError, ResponseShapeError, isAbortError } from './api-error';

export const NDJSON = 'application/x-ndjson';

export interface NdjsonRequestOptions<E extends Endpoint> {
  params?: EndpointParams<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  /** Receives each line before the last, parsed (the server's progress, e.g. `{processed, total}`). */
  onLine: (line: unknown) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new ResponseShapeError(`An NDJSON line is not JSON: ${line.slice(0, 80)}`);
  }
}

/** The lines of a streamed body as they arrive (a last line without a newline too). */
async function* linesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    rest += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') yield line;
    if (done) break;
  }
  if (rest.trim() !== '') yield rest;
}

/**
 * Calls an endpoint that streams its answer as NDJSON (`Accept: application/x-ndjson`): every
 * line but the last goes to `onLine` as it arrives; the last is the answer, parsed with the
 * endpoint's response schema, or, when it is `{"error": {...}}`, thrown as an `ApiError` whose
 * body is that error (its `status` when it names one, else 500). A non-2xx answer throws as
 * `apiRequest` does; a server that answers plain JSON instead is read as one answer.
 */
export async function ndjsonRequest<E extends Endpoint>(
  endpoint: E,
  { params, body, signal, onLine }: NdjsonRequestOptions<E>,
): Promise<EndpointResponse<E>> {
  const path = buildPath(endpoint.path, params as Record<string, string | number> | undefined);
  let response: Response;
  try {
    response = await fetch(path, {
      method: endpoint.method,
      headers: {
        Accept: NDJSON,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, '', undefined, { cause: error });
  }

  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes(NDJSON) || !response.body) {
    const payload = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, response.statusText, payload);
    return parsedAnswer(endpoint, payload);
  }

  let last: unknown;
  let seen = false;
  for await (const line of linesOf(response.body)) {
    if (seen) onLine(last);
    last = parseLine(line);
    seen = true;
  }
  if (!seen) throw new ResponseShapeError(`${endpoint.method} ${endpoint.path} sent no lines`);
  if (isRecord(last) && 'error' in last) {
    const error = last.error;
    const status = isRecord(error) && typeof error.status === 'number' ? error.status : 500;
    throw new ApiError(status, '', error);
  }
  return parsedAnswer(endpoint, last);
}
