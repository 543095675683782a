import type { Knex } from 'knex';
import { dayStartMs, utcDate } from '../lib/dates';
import { insertTimer } from '../modules/timesheet/timesheet-timer.repository';

/**
 * The member's running timer (issue 30, item 1): on the member's first open
 * task of KEEL-001 (in progress if one is, lowest id first), started 47
 * minutes before the seeding (at midnight UTC when that is later), with a note, so the shell shows it ticking on
 * the member's first page. Deterministic, and seeded once with the demo's
 * time: nothing is added when the member already runs a timer, has time or a
 * submitted week (call it before `seedTimesheetsDemo`, which gives them both).
 */

const STARTED_MINUTES_AGO = 47;
export const DEMO_TIMER_NOTE = 'Checkout flow: card validation';

export async function seedTimesheetTimerDemo(
  knex: Knex,
  options: { memberId: number; now: number },
): Promise<void> {
  const { memberId, now } = options;
  const [timer, entry, week] = await Promise.all([
    knex('timesheet_timers').where({ user_id: memberId }).first('id'),
    knex('time_entries').where({ user_id: memberId }).first('id'),
    knex('timesheet_weeks').where({ user_id: memberId }).first('id'),
  ]);
  if (timer || entry || week) return;
  const task = await knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .where({ 'p.code': 'KEEL-001', 't.assignee_id': memberId })
    .whereNot('t.status', 'done')
    .orderByRaw("CASE WHEN t.status = 'inProgress' THEN 0 ELSE 1 END")
    .orderBy('t.id')
    .first<{ id: number; project_id: number } | undefined>('t.id', 't.project_id');
  if (!task) return;
  // Today's time only (UTC, the demo's calendar): yesterday may be the locked end of last month.
  const startedAt = Math.max(
    dayStartMs(utcDate(now)),
    Math.floor(now / 60_000) * 60_000 - STARTED_MINUTES_AGO * 60_000,
  );
  await insertTimer(
    knex,
    {
      userId: memberId,
      projectId: task.project_id,
      taskId: task.id,
      timesheetTaskId: null,
      note: DEMO_TIMER_NOTE,
    },
    startedAt,
  );
}
