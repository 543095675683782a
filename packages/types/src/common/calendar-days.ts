/*
 * Days as `YYYY-MM-DD` text in UTC, the way the API and the pages exchange
 * them (due dates, time entries, weeks). Weeks run Monday to Sunday (ISO
 * 8601) and are named by their Monday. One implementation for the server and
 * the browser.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number the digits of `value` from `start` to `end` (exclusive) write. */
function digitsAt(value: string, start: number, end: number): number {
  let number = 0;
  for (let i = start; i < end; i += 1) number = number * 10 + value.charCodeAt(i) - 48;
  return number;
}

/**
 * A real calendar day as `YYYY-MM-DD` (the pattern alone lets `2026-02-31`
 * through): a month of 1 to 12 and a day within it, leap years as the
 * Gregorian calendar counts them (as `Date` does, years 0000 to 9999). By
 * arithmetic rather than a round trip through `Date`: every date of every
 * answer is checked (the responses' schemas), 40,000 of them in a workload grid.
 */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
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

/** `YYYY-MM` plus `count` months (negative: back): `addMonths('2026-11', 2)` -> `2027-01`. */
export function addMonths(month: string, count: number): string {
  const index = digitsAt(month, 0, 4) * 12 + digitsAt(month, 5, 7) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to` (`YYYY-MM`), both included; none when `to` is before `from`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}
