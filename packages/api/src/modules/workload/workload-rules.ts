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
  let y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (m <= 2) y -= 1;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/*
 * The grid walks the same few hundred days for every person and task: the
 * weekday and the next day of a date are remembered (a bounded memo), which
 * keeps 1,000 people x 12 weeks over tens of thousands of tasks cheap.
 */
const MEMO_LIMIT = 20_000;
const weekdays = new Map<string, number>();
const nextDays = new Map<string, string>();

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  let weekday = weekdays.get(date);
  if (weekday === undefined) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    weekday = day === 0 ? 7 : day;
    if (weekdays.size >= MEMO_LIMIT) weekdays.clear();
    weekdays.set(date, weekday);
  }
  return weekday;
}

/** The day after `date`. */
export function nextDay(date: string): string {
  let next = nextDays.get(date);
  if (next === undefined) {
    next = addDays(date, 1);
    if (nextDays.size >= MEMO_LIMIT) nextDays.clear();
    nextDays.set(date, next);
  }
  return next;
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
 * Working days of the calendar from `from` to `to` (both included), counted
 * without walking every day: whole weeks times the working weekdays, the
 * odd days one by one, less the holidays on working days.
 */
export function countWorkingDays(
  calendar: WorkCalendar,
  from: string,
  to: string,
  holidays: readonly string[],
): number {
  let start = from;
  let end = to;
  if (calendar.employmentStart !== null && start < calendar.employmentStart)
    start = calendar.employmentStart;
  if (calendar.employmentEnd !== null && end > calendar.employmentEnd) end = calendar.employmentEnd;
  if (end < start) return 0;
  const length = daysBetween(start, end) + 1;
  const weeks = Math.floor(length / 7);
  let count = weeks * calendar.workingDays.length;
  let weekday = isoWeekday(start);
  for (let i = 0; i < length % 7; i++) {
    if (calendar.workingDays.includes(weekday)) count++;
    weekday = weekday === 7 ? 1 : weekday + 1;
  }
  for (const holiday of holidays)
    if (holiday >= start && holiday <= end && calendar.workingDays.includes(isoWeekday(holiday)))
      count--;
  return count;
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

/**
 * `spreadTask` summed per period, by arithmetic rather than day by day: the
 * working days of the schedule in a period are consecutive in its order, so
 * a period holding the working days [first, first + count) gets
 * `base * count` plus the odd minutes of those of them below `extra`.
 * Periods without any of the task's days are left out; null when the task
 * is unscheduled (as `spreadTask`).
 */
export function spreadTaskOverPeriods(
  task: PlannedTask,
  calendar: WorkCalendar,
  holidays: readonly string[],
  periods: readonly WorkloadPeriod[],
): TaskPeriod[] | null {
  const first = task.startDate ?? task.dueDate;
  const last = task.dueDate ?? task.startDate;
  if (first === null || last === null) return null;
  const from = first <= last ? first : last;
  const to = first <= last ? last : first;
  const rangeStart = periods[0]?.start;
  const rangeEnd = periods.at(-1)?.end;
  if (rangeStart === undefined || rangeEnd === undefined) return [];
  if (to < rangeStart || from > rangeEnd) return [];
  const remaining = remainingMinutes(task) ?? 0;
  const workingDays = countWorkingDays(calendar, from, to, holidays);
  if (workingDays === 0) {
    const index = periods.findIndex((p) => to >= p.start && to <= p.end);
    return index < 0 ? [] : [{ index, minutes: remaining }];
  }
  const base = Math.floor(remaining / workingDays);
  const extra = remaining - base * workingDays;
  // Working days of the schedule before the period being looked at.
  let before =
    from < rangeStart ? countWorkingDays(calendar, from, addDays(rangeStart, -1), holidays) : 0;
  const out: TaskPeriod[] = [];
  for (let index = 0; index < periods.length; index++) {
    const period = periods[index] as WorkloadPeriod;
    if (period.end < from) continue;
    if (period.start > to) break;
    const clipFrom = period.start < from ? from : period.start;
    const clipTo = period.end > to ? to : period.end;
    const count = countWorkingDays(calendar, clipFrom, clipTo, holidays);
    if (count === 0) continue;
    const odd = Math.min(count, Math.max(0, extra - before));
    out.push({ index, minutes: base * count + odd });
    before += count;
  }
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
