import { addDays, isCalendarDate, mondayOf, type TimeEntry } from '@keel/types';
import { formatDate } from '../../lib/format';
import { lockText } from './calendar-model';
import { PHONE_QUERY } from './phone';
import type { DayLock, WeekGrid } from './week-grid';

/*
 * The day view's model (a phone's timesheet: one day at a time), pure so it is
 * unit-tested without a browser. It reads the week grid the wide screen
 * shows (`buildWeekGrid`), so the days, totals and locks follow the grid's
 * rules, never a second version of them.
 *
 * Decisions (issue 30 left them open):
 * - The day is `?day=YYYY-MM-DD` beside the grid's `?week=`; a day outside the
 *   week (or none) is today when today is in the week, else the week's Monday.
 *   Moving a day past Sunday or before Monday moves the week with it.
 * - A day lists its entries one by one (a line of the grid may hold several
 *   entries on a day: each is edited on its own in the sheet), in the grid's
 *   line order, and within a line in the order they were logged (id), as the
 *   calendar orders them.
 */

/** The viewports that show one day at a time (below 600 px). */
export const DAY_VIEW_QUERY = PHONE_QUERY;

/** The day named by `?day=` when it lies in the week; else today in the week, else Monday. */
export function parseDayParam(raw: string | null, weekStart: string, today: string): string {
  if (raw !== null && isCalendarDate(raw) && mondayOf(raw) === weekStart) return raw;
  return mondayOf(today) === weekStart ? today : weekStart;
}

/** The day `delta` days away, with the Monday of its week (the URL's `?week=`). */
export function stepDay(day: string, delta: number): { day: string; week: string } {
  const next = addDays(day, delta);
  return { day: next, week: mondayOf(next) };
}

export interface DayEntry {
  entry: TimeEntry;
  /** The grid line it belongs to (what it is on). */
  lineKey: string;
}

export interface DayView {
  day: string;
  /** 0 (Monday) to 6 (Sunday). */
  index: number;
  entries: DayEntry[];
  dayMinutes: number;
  weekMinutes: number;
  /** Minutes of each day of the week, Monday first (the week strip). */
  dayTotals: number[];
  /** Why each day of the week is read-only, Monday first. */
  dayLocks: DayLock[];
  lock: DayLock;
}

/** One day of a week grid: its entries, its total and the week's, and whether it is locked. */
export function dayOfGrid(grid: WeekGrid, day: string): DayView {
  const found = grid.days.indexOf(day);
  const index = found === -1 ? 0 : found;
  const entries = grid.lines.flatMap((line) =>
    [...line.cells[index]!.entries]
      .sort((a, b) => a.id - b.id)
      .map((entry) => ({ entry, lineKey: line.key })),
  );
  return {
    day: grid.days[index]!,
    index,
    entries,
    dayMinutes: grid.dayTotals[index]!,
    weekMinutes: grid.totalMinutes,
    dayTotals: grid.dayTotals,
    dayLocks: grid.dayLocks,
    lock: grid.dayLocks[index] ?? null,
  };
}

/** Why an entry of the day opens read-only in the sheet, or null when it can be changed. */
export function entryReadOnlyReason(lock: DayLock, day: string, canWrite: boolean): string | null {
  if (!canWrite) return 'You may read this timesheet but not change it.';
  if (lock === null) return null;
  return `${formatDate(day)} is read-only (${lockText(lock, day)}): this entry cannot be changed.`;
}
