/*
 * Days as `YYYY-MM-DD` text in UTC, the way the API and the pages exchange
 * them (due dates, time entries, weeks). Weeks run Monday to Sunday (ISO
 * 8601) and are named by their Monday. One implementation for the server and
 * the browser.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as `YYYY-MM-DD` (the pattern alone lets `2026-02-31` through). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** `date` plus `days` (negative: minus), as `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `date` falls in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}
