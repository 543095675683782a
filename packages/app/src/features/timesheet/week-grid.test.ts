import { addDays, mondayOf, type TimeEntry } from '@keel/types';
import {
  buildWeekGrid,
  cellEdit,
  isCellEditable,
  parseUserParam,
  parseWeekParam,
  targetsOfEntries,
  weekDays,
  withLines,
} from './week-grid';
import type { TimeTarget } from './time-targets';

const WEEK = '2028-01-10';

let nextId = 1;
function entry(
  date: string,
  minutes: number,
  on: Partial<Pick<TimeEntry, 'task' | 'project' | 'timesheetTask'>>,
): TimeEntry {
  const id = nextId++;
  return {
    id,
    user: { id: 3, name: 'Max Member', initials: 'MM', color: '#3366cc' },
    date,
    minutes,
    note: `note ${id}`,
    billable: true,
    project: null,
    task: null,
    timesheetTask: null,
    ...on,
    version: 2,
    createdAt: '2028-01-10T09:00:00.000Z',
    updatedAt: '2028-01-10T09:00:00.000Z',
  };
}

const apollo = { id: 7, code: 'APO', name: 'Apollo' };
const onTask = { task: { id: 11, name: 'Design' }, project: apollo };
const onProject = { project: apollo };
const leave = { timesheetTask: { id: 1, name: 'Leave', kind: 'leave' as const } };
const training: TimeTarget = { kind: 'timesheetTask', id: 2, name: 'Training' };

