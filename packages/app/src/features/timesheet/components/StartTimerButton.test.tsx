import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimesheetTimer } from '@keel/types';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { StartTimerButton } from './StartTimerButton';

const target = {
  kind: 'task' as const,
  id: 12,
  name: 'Checkout page',
  project: { id: 1, name: 'Harbour Bank mobile app' },
};

const started: TimesheetTimer = {
  id: 8,
  target: {
    project: { id: 1, code: 'KEEL-001', name: 'Harbour Bank mobile app' },
    task: { id: 12, name: 'Checkout page' },
    timesheetTask: null,
  },
  note: '',
  startedAt: '2027-03-02T09:00:00.000Z',
  elapsedSeconds: 0,
  version: 1,
};

function renderButton(compact: boolean, start: () => Response) {
  const requests = stubFetch(({ method, url }) => {
    if (method === 'GET' && url.startsWith('/api/timesheet/timer')) return json(200, null);
    if (method === 'POST' && url === '/api/timesheet/timer/start') return start();
    return json(404, { message: 'Not found' });
  });
  renderWithQueries(<StartTimerButton target={target} compact={compact} />);
  return () => requests.filter((r) => r.method === 'POST');
}

afterEach(() => vi.unstubAllGlobals());

describe('StartTimerButton', () => {
  it('starts the timer on its target, then says it runs there', async () => {
    const posts = renderButton(false, () => json(201, { timer: started, stopped: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/timesheet/timer/start',
        body: { taskId: 12, projectId: null, timesheetTaskId: null, note: '' },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Timer running' })).toBeDisabled();
  });

  it('is an icon button named for its line on the week grid', async () => {
    const posts = renderButton(true, () => json(201, { timer: started, stopped: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Start a timer on Checkout page' }));
    expect(posts()).toHaveLength(1);
    expect(
      await screen.findByRole('button', { name: 'Timer running on Checkout page' }),
    ).toBeDisabled();
  });

  it('leaves the page where it is when the API refuses (no right to log time there)', async () => {
    renderButton(false, () => json(403, { message: 'You may not log time on this task' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(await screen.findByRole('button', { name: 'Start timer' })).toBeEnabled();
  });
});
