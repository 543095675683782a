import type { TimeEntry, TimeEntryRange, TimeEntryUpdateInput } from '@keel/types';
import { addDays, MAX_MINUTES_PER_DAY, mondayOf } from '@keel/types';
import { formatDate } from '../../lib/format';
import { targetInput, targetOfEntry } from './time-targets';
import { dayLock as weekDayLock, weekDays, type DayLock as WeekDayLock } from './week-grid';

/*
 * The calendar's pure model: which days a month or week view shows, which of
 * them are locked, the entries of each day, how a block is laid out and what a
 * move or a resize sends. Days are `YYYY-MM-DD` strings counted in UTC, as the
 * API counts them; weeks run Monday to Sunday.
 */

export type CalendarView = 'week' | 'month';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A real calendar day as `YYYY-MM-DD` (`2027-02-30` is not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const ms = toMs(value);
  return Number.isFinite(ms) && fromMs(ms) === value;
}

/** The view and day of the URL (`?view=week|month&date=YYYY-MM-DD`); anything else falls back. */
export function parseCalendarParams(
  params: URLSearchParams,
  today: string,
): { view: CalendarView; date: string } {
  const view = params.get('view') === 'month' ? 'month' : 'week';
  const date = params.get('date') ?? '';
  return { view, date: isCalendarDay(date) ? date : today };
}

/**
 * The days a view shows. Week: Monday to Sunday of the date's week. Month:
 * whole weeks from the Monday on or before the 1st to the Sunday on or after
 * the last day, so leading and trailing days of the neighbouring months fill
 * the first and last rows (4 to 6 rows, at most 42 days: one API range).
 */
export function viewDays(view: CalendarView, date: string): string[] {
  if (view === 'week') return weekDays(mondayOf(date));
  const monthStart = `${date.slice(0, 8)}01`;
  const nextMonth = new Date(toMs(monthStart));
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  const monthEnd = addDays(fromMs(nextMonth.getTime()), -1);
  const days: string[] = [];
  for (let monday = mondayOf(monthStart); monday <= monthEnd; monday = addDays(monday, 7))
    days.push(...weekDays(monday));
  return days;
}

/** The date the Previous / Next buttons go to: a week or a month away (the 1st of that month). */
export function shiftView(view: CalendarView, date: string, step: -1 | 1): string {
  if (view === 'week') return addDays(mondayOf(date), 7 * step);
  const month = new Date(toMs(`${date.slice(0, 8)}01`));
  month.setUTCMonth(month.getUTCMonth() + step);
  return fromMs(month.getTime());
}

/** Why a day is read-only for the user: a lock, or its week's approval (the week grid's rule). */
export type DayLock = NonNullable<WeekDayLock>;

/**
 * A day is locked when it is on or before `lockedThrough` (every lock that
 * applies to the user locks every day up to its date), or when its week was
 * approved for the user (`week-grid.ts` `dayLock`, read from a range).
 */
export function dayLock(
  day: string,
  range: Pick<TimeEntryRange, 'lockedThrough' | 'weeks'> | undefined,
): DayLock | null {
  if (!range) return null;
  const weekStart = mondayOf(day);
  const week = range.weeks.find((candidate) => candidate.weekStart === weekStart);
  return weekDayLock(day, range.lockedThrough, week?.status);
}

/** How a read-only day is named (after an icon, never colour alone). */
export function lockText(lock: DayLock, day: string): string {
  return lock.reason === 'lock'
    ? `timesheets are locked up to ${formatDate(lock.through)}`
    : `the week of ${formatDate(mondayOf(day))} is approved`;
}

export interface CalendarDay {
  date: string;
  /** False for the leading and trailing days of a month view. */
  inMonth: boolean;
  entries: TimeEntry[];
  totalMinutes: number;
  lock: DayLock | null;
}

/**
 * The days of a view with their entries and totals. Within a day entries keep
 * the order they were logged in (id), so a block does not jump when another
 * one changes.
 */
export function calendarDays(
  view: CalendarView,
  date: string,
  range: Pick<TimeEntryRange, 'items' | 'lockedThrough' | 'weeks'> | undefined,
): CalendarDay[] {
  const month = date.slice(0, 7);
  const byDay = new Map<string, TimeEntry[]>();
  for (const entry of range?.items ?? []) {
    const list = byDay.get(entry.date);
    if (list) list.push(entry);
    else byDay.set(entry.date, [entry]);
  }
  return viewDays(view, date).map((day) => {
    const entries = (byDay.get(day) ?? []).slice().sort((a, b) => a.id - b.id);
    return {
      date: day,
      inMonth: view === 'week' || day.slice(0, 7) === month,
      entries,
      totalMinutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
      lock: dayLock(day, range),
    };
  });
}

/** Week view scale: pixels per minute of a block (48 px an hour). */
export const PX_PER_MINUTE = 0.8;
/** The shortest block drawn, so its name and duration stay readable. */
export const MIN_BLOCK_PX = 28;
/** Resizing steps, by pointer and by keyboard. */
export const RESIZE_STEP_MINUTES = 15;

/**
 * Week view layout. Entries have no start time, so a day's blocks are
 * stacked from the top in the order they were logged, each as tall as its
 * minutes (`PX_PER_MINUTE`, at least `MIN_BLOCK_PX`). Every column is as tall
 * as the fullest day of the week or a standard 8 h day, whichever is more, so
 * the columns line up and compare at a glance.
 */
export function blockHeight(minutes: number): number {
  return Math.max(MIN_BLOCK_PX, Math.round(minutes * PX_PER_MINUTE));
}

export function columnHeight(days: Pick<CalendarDay, 'entries'>[]): number {
  const tallest = Math.max(
    0,
    ...days.map((day) => day.entries.reduce((sum, entry) => sum + blockHeight(entry.minutes), 0)),
  );
  return Math.max(tallest, 8 * 60 * PX_PER_MINUTE);
}

/** The fields of an entry as a full update (the API replaces them all). */
function updateOf(entry: TimeEntry): TimeEntryUpdateInput {
  return {
    ...targetInput(targetOfEntry(entry)),
    date: entry.date,
    minutes: entry.minutes,
    note: entry.note,
    billable: entry.billable,
    version: entry.version,
  };
}

/** What moving an entry to another day sends: the same entry, its new date, its version. */
export function moveInput(entry: TimeEntry, date: string): TimeEntryUpdateInput {
  return { ...updateOf(entry), date };
}

/** What resizing an entry sends: the same entry with its new minutes. */
export function resizeInput(entry: TimeEntry, minutes: number): TimeEntryUpdateInput {
  return { ...updateOf(entry), minutes };
}

/**
 * The minutes an entry is resized to: `minutes` rounded to 15-minute steps,
 * at least one step, and no more than fits the day (24 h across the day's
 * entries, `dayTotal` including this entry as it is now).
 */
export function resizedMinutes(entry: TimeEntry, minutes: number, dayTotal: number): number {
  const stepped = Math.round(minutes / RESIZE_STEP_MINUTES) * RESIZE_STEP_MINUTES;
  const room = MAX_MINUTES_PER_DAY - (dayTotal - entry.minutes);
  return Math.min(Math.max(stepped, RESIZE_STEP_MINUTES), room);
}

/** The range with one entry replaced (an optimistic move or resize, or the server's answer). */
export function withEntry<R extends Pick<TimeEntryRange, 'items'>>(range: R, entry: TimeEntry): R {
  return { ...range, items: range.items.map((item) => (item.id === entry.id ? entry : item)) };
}