describe('week dates', () => {
  it('finds the Monday of any day, Sundays belonging to the week before', () => {
    expect(mondayOf('2028-01-10')).toBe('2028-01-10');
    expect(mondayOf('2028-01-14')).toBe('2028-01-10');
    expect(mondayOf('2028-01-16')).toBe('2028-01-10');
    expect(mondayOf('2028-01-17')).toBe('2028-01-17');
    expect(mondayOf('2028-01-01')).toBe('2027-12-27');
  });

  it('lists the seven days, across a month and a year end', () => {
    expect(weekDays('2027-12-27')).toEqual([
      '2027-12-27',
      '2027-12-28',
      '2027-12-29',
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('reads ?week= as a Monday, snapping other days and falling back to this week', () => {
    expect(parseWeekParam('2028-01-10', '2026-11-26')).toEqual({
      weekStart: '2028-01-10',
      canonical: true,
    });
    expect(parseWeekParam('2028-01-13', '2026-11-26')).toEqual({
      weekStart: '2028-01-10',
      canonical: false,
    });
    expect(parseWeekParam(null, '2026-11-26')).toEqual({
      weekStart: '2026-11-23',
      canonical: true,
    });
    for (const bad of ['2026-02-31', 'tomorrow', '2026-1-5', '', '20260105'])
      expect(parseWeekParam(bad, '2026-11-26')).toEqual({
        weekStart: '2026-11-23',
        canonical: false,
      });
  });

  it('reads ?user= as a positive whole number only', () => {
    expect(parseUserParam('12')).toBe(12);
    for (const bad of [null, '0', '-3', '1.5', 'abc', '99999999999999999999', ''])
      expect(parseUserParam(bad)).toBeNull();
  });
});

describe('buildWeekGrid', () => {
  it('puts entries into lines x days with totals per day, per line and for the week', () => {
    const grid = buildWeekGrid(
      WEEK,
      {
        items: [
          entry('2028-01-10', 90, onTask),
          entry('2028-01-11', 60, onTask),
          entry('2028-01-11', 30, leave),
          entry('2028-01-16', 45, onProject),
          entry('2028-01-17', 600, onTask), // next week: ignored
        ],
        lockedThrough: null,
        weeks: [],
      },
      [],
    );
    expect(grid.days).toHaveLength(7);
    expect(grid.lines.map((line) => line.key)).toEqual(['t:11', 'p:7', 's:1']);
    const [task, project, leaveLine] = grid.lines;
    expect(task!.cells.map((cell) => cell.minutes)).toEqual([90, 60, 0, 0, 0, 0, 0]);
    expect(task!.totalMinutes).toBe(150);
    expect(project!.totalMinutes).toBe(45);
    expect(leaveLine!.totalMinutes).toBe(30);
    expect(grid.dayTotals).toEqual([90, 90, 0, 0, 0, 0, 45]);
    expect(grid.totalMinutes).toBe(225);
    expect(grid.weekStatus).toBe('open');
  });

  it('keeps lines without time in their order before the lines of entries', () => {
    const grid = buildWeekGrid(
      WEEK,
      { items: [entry('2028-01-12', 60, onTask)], lockedThrough: null, weeks: [] },
      [training, { kind: 'task', id: 11, name: 'Design', project: apollo }],
    );
    expect(grid.lines.map((line) => line.key)).toEqual(['s:2', 't:11']);
    expect(grid.lines[0]!.totalMinutes).toBe(0);
    expect(grid.lines[1]!.cells[2]!.minutes).toBe(60);
  });

  it('sums several entries of a day into one read-only cell', () => {
    const grid = buildWeekGrid(
      WEEK,
      {
        items: [entry('2028-01-12', 60, onTask), entry('2028-01-12', 30, onTask)],
        lockedThrough: null,
        weeks: [],
      },
      [],
    );
    const cell = grid.lines[0]!.cells[2]!;
    expect(cell.minutes).toBe(90);
    expect(cell.multiple).toBe(true);
    expect(isCellEditable(cell, true)).toBe(false);
    expect(cellEdit(grid.lines[0]!, cell, '3:00', null)).toEqual({ kind: 'none' });
  });

  it('locks the days up to lockedThrough and leaves the rest of the week open', () => {
    const grid = buildWeekGrid(WEEK, { items: [], lockedThrough: '2028-01-12', weeks: [] }, [
      training,
    ]);
    expect(grid.dayLocks.map((lock) => lock?.reason ?? null)).toEqual([
      'lock',
      'lock',
      'lock',
      null,
      null,
      null,
      null,
    ]);
    const cells = grid.lines[0]!.cells;
    expect(cells.map((cell) => isCellEditable(cell, true))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(cellEdit(grid.lines[0]!, cells[0]!, '1:00', null)).toEqual({ kind: 'none' });
  });

  it('locks every day of an approved week, and none of a submitted one', () => {
    const approved = buildWeekGrid(
      WEEK,
      { items: [], lockedThrough: null, weeks: [{ weekStart: WEEK, status: 'approved' }] },
      [training],
    );
    expect(approved.weekStatus).toBe('approved');
    expect(approved.dayLocks.every((lock) => lock?.reason === 'approved')).toBe(true);
    const submitted = buildWeekGrid(
      WEEK,
      { items: [], lockedThrough: null, weeks: [{ weekStart: WEEK, status: 'submitted' }] },
      [training],
    );
    expect(submitted.dayLocks.every((lock) => lock === null)).toBe(true);
    expect(isCellEditable(submitted.lines[0]!.cells[0]!, false)).toBe(false);
  });
});

describe('cellEdit', () => {
  const week = (items: TimeEntry[]) =>
    buildWeekGrid(WEEK, { items, lockedThrough: null, weeks: [] }, [training]);

  it('creates one entry on the line target for 1:30, 1.5 and 90m alike', () => {
    const grid = week([]);
    for (const text of ['1:30', '1.5', '90m']) {
      expect(cellEdit(grid.lines[0]!, grid.lines[0]!.cells[0]!, text, null)).toEqual({
        kind: 'create',
        input: {
          date: '2028-01-10',
          taskId: null,
          projectId: null,
          timesheetTaskId: 2,
          minutes: 90,
        },
      });
    }
  });

  it("names the user when writing someone else's time", () => {
    const grid = week([]);
    const edit = cellEdit(grid.lines[0]!, grid.lines[0]!.cells[1]!, '2', 9);
    expect(edit).toMatchObject({ kind: 'create', input: { userId: 9, minutes: 120 } });
  });

  it('updates the entry with its version, keeping its note and billable', () => {
    const existing = entry('2028-01-10', 60, onTask);
    const grid = week([existing]);
    const line = grid.lines.find((l) => l.key === 't:11')!;
    expect(cellEdit(line, line.cells[0]!, '2:15', null)).toEqual({
      kind: 'update',
      entryId: existing.id,
      input: {
        date: '2028-01-10',
        taskId: 11,
        projectId: null,
        timesheetTaskId: null,
        minutes: 135,
        note: existing.note,
        billable: true,
        version: 2,
      },
    });
    expect(cellEdit(line, line.cells[0]!, '1:00', null)).toEqual({ kind: 'none' });
  });

  it('deletes the entry (versioned) when the cell is emptied or set to 0, never writing 0', () => {
    const existing = entry('2028-01-10', 60, onTask);
    const grid = week([existing]);
    const line = grid.lines.find((l) => l.key === 't:11')!;
    for (const text of ['', '  ', '0', '0:00'])
      expect(cellEdit(line, line.cells[0]!, text, null)).toEqual({
        kind: 'delete',
        entryId: existing.id,
        version: 2,
      });
    expect(cellEdit(line, line.cells[1]!, '', null)).toEqual({ kind: 'none' });
    expect(cellEdit(line, line.cells[1]!, '0', null)).toEqual({ kind: 'none' });
  });

  it('answers an error for text that is not a duration', () => {
    const grid = week([]);
    expect(cellEdit(grid.lines[0]!, grid.lines[0]!.cells[0]!, 'soon', null)).toEqual({
      kind: 'error',
      message: 'Type a duration such as 1:30, 1.5 or 90m',
    });
  });
});

describe('lines', () => {
  it("copies last week's targets once each, in order of appearance, without time", () => {
    const targets = targetsOfEntries([
      entry('2028-01-03', 60, onTask),
      entry('2028-01-04', 60, leave),
      entry('2028-01-05', 60, onTask),
    ]);
    expect(targets.map((t) => `${t.kind}:${t.id}`)).toEqual(['task:11', 'timesheetTask:1']);
    expect(withLines([training], [...targets, training]).map((t) => t.id)).toEqual([2, 11, 1]);
  });
});
