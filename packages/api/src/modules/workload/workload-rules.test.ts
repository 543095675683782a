import { describe, expect, it } from 'vitest';
import {
  countWorkingDayNumbers,
  countWorkingDays,
  dayCalendar,
  dayCapacity,
  dayNumber,
  daysOf,
  isoWeekday,
  isWorkingDay,
  isWorkingDayNumber,
  weekdayOfDay,
  DEFAULT_CALENDAR,
  periodsOf,
  remainingMinutes,
  spreadTask,
  spreadTaskOverPeriods,
  daysBetween,
  sumFigures,
  utilisationOf,
  type WorkCalendar,
} from './workload-rules';

// 2026-03-02 is a Monday.
const FULL_TIME: WorkCalendar = {
  standardMinutesPerDay: 480,
  workingDays: [1, 2, 3, 4, 5],
  employmentStart: '2020-01-01',
  employmentEnd: null,
};
const PART_TIME: WorkCalendar = {
  standardMinutesPerDay: 360,
  workingDays: [1, 2, 3],
  employmentStart: '2020-01-01',
  employmentEnd: null,
};
const NONE = new Set<string>();

function spread(
  task: Partial<Parameters<typeof spreadTask>[0]>,
  calendar = FULL_TIME,
  holidays: string[] = [],
  range: [string, string] = ['2026-03-02', '2026-03-29'],
) {
  return spreadTask(
    { startDate: null, dueDate: null, estimateMinutes: null, loggedMinutes: 0, ...task },
    calendar,
    holidays,
    new Set(holidays),
    range[0],
    range[1],
  );
}

describe('periods', () => {
  it('answers per day up to 14 days', () => {
    const periods = periodsOf('2026-03-02', '2026-03-15');
    expect(periods).toHaveLength(14);
    expect(periods[0]).toEqual({ start: '2026-03-02', end: '2026-03-02', kind: 'day' });
  });
  it('answers per Monday-to-Sunday week beyond, cutting the ends at the range', () => {
    const periods = periodsOf('2026-03-04', '2026-03-24');
    expect(periods).toEqual([
      { start: '2026-03-04', end: '2026-03-08', kind: 'week' },
      { start: '2026-03-09', end: '2026-03-15', kind: 'week' },
      { start: '2026-03-16', end: '2026-03-22', kind: 'week' },
      { start: '2026-03-23', end: '2026-03-24', kind: 'week' },
    ]);
  });
});

describe('capacity', () => {
  it('is the standard day on working days and nothing at the weekend', () => {
    expect(dayCapacity(FULL_TIME, '2026-03-06', NONE)).toBe(480); // Friday
    expect(dayCapacity(FULL_TIME, '2026-03-07', NONE)).toBe(0); // Saturday
    expect(dayCapacity(FULL_TIME, '2026-03-08', NONE)).toBe(0); // Sunday
  });
  it("follows a part-timer's own days and standard day", () => {
    expect(dayCapacity(PART_TIME, '2026-03-04', NONE)).toBe(360); // Wednesday
    expect(dayCapacity(PART_TIME, '2026-03-05', NONE)).toBe(0); // Thursday
  });
  it('is nothing on a workspace holiday and outside employment', () => {
    expect(dayCapacity(FULL_TIME, '2026-03-03', new Set(['2026-03-03']))).toBe(0);
    const leaver = { ...FULL_TIME, employmentEnd: '2026-03-03' };
    expect(dayCapacity(leaver, '2026-03-03', NONE)).toBe(480);
    expect(dayCapacity(leaver, '2026-03-04', NONE)).toBe(0);
    const joiner = { ...FULL_TIME, employmentStart: '2026-03-04' };
    expect(dayCapacity(joiner, '2026-03-03', NONE)).toBe(0);
  });
  it('loses the leave logged that day, never below zero', () => {
    expect(dayCapacity(FULL_TIME, '2026-03-02', NONE, 240)).toBe(240);
    expect(dayCapacity(FULL_TIME, '2026-03-02', NONE, 600)).toBe(0);
  });
  it('is nothing without an employee record', () => {
    expect(dayCapacity(DEFAULT_CALENDAR, '2026-03-02', NONE)).toBe(0);
  });
  it('counts working days arithmetically, holidays and employment included', () => {
    expect(countWorkingDays(FULL_TIME, '2026-03-02', '2026-03-29', [])).toBe(20);
    expect(
      countWorkingDays(FULL_TIME, '2026-03-02', '2026-03-29', ['2026-03-03', '2026-03-07']),
    ).toBe(19);
    expect(countWorkingDays(PART_TIME, '2026-03-02', '2026-03-29', [])).toBe(12);
    expect(
      countWorkingDays(
        { ...FULL_TIME, employmentEnd: '2026-03-06' },
        '2026-03-02',
        '2026-03-29',
        [],
      ),
    ).toBe(5);
  });
});

