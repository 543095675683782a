import type { TimeEntry, TimeEntryRange } from '@keel/types';
import {
  blockHeight,
  calendarDays,
  columnHeight,
  dayLock,
  moveInput,
  parseCalendarParams,
  resizedMinutes,
  resizeInput,
  shiftView,
  viewDays,
  withEntry,
} from './calendar-model';

function entry(
  id: number,
  date: string,
  minutes: number,
  extra: Partial<TimeEntry> = {},
): TimeEntry {
  return {
    id,
    user: { id: 3, name: 'Max Member', initials: 'MM', color: '#3366cc' },
    date,
    minutes,
    note: 'Standup',
    billable: true,
    project: { id: 7, code: 'P-7', name: 'Atlas' },
    task: { id: 12, name: 'Design' },
    timesheetTask: null,
    version: 4,
    createdAt: '2027-03-01T09:00:00.000Z',
    updatedAt: '2027-03-01T09:00:00.000Z',
    ...extra,
  };
}

const open: Pick<TimeEntryRange, 'lockedThrough' | 'weeks'> = { lockedThrough: null, weeks: [] };

describe('calendar model', () => {
  it('reads the view and day from the URL, falling back on anything malformed', () => {
    const today = '2027-03-10';
    expect(parseCalendarParams(new URLSearchParams('view=month&date=2027-03-02'), today)).toEqual({
      view: 'month',
      date: '2027-03-02',
    });
    expect(parseCalendarParams(new URLSearchParams('view=year&date=2027-02-30'), today)).toEqual({
      view: 'week',
      date: today,
    });
    expect(parseCalendarParams(new URLSearchParams('date=tomorrow'), today).date).toBe(today);
  });

  it('shows a week from Monday to Sunday, whatever day of it is asked for', () => {
    expect(viewDays('week', '2027-03-10')).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
    ]);
    expect(viewDays('week', '2027-03-14')[0]).toBe('2027-03-08'); // a Sunday
    expect(viewDays('week', '2027-03-08')[0]).toBe('2027-03-08'); // a Monday
  });

  it('fills a month grid with leading and trailing days to whole weeks', () => {
    // March 2027 starts on a Monday and ends on a Wednesday: 5 rows, 4 trailing April days.
    const march = viewDays('month', '2027-03-20');
    expect(march).toHaveLength(35);
    expect(march[0]).toBe('2027-03-01');
    expect(march.at(-1)).toBe('2027-04-04');
    // February 2027 starts on a Monday and has 28 days: exactly 4 rows.
    expect(viewDays('month', '2027-02-10')).toHaveLength(28);
    // May 2027 starts on a Saturday: 5 leading April days and 6 rows.
    const may = viewDays('month', '2027-05-31');
    expect(may[0]).toBe('2027-04-26');
    expect(may).toHaveLength(42);
    const days = calendarDays('month', '2027-05-31', undefined);
    expect(days.filter((day) => !day.inMonth).map((day) => day.date)).toEqual([
      '2027-04-26',
      '2027-04-27',
      '2027-04-28',
      '2027-04-29',
      '2027-04-30',
      '2027-06-01',
      '2027-06-02',
      '2027-06-03',
      '2027-06-04',
      '2027-06-05',
      '2027-06-06',
    ]);
  });

  it('steps a week or a month at a time', () => {
    expect(shiftView('week', '2027-03-10', 1)).toBe('2027-03-15');
    expect(shiftView('week', '2027-03-10', -1)).toBe('2027-03-01');
    expect(shiftView('month', '2027-01-31', 1)).toBe('2027-02-01');
    expect(shiftView('month', '2027-01-15', -1)).toBe('2026-12-01');
  });

  it('puts each entry on its day in the order it was logged, with the day totals', () => {
    const range = {
      ...open,
      items: [entry(9, '2027-03-09', 30), entry(5, '2027-03-09', 90), entry(6, '2027-03-11', 45)],
    };
    const days = calendarDays('week', '2027-03-09', range);
    const tuesday = days[1]!;
    expect(tuesday.entries.map((e) => e.id)).toEqual([5, 9]);
    expect(tuesday.totalMinutes).toBe(120);
    expect(days[3]!.totalMinutes).toBe(45);
    expect(days[0]!.entries).toEqual([]);
    expect(days.every((day) => day.inMonth)).toBe(true);
  });

  it('locks every day up to the lock date, and the days of an approved week', () => {
    const range = {
      lockedThrough: '2027-03-03',
      weeks: [
        { weekStart: '2027-03-15', status: 'approved' as const },
        { weekStart: '2027-03-08', status: 'submitted' as const },
      ],
    };
    expect(dayLock('2027-03-01', range)).toEqual({ reason: 'lock', through: '2027-03-03' });
    expect(dayLock('2027-03-03', range)).toEqual({ reason: 'lock', through: '2027-03-03' });
    expect(dayLock('2027-03-04', range)).toBeNull();
    expect(dayLock('2027-03-10', range)).toBeNull(); // submitted is not locked
    expect(dayLock('2027-03-21', range)).toEqual({ reason: 'approved' });
    expect(dayLock('2027-03-22', range)).toBeNull();
    expect(dayLock('2027-03-01', undefined)).toBeNull();
    const days = calendarDays('week', '2027-03-01', { ...range, items: [] });
    expect(days.map((day) => day.lock !== null)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('sends the whole entry with its new day or minutes and its version', () => {
    const logged = entry(5, '2027-03-09', 90);
    expect(moveInput(logged, '2027-03-10')).toEqual({
      taskId: 12,
      projectId: null,
      timesheetTaskId: null,
      date: '2027-03-10',
      minutes: 90,
      note: 'Standup',
      billable: true,
      version: 4,
    });
    const leave = entry(6, '2027-03-09', 60, {
      project: null,
      task: null,
      timesheetTask: { id: 1, name: 'Leave', kind: 'leave' },
      billable: false,
    });
    expect(resizeInput(leave, 75)).toEqual({
      taskId: null,
      projectId: null,
      timesheetTaskId: 1,
      date: '2027-03-09',
      minutes: 75,
      note: 'Standup',
      billable: false,
      version: 4,
    });
  });

  it('resizes in 15-minute steps, never below one step nor beyond 24 h on the day', () => {
    const logged = entry(5, '2027-03-09', 90);
    expect(resizedMinutes(logged, 97, 90)).toBe(90);
    expect(resizedMinutes(logged, 103, 90)).toBe(105);
    expect(resizedMinutes(logged, 4, 90)).toBe(15);
    expect(resizedMinutes(logged, -60, 90)).toBe(15);
    // The day holds 23 h in all, 1.5 h of it this entry: at most 2.5 h fit.
    expect(resizedMinutes(logged, 600, 23 * 60)).toBe(150);
  });

  it('draws blocks as tall as their minutes, columns at least a standard day', () => {
    expect(blockHeight(60)).toBe(48);
    expect(blockHeight(15)).toBe(28); // readable minimum
    expect(columnHeight([{ entries: [] }])).toBe(384); // 8 h
    expect(columnHeight([{ entries: [entry(1, '2027-03-09', 600)] }])).toBe(480);
  });

  it('replaces one entry of a range (optimistic change and rollback)', () => {
    const range = { items: [entry(1, '2027-03-09', 60), entry(2, '2027-03-09', 30)] };
    const moved = withEntry(range, entry(2, '2027-03-10', 30));
    expect(moved.items.map((e) => e.date)).toEqual(['2027-03-09', '2027-03-10']);
    expect(withEntry(moved, range.items[1]!)).toEqual(range);
  });
});
