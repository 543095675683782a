import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CurrentUser, TimeInLieuBalance } from '@keel/types';
import { demoUsers } from '../../../test/demo-users';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import TimeInLieuPage from './time-in-lieu.page';

const ref = (id: number, name: string) => ({ id, name, initials: 'XX', color: '#4f46e5' });
const balance = (id: number, name: string, minutes: Partial<TimeInLieuBalance>) => ({
  user: ref(id, name),
  standardMinutesPerDay: 450,
  accruedMinutes: 0,
  takenMinutes: 0,
  adjustedMinutes: 0,
  balanceMinutes: 0,
  ...minutes,
});

/** The page over a fetch answering the current user and the balances (`balances`: a response). */
function renderPage(me: CurrentUser, balances: () => Response) {
  const requests = stubFetch(({ method, url }) => {
    if (url.startsWith('/api/users/current')) return json(200, me);
    if (method === 'POST' && url.startsWith('/api/timesheet/time-in-lieu/3/adjustments'))
      return json(201, {
        id: 9,
        user: ref(3, 'Max Member'),
        minutes: -90,
        reason: 'Booked twice',
        createdBy: ref(1, 'Ada Admin'),
        createdAt: '2026-03-02T10:00:00.000Z',
      });
    if (url.startsWith('/api/timesheet/time-in-lieu')) return balances();
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(
    <MemoryRouter>
      <TimeInLieuPage />
    </MemoryRouter>,
  );
  return { requests };
}

const page = (items: unknown[]) => json(200, { items, total: items.length, page: 1, pageSize: 50 });

afterEach(() => vi.unstubAllGlobals());

describe('TimeInLieuPage', { timeout: 15_000 }, () => {
  it('shows balances as signed h:mm and offers Adjust on every account but one’s own', async () => {
    renderPage(demoUsers.admin, () =>
      page([
        balance(1, 'Ada Admin', {}),
        balance(3, 'Max Member', {
          accruedMinutes: 150,
          takenMinutes: 60,
          adjustedMinutes: -30,
          balanceMinutes: 60,
        }),
      ]),
    );
    const row = (await screen.findByText('Max Member')).closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('7:30');
    expect(row).toHaveTextContent('2:30');
    expect(row).toHaveTextContent('-0:30');
    expect(row).toHaveTextContent('+1:00');
    expect(within(row).getByRole('button', { name: 'Adjust Max Member' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust Ada Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of Ada Admin' })).toBeInTheDocument();
  });

  it('sends a debit as negative minutes with its reason', async () => {
    const { requests } = renderPage(demoUsers.admin, () =>
      page([balance(3, 'Max Member', { balanceMinutes: 120 })]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust Max Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust time in lieu of Max Member' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Debit (remove time)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Duration/ }), '1.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Booked twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        minutes: -90,
        reason: 'Booked twice',
      }),
    );
  });

  it('is read-only without manageTimeInLieu', async () => {
    const reader = {
      ...demoUsers.member,
      globalPermissions: { readTimesheetTimeInLieuAccount: true },
    } as CurrentUser;
    renderPage(reader, () => page([balance(1, 'Ada Admin', {}), balance(2, 'Pat Manager', {})]));
    expect(await screen.findByRole('button', { name: 'History of Pat Manager' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Adjust/ })).not.toBeInTheDocument();
  });

  it('says the balances could not be loaded instead of claiming there are none', async () => {
    renderPage(demoUsers.admin, () => json(500, { message: 'Database unavailable' }));
    expect(await screen.findByText('The time-in-lieu balances could not be loaded.')).toBeVisible();
    expect(screen.queryByText('No time-in-lieu accounts')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
