import { may, type AccessUser } from '../../lib/session';
import { formatDay } from '../../lib/format';

/*
 * The holiday calendar's small rules, pure for unit tests. Holidays are
 * managed with `manageTimesheetLocks` (the API's choice for the workspace
 * calendar: the administrators who close days in timesheets); everyone else
 * who reaches the page reads it.
 */

/** Who may add, change and delete holidays. */
export function canManageHolidays(user: AccessUser): boolean {
  return may(user, 'manageTimesheetLocks');
}

/** `?year=`: a year 1900-2200, else this year. */
export function holidayYearOf(raw: string | null, thisYear: number): number {
  if (!raw || !/^\d{4}$/.test(raw)) return thisYear;
  const year = Number(raw);
  return year >= 1900 && year <= 2200 ? year : thisYear;
}

/** `2026-12-25` -> `Friday` (in the workspace locale). */
export function weekdayOf(date: string): string {
  return formatDay(date, 'weekdayLong');
}