describe('allocation', () => {
  it('spreads the remaining estimate evenly over the working days, weekends skipped', () => {
    // Monday to the next Friday: 10 working days, 600 minutes left of 900.
    const days = spread({
      startDate: '2026-03-02',
      dueDate: '2026-03-13',
      estimateMinutes: 900,
      loggedMinutes: 300,
    });
    expect(days).toHaveLength(10);
    expect(days?.every((d) => d.minutes === 60)).toBe(true);
    expect(days?.some((d) => d.date === '2026-03-07')).toBe(false);
  });
  it('keeps the exact sum: the odd minutes go to the first days', () => {
    const days = spread({ startDate: '2026-03-02', dueDate: '2026-03-04', estimateMinutes: 100 });
    expect(days?.map((d) => d.minutes)).toEqual([34, 33, 33]);
  });
  it("spreads over a part-timer's days only", () => {
    const days = spread(
      { startDate: '2026-03-02', dueDate: '2026-03-08', estimateMinutes: 360 },
      PART_TIME,
    );
    expect(days).toEqual([
      { date: '2026-03-02', minutes: 120 },
      { date: '2026-03-03', minutes: 120 },
      { date: '2026-03-04', minutes: 120 },
    ]);
  });
  it('skips holidays', () => {
    const days = spread(
      { startDate: '2026-03-02', dueDate: '2026-03-06', estimateMinutes: 400 },
      FULL_TIME,
      ['2026-03-04'],
    );
    expect(days?.map((d) => d.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-05',
      '2026-03-06',
    ]);
    expect(days?.every((d) => d.minutes === 100)).toBe(true);
  });
  it('counts only the part inside the range, the share per day set by the whole schedule', () => {
    const days = spread(
      { startDate: '2026-02-23', dueDate: '2026-03-06', estimateMinutes: 1000 },
      FULL_TIME,
      [],
      ['2026-03-02', '2026-03-29'],
    );
    expect(days).toHaveLength(5);
    expect(days?.reduce((sum, d) => sum + d.minutes, 0)).toBe(500);
  });
  it('puts a task with only a due date (or only a start) on that day', () => {
    expect(spread({ dueDate: '2026-03-05', estimateMinutes: 120 })).toEqual([
      { date: '2026-03-05', minutes: 120 },
    ]);
    expect(spread({ startDate: '2026-03-05', estimateMinutes: 120 })).toEqual([
      { date: '2026-03-05', minutes: 120 },
    ]);
  });
  it('puts a schedule without any working day on its last day', () => {
    expect(spread({ startDate: '2026-03-07', dueDate: '2026-03-08', estimateMinutes: 60 })).toEqual(
      [{ date: '2026-03-08', minutes: 60 }],
    );
  });
  it('leaves a task without dates unscheduled (null)', () => {
    expect(spread({ estimateMinutes: 60 })).toBeNull();
  });
  it('lists a task without estimate on its days with 0 minutes', () => {
    const days = spread({ startDate: '2026-03-02', dueDate: '2026-03-03' });
    expect(days).toEqual([
      { date: '2026-03-02', minutes: 0 },
      { date: '2026-03-03', minutes: 0 },
    ]);
    expect(
      remainingMinutes({ startDate: null, dueDate: null, estimateMinutes: null, loggedMinutes: 5 }),
    ).toBeNull();
  });
  it('allocates nothing once more than the estimate is logged', () => {
    const days = spread({
      startDate: '2026-03-02',
      dueDate: '2026-03-03',
      estimateMinutes: 60,
      loggedMinutes: 90,
    });
    expect(days?.every((d) => d.minutes === 0)).toBe(true);
  });
  it('returns no day for a schedule outside the range', () => {
    expect(spread({ startDate: '2026-05-04', dueDate: '2026-05-08', estimateMinutes: 60 })).toEqual(
      [],
    );
  });
});

describe('utilisation and sums', () => {
  it('is allocated over capacity, null without capacity', () => {
    expect(utilisationOf(600, 480)).toBe(1.25);
    expect(utilisationOf(100, 300)).toBe(0.333);
    expect(utilisationOf(100, 0)).toBeNull();
  });
  it('sums rows period by period', () => {
    const periods = periodsOf('2026-03-02', '2026-03-03');
    const row = (capacity: number, allocated: number) =>
      periods.map((p) => ({
        start: p.start,
        capacityMinutes: capacity,
        allocatedMinutes: allocated,
        tentativeMinutes: 0,
        loggedMinutes: 0,
        leaveMinutes: 0,
        utilisation: null,
      }));
    const sums = sumFigures(periods, [row(480, 240), row(480, 720)]);
    expect(sums[0]).toMatchObject({ capacityMinutes: 960, allocatedMinutes: 960, utilisation: 1 });
  });
});

