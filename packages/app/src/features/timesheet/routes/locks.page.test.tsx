import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { demoUsers } from '../../../test/demo-users';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import LocksPage from './locks.page';

const ada = { id: 1, name: 'Ada Admin', initials: 'AA', color: '#4f46e5' };

function lock(id: number, lockDate: string, team: { id: number; name: string } | null = null) {
  return {
    id,
    lockDate,
    user: null,
    team,
    createdBy: ada,
    createdAt: '2026-02-01T09:00:00.000Z',
    version: 1,
  };
}

/** The page as the administrator, over a list of locks answered with the workspace's `today`. */
function renderPage(items: unknown[], today = '2026-03-15') {
  const requests = stubFetch(({ method, url, body }) => {
    if (url.startsWith('/api/users/current')) return json(200, demoUsers.admin);
    if (method === 'POST' && url.startsWith('/api/timesheet/locks'))
      return json(201, lock(9, (body as { lockDate: string }).lockDate));
    if (url.startsWith('/api/timesheet/locks'))
      return json(200, { items, total: items.length, page: 1, pageSize: 25, today });
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(
    <MemoryRouter>
      <LocksPage />
    </MemoryRouter>,
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('LocksPage: lock up to the end of last month', () => {
  it("locks everyone's time through the last day of the month before the workspace's today, in one action", async () => {
    const requests = renderPage([
      lock(1, '2026-01-31'),
      lock(2, '2026-02-28', { id: 4, name: 'Design' }),
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Lock up to the end of last month' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: "Lock everyone's time up to 28 Feb 2026?",
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { lockDate: '2026-02-28', userId: null, teamId: null },
      ]),
    );
  }, 15_000);

  it('says so instead when everyone is locked through then already', async () => {
    renderPage([lock(1, '2026-02-28')]);
    expect(
      await screen.findByText("Everyone's time is locked through the end of last month."),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Lock up to the end of last month' }),
    ).not.toBeInTheDocument();
  });
});
