import { isCalendarDate } from '@keel/types';
import { formatMonth } from '../../../lib/format';

/*
 * The roadmap's time axis: the range in its URL (`from`, `to`, `zoom`,
 * `view`), the columns across it and where a date falls on it, as a share of
 * the range (0..1) so the bars scale with the track's width.
 */

export type Zoom = 'month' | 'quarter';
export type RoadmapView = 'bars' | 'table';

export interface RoadmapRange {
  from: string;
  to: string;
  zoom: Zoom;
  view: RoadmapView;
}

/** The roadmap's own URL parameters; every other one is a project browser filter. */
export const RANGE_PARAMS = ['from', 'to', 'zoom', 'view'] as const;

const DAY = 86_400_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
const isoOf = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

function validDate(raw: string | null): string | null {
  return raw && isCalendarDate(raw) ? raw : null;
}

/** The quarter before today's to the quarter after: what a portfolio plans around. */
export function defaultRange(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const quarterStart = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3;
  return { from: isoOf(year, quarterStart - 3, 1), to: isoOf(year, quarterStart + 6, 0) };
}

/** The range the URL asks for; a missing, malformed or reversed one falls back to the default. */
export function parseRange(params: URLSearchParams, today: string): RoadmapRange {
  const fallback = defaultRange(today);
  const from = validDate(params.get('from')) ?? fallback.from;
  const to = validDate(params.get('to')) ?? fallback.to;
  const ordered = from <= to ? { from, to } : fallback;
  return {
    ...ordered,
    zoom: params.get('zoom') === 'month' ? 'month' : 'quarter',
    view: params.get('view') === 'table' ? 'table' : 'bars',
  };
}

/** The URL of a range over the browser filters of `params` (defaults left out). */
export function withRange(params: URLSearchParams, range: RoadmapRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of RANGE_PARAMS) next.delete(key);
  next.set('from', range.from);
  next.set('to', range.to);
  if (range.zoom !== 'quarter') next.set('zoom', range.zoom);
  if (range.view !== 'bars') next.set('view', range.view);
  return next;
}

/** The range moved by one zoom step (a month or a quarter), earlier (-1) or later (+1). */
export function shiftRange(range: RoadmapRange, direction: -1 | 1): RoadmapRange {
  const months = (range.zoom === 'month' ? 1 : 3) * direction;
  const move = (date: string, end: boolean) => {
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7)) - 1 + months;
    // A range of whole months stays whole: an end on a month's last day moves to the last day.
    const last = isoOf(year, month + 1, 0);
    return end && date === isoOf(year, month - months + 1, 0)
      ? last
      : isoOf(year, month, Math.min(Number(date.slice(8)), Number(last.slice(8))));
  };
  return { ...range, from: move(range.from, false), to: move(range.to, true) };
}

/** Where a date falls on the range: 0 at the start of `from`, 1 at the end of `to` (may overflow). */
export function positionOf(date: string, range: Pick<RoadmapRange, 'from' | 'to'>): number {
  const start = dayNumber(range.from);
  return (dayNumber(date) - start) / (dayNumber(range.to) + 1 - start);
}

/** A project's bar, cut to the range: one date stands in for the other; null without dates or outside. */
export function barOf(
  project: { startDate: string | null; endDate: string | null },
  range: Pick<RoadmapRange, 'from' | 'to'>,
): { left: number; width: number } | null {
  const start = project.startDate ?? project.endDate;
  const end = project.endDate ?? project.startDate;
  if (!start || !end) return null;
  const left = Math.max(0, positionOf(start, range));
  // The end day is included: the bar reaches the end of it.
  const right = Math.min(
    1,
    positionOf(end, range) + 1 / (dayNumber(range.to) + 1 - dayNumber(range.from)),
  );
  return right <= left ? null : { left, width: right - left };
}

export interface AxisColumn {
  key: string;
  label: string;
  left: number;
  width: number;
}

/** The months or quarters across the range (the first and last cut to it). */
export function axisColumns(range: RoadmapRange): AxisColumn[] {
  const step = range.zoom === 'month' ? 1 : 3;
  const columns: AxisColumn[] = [];
  let year = Number(range.from.slice(0, 4));
  let month = Math.floor((Number(range.from.slice(5, 7)) - 1) / step) * step;
  for (;;) {
    const start = isoOf(year, month, 1);
    if (start > range.to) return columns;
    const end = isoOf(year, month + step, 0);
    const left = Math.max(0, positionOf(start, range));
    const right = Math.min(1, positionOf(isoOf(year, month + step, 1), range));
    const quarter = Math.floor(month / 3) + 1;
    columns.push({
      key: start,
      label: step === 1 ? formatMonth(year, month + 1) : `Q${quarter} ${year}`,
      left,
      width: right - left,
    });
    month += step;
    if (month >= 12) {
      month -= 12;
      year += 1;
    }
    if (end >= range.to) return columns;
  }
}
