import { act, renderHook, waitFor } from '@testing-library/react';
import { json, stubFetch } from '../../test/fetch-stub';
import type { EndpointRoute } from './api-client';
import { isApiError } from './api-error';
import { usePublicData, type PublicDataOptions } from './public-data';

// Any public endpoint's route will do: the hook sends what it is given.
const ROUTE = { method: 'GET', path: '/api/public/things/{id}' } as unknown as EndpointRoute;

function renderRead(
  initial: { id: number } | null,
  options: PublicDataOptions = {},
): ReturnType<typeof renderHook<ReturnType<typeof usePublicData>, { id: number } | null>> {
  return renderHook(
    (props) =>
      usePublicData(
        ROUTE,
        props === null ? null : ({ params: { id: props.id } } as never),
        options,
      ),
    { initialProps: initial },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePublicData (the public pages’ one read, without a query cache)', () => {
  it('reads the answer once, pending until it has come', async () => {
    const requests = stubFetch(() => json(200, { name: 'Contract' }));
    const { result } = renderRead({ id: 7 });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ name: 'Contract' }));
    expect(result.current.isPending).toBe(false);
    expect(result.current.error).toBeNull();
    expect(requests.map((r) => r.url)).toEqual(['/api/public/things/7']);
  });

  it('reads nothing without a request (an invalid link)', async () => {
    const requests = stubFetch(() => json(200, {}));
    const { result } = renderRead(null);
    await act(async () => undefined);
    expect(requests).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('does not ask again after a 4xx, logs it and reports it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = stubFetch(() => json(404, { message: 'Not found' }));
    const { result } = renderRead({ id: 7 });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(isApiError(result.current.error) && result.current.error.status).toBe(404);
    expect(result.current.isPending).toBe(false);
    expect(requests).toHaveLength(1);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('asks twice more after a network failure (1 s, then 2 s later), then reports it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderRead({ id: 7 });
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(requests).toHaveLength(2);
    expect(result.current.error).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(requests).toHaveLength(3);
    await waitFor(() =>
      expect(isApiError(result.current.error) && result.current.error.status).toBe(0),
    );
  });

  it('with retry off, reports a network failure at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderRead({ id: 7 }, { retry: false });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(requests).toHaveLength(1);
  });

  it('refetch reads again: pending meanwhile, then the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const requests = stubFetch(() => (online ? json(200, { n: 1 }) : json(500, { message: 'x' })));
    const { result } = renderRead({ id: 7 }, { retry: false });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    online = true;
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    expect(result.current.error).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('keeps the previous answer while the next request loads only when asked to', async () => {
    stubFetch((request) => {
      if (request.url.endsWith('/1')) return json(200, { page: 1 });
      return json(200, { page: 2 });
    });
    const kept = renderRead({ id: 1 }, { keepPrevious: true });
    await waitFor(() => expect(kept.result.current.data).toEqual({ page: 1 }));
    kept.rerender({ id: 2 });
    // Until the second answer lands, the first stays shown.
    expect(kept.result.current.data).toEqual({ page: 1 });
    await waitFor(() => expect(kept.result.current.data).toEqual({ page: 2 }));

    const dropped = renderRead({ id: 1 });
    await waitFor(() => expect(dropped.result.current.data).toEqual({ page: 1 }));
    dropped.rerender({ id: 2 });
    expect(dropped.result.current.data).toBeUndefined();
    expect(dropped.result.current.isPending).toBe(true);
    await waitFor(() => expect(dropped.result.current.data).toEqual({ page: 2 }));
  });

  it('cancels the previous request when the request changes, and never shows its late answer', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            const signal = init!.signal!;
            signals.push(signal);
            signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
            const id = String(input).split('/').pop();
            setTimeout(() => resolve(json(200, { id })), id === '1' ? 50 : 0);
          }),
      ),
    );
    const { result, rerender } = renderRead({ id: 1 });
    rerender({ id: 2 });
    await waitFor(() => expect(result.current.data).toEqual({ id: '2' }));
    expect(signals[0]!.aborted).toBe(true);
    await new Promise((done) => setTimeout(done, 80));
    expect(result.current.data).toEqual({ id: '2' });
  });
});
