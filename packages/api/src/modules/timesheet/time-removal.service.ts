import { AppError, ConflictError } from '../../lib/errors';
import type { Db } from '../../lib/db';
import { mondayOf } from '@keel/types';
import * as entriesRepo from './time-entries.repository';
import * as holdsRepo from './timesheet-holds.repository';
import * as locksRepo from './timesheet-locks.repository';
import * as timersRepo from './timesheet-timer.repository';
import * as weeksRepo from './timesheet-weeks.repository';

/**
 * Time removed with what it is logged on (README, "Indirect removal"): the
 * tasks module deletes a task's time with the task, under the same locks
 * every entry write holds.
 */

/** At most this many dates are named in the message of the 409 (`errors.dates` has them all). */
const DATES_IN_MESSAGE = 10;

/**
 * Holds, for an indirect removal of the time logged on `taskIds` (a task's
 * delete), what every entry write holds (README, "Concurrency"): the
 * timesheet locks shared, so no lock or approval commits meanwhile, then the
 * time of each user with entries or a running timer there, in id order, so
 * no week of theirs is submitted meanwhile. Call it before locking the tasks' rows; returns the
 * users held.
 */
export async function holdTimeOfTasks(trx: Db, taskIds: readonly number[]): Promise<Set<number>> {
  await holdsRepo.holdTimesheetLocksShared(trx);
  const days = await entriesRepo.entryDaysOfTasks(trx, taskIds);
  // And of each user timing one of the tasks: their timer goes with the task (a cascade),
  // and a timer's stop holds their time before it touches the timer's row.
  const timing = await timersRepo.usersTimingTasks(trx, taskIds);
  const users = [...new Set([...days.map((day) => day.userId), ...timing])].sort((a, b) => a - b);
  for (const userId of users) await holdsRepo.holdUserTime(trx, userId);
  return new Set(users);
}

/**
 * Deletes every entry logged on `taskIds`, after `holdTimeOfTasks` and once
 * the tasks' rows are locked: none may lie on a day locked for its user or
 * in a week of theirs that is submitted or approved, or nothing is deleted
 * and the answer is 409 naming the dates (`errors.dates`, one line a date,
 * with the lock or week that protects it). `subject` names what is deleted
 * in the message ("this task").
 */
export async function removeTimeOfTasks(
  trx: Db,
  taskIds: readonly number[],
  held: ReadonlySet<number>,
  subject: string,
): Promise<void> {
  const days = await entriesRepo.entryDaysOfTasks(trx, taskIds);
  if (days.length === 0) return;
  // Someone logged time here between the hold and the row lock: hold them too, never wait.
  for (const userId of new Set(days.map((day) => day.userId)))
    if (!held.has(userId) && !(await holdsRepo.tryHoldUserTime(trx, userId)))
      throw new ConflictError(`Time is being logged on ${subject} right now; try again`);
  const protectedDays = await protectedDates(trx, taskIds, days);
  if (protectedDays.length > 0) refuseRemoval(`Deleting ${subject}`, protectedDays);
  await entriesRepo.deleteEntriesOfTasks(trx, taskIds);
  // An invoice issued between the check above and the delete marks its entries
  // without any of the locks held here (PostgreSQL): the delete spares marked
  // entries, and any left means the task cannot go (the whole delete rolls back).
  const billedMeanwhile = await entriesRepo.invoicedDaysOfTasks(trx, taskIds);
  if (billedMeanwhile.length > 0)
    refuseRemoval(
      `Deleting ${subject}`,
      billedMeanwhile.map(({ date, number }) => ({ date, reason: `billed by invoice ${number}` })),
    );
}

/**
 * The 409 of a removal that would take protected time, naming the dates
 * (`errors.dates`); `action` is what would remove it ("Deleting this task").
 */
export function refuseRemoval(
  action: string,
  protectedDays: ReadonlyArray<{ date: string; reason: string }>,
): never {
  const dates = protectedDays.map((day) => day.date);
  const named =
    dates.length > DATES_IN_MESSAGE
      ? `${dates.slice(0, DATES_IN_MESSAGE).join(', ')} and ${dates.length - DATES_IN_MESSAGE} more`
      : dates.join(', ');
  throw new AppError(
    409,
    `${action} would remove time on locked days or in submitted or approved weeks` +
      `${invoicedNote(protectedDays)}: ${named}. Lift the locks or reopen the weeks first`,
    { dates: protectedDays.map((day) => `${day.date}: ${day.reason}`) },
  );
}

/** `, or billed by invoice INV-…` when an invoice protects some of the days (issue 32). */
function invoicedNote(days: ReadonlyArray<{ reason: string }>): string {
  const numbers = [
    ...new Set(days.filter((d) => d.reason.startsWith('billed')).map((d) => d.reason.slice(18))),
  ];
  return numbers.length === 0 ? '' : `, or billed by invoice ${numbers.join(', ')}`;
}

/**
 * The dates among `days` whose time may not be removed indirectly, each
 * once, in order, with the reason (a lock first, then an approved week, then
 * a submitted one).
 */
async function protectedDates(
  db: Db,
  taskIds: readonly number[],
  days: ReadonlyArray<{ userId: number; date: string }>,
): Promise<Array<{ date: string; reason: string }>> {
  const users = [...new Set(days.map((day) => day.userId))];
  const dates = days.map((day) => day.date).sort();
  const [invoiced, locks, weeks] = await Promise.all([
    entriesRepo.invoicedDaysOfTasks(db, taskIds),
    locksRepo.latestLockDates(db, users),
    weeksRepo.decidedOrPendingWeeks(
      db,
      users,
      mondayOf(dates[0] as string),
      dates[dates.length - 1] as string,
    ),
  ]);
  return judgeProtectedDays(days, invoiced, locks, weeks);
}

/**
 * The dates among `days` (of their users) whose time may not be removed
 * indirectly, each once, in order, with the reason: billed by an invoice
 * (`invoiced`), then a lock (`locks`: each user's latest lock date), then an
 * approved week, then a submitted one (`weeks`).
 */
export function judgeProtectedDays(
  days: ReadonlyArray<{ userId: number; date: string }>,
  invoiced: ReadonlyArray<{ date: string; number: string }>,
  locks: ReadonlyMap<number, string>,
  weeks: ReadonlyArray<{ userId: number; weekStart: string; status: 'submitted' | 'approved' }>,
): Array<{ date: string; reason: string }> {
  const weekStatus = new Map(weeks.map((w) => [`${w.userId} ${w.weekStart}`, w.status]));
  const reasons = new Map<string, string>();
  // An invoice's lock outranks every other: it is not lifted by a lock's or a week's reopening.
  const rank = (reason: string) =>
    reason.startsWith('billed')
      ? -1
      : reason.startsWith('timesheets')
        ? 0
        : reason.includes('approved')
          ? 1
          : 2;
  for (const { date, number } of invoiced) reasons.set(date, `billed by invoice ${number}`);
  for (const { userId, date } of days) {
    const through = locks.get(userId);
    const weekStart = mondayOf(date);
    const status = weekStatus.get(`${userId} ${weekStart}`);
    const reason =
      through !== undefined && date <= through
        ? `timesheets are locked up to ${through}`
        : status === 'approved'
          ? `the week of ${weekStart} is approved and locked`
          : status === 'submitted'
            ? `the week of ${weekStart} is submitted for approval`
            : null;
    if (reason === null) continue;
    const known = reasons.get(date);
    if (known === undefined || rank(reason) < rank(known)) reasons.set(date, reason);
  }
  return [...reasons.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, reason]) => ({ date, reason }));
}
