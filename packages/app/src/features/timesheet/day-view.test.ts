import type { TimeEntry, TimeEntryRange } from '@keel/types';
import { dayOfGrid, entryReadOnlyReason, parseDayParam, stepDay } from './day-view';
import { buildWeekGrid } from './week-grid';

const WEEK = '2028-01-10';

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
    version: 1,
    createdAt: '2028-01-10T09:00:00.000Z',
    updatedAt: '2028-01-10T09:00:00.000Z',
  };
}

const apollo = { id: 7, code: 'APO', name: 'Apollo' };
const design = { task: { id: 11, name: 'Design' }, project: apollo };
const training = { timesheetTask: { id: 2, name: 'Training', kind: 'other' as const } };

describe('the day in the URL', () => {
  it('takes a day of the shown week as it is', () => {
    expect(parseDayParam('2028-01-12', WEEK, '2028-01-20')).toBe('2028-01-12');
    expect(parseDayParam('2028-01-16', WEEK, '2028-01-20')).toBe('2028-01-16');
  });

  it('falls back to today in the shown week, else to its Monday', () => {
    expect(parseDayParam(null, WEEK, '2028-01-13')).toBe('2028-01-13');
    expect(parseDayParam('2028-01-17', WEEK, '2028-01-13')).toBe('2028-01-13');
    expect(parseDayParam('2028-02-30', WEEK, '2028-01-13')).toBe('2028-01-13');
    expect(parseDayParam('soon', WEEK, '2028-03-01')).toBe(WEEK);
    expect(parseDayParam(null, WEEK, '2028-03-01')).toBe(WEEK);
  });
});

describe('moving between days', () => {
  it('stays in the week inside it and takes the week along past its ends', () => {
    expect(stepDay('2028-01-12', 1)).toEqual({ day: '2028-01-13', week: WEEK });
    expect(stepDay('2028-01-16', 1)).toEqual({ day: '2028-01-17', week: '2028-01-17' });
    expect(stepDay(WEEK, -1)).toEqual({ day: '2028-01-09', week: '2028-01-03' });
    expect(stepDay('2027-12-31', 1)).toEqual({ day: '2028-01-01', week: '2027-12-27' });
  });
});

describe('a day of the week grid', () => {
  const range: Pick<TimeEntryRange, 'items' | 'lockedThrough' | 'weeks'> = {
    items: [
      entry(5, '2028-01-11', 60, design),
      entry(2, '2028-01-11', 30, design),
      entry(3, '2028-01-11', 90, training),
      entry(4, '2028-01-12', 120, training),
    ],
    lockedThrough: null,
    weeks: [],
  };

  it("lists the day's entries one by one, in the grid's line order then as logged", () => {
    const view = dayOfGrid(buildWeekGrid(WEEK, range, []), '2028-01-11');
    // Lines by context then name: "Apollo" before "Timesheet task".
    expect(view.entries.map(({ entry }) => entry.id)).toEqual([2, 5, 3]);
    expect(view.index).toBe(1);
  });

  it("sums the day and the week as the grid does, with every day's total for the strip", () => {
    const view = dayOfGrid(buildWeekGrid(WEEK, range, []), '2028-01-11');
    expect(view.dayMinutes).toBe(180);
    expect(view.weekMinutes).toBe(300);
    expect(view.dayTotals).toEqual([0, 180, 120, 0, 0, 0, 0]);
    const empty = dayOfGrid(buildWeekGrid(WEEK, range, []), '2028-01-15');
    expect(empty.entries).toEqual([]);
    expect(empty.dayMinutes).toBe(0);
    expect(empty.weekMinutes).toBe(300);
  });

  it('locks the days a lock covers and every day of an approved week', () => {
    const locked = buildWeekGrid(WEEK, { ...range, lockedThrough: '2028-01-11' }, []);
    expect(dayOfGrid(locked, '2028-01-11').lock).toEqual({
      reason: 'lock',
      through: '2028-01-11',
    });
    expect(dayOfGrid(locked, '2028-01-12').lock).toBeNull();
    const approved = buildWeekGrid(
      WEEK,
      { ...range, weeks: [{ weekStart: WEEK, status: 'approved' }] },
      [],
    );
    expect(dayOfGrid(approved, '2028-01-16').lock).toEqual({ reason: 'approved' });
  });

  it('says why an entry opens read-only: no right to write, a lock or an approval', () => {
    expect(entryReadOnlyReason(null, '2028-01-11', true)).toBeNull();
    expect(entryReadOnlyReason(null, '2028-01-11', false)).toBe(
      'You may read this timesheet but not change it.',
    );
    expect(entryReadOnlyReason({ reason: 'lock', through: '2028-01-11' }, '2028-01-11', true)).toBe(
      '11 Jan 2028 is read-only (timesheets are locked up to 11 Jan 2028): this entry cannot be changed.',
    );
    expect(entryReadOnlyReason({ reason: 'approved' }, '2028-01-11', true)).toBe(
      '11 Jan 2028 is read-only (the week of 10 Jan 2028 is approved): this entry cannot be changed.',
    );
  });
});
