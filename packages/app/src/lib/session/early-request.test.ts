import { QueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@keel/types';
import { resetEarlyResponses } from '../api/early-requests';
import { currentUserQueryOptions } from './current-user.queries';
import { CURRENT_USER_PATH, sendCurrentUserRequestEarly } from './early-request';

const user = {
  id: 3,
  email: 'member@example.com',
  name: 'Max Member',
  initials: 'MM',
  color: '#2f5bd3',
  external: false,
  globalPermissions: {},
  teams: [],
  settings: {},
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the early current-user request', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    // Each test starts as a new entry: nothing sent, read or asked for yet.
    resetEarlyResponses();
    vi.unstubAllGlobals();
  });

  it('asks the path of the API contract', () => {
    expect(CURRENT_USER_PATH).toBe(usersEndpoints.current.path);
  });

  it('is read by the first load of the current user only; later loads ask again', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    sendCurrentUserRequestEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users/current');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin' });

    const queryClient = new QueryClient();
    const first = await queryClient.fetchQuery(currentUserQueryOptions());
    expect(first).toMatchObject({ id: 3, name: 'Max Member' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(401, { message: 'Not signed in' }));
    const again = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    expect(again).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers as the load itself would: a 401 is signed out', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Not signed in' }));
    sendCurrentUserRequestEarly();
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(currentUserQueryOptions())).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
