import { parseDate } from '@internationalized/date';
import { addDays, mondayOf } from '@keel/types';
import { formatDay, formatMonth } from '../../lib/format';

/*
 * The Gantt's time axis: calendar days (`YYYY-MM-DD`, as the API sends them)
 * to pixels and back, per zoom. Days are added as everywhere (`addDays` of
 * @keel/types); a distance in days is @internationalized/date's `compare`.
 */

export type Zoom = 'day' | 'week' | 'month' | 'quarter';

/** Pixels a day takes at each zoom: a day column is readable, a quarter fits a year on screen. */
export const ZOOMS: Record<Zoom, { title: string; pxPerDay: number }> = {
  day: { title: 'Day', pxPerDay: 32 },
  week: { title: 'Week', pxPerDay: 12 },
  month: { title: 'Month', pxPerDay: 4 },
  quarter: { title: 'Quarter', pxPerDay: 1.5 },
};

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return parseDate(to).compare(parseDate(from));
}

export interface Scale {
  zoom: Zoom;
  /** The first day drawn (x = 0). */
  start: string;
  /** Days drawn. */
  days: number;
  pxPerDay: number;
  width: number;
}

export function makeScale(zoom: Zoom, from: string, to: string): Scale {
  const days = Math.max(1, daysBetween(from, to) + 1);
  const { pxPerDay } = ZOOMS[zoom];
  return { zoom, start: from, days, pxPerDay, width: Math.ceil(days * pxPerDay) };
}

/** The left edge of a day. */
export function xOf(scale: Scale, date: string): number {
  return daysBetween(scale.start, date) * scale.pxPerDay;
}

/** The day under a pixel. */
export function dateAt(scale: Scale, x: number): string {
  return addDays(scale.start, Math.floor(x / scale.pxPerDay));
}

/** A task's bar: from the start of its first day to the end of its last (one date: one day). */
export function barOf(
  scale: Scale,
  dates: { startDate: string | null; dueDate: string | null },
): { x: number; width: number } | null {
  const first = dates.startDate ?? dates.dueDate;
  const last = dates.dueDate ?? dates.startDate;
  if (!first || !last) return null;
  const x = xOf(scale, first);
  return { x, width: Math.max(daysBetween(first, last) + 1, 1) * scale.pxPerDay };
}

/**
 * The days drawn: every dated thing and today, a week before and two after
 * (room to drag past the ends).
 */
export function rangeOf(
  dates: Iterable<string | null>,
  today: string,
): { from: string; to: string } {
  let from = today;
  let to = today;
  for (const date of dates) {
    if (!date) continue;
    if (date < from) from = date;
    if (date > to) to = date;
  }
  return { from: addDays(from, -7), to: addDays(to, 14) };
}

export interface Tick {
  date: string;
  x: number;
  label: string;
}

/** Where a column of the zoom begins: every day, Mondays, firsts of months, firsts of quarters. */
function startsColumn(zoom: Zoom, date: string): boolean {
  const day = parseDate(date);
  switch (zoom) {
    case 'day':
      return true;
    case 'week':
      return mondayOf(date) === date;
    case 'month':
      return day.day === 1;
    case 'quarter':
      return day.day === 1 && (day.month - 1) % 3 === 0;
  }
}

function labelOf(zoom: Zoom, date: string): string {
  const day = parseDate(date);
  switch (zoom) {
    case 'day':
      return formatDay(date, 'dayOfMonth');
    case 'week':
      return formatDay(date, 'dayMonth');
    case 'month':
      return formatMonth(day.year, day.month);
    case 'quarter':
      return `Q${(day.month - 1) / 3 + 1} ${day.year}`;
  }
}

/** The header's columns between two pixels (only what is on screen is labelled). */
export function ticksOf(scale: Scale, fromX = 0, toX = scale.width): Tick[] {
  const ticks: Tick[] = [];
  const first = Math.max(0, Math.floor(fromX / scale.pxPerDay) - 92);
  const last = Math.min(scale.days, Math.ceil(toX / scale.pxPerDay) + 1);
  for (let i = first; i < last; i++) {
    const date = addDays(scale.start, i);
    if (startsColumn(scale.zoom, date))
      ticks.push({ date, x: i * scale.pxPerDay, label: labelOf(scale.zoom, date) });
  }
  return ticks;
}
