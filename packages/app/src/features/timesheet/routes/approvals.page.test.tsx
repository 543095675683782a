import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { TimesheetApproval } from '@keel/types';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import ApprovalsPage from './approvals.page';

const max = { id: 3, name: 'Max Member', initials: 'MM', color: '#4f46e5' };

function week(weekStart: string, weekEnd: string, figures: Partial<TimesheetApproval> = {}) {
  return {
    user: max,
    weekStart,
    weekEnd,
    status: 'submitted',
    comment: '',
    totalMinutes: 2250,
    expectedMinutes: 2250,
    submittedAt: '2026-03-09T09:00:00.000Z',
    version: 1,
    ...figures,
  } satisfies TimesheetApproval;
}

const WEEKS = [
  week('2026-02-23', '2026-03-01', { totalMinutes: 2100 }),
  week('2026-03-02', '2026-03-08', { version: 3 }),
];

/** The page over a fetch answering the inbox, the week's entries and decisions (`decide`). */
function renderPage(decide: () => Response = () => json(200, { items: [] })) {
  const requests = stubFetch(({ method, url }) => {
    if (url.startsWith('/api/timesheet/approvals/decide') && method === 'POST') return decide();
    if (url.startsWith('/api/timesheet/approvals'))
      return json(200, { items: WEEKS, total: 2, page: 1, pageSize: 50 });
    if (url.startsWith('/api/timesheet/entries'))
      return json(200, {
        items: [
          {
            id: 7,
            user: max,
            date: '2026-02-23',
            minutes: 450,
            note: 'Login screen',
            billable: true,
            project: { id: 1, code: 'KEEL-001', name: 'Harbour Bank app' },
            task: { id: 9, name: 'Login' },
            timesheetTask: null,
            version: 1,
            createdAt: '2026-02-23T17:00:00.000Z',
            updatedAt: '2026-02-23T17:00:00.000Z',
          },
        ],
        totalMinutes: 450,
        lockedThrough: null,
        weeks: [{ weekStart: '2026-02-23', status: 'submitted' }],
      });
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(
    <MemoryRouter initialEntries={['/timesheet/approvals']}>
      <ApprovalsPage />
    </MemoryRouter>,
  );
  const decisions = () =>
    requests.filter((r) => r.method === 'POST' && r.url.startsWith('/api/timesheet/approvals'));
  return { requests, decisions };
}

/** Tabs until the focus is on a row of the weeks' table. */
async function tabIntoTable() {
  const grid = await screen.findByRole('grid', { name: 'Weeks to decide' });
  for (let i = 0; i < 20 && !grid.contains(document.activeElement); i++) await userEvent.tab();
  expect(grid).toContainElement(document.activeElement as HTMLElement);
}

afterEach(() => vi.unstubAllGlobals());

describe('ApprovalsPage', { timeout: 15_000 }, () => {
  it('lists the weeks with their hours against the expected hours', async () => {
    renderPage();
    const first = (await screen.findByText('23 Feb 2026 – 1 Mar 2026')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(first).toHaveTextContent('35 h');
    expect(first).toHaveTextContent('37.5 h');
    expect(within(first).getByText('2.5 h short')).toBeInTheDocument();
    const second = screen.getByText('2 Mar 2026 – 8 Mar 2026').closest('[role="row"]');
    expect(second).toHaveTextContent('As expected');
  });

  it('approves the weeks chosen with the keyboard, all in one decision with their versions', async () => {
    const { decisions } = renderPage(() => json(200, { items: [] }));
    // The focus lands on the first week: Space chooses it, Down moves to the next.
    await tabIntoTable();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(await screen.findByText('2 weeks chosen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve chosen' }));
    await vi.waitFor(() =>
      expect(decisions().map((r) => r.body)).toEqual([
        {
          decision: 'approve',
          comment: '',
          weeks: [
            { userId: 3, weekStart: '2026-02-23', version: 1 },
            { userId: 3, weekStart: '2026-03-02', version: 3 },
          ],
        },
      ]),
    );
  });

  it('asks why before rejecting, and says which week stopped a decision', async () => {
    const { decisions } = renderPage(() =>
      json(409, {
        message: 'The week of 2026-03-02 of Max Member: it changed meanwhile; reload and try again',
        errors: {
          'weeks.0': ['The week of 2026-03-02: it changed meanwhile; reload and try again'],
        },
      }),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: /Max Member 2 Mar 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject chosen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the week' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject week' }));
    expect(within(dialog).getByText('Say why the week is rejected')).toBeInTheDocument();
    expect(decisions()).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Tuesday is missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject week' }));
    expect(
      await screen.findByText('The week of 2026-03-02: it changed meanwhile; reload and try again'),
    ).toBeInTheDocument();
    expect(decisions().map((r) => r.body)).toEqual([
      {
        decision: 'reject',
        comment: 'Tuesday is missing',
        weeks: [{ userId: 3, weekStart: '2026-03-02', version: 3 }],
      },
    ]);
  });

  it('opens a week read-only with Enter, its entries day by day', async () => {
    const { requests } = renderPage();
    await tabIntoTable();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: /Max Member: 23 Feb 2026/ });
    expect(await within(drawer).findByText('Login (Harbour Bank app)')).toBeInTheDocument();
    expect(within(drawer).getByText('Login screen')).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      requests.some((r) => r.url.includes('userId=3') && r.url.includes('from=2026-02-23')),
    ).toBe(true);
    expect(within(drawer).getByRole('button', { name: 'Approve week' })).toBeInTheDocument();
  });
});
