import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snackbar } from '@keel/ui';
import type { TimeEntry, TimesheetTimer } from '@keel/types';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { RunningTimerBar } from './RunningTimerBar';

const timer: TimesheetTimer = {
  id: 7,
  target: {
    project: { id: 1, code: 'KEEL-001', name: 'Harbour Bank mobile app' },
    task: { id: 12, name: 'Checkout page' },
    timesheetTask: null,
  },
  note: 'Card validation',
  startedAt: '2027-03-02T09:00:00.000Z',
  elapsedSeconds: 90,
  version: 3,
};

const entry: TimeEntry = {
  id: 5,
  user: { id: 3, name: 'Max Member', initials: 'MM', color: '#4f46e5' },
  date: '2027-03-02',
  minutes: 2,
  note: 'Card validation',
  billable: true,
  project: timer.target.project,
  task: timer.target.task,
  timesheetTask: null,
  version: 1,
  createdAt: '2027-03-02T09:02:00.000Z',
  updatedAt: '2027-03-02T09:02:00.000Z',
};

/** The bar over a fetch whose timer runs until `stop` answers 2xx (or becomes `after` when it answers). */
function renderBar(stop: () => Response, after?: TimesheetTimer) {
  let running: TimesheetTimer | null = timer;
  const requests = stubFetch(({ method, url }) => {
    if (method === 'GET' && url.startsWith('/api/timesheet/timer')) return json(200, running);
    if (method === 'DELETE' && url.startsWith('/api/timesheet/timer')) {
      running = null;
      return json(200, { ok: true });
    }
    if (method === 'POST' && url === '/api/timesheet/timer/stop') {
      const answer = stop();
      if (answer.ok) running = null;
      if (after) running = after;
      return answer;
    }
    return json(200, { items: [] });
  });
  renderWithQueries(<RunningTimerBar />);
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('RunningTimerBar', () => {
  it('shows the target, the ticking time and Stop in a named region, in words as well as colour', async () => {
    renderBar(() => json(200, { entries: [entry] }));
    const region = await screen.findByRole('region', { name: 'Running timer' });
    expect(within(region).getByText('Timer running:')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Checkout page' })).toHaveAttribute(
      'href',
      '/tasks/12',
    );
    expect(within(region).getByText(/Harbour Bank mobile app · Card validation/)).toBeVisible();
    const clock = within(region).getByRole('timer', { name: 'Elapsed: 1 minute' });
    expect(clock).toHaveTextContent(/^0:01:3\d$/);
    expect(within(region).getByRole('button', { name: 'Stop the timer on Checkout page' }));
  });

  it('ticks every second', async () => {
    renderBar(() => json(200, { entries: [entry] }));
    const clock = await screen.findByRole('timer');
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 2500 });
  });

  it('stops by keyboard with the version it read, and goes once the timer is stopped', async () => {
    const requests = renderBar(() => json(200, { entries: [entry] }));
    await screen.findByRole('region', { name: 'Running timer' });
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Stop the timer/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Running timer' })).toBeNull());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/timesheet/timer/stop', body: { version: 3 } },
    ]);
  });

  it('says why a stop was refused, and keeps the timer running', async () => {
    renderBar(() =>
      json(409, {
        message: 'Timesheets are locked up to 2027-03-02: 2027-03-02 cannot be changed',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Stop the timer/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not stopped: Timesheets are locked up to 2027-03-02: 2027-03-02 cannot be changed. The timer is still running.',
    );
    expect(screen.getByRole('region', { name: 'Running timer' })).toBeInTheDocument();
  });

  it('asks before discarding (the dialog loads on the first Discard), then discards nothing logged', async () => {
    const success = vi.spyOn(snackbar, 'success');
    const requests = renderBar(() => json(200, { entries: [entry] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard the timer?' });
    expect(dialog).toHaveTextContent(/on “Checkout page” are not logged/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Timer discarded: no time logged'));
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'DELETE', url: '/api/timesheet/timer?version=3', body: null },
    ]);
    success.mockRestore();
  });

  it('says so when the timer it shows was replaced elsewhere, and shows the one running now', async () => {
    const error = vi.spyOn(snackbar, 'error');
    // Another tab stopped timer 7 and started timer 8 (a later version): this tab still shows 7.
    const newer: TimesheetTimer = {
      ...timer,
      id: 8,
      target: {
        project: null,
        task: null,
        timesheetTask: { id: 2, name: 'Internal', kind: 'internal' },
      },
      note: '',
      version: 4,
    };
    const requests = renderBar(
      () => json(409, { message: 'The timer changed meanwhile', current: newer }),
      newer,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /Stop the timer on Checkout/ }),
    );
    expect(await screen.findByRole('button', { name: 'Stop the timer on Internal' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(
      'The timer changed in another tab or device: nothing was logged or discarded here',
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/timesheet/timer/stop', body: { version: 3 } },
    ]);
    error.mockRestore();
  });
});
