import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { reportsEndpoints, teamsEndpoints } from '@keel/types';
import { json, stubFetch } from '../../test/fetch-stub';
import { useVersionedMutation, useVersionedSaveMutation } from './endpoint-mutations';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useVersionedMutation', () => {
  it('sends the version in the query when the endpoint takes no body, then refreshes', async () => {
    const requests = stubFetch(() => json(200, { ok: true }));
    const refresh = vi.fn(() => Promise.resolve());
    const { result } = renderHook(
      () =>
        useVersionedMutation(
          teamsEndpoints.remove,
          (team: { id: number; version: number }) => ({ teamId: team.id }),
          refresh,
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ id: 7, version: 3 }));
    expect(requests).toEqual([
      { method: 'DELETE', url: expect.stringMatching(/\/api\/teams\/7\?version=3$/), body: null },
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('sends the version as the body when the endpoint takes one', async () => {
    const requests = stubFetch(() => json(409, { message: 'changed by someone else' }));
    const refresh = vi.fn(() => Promise.resolve());
    const { result } = renderHook(
      () =>
        useVersionedMutation(
          reportsEndpoints.publish,
          (report: { projectId: number; id: number; version: number }) => ({
            projectId: report.projectId,
            reportId: report.id,
          }),
          refresh,
        ),
      { wrapper },
    );
    await act(async () => {
      await expect(
        result.current.mutateAsync({ projectId: 2, id: 5, version: 4 }),
      ).rejects.toThrow();
    });
    expect(requests).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/api\/projects\/2\/reports\/5\/publish$/),
        body: { version: 4 },
      },
    ]);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('useVersionedSaveMutation', () => {
  const team = { id: 9, name: 'Design', version: 2 };

  it('creates without a version when there is no record yet', async () => {
    const requests = stubFetch(() => json(201, { ...team, version: 1 }));
    const { result } = renderHook(
      () =>
        useVersionedSaveMutation(
          teamsEndpoints,
          null,
          (t: typeof team) => ({ teamId: t.id }),
          () => Promise.resolve(),
        ),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync({ name: 'Design' }).catch(() => undefined);
    });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { name: 'Design' } });
    expect(requests[0]?.url).toMatch(/\/api\/teams$/);
  });

  it('updates the record with the version read', async () => {
    const requests = stubFetch(() => json(200, team));
    const { result } = renderHook(
      () =>
        useVersionedSaveMutation(
          teamsEndpoints,
          team,
          (t: typeof team) => ({ teamId: t.id }),
          () => Promise.resolve(),
        ),
      { wrapper },
    );
    await act(async () => {
      await result.current.mutateAsync({ name: 'Design studio' }).catch(() => undefined);
    });
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Design studio', version: 2 },
    });
    expect(requests[0]?.url).toMatch(/\/api\/teams\/9$/);
  });
});
