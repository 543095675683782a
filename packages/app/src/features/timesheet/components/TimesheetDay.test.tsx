import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimeEntry, TimeEntryRange } from '@keel/types';
import { demoUsers } from '../../../test/demo-users';
import { json, renderWithQueries, stubFetch } from '../../../test/fetch-stub';
import { buildWeekGrid } from '../week-grid';
import { TimesheetDay } from './TimesheetDay';

const WEEK = '2028-01-10';
const TUESDAY = '2028-01-11';

function entry(id: number, date: string, minutes: number, on: Partial<TimeEntry>): TimeEntry {
  return {
    id,
    user: { id: 3, name: 'Max Member', initials: 'MM', color: '#3366cc' },
    date,
    minutes,
    note: '',
    billable: true,
    project: null,
    task: null,
    timesheetTask: null,
    ...on,
    version: 4,
    createdAt: '2028-01-10T09:00:00.000Z',
    updatedAt: '2028-01-10T09:00:00.000Z',
  };
}

const design = {
  task: { id: 11, name: 'Design' },
  project: { id: 7, code: 'APO', name: 'Apollo' },
};
const training = { timesheetTask: { id: 2, name: 'Training', kind: 'other' as const } };
const range: Pick<TimeEntryRange, 'items' | 'lockedThrough' | 'weeks'> = {
  items: [
    entry(1, TUESDAY, 60, { ...design, note: 'Wireframes' }),
    entry(2, TUESDAY, 120, training),
    entry(3, '2028-01-12', 120, training),
  ],
  lockedThrough: null,
  weeks: [],
};

/** The day view over a fetch answering the timer (none runs) and entry writes with `write`. */
function renderDay(
  props: Partial<Parameters<typeof TimesheetDay>[0]> = {},
  write: () => Response = () => json(500, {}),
) {
  const requests = stubFetch(({ method, url }) => {
    if (url.startsWith('/api/users/current')) return json(200, demoUsers.member);
    if (url.startsWith('/api/timesheet/timer')) return json(200, null);
    if (method !== 'GET' && url.startsWith('/api/timesheet/entries')) return write();
    return json(200, { items: [], total: 0, page: 1, pageSize: 50 });
  });
  const onDay = vi.fn();
  renderWithQueries(
    <TimesheetDay
      grid={buildWeekGrid(WEEK, range, [])}
      failure={null}
      day={TUESDAY}
      today="2028-01-13"
      userId={null}
      canWrite
      whose="Your time"
      onDay={onDay}
      onReload={() => undefined}
      {...props}
    />,
  );
  const writes = () =>
    requests.filter((r) => r.method !== 'GET' && r.url.startsWith('/api/timesheet/entries'));
  return { onDay, writes };
}

afterEach(() => vi.unstubAllGlobals());

describe('TimesheetDay', { timeout: 15_000 }, () => {
  it('moves a day back, a day on, to a day of the strip and to today, the week going along', async () => {
    const { onDay } = renderDay();
    expect(screen.getByRole('heading', { name: 'Tuesday 11 Jan 2028' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onDay).toHaveBeenLastCalledWith({ day: WEEK, week: WEEK });
    // The day shown has not changed yet (its navigation pending): a second
    // press steps from the day last asked for, across the week's start.
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onDay).toHaveBeenLastCalledWith({ day: '2028-01-09', week: '2028-01-03' });
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onDay).toHaveBeenLastCalledWith({ day: WEEK, week: WEEK });
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(onDay).toHaveBeenLastCalledWith({ day: '2028-01-13', week: WEEK });

    const strip = screen.getByRole('list', { name: 'Days of the week' });
    const tuesday = within(strip).getByRole('button', { name: 'Tue 11, 3:00 logged' });
    expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    expect(within(strip).getByRole('button', { name: 'Thu 13 (today), no time' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(within(strip).getByRole('button', { name: 'Wed 12, 2:00 logged' }));
    expect(onDay).toHaveBeenLastCalledWith({ day: '2028-01-12', week: WEEK });
  });

  it("lists the day's entries with the day's and the week's totals", () => {
    renderDay();
    expect(screen.getByText('Day total').nextElementSibling).toHaveTextContent('3:00');
    expect(screen.getByText('Week total').nextElementSibling).toHaveTextContent('5:00');
    const list = screen.getByRole('list', { name: 'Your time, Tuesday 11 Jan 2028' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list).getByRole('button', { name: 'Design, Apollo · Wireframes, 1:00' }),
    ).toBeInTheDocument();
    // One's own day: a line's timer starts from its entry.
    expect(
      within(list).getByRole('button', { name: 'Start a timer on Training' }),
    ).toBeInTheDocument();
  });

  it('opens the add sheet, keeps the focus in it and gives it back on Cancel', async () => {
    renderDay();
    const add = screen.getByRole('button', { name: 'Add entry' });
    await userEvent.click(add);
    const sheet = await screen.findByRole('dialog', { name: 'Log time' }, { timeout: 10_000 });
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    // The target picker takes the focus and offers its list; Escape closes the list only.
    await userEvent.keyboard('{Escape}');
    expect(sheet).toBeInTheDocument();
    await userEvent.click(await within(sheet).findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(add).toHaveFocus());
  });

  it('edits an entry in the sheet with its version', async () => {
    const { writes } = renderDay({}, () => json(200, entry(1, TUESDAY, 90, design)));
    await userEvent.click(
      screen.getByRole('button', { name: 'Design, Apollo · Wireframes, 1:00' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Time entry' }, { timeout: 10_000 });
    const duration = within(sheet).getByRole('textbox', { name: /Duration/ });
    expect(duration).toHaveValue('1:00');
    await userEvent.clear(duration);
    await userEvent.type(duration, '1:30');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/timesheet/entries/1',
        body: expect.objectContaining({ minutes: 90, version: 4, date: TUESDAY }),
      }),
    ]);
  });

  it('offers no adding on a locked day and opens its entries read-only, saying why', async () => {
    renderDay({ grid: buildWeekGrid(WEEK, { ...range, lockedThrough: TUESDAY }, []) });
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull();
    expect(screen.getByText('Locked: this day is read-only.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Training, Timesheet task, 2:00' }));
    const sheet = await screen.findByRole('dialog', { name: 'Time entry' }, { timeout: 10_000 });
    expect(sheet).toHaveTextContent(
      '11 Jan 2028 is read-only (timesheets are locked up to 11 Jan 2028): this entry cannot be changed.',
    );
    expect(within(sheet).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("names someone else's day after them and offers no timer on it", async () => {
    renderDay({ userId: 3, whose: "Max Member's time" });
    // Someone else's day: no timer (a timer is one's own).
    expect(screen.queryByRole('button', { name: /Start a timer/ })).toBeNull();
    expect(
      screen.getByRole('list', { name: "Max Member's time, Tuesday 11 Jan 2028" }),
    ).toBeInTheDocument();
  });
});
