import { useCallback, useEffect, useState } from 'react';
import type { Endpoint, EndpointResponse } from '@keel/types';
import { publicApiRequest, type ApiRequestOptions, type EndpointRoute } from './api-client';
import { isAbortError, isApiError } from './api-error';

/** What a public page knows of its one read: `isPending` until an answer or a failure. */
export interface PublicData<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  /** Reads again (a "Try again" button); the page keeps what it shows meanwhile. */
  refetch: () => Promise<void>;
}

export interface PublicDataOptions {
  /** Keep the answer shown until the next request's has loaded (paging), as `pageQueryOptions`. */
  keepPrevious?: boolean;
  /** Ask again after a network or server failure (not a 4xx), twice, as the app's queries do. */
  retry?: boolean;
}

const RETRIES = 2;
/** The waits before the retries: 1 s, then 2 s (react-query's default back-off). */
const retryDelay = (attempt: number) => 1000 * 2 ** attempt;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The one read of a page of the public entry (public.html: the T&M view, a
 * resource's timesheet, a published report). That entry carries no query
 * cache: each page reads one answer for the address it shows, and the cache
 * library was a tenth of the JavaScript a client's phone loads before the
 * figures (issue 29, item 6: at most 100 KB). The request is the endpoint's
 * route (`publicApiRequest`, no zod); `null` reads nothing (an invalid link).
 * A new request cancels the previous one, as leaving the page does; failures
 * are logged, as the app's public queries (`errorPolicy: 'log'`), and the
 * page shows them itself.
 */
export function usePublicData<E extends Endpoint>(
  route: EndpointRoute<E>,
  request: Omit<ApiRequestOptions<E>, 'signal'> | null,
  { keepPrevious = false, retry = true }: PublicDataOptions = {},
): PublicData<EndpointResponse<E>> {
  type Answer = EndpointResponse<E>;
  const key = request === null ? null : JSON.stringify(request);
  const [read, setRead] = useState<{ key: string | null; data?: Answer; error: unknown }>({
    key: null,
    error: null,
  });
  // Bumped by refetch: the same request, read again.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null || request === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const data = await publicApiRequest(route, { ...request, signal });
          setRead({ key, data, error: null });
          return;
        } catch (error) {
          if (signal.aborted || isAbortError(error)) return;
          const final = !retry || attempt >= RETRIES || (isApiError(error) && error.status >= 400);
          if (final) {
            console.error(error);
            setRead((previous) => ({ ...previous, key, error }));
            return;
          }
          try {
            await wait(retryDelay(attempt), signal);
          } catch {
            return;
          }
        }
      }
    })();
    return () => controller.abort();
    // The request is compared by its text (`key`): a page builds it anew on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, route, retry]);

  const current = read.key === key;
  const data = current || keepPrevious ? read.data : undefined;
  const error = current ? read.error : null;
  const refetch = useCallback(async () => {
    setRead((previous) => ({ ...previous, error: null }));
    setRound((n) => n + 1);
  }, []);
  return { data, error, isPending: data === undefined && !error, refetch };
}
