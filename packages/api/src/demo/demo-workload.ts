import { addDays, mondayOf } from '@keel/types';
import type { Knex } from 'knex';
import { existingValues } from './demo-lookups';
import { utcDate } from '../lib/dates';
import { keyBetween } from '../lib/fractional-key';
import { taskNameColumns } from '../modules/tasks';
import type { DemoAccountKey } from './demo-workspace';
import { DEMO_EMPLOYEES } from './demo-administration';

/**
 * The demo's planning (issue 17), for the workload page: the employee
 * records already differ (Max Member works 7.5 h days, Fin Ance a four-day
 * week: the part-timer; demo-administration.ts), so this adds what a
 * resource manager looks at ahead of today:
 * - workspace holidays: Christmas, Boxing Day and New Year of this year and
 *   the next, and a company day on the Wednesday of the week after next;
 * - leave booked ahead: a day for Max Member next week, two days for Pat
 *   Manager the week after;
 * - an overbooked fortnight: two estimated KEEL-001 tasks for Max Member in
 *   the coming two weeks, on top of their demo tasks, so they are over
 *   100 % next week (the page's over-allocated person).
 * Dates from `now` (a demo opened today shows them in the coming weeks);
 * idempotent: a holiday date or a task name that exists is left alone, and
 * the leave is booked with the tasks, once.
 */

const OVERBOOKED_PROJECT = 'KEEL-001';
/** The note of the leave booked ahead (the only demo time after today). */
export const DEMO_LEAVE_AHEAD_NOTE = 'Annual leave (booked ahead)';
const OVERBOOKED_TASKS = [
  { name: 'Prepare the client workshop', minutes: 14 * 60, from: 0, to: 4 },
  { name: 'Regression test pass before release', minutes: 12 * 60, from: 0, to: 9 },
] as const;

export async function seedWorkloadDemo(
  trx: Knex,
  options: { userIds: Record<DemoAccountKey, number>; now: number },
): Promise<void> {
  const { userIds } = options;
  const created = options.now;
  const today = utcDate(options.now);
  const nextMonday = addDays(mondayOf(today), 7);
  const year = Number(today.slice(0, 4));

  const holidays = [year, year + 1].flatMap((y) => [
    { date: `${y}-01-01`, name: "New Year's Day" },
    { date: `${y}-12-25`, name: 'Christmas Day' },
    { date: `${y}-12-26`, name: 'Boxing Day' },
  ]);
  holidays.push({ date: addDays(nextMonday, 9), name: 'Company day' });
  const knownDates = await existingValues(
    trx,
    'holidays',
    'date',
    holidays.map((h) => h.date),
  );
  const missing = holidays.filter((h) => !knownDates.has(h.date));
  if (missing.length > 0)
    await trx('holidays').insert(
      missing.map((h) => ({ ...h, created_at: created, updated_at: created })),
    );

  const project = await trx('projects')
    .where({ code: OVERBOOKED_PROJECT })
    .first<{ id: number } | undefined>('id');
  // Seeded once: a later start (even after someone deleted the demo's time) adds no leave again.
  const firstRun =
    project !== undefined &&
    !(await trx('tasks')
      .where({ project_id: project.id, name: OVERBOOKED_TASKS[0].name })
      .first('id'));
  const leaveTask = await trx('timesheet_tasks')
    .where({ kind: 'leave' })
    .orderBy('id')
    .first<{ id: number } | undefined>('id');
  if (leaveTask && firstRun) {
    const leave: Array<{ who: 'member' | 'pm'; date: string }> = [
      { who: 'member', date: addDays(nextMonday, 4) },
      { who: 'pm', date: addDays(nextMonday, 10) },
      { who: 'pm', date: addDays(nextMonday, 11) },
    ];
    for (const day of leave) {
      const userId = userIds[day.who];
      const exists = await trx('time_entries')
        .where({ user_id: userId, date: day.date, timesheet_task_id: leaveTask.id })
        .first('id');
      if (exists) continue;
      await trx('time_entries').insert({
        user_id: userId,
        date: day.date,
        timesheet_task_id: leaveTask.id,
        minutes: DEMO_EMPLOYEES[day.who].minutesPerDay,
        note: DEMO_LEAVE_AHEAD_NOTE,
        billable: false,
        created_by: userId,
        created_at: created,
        updated_at: created,
      });
    }
  }

  if (!project) return;
  for (const task of OVERBOOKED_TASKS) {
    const exists = await trx('tasks')
      .where({ project_id: project.id, name: task.name })
      .first('id');
    if (exists) continue;
    const last = await trx('tasks')
      .where({ project_id: project.id, status: 'todo' })
      .max<{ key: string | null }>('board_key as key')
      .first();
    await trx('tasks').insert({
      project_id: project.id,
      ...taskNameColumns(task.name),
      description: `Part of ${OVERBOOKED_PROJECT}. Planned for the coming fortnight.`,
      status: 'todo',
      assignee_id: userIds.member,
      domain: 'QA',
      start_date: addDays(nextMonday, task.from),
      due_date: addDays(nextMonday, task.to),
      work_estimation: task.minutes,
      priority: 'high',
      labels: '[]',
      board_key: keyBetween(last?.key ?? null, null),
      created_by: userIds.pm,
      version: 1,
      created_at: created,
      updated_at: created,
    });
  }
}
