/**
 * A non-2xx answer from the API (or a network failure, status 0). `body` is
 * the parsed body: a string for plain text, the JSON value for JSON, or
 * `undefined` when there was none.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(`${status} ${statusText}`.trim(), options);
  }

  /** True when no answer arrived at all (offline, DNS, refused connection). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The server answered 2xx with a body that does not match the endpoint's schema. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A request the caller cancelled (navigation away, a newer search): never reported. */
export function isAbortError(error: unknown): boolean {
  if (error instanceof DOMException) return error.name === 'AbortError';
  if (error instanceof Error && error.name === 'AbortError') return true;
  return error instanceof ApiError && error.cause !== undefined && isAbortError(error.cause);
}
