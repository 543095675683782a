import type { Clock } from '../../lib/clock';
import { dateInTimeZone } from '../../lib/dates';
import type { Db } from '../../lib/db';
import type { Logger } from '../../logger';
import { insertNotifications } from '../notifications';
import { reminderWeekOn } from './timesheet-approvals';
import * as approvalsRepo from './timesheet-approvals.repository';
import { weekPath } from './timesheet-notifications.service';

/**
 * "Your week is still open" (README, "Reminders"): once a week has been over
 * for two full days in the workspace's time zone, each person whose week is
 * still open is reminded, once.
 */

/** How often the scheduled job looks (the first time at start). */
export const REMINDER_CHECK_MS = 60 * 60 * 1000;

/**
 * Reminds the owners of the week due on the clock's day (`reminderWeekOn`)
 * whose week is still open and who were not reminded of it. The reminders
 * are recorded and notified in one transaction; a second run, here or in
 * another process, finds them recorded and sends nothing again. Answers the
 * week and who was reminded now.
 */
export async function sendWeekReminders(
  knex: Db,
  options: { now: number; timeZone: string },
): Promise<{ weekStart: string; reminded: number[] }> {
  const weekStart = reminderWeekOn(dateInTimeZone(options.now, options.timeZone));
  return knex.transaction(async (trx) => {
    const owners = await approvalsRepo.openWeekOwners(trx, weekStart);
    const reminded = await approvalsRepo.recordReminders(trx, owners, weekStart, options.now);
    await insertNotifications(
      trx,
      reminded.map((userId) => ({
        userId,
        kind: 'timesheetReminder',
        text: `Your week of ${weekStart} is still open: fill it in and submit it for approval`,
        link: weekPath(weekStart),
      })),
      options.now,
    );
    return { weekStart, reminded };
  });
}

/**
 * The reminders as a scheduled job: at start and every `REMINDER_CHECK_MS`.
 * The server runs it with its other scheduled jobs, in the one process that
 * holds their lease (`startScheduledJobs`); the recorded reminders keep it
 * once-only even should two processes overlap during a takeover.
 */
export function startWeekReminders(deps: {
  knex: Db;
  logger: Logger;
  clock: Clock;
  timeZone: string;
  checkMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopping = false;
  const run = () => {
    if (running || stopping) return;
    running = sendWeekReminders(deps.knex, { now: deps.clock(), timeZone: deps.timeZone })
      .then(({ weekStart, reminded }) => {
        if (reminded.length > 0)
          deps.logger.info({ weekStart, count: reminded.length }, 'reminded of open weeks');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'timesheet reminders failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, deps.checkMs ?? REMINDER_CHECK_MS);
  timer.unref();
  run();
  return {
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
