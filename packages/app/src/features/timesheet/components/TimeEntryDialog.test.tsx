import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimeEntry } from '@keel/types';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { TimeEntryDialog } from './TimeEntryDialog';

const entry: TimeEntry = {
  id: 5,
  user: { id: 3, name: 'Max Member', initials: 'MM', color: '#4f46e5' },
  date: '2027-03-02',
  minutes: 90,
  note: 'Wireframes',
  billable: true,
  project: { id: 1, code: 'KEEL-001', name: 'Harbour Bank mobile app' },
  task: { id: 12, name: 'Design export to CSV' },
  timesheetTask: null,
  version: 4,
  createdAt: '2027-03-02T09:00:00.000Z',
  updatedAt: '2027-03-02T09:00:00.000Z',
};

/** The dialog over a fetch that answers writes with `write` and reads with empty lists. */
function renderDialog(
  props: Partial<Parameters<typeof TimeEntryDialog>[0]>,
  write: () => Response,
) {
  const requests = stubFetch(({ method, url }) => {
    if (method !== 'GET' && url.startsWith('/api/timesheet/entries')) return write();
    if (url.startsWith('/api/timesheet/tasks')) return json(200, { items: [] });
    return json(401, { message: 'Signed out' });
  });
  const onClose = vi.fn();
  renderWithQueries(
    <TimeEntryDialog entry={null} defaultDate="2027-03-02" onClose={onClose} {...props} />,
  );
  const writes = () => requests.filter((r) => r.method !== 'GET');
  return { writes, onClose };
}

afterEach(() => vi.unstubAllGlobals());

describe('TimeEntryDialog', { timeout: 15_000 }, () => {
  const fixedTarget = {
    kind: 'task' as const,
    id: 12,
    name: 'Design export to CSV',
    project: { id: 1, name: 'Harbour Bank mobile app' },
  };

  it('reads a duration as people type it and refuses anything else before sending', async () => {
    const { writes } = renderDialog({ fixedTarget }, () => json(201, entry));
    const duration = screen.getByRole('textbox', { name: /Duration/ });
    await userEvent.type(duration, 'soon');
    await userEvent.click(screen.getByRole('button', { name: 'Log time' }));
    expect(screen.getByText('Type a duration such as 1:30, 1.5 or 90m')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it("logs time on the fixed task, leaving billable to the project's setting", async () => {
    const { writes, onClose } = renderDialog({ fixedTarget }, () => json(201, entry));
    await userEvent.type(screen.getByRole('textbox', { name: /Duration/ }), '90m');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), ' Wireframes ');
    await userEvent.click(screen.getByRole('button', { name: 'Log time' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/timesheet/entries',
        body: {
          taskId: 12,
          projectId: null,
          timesheetTaskId: null,
          date: '2027-03-02',
          minutes: 90,
          note: 'Wireframes',
        },
      },
    ]);
  });

  it('saves an entry with its version and shows a locked day as the API words it', async () => {
    const message = 'Timesheets are locked up to 2027-03-03: 2027-03-02 cannot be changed';
    const { writes, onClose } = renderDialog({ entry }, () => json(409, { message }));
    const duration = screen.getByRole('textbox', { name: /Duration/ });
    expect(duration).toHaveValue('1:30');
    await userEvent.clear(duration);
    await userEvent.type(duration, '1.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      url: '/api/timesheet/entries/5',
      body: { taskId: 12, date: '2027-03-02', minutes: 105, billable: true, version: 4 },
    });
  });

  it('puts the per-day cap on the duration field', async () => {
    const { writes } = renderDialog({ entry }, () =>
      json(400, {
        message: 'Invalid request',
        errors: {
          minutes: ['At most 24 hours a day: 2027-03-02 already has 1380 minutes, 60 more fit'],
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/At most 24 hours a day: 2027-03-02 already has 1380 minutes/),
    ).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
  });

  it('deletes an entry only after asking, with its version', async () => {
    const { writes, onClose } = renderDialog({ entry }, () => json(200, { ok: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete entry' }));
    expect(writes()).toHaveLength(0);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this time entry?' });
    await userEvent.click(
      Array.from(confirm.querySelectorAll('button')).find((b) => b.textContent === 'Delete entry')!,
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      { method: 'DELETE', url: '/api/timesheet/entries/5?version=4', body: null },
    ]);
  });

  it('shows an entry of a locked day read-only, with the reason', () => {
    renderDialog({ entry, readOnlyReason: '2 Mar 2027 is read-only (locked).' }, () =>
      json(500, {}),
    );
    expect(screen.getByText('2 Mar 2027 is read-only (locked).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Duration/ })).toBeNull();
  });
});
