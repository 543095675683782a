import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@keel/types';
import { demoUsers } from '../../test/demo-users';
import { sessionKeys } from '../../lib/session';
import { useSaveProjectsBrowserColumnsMutation } from './users.mutations';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch whose answers the test hands out one by one, in any order. */
function controlledFetch() {
  const pending: Array<{ body: unknown; resolve: (response: Response) => void }> = [];
  const fetchMock = vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise<Response>((resolve) => {
        pending.push({ body: JSON.parse(String(init?.body)), resolve });
      }),
  );
  return { fetchMock, pending };
}

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData<CurrentUser>(sessionKeys.current(), demoUsers.finance);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveProjectsBrowserColumnsMutation(), { wrapper });
  const saved = () =>
    queryClient.getQueryData<CurrentUser>(sessionKeys.current())?.settings.projectsBrowserColumns;
  return { queryClient, result, saved };
}

describe('saving the project browser columns', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the new choice in the current user at once, then takes the server answer', async () => {
    const { fetchMock, pending } = controlledFetch();
    vi.stubGlobal('fetch', fetchMock);
    const { result, saved } = setup();

    act(() => result.current.save({ customFieldIds: [3, 9] }));
    expect(saved()).toEqual({ customFieldIds: [3, 9] });
    await waitFor(() => expect(pending).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/current/settings/projects-browser-columns');
    expect(init?.method).toBe('POST');
    expect(pending[0]!.body).toEqual({ customFieldIds: [3, 9] });

    // The server dropped field 9, which no longer exists.
    await act(async () => pending[0]!.resolve(json({ customFieldIds: [3] })));
    await waitFor(() => expect(saved()).toEqual({ customFieldIds: [3] }));
  });

  it('keeps the latest choice when an earlier save answers last', async () => {
    const { fetchMock, pending } = controlledFetch();
    vi.stubGlobal('fetch', fetchMock);
    const { result, saved } = setup();

    act(() => result.current.save({ customFieldIds: [1] }));
    act(() => result.current.save({ customFieldIds: [1, 2] }));
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]!.resolve(json({ customFieldIds: [1, 2] })));
    await act(async () => pending[0]!.resolve(json({ customFieldIds: [1] })));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(saved()).toEqual({ customFieldIds: [1, 2] });
  });
});
