import { isCalendarDate, mondayOf } from '@keel/types';

/*
 * The timesheet's URL parameters, apart from the week grid's model so that
 * the app's entry can read them (`week.early.ts`) without loading the grid.
 */

/**
 * The week named by `?week=`: a calendar date is taken to its Monday; anything
 * else (absent, not a date, `2026-02-31`) is this week. `canonical` is false
 * when the URL should be rewritten to the Monday.
 */
export function parseWeekParam(
  raw: string | null,
  today: string,
): { weekStart: string; canonical: boolean } {
  if (raw !== null && isCalendarDate(raw)) {
    const weekStart = mondayOf(raw);
    return { weekStart, canonical: weekStart === raw };
  }
  return { weekStart: mondayOf(today), canonical: raw === null };
}

/** `?user=`: a positive whole number, else null (one's own timesheet). */
export function parseUserParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}
