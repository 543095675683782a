import {
  addDays,
  mondayOf,
  WORKLOAD_DAY_PERIOD_MAX_DAYS,
  type WorkloadFigures,
  type WorkloadPeriod,
} from '@keel/types';

/**
 * The workload rules (issue 17), pure: no I/O, days as `YYYY-MM-DD` (UTC).
 * README.md in this folder states them in prose; the unit tests pin them.
 */

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date, by arithmetic on its digits
 * (the proleptic Gregorian calendar; no Date object: the grid asks this
 * hundreds of thousands of times).
 */
export function dayNumber(date: string): number {
  // Digit by digit (no substrings: the grid reads some 100,000 dates a request).
  let y = digits(date, 0, 4);
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  if (m <= 2) y -= 1;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The number written by the digits of `text` from `start` to `end` (excluded). */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** ISO weekday of a day number (day 0, 1970-01-01, was a Thursday). */
export function weekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The day after `date`. */
export function nextDay(date: string): string {
  return addDays(date, 1);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/**
 * The periods of a range: one per day when it spans at most 14 days, else
 * Monday-to-Sunday weeks, the first and last cut at the range's ends.
 */
export function periodsOf(startDate: string, endDate: string): WorkloadPeriod[] {
  const length = daysBetween(startDate, endDate) + 1;
  if (length <= WORKLOAD_DAY_PERIOD_MAX_DAYS)
    return daysOf(startDate, endDate).map((day) => ({ start: day, end: day, kind: 'day' }));
  const periods: WorkloadPeriod[] = [];
  for (let monday = mondayOf(startDate); monday <= endDate; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    periods.push({
      start: monday < startDate ? startDate : monday,
      end: sunday > endDate ? endDate : sunday,
      kind: 'week',
    });
  }
  return periods;
}

/** When and how long a person works (from their employee record). */
export interface WorkCalendar {
  /** Standard working minutes per working day (0: no employee record, no capacity). */
  standardMinutesPerDay: number;
  /** ISO weekdays worked (1 = Monday). */
  workingDays: readonly number[];
  /** Employment start and end (both included), null when open. */
  employmentStart: string | null;
  employmentEnd: string | null;
}

/** The calendar of people without an employee record and of unassigned work: Monday to Friday, no capacity. */
export const DEFAULT_CALENDAR: WorkCalendar = {
  standardMinutesPerDay: 0,
  workingDays: [1, 2, 3, 4, 5],
  employmentStart: null,
  employmentEnd: null,
};

/** Is `date` a working day of the calendar: a working weekday, employed, not a workspace holiday? */
export function isWorkingDay(
  calendar: WorkCalendar,
  date: string,
  holidays: ReadonlySet<string>,
): boolean {
  if (calendar.employmentStart !== null && date < calendar.employmentStart) return false;
  if (calendar.employmentEnd !== null && date > calendar.employmentEnd) return false;
  if (holidays.has(date)) return false;
  return calendar.workingDays.includes(isoWeekday(date));
}

/**
 * Capacity of one day: the standard day on a working day, less the leave
 * logged that day (never below 0); nothing on other days.
 */
export function dayCapacity(
  calendar: WorkCalendar,
  date: string,
  holidays: ReadonlySet<string>,
  leaveMinutes = 0,
): number {
  if (!isWorkingDay(calendar, date, holidays)) return 0;
  return Math.max(0, calendar.standardMinutesPerDay - leaveMinutes);
}

/**
 * A calendar and the workspace holidays in day numbers (`dayNumber`), made
 * once per calendar for the many counts of the grid (a person's every task
 * and period): no date strings, no walking day by day.
 */
export interface DayCalendar {
  /** `works[w]`: is ISO weekday w (1..7) worked? */
  works: readonly boolean[];
  /** Worked weekdays a week. */
  perWeek: number;
  /** `partWeek[(w - 1) * 7 + k]`: worked days among the k days from weekday w on (k < 7). */
  partWeek: readonly number[];
  /** Employment's first and last day, -/+Infinity when open. */
  first: number;
  last: number;
  /** The holidays on worked weekdays, ascending (each one counted, as in the list). */
  holidays: readonly number[];
}

/** `calendar` with `holidays` (`YYYY-MM-DD`), in day numbers. */
export function dayCalendar(calendar: WorkCalendar, holidays: readonly string[]): DayCalendar {
  const works = Array.from({ length: 8 }, (_, w) => w > 0 && calendar.workingDays.includes(w));
  const partWeek: number[] = [];
  for (let w = 1; w <= 7; w++) {
    let count = 0;
    for (let k = 0; k < 7; k++) {
      partWeek.push(count);
      if (works[((w - 1 + k) % 7) + 1]) count++;
    }
  }
  return {
    works,
    perWeek: calendar.workingDays.length,
    partWeek,
    first: calendar.employmentStart === null ? -Infinity : dayNumber(calendar.employmentStart),
    last: calendar.employmentEnd === null ? Infinity : dayNumber(calendar.employmentEnd),
    holidays: holidays
      .map(dayNumber)
      .filter((day) => works[weekdayOfDay(day)])
      .sort((a, b) => a - b),
  };
}

/** Index of the first of the ascending `days` at or after `day`. */
function firstAtOrAfter(days: readonly number[], day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((days[mid] as number) < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Working days of the calendar from day `from` to day `to` (both included),
 * counted without walking every day: whole weeks times the working weekdays,
 * the odd days from a table, less the holidays on working days (two binary
 * searches).
 */
export function countWorkingDayNumbers(calendar: DayCalendar, from: number, to: number): number {
  const start = from < calendar.first ? calendar.first : from;
  const end = to > calendar.last ? calendar.last : to;
  if (end < start) return 0;
  const length = end - start + 1;
  const count =
    Math.floor(length / 7) * calendar.perWeek +
    (calendar.partWeek[(weekdayOfDay(start) - 1) * 7 + (length % 7)] as number);
  const { holidays } = calendar;
  if (holidays.length === 0) return count;
  return count - (firstAtOrAfter(holidays, end + 1) - firstAtOrAfter(holidays, start));
}

/** `isWorkingDay` in day numbers: a working weekday, employed, not a holiday. */
export function isWorkingDayNumber(calendar: DayCalendar, day: number): boolean {
  if (day < calendar.first || day > calendar.last || !calendar.works[weekdayOfDay(day)])
    return false;
  const { holidays } = calendar;
  return holidays[firstAtOrAfter(holidays, day)] !== day;
}

/** Working days of the calendar from `from` to `to` (both included): `countWorkingDayNumbers` of the dates. */
export function countWorkingDays(
  calendar: WorkCalendar,
  from: string,
  to: string,
  holidays: readonly string[],
): number {
  return countWorkingDayNumbers(dayCalendar(calendar, holidays), dayNumber(from), dayNumber(to));
}

/** What the rules need of a task. */
export interface PlannedTask {
  startDate: string | null;
  dueDate: string | null;
  /** Estimate in minutes, null when the task has none. */
  estimateMinutes: number | null;
  /** Minutes logged on the task so far (all time). */
  loggedMinutes: number;
}

/** max(0, estimate - logged); null without an estimate. */
export function remainingMinutes(task: PlannedTask): number | null {
  if (task.estimateMinutes === null) return null;
  return Math.max(0, task.estimateMinutes - task.loggedMinutes);
}

/** A day of a task's schedule inside the range, with the share of its remaining work. */
export interface TaskDay {
  date: string;
  minutes: number;
}

/**
 * Where a task's remaining work falls within [rangeStart, rangeEnd]:
 * - its schedule is start..due; with only one of the dates, that one day;
 *   with neither it is unscheduled (null: not spread over any cell);
 * - the remaining work (0 without an estimate) is spread evenly over the
 *   schedule's working days of the assignee's calendar (holidays excluded),
 *   whole minutes, the odd minutes on the first days so the sum is exact;
 * - a schedule with no working day at all puts everything on its last day;
 * - the returned days are those of the schedule inside the range: a task
 *   whose schedule lies outside returns [] (it is not in any cell).
 */
export function spreadTask(
  task: PlannedTask,
  calendar: WorkCalendar,
  holidays: readonly string[],
  holidaySet: ReadonlySet<string>,
  rangeStart: string,
  rangeEnd: string,
): TaskDay[] | null {
  const first = task.startDate ?? task.dueDate;
  const last = task.dueDate ?? task.startDate;
  if (first === null || last === null) return null;
  const from = first <= last ? first : last;
  const to = first <= last ? last : first;
  const remaining = remainingMinutes(task) ?? 0;
  const workingDays = countWorkingDays(calendar, from, to, holidays);
  if (workingDays === 0)
    return to >= rangeStart && to <= rangeEnd ? [{ date: to, minutes: remaining }] : [];
  if (to < rangeStart || from > rangeEnd) return [];
  const base = Math.floor(remaining / workingDays);
  const extra = remaining - base * workingDays;
  const clipFrom = from < rangeStart ? rangeStart : from;
  const clipTo = to > rangeEnd ? rangeEnd : to;
  // Working days of the schedule before the range: their index decides who gets an odd minute.
  let index =
    clipFrom > from ? countWorkingDays(calendar, from, addDays(clipFrom, -1), holidays) : 0;
  const days: TaskDay[] = [];
  for (let day = clipFrom; day <= clipTo; day = nextDay(day)) {
    if (!isWorkingDay(calendar, day, holidaySet)) continue;
    days.push({ date: day, minutes: base + (index < extra ? 1 : 0) });
    index++;
  }
  return days;
}

/** A task's minutes in one period (by its index in the periods). */
export interface TaskPeriod {
  index: number;
  minutes: number;
}

/** The periods of a range in day numbers, with the period of each day of the range. */
export interface PeriodDays {
  starts: readonly number[];
  ends: readonly number[];
  /** `periodOfDay[day - starts[0]]`: the index of the period holding the day. */
  periodOfDay: readonly number[];
}

/** `periods` (covering a range in order) in day numbers. */
export function periodDays(periods: readonly WorkloadPeriod[]): PeriodDays {
  const starts = periods.map((p) => dayNumber(p.start));
  const ends = periods.map((p) => dayNumber(p.end));
  const periodOfDay: number[] = [];
  starts.forEach((start, index) => {
    for (let day = start; day <= (ends[index] as number); day++) periodOfDay.push(index);
  });
  return { starts, ends, periodOfDay };
}

/**
 * `spreadTask` summed per period, by arithmetic rather than day by day, in
 * day numbers: the working days of the schedule from..to in a period are
 * consecutive in its order, so a period holding the working days
 * [first, first + count) gets `base * count` plus the odd minutes of those
 * of them below `extra`. Calls `add(index, minutes)` for each period with
 * some of the task's days (in order), and nothing for a schedule outside the
 * range.
 */
export function spreadOverPeriodDays(
  from: number,
  to: number,
  remaining: number,
  calendar: DayCalendar,
  periods: PeriodDays,
  add: (index: number, minutes: number) => void,
): void {
  const count = periods.starts.length;
  if (count === 0) return;
  const rangeStart = periods.starts[0] as number;
  const rangeEnd = periods.ends[count - 1] as number;
  if (to < rangeStart || from > rangeEnd) return;
  const workingDays = countWorkingDayNumbers(calendar, from, to);
  if (workingDays === 0) {
    if (to <= rangeEnd) add(periods.periodOfDay[to - rangeStart] as number, remaining);
    return;
  }
  const base = Math.floor(remaining / workingDays);
  const extra = remaining - base * workingDays;
  // Working days of the schedule before the period being looked at.
  let before = from < rangeStart ? countWorkingDayNumbers(calendar, from, rangeStart - 1) : 0;
  const firstPeriod = from <= rangeStart ? 0 : (periods.periodOfDay[from - rangeStart] as number);
  const lastPeriod = to >= rangeEnd ? count - 1 : (periods.periodOfDay[to - rangeStart] as number);
  for (let index = firstPeriod; index <= lastPeriod; index++) {
    const start = periods.starts[index] as number;
    const end = periods.ends[index] as number;
    const days = countWorkingDayNumbers(calendar, start < from ? from : start, end > to ? to : end);
    if (days === 0) continue;
    const odd = Math.min(days, Math.max(0, extra - before));
    add(index, base * days + odd);
    before += days;
  }
}

/** A task's schedule in day numbers (first <= last); null when it has no date. */
export function scheduleDays(task: PlannedTask): { from: number; to: number } | null {
  const first = task.startDate ?? task.dueDate;
  const last = task.dueDate ?? task.startDate;
  if (first === null || last === null) return null;
  const a = dayNumber(first);
  const b = dayNumber(last);
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

/**
 * `spreadTask` summed per period (`spreadOverPeriodDays` of the task's
 * schedule): periods without any of the task's days are left out; null when
 * the task is unscheduled (as `spreadTask`).
 */
export function spreadTaskOverPeriods(
  task: PlannedTask,
  calendar: WorkCalendar,
  holidays: readonly string[],
  periods: readonly WorkloadPeriod[],
): TaskPeriod[] | null {
  const schedule = scheduleDays(task);
  if (schedule === null) return null;
  const out: TaskPeriod[] = [];
  spreadOverPeriodDays(
    schedule.from,
    schedule.to,
    remainingMinutes(task) ?? 0,
    dayCalendar(calendar, holidays),
    periodDays(periods),
    (index, minutes) => out.push({ index, minutes }),
  );
  return out;
}

/** allocated / capacity, rounded to 3 decimals; null when there is no capacity. */
export function utilisationOf(allocatedMinutes: number, capacityMinutes: number): number | null {
  if (capacityMinutes <= 0) return null;
  return Math.round((allocatedMinutes / capacityMinutes) * 1000) / 1000;
}

/** Empty figures of a period. */
export function emptyFigures(start: string): WorkloadFigures {
  return {
    start,
    capacityMinutes: 0,
    allocatedMinutes: 0,
    tentativeMinutes: 0,
    loggedMinutes: 0,
    leaveMinutes: 0,
    utilisation: null,
  };
}

/** The sums of several rows' figures, period by period (utilisation of the sums). */
export function sumFigures(
  periods: readonly WorkloadPeriod[],
  rows: readonly (readonly WorkloadFigures[])[],
): WorkloadFigures[] {
  return periods.map((period, i) => {
    const sum = emptyFigures(period.start);
    for (const row of rows) {
      const cell = row[i];
      if (!cell) continue;
      sum.capacityMinutes += cell.capacityMinutes;
      sum.allocatedMinutes += cell.allocatedMinutes;
      sum.tentativeMinutes += cell.tentativeMinutes;
      sum.loggedMinutes += cell.loggedMinutes;
      sum.leaveMinutes += cell.leaveMinutes;
    }
    sum.utilisation = utilisationOf(sum.allocatedMinutes, sum.capacityMinutes);
    return sum;
  });
}

/** Index of the period each day of the range falls in (`periods` cover the range in order). */
export function periodIndexByDay(periods: readonly WorkloadPeriod[]): Map<string, number> {
  const index = new Map<string, number>();
  periods.forEach((period, i) => {
    for (const day of daysOf(period.start, period.end)) index.set(day, i);
  });
  return index;
}
