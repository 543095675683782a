import { addDays, mondayOf } from '@keel/types';

/**
 * The pure rules of the approvals inbox and its reminders (README,
 * "Approvals inbox"), unit-tested without a database.
 */

/** What an employee record says of a person's working week. */
export interface WorkingWeek {
  standardMinutesPerDay: number;
  /** ISO weekdays worked: 1 = Monday ... 7 = Sunday. */
  workingDays: readonly number[];
  employmentStart: string;
  employmentEnd: string | null;
}

/** The seven dates of the week starting `weekStart` (a Monday), Monday first. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/**
 * Minutes a week expects (`days`: its seven dates, Monday first, `weekDays`):
 * the standard day on each of the person's working days within their
 * employment, the workspace holidays (`holidays`, `YYYY-MM-DD`) left out.
 */
export function expectedWeekMinutes(
  days: readonly string[],
  week: WorkingWeek,
  holidays: ReadonlySet<string>,
): number {
  let minutes = 0;
  days.forEach((date, i) => {
    if (!week.workingDays.includes(i + 1) || holidays.has(date)) return;
    if (date < week.employmentStart) return;
    if (week.employmentEnd !== null && date > week.employmentEnd) return;
    minutes += week.standardMinutesPerDay;
  });
  return minutes;
}

/** How many days after its Sunday a week still open reminds its owner. */
export const REMINDER_DAYS_AFTER_WEEK_END = 2;

/**
 * The week whose reminder is due on `today` (the workspace's date): the
 * latest week that ended at least two full days before today. On a Wednesday
 * that is last week (it ended on Sunday; Monday and Tuesday have passed); on a
 * Monday or Tuesday, the week before it.
 */
export function reminderWeekOn(today: string): string {
  return mondayOf(addDays(today, -(7 + REMINDER_DAYS_AFTER_WEEK_END)));
}
