/**
 * The time-in-lieu accrual rule (README, "Time in lieu"), pure so that it is
 * unit-tested without a database.
 *
 * For each day the user logged time on, within their employment and up to
 * `through`:
 * - the day's expected time is the employee's standard day on a working day
 *   (their working days, ISO weekdays 1 = Monday ... 7 = Sunday), 0 on any
 *   other day (weekends, the days a part-timer does not work);
 * - leave and time in lieu taken that day stand in for expected time: they
 *   reduce what the day expects, never below 0, and never accrue themselves;
 * - worked time beyond what remains accrues. A short day does not debit the
 *   account: only time in lieu taken consumes it.
 * The balance is accrued - taken + manual adjustments.
 */

export interface LoggedDay {
  date: string;
  /** Minutes on project work and timesheet tasks other than leave and time in lieu taken. */
  workedMinutes: number;
  /** Minutes on timesheet tasks of kind `leave`. */
  leaveMinutes: number;
  /** Minutes on the timesheet task of kind `timeInLieuTaken`. */
  takenMinutes: number;
}

export interface StandardDay {
  standardMinutesPerDay: number;
  /** ISO weekdays worked: 1 = Monday ... 7 = Sunday. */
  workingDays: readonly number[];
  employmentStart: string;
  employmentEnd: string | null;
}

export interface Accrual {
  accruedMinutes: number;
  takenMinutes: number;
}

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Accrued and taken minutes over `days`, counting only days from employment start to `through` (both included). */
export function accrue(
  days: readonly LoggedDay[],
  standard: StandardDay,
  through: string,
): Accrual {
  let accruedMinutes = 0;
  let takenMinutes = 0;
  for (const day of days) {
    if (day.date > through || day.date < standard.employmentStart) continue;
    if (standard.employmentEnd !== null && day.date > standard.employmentEnd) continue;
    const expected = standard.workingDays.includes(isoWeekday(day.date))
      ? standard.standardMinutesPerDay
      : 0;
    const remaining = Math.max(0, expected - day.leaveMinutes - day.takenMinutes);
    accruedMinutes += Math.max(0, day.workedMinutes - remaining);
    takenMinutes += day.takenMinutes;
  }
  return { accruedMinutes, takenMinutes };
}
