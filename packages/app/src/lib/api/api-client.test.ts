import { PUBLIC_API_PATHS, authEndpoints, searchEndpoints, usersEndpoints } from '@keel/types';
import type { timeMaterialEndpoints } from '@keel/types';
import { apiRequest, publicApiRequest, toQueryString, type EndpointRoute } from './api-client';
import { ApiError, ResponseShapeError } from './api-error';

const user = {
  id: 1,
  email: 'ada@example.com',
  name: 'Ada Admin',
  initials: 'AA',
  color: '#2f5bd3',
  external: false,
  globalPermissions: { readSomeProjects: true },
  teams: [],
  settings: {},
};

function answer(status: number, body: unknown, contentType = 'application/json', statusText = '') {
  const text =
    typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText,
    headers: { 'content-type': contentType },
  });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the query string and parses the answer with the endpoint schema', async () => {
    fetchMock.mockResolvedValue(
      answer(200, [{ id: 3, name: 'Apollo', alternateName: null, type: 1 }]),
    );
    const results = await apiRequest(searchEndpoints.search, {
      query: { search: 'apo', resultType: 1 },
    });
    expect(results).toEqual([{ id: 3, name: 'Apollo', alternateName: null, type: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/search?search=apo&resultType=1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
  });

  it('sends JSON bodies with a JSON content type and applies schema defaults', async () => {
    fetchMock.mockResolvedValue(answer(200, user));
    const result = await apiRequest(authEndpoints.login, {
      body: { email: 'ada@example.com', password: 'demo-password' },
    });
    expect(result.settings.tasksPageCustomViews).toEqual([]);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"ada@example.com","password":"demo-password"}');
  });

  it('fills path parameters', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        email: 'x@example.com',
        name: null,
        external: false,
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    );
    await apiRequest(authEndpoints.checkInvitation, { params: { token: 'a/b' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/invitations/a%2Fb');
  });

  it('throws an ApiError with the parsed JSON body on non-2xx', async () => {
    fetchMock.mockResolvedValue(
      answer(403, { message: 'Not allowed' }, 'application/json', 'Forbidden'),
    );
    const error = await apiRequest(usersEndpoints.current).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      statusText: 'Forbidden',
      body: { message: 'Not allowed' },
    });
  });

  it('keeps a plain-text error body as text', async () => {
    fetchMock.mockResolvedValue(answer(502, 'Upstream down', 'text/plain'));
    await expect(apiRequest(usersEndpoints.current)).rejects.toMatchObject({
      body: 'Upstream down',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest(usersEndpoints.current)).rejects.toMatchObject({
      status: 0,
      isNetworkError: true,
    });
  });

  it('rethrows an aborted request untouched', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(apiRequest(usersEndpoints.current)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer that does not match the schema', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 'not-a-number' }));
    await expect(apiRequest(usersEndpoints.current)).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('toQueryString', () => {
  it('leaves out empty values and comma-joins lists', () => {
    expect(toQueryString({ a: undefined, b: null, c: [1, 2], d: false, e: 'x y' })).toBe(
      '?c=1%2C2&d=false&e=x+y',
    );
    expect(toQueryString({})).toBe('');
  });
});

describe('publicApiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const route: EndpointRoute<typeof timeMaterialEndpoints.publicView> = {
    method: 'GET',
    path: PUBLIC_API_PATHS.timeMaterial,
  };
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the route and hands over the server’s JSON object as it came', async () => {
    const body = { project: { id: 3, code: 'KEEL-003', name: 'Apollo' }, extra: 1 };
    fetchMock.mockResolvedValue(answer(200, body));
    await expect(
      publicApiRequest(route, { params: { projectId: 3 }, query: { stakeholderToken: 't k' } }),
    ).resolves.toEqual(body);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/public/projects/3/time-material?stakeholderToken=t+k',
    );
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET' });
  });

  it('refuses an answer that is not a JSON object (a proxy’s page) with ResponseShapeError', async () => {
    fetchMock.mockResolvedValue(answer(200, '<html>proxy</html>', 'text/html'));
    await expect(
      publicApiRequest(route, { params: { projectId: 3 }, query: { stakeholderToken: 't' } }),
    ).rejects.toBeInstanceOf(ResponseShapeError);
    fetchMock.mockResolvedValue(answer(200, [1, 2]));
    await expect(
      publicApiRequest(route, { params: { projectId: 3 }, query: { stakeholderToken: 't' } }),
    ).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('throws ApiError with the status for a non-2xx answer', async () => {
    fetchMock.mockResolvedValue(
      answer(404, { message: 'Not found' }, 'application/json', 'Not Found'),
    );
    const error = await publicApiRequest(route, {
      params: { projectId: 3 },
      query: { stakeholderToken: 't' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