describe('spreading per period', () => {
  const PART_TIME = { ...FULL_TIME, workingDays: [1, 3, 4] };
  const EMPLOYED = { ...FULL_TIME, employmentStart: '2026-03-10', employmentEnd: '2026-04-08' };
  const holidays = ['2026-03-11', '2026-03-25', '2026-04-06'];
  const tasks = [
    { startDate: '2026-02-20', dueDate: '2026-04-15', estimateMinutes: 2437, loggedMinutes: 100 },
    { startDate: '2026-03-04', dueDate: '2026-03-19', estimateMinutes: 601, loggedMinutes: 0 },
    { startDate: '2026-03-09', dueDate: null, estimateMinutes: 90, loggedMinutes: 0 },
    { startDate: null, dueDate: '2026-03-14', estimateMinutes: 45, loggedMinutes: 0 },
    { startDate: '2026-03-25', dueDate: '2026-03-25', estimateMinutes: 30, loggedMinutes: 0 },
    { startDate: '2026-03-20', dueDate: '2026-03-12', estimateMinutes: 77, loggedMinutes: 5 },
    { startDate: '2026-03-02', dueDate: '2026-03-27', estimateMinutes: null, loggedMinutes: 0 },
    { startDate: '2026-01-05', dueDate: '2026-02-27', estimateMinutes: 500, loggedMinutes: 0 },
    { startDate: null, dueDate: null, estimateMinutes: 500, loggedMinutes: 0 },
  ];
  const ranges: Array<[string, string]> = [
    ['2026-03-02', '2026-03-29'],
    ['2026-03-04', '2026-04-12'],
    ['2026-03-09', '2026-03-18'],
  ];

  it('gives each period the sum of spreadTask over its days', () => {
    for (const calendar of [FULL_TIME, PART_TIME, EMPLOYED])
      for (const range of ranges) {
        const periods = periodsOf(range[0], range[1]);
        for (const task of tasks) {
          const days = spread(task, calendar, holidays, range);
          const perPeriod = spreadTaskOverPeriods(task, calendar, holidays, periods);
          if (days === null) {
            expect(perPeriod).toBeNull();
            continue;
          }
          const expected = new Map<number, number>();
          for (const { date, minutes } of days) {
            const index = periods.findIndex((p) => date >= p.start && date <= p.end);
            expected.set(index, (expected.get(index) ?? 0) + minutes);
          }
          expect(
            new Map((perPeriod ?? []).map((p) => [p.index, p.minutes])),
            JSON.stringify({ task, calendar, range }),
          ).toEqual(expected);
        }
      }
  });
});

describe('days between', () => {
  it('counts days across months, leap years and centuries as Date does', () => {
    const dates = [
      '1999-12-31',
      '2000-02-28',
      '2000-03-01',
      '2024-02-29',
      '2026-01-01',
      '2100-03-01',
    ];
    for (const a of dates)
      for (const b of dates)
        expect(daysBetween(a, b), `${a} ${b}`).toBe(
          Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000),
        );
  });
});

describe('day numbers', () => {
  // The grid counts in day numbers; these pin that to the per-day reading of the rules.
  const calendars: WorkCalendar[] = [
    FULL_TIME,
    { ...FULL_TIME, workingDays: [1, 3, 4] },
    { ...FULL_TIME, workingDays: [6, 7] },
    { ...FULL_TIME, workingDays: [] },
    { ...FULL_TIME, employmentStart: '2026-02-11', employmentEnd: '2026-03-19' },
    { ...FULL_TIME, employmentStart: null, employmentEnd: '2026-02-03' },
  ];
  // A Saturday, weekdays, and a leap day among them.
  const holidays = ['2024-02-29', '2026-01-01', '2026-02-14', '2026-02-16', '2026-03-04'];
  const holidaySet = new Set(holidays);
  const days = daysOf('2026-01-20', '2026-03-25');

  it('gives the weekday Date gives', () => {
    for (const day of daysOf('1999-12-20', '2001-01-10').concat(daysOf('2024-02-20', '2024-03-10')))
      expect(weekdayOfDay(dayNumber(day)), day).toBe(isoWeekday(day));
  });

  it('counts the working days a walk day by day counts', () => {
    for (const calendar of calendars) {
      const prepared = dayCalendar(calendar, holidays);
      for (const day of days)
        expect(isWorkingDayNumber(prepared, dayNumber(day)), day).toBe(
          isWorkingDay(calendar, day, holidaySet),
        );
      for (let i = 0; i < days.length; i += 3)
        for (let j = i - 2; j < days.length; j += 2) {
          const from = days[i] as string;
          const to = days[Math.max(0, j)] as string;
          const walked = daysOf(from, to).filter((day) =>
            isWorkingDay(calendar, day, holidaySet),
          ).length;
          expect(countWorkingDays(calendar, from, to, holidays), `${from} ${to}`).toBe(walked);
          expect(countWorkingDayNumbers(prepared, dayNumber(from), dayNumber(to))).toBe(walked);
        }
    }
  });
});
