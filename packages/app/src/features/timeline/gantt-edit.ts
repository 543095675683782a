import { addDays } from '@keel/types';
import { daysBetween } from './gantt-scale';

/* Moving and resizing a bar, by pointer or keyboard: the dates a gesture asks for. */

export interface Dates {
  startDate: string | null;
  dueDate: string | null;
}

/** Both dates `days` later (earlier when negative): the bar keeps its length. */
export function movedBy(dates: Dates, days: number): Dates {
  return {
    startDate: dates.startDate ? addDays(dates.startDate, days) : null,
    dueDate: dates.dueDate ? addDays(dates.dueDate, days) : null,
  };
}

/**
 * The due date `days` later: never before the start (a bar is at least a
 * day); a task with only a start gets a due date from it.
 */
export function resizedBy(dates: Dates, days: number): Dates {
  const due = dates.dueDate ?? dates.startDate;
  if (!due) return dates;
  const next = addDays(due, days);
  const startDate = dates.startDate;
  return { startDate, dueDate: startDate && next < startDate ? startDate : next };
}

/** Whole days a drag of `dx` pixels means (to the nearest day). */
export function daysOfDrag(dx: number, pxPerDay: number): number {
  return Math.round(dx / pxPerDay) || 0;
}

/** What a key does to a selected bar: Alt+Left/Right move a day, with Shift they resize. */
export function editOfKey(
  key: string,
  modifiers: { altKey: boolean; shiftKey: boolean },
): { kind: 'move' | 'resize'; days: number } | null {
  if (!modifiers.altKey) return null;
  const days = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (days === 0) return null;
  return { kind: modifiers.shiftKey ? 'resize' : 'move', days };
}

/** `3 days late`, `1 day early`, `on time`: slippage in words (SPEC: never colour only). */
export function slippageText(days: number | null | undefined): string | null {
  if (days === null || days === undefined) return null;
  if (days === 0) return 'on time';
  const n = Math.abs(days);
  return `${n} ${n === 1 ? 'day' : 'days'} ${days > 0 ? 'late' : 'early'}`;
}

/** Calendar days between two dated versions of a task's start (for the announcement). */
export function shiftOf(from: Dates, to: Dates): number {
  const a = from.startDate ?? from.dueDate;
  const b = to.startDate ?? to.dueDate;
  return a && b ? daysBetween(a, b) : 0;
}
