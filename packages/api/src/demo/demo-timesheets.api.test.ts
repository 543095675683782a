import type {
  AuditEntry,
  Page,
  TimeEntry,
  TimeEntryRange,
  TimeInLieuAdjustment,
  TimeInLieuBalance,
  TimesheetLock,
  TimesheetApproval,
  TimesheetWeek,
} from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAVE_AHEAD_NOTE } from './demo-workload';
import { dayStartMs, utcDate } from '../lib/dates';
import { accrue, type LoggedDay } from '../modules/timesheet/time-in-lieu';
import { mondayOf } from '@keel/types';
import { startTestServer, TEST_HASH_COST, type TestServer } from '../test/test-server';
import { DEMO_EMPLOYEES } from './demo-administration';
import { demoInvoiceWeeks } from './demo-invoices';
import { demoTimesheetCalendar, DEMO_TIMESHEET_SETTINGS } from './demo-timesheets';
import { seedDemoWorkspace, type DemoAccountKey } from './demo-workspace';

let server: TestServer;
const calendar = demoTimesheetCalendar(Date.now());
const INTERNAL = Object.keys(DEMO_EMPLOYEES) as Array<keyof typeof DEMO_EMPLOYEES>;
const ids = {} as Record<DemoAccountKey, number>;
/** Every internal account's entries over the eight weeks, read through the API by the administrator. */
const entries = new Map<DemoAccountKey, TimeEntry[]>();

beforeAll(async () => {
  server = await startTestServer({ seedTimesheets: true });
  for (const key of [...INTERNAL, 'stakeholder'] as DemoAccountKey[])
    ids[key] = await server.idOf('users', { email: `${key}@example.com` });
  for (const key of INTERNAL) {
    const range = await server.call<TimeEntryRange>(
      'admin',
      'GET',
      `/api/timesheet/entries?userId=${ids[key]}&from=${calendar.weeks[0]}&to=${calendar.lastDay}`,
    );
    expect(range.status, range.text).toBe(200);
    entries.set(key, range.body.items);
  }
});
afterAll(async () => {
  await server?.close();
});

const addDays = (date: string, days: number) => utcDate(dayStartMs(date) + days * 86_400_000);

describe('the demo time', () => {
  it('gives every internal account time in each of the eight weeks, up to yesterday', async () => {
    expect(calendar.weeks).toHaveLength(8);
    for (const key of INTERNAL) {
      const items = entries.get(key) ?? [];
      const weeks = new Set(items.map((e) => mondayOf(e.date)));
      expect([...weeks].sort(), key).toEqual(calendar.weeks);
      expect(items.every((e) => e.user.id === ids[key])).toBe(true);
    }
    const all = await server
      .knex('time_entries')
      .select<{ id: number; user_id: number; date: string }[]>();
    expect(all.every((e) => e.date >= (calendar.weeks[0] as string))).toBe(true);
    // Up to yesterday, but for the leave the workload demo books ahead (demo-workload.ts).
    const ahead = await server
      .knex('time_entries')
      .where({ note: DEMO_LEAVE_AHEAD_NOTE })
      .pluck('id');
    expect(all.every((e) => e.date <= calendar.lastDay || ahead.includes(e.id))).toBe(true);
    expect(all.some((e) => e.user_id === ids.stakeholder)).toBe(false);
  });

  it('has realistic days: never over 24 h, working days of about 7 to 10 h, some long days', async () => {
    for (const key of INTERNAL) {
      const perDay = new Map<string, number>();
      for (const e of entries.get(key) ?? [])
        perDay.set(e.date, (perDay.get(e.date) ?? 0) + e.minutes);
      expect(Math.max(...perDay.values())).toBeLessThanOrEqual(24 * 60);
      const standard = DEMO_EMPLOYEES[key].minutesPerDay;
      const working = [...perDay].filter(([date]) =>
        DEMO_EMPLOYEES[key].workingDays.includes(((new Date(date).getUTCDay() + 6) % 7) + 1),
      );
      expect(working.every(([, minutes]) => minutes >= 360 && minutes <= 600)).toBe(true);
      expect(working.filter(([, minutes]) => minutes > standard).length).toBeGreaterThan(5);
    }
    const perDay = await server
      .knex('time_entries')
      .groupBy('user_id', 'date')
      .select<{ total: number | string }[]>(server.knex.raw('SUM(minutes) AS total'));
    expect(perDay.every((d) => Number(d.total) <= 1440)).toBe(true);
  });

  it('uses Leave, Training, Internal and one day of time in lieu taken, with notes', async () => {
    const kinds = new Map<string, number>();
    for (const key of INTERNAL)
      for (const e of entries.get(key) ?? [])
        if (e.timesheetTask)
          kinds.set(e.timesheetTask.kind, (kinds.get(e.timesheetTask.kind) ?? 0) + 1);
    expect([...kinds.keys()].sort()).toEqual(['internal', 'leave', 'timeInLieuTaken', 'training']);
    expect(kinds.get('timeInLieuTaken')).toBe(1);
    const member = entries.get('member') ?? [];
    expect(member.find((e) => e.timesheetTask?.kind === 'timeInLieuTaken')?.minutes).toBe(
      DEMO_EMPLOYEES.member.minutesPerDay,
    );
    const all = INTERNAL.flatMap((key) => entries.get(key) ?? []);
    expect(all.filter((e) => e.note !== '').length / all.length).toBeGreaterThan(0.7);
    expect(all.some((e) => e.task !== null) && all.some((e) => e.project && !e.task)).toBe(true);
  });

  it('logs only where the account may log and the project’s settings allow it', async () => {
    const projects = await server.knex('projects').select<
      Array<{
        id: number;
        code: string;
        ts_logging_allowed: boolean | number;
        ts_log_target: string;
        ts_notes_required: boolean | number;
        ts_billable_by_default: boolean | number;
      }>
    >('id', 'code', 'ts_logging_allowed', 'ts_log_target', 'ts_notes_required', 'ts_billable_by_default');
    const byId = new Map(projects.map((p) => [p.id, p]));
    // The demo's settings are stored, so the settings page shows each of them.
    for (const [code, settings] of Object.entries(DEMO_TIMESHEET_SETTINGS)) {
      const project = projects.find((p) => p.code === code);
      const stored = await server.call<Record<string, unknown>>(
        'admin',
        'GET',
        `/api/projects/${project?.id}/settings/timesheet`,
      );
      expect(stored.body).toMatchObject(settings);
    }
    const checkedTasks = new Set<string>();
    const checkedProjects = new Set<string>();
    for (const key of INTERNAL) {
      for (const e of entries.get(key) ?? []) {
        if (!e.project) {
          expect(e.billable).toBe(false);
          continue;
        }
        const project = byId.get(e.project.id);
        expect(Boolean(project?.ts_logging_allowed), e.project.code).toBe(true);
        if (project?.ts_notes_required) expect(e.note.trim()).not.toBe('');
        expect(e.billable).toBe(Boolean(project?.ts_billable_by_default));
        if (e.task) checkedTasks.add(`${key}:${e.task.id}`);
        else {
          expect(project?.ts_log_target, e.project.code).toBe('tasksAndProject');
          checkedProjects.add(`${key}:${e.project.id}`);
        }
      }
    }
    // Each user may log time on the task, or create tasks in the project, of every entry checked.
    const permissionChecks = [
      { checked: checkedTasks, of: '/api/tasks', flag: 'logTime' },
      { checked: checkedProjects, of: '/api/projects', flag: 'createTasks' },
    ];
    for (const { checked, of, flag } of permissionChecks) {
      for (const pair of checked) {
        const [key, id] = pair.split(':') as [DemoAccountKey, string];
        const permissions = await server.call<Record<string, boolean>>(
          key,
          'GET',
          `${of}/${id}/permissions`,
        );
        expect(permissions.body[flag], pair).toBe(true);
      }
    }
    expect(checkedTasks.size).toBeGreaterThan(20);
    expect(checkedProjects.size).toBeGreaterThan(0);
  });

  it('locks everyone’s time up to the end of last month, in the audit log, and the lock holds', async () => {
    const locks = await server.call<Page<TimesheetLock>>('admin', 'GET', '/api/timesheet/locks');
    expect(locks.body.items).toHaveLength(1);
    expect(locks.body.items[0]).toMatchObject({
      lockDate: calendar.lockDate,
      user: null,
      team: null,
      createdBy: { id: ids.admin },
    });
    expect(addDays(calendar.lockDate, 1).endsWith('-01')).toBe(true);
    const audit = await server.call<Page<AuditEntry>>(
      'admin',
      'GET',
      '/api/audit-log?entityType=timesheetLock',
    );
    expect(audit.status, audit.text).toBe(200);
    expect(audit.body.items.map((a) => a.entityLabel)).toContain(
      `Up to ${calendar.lockDate} for everyone`,
    );
    const internal = await server.knex('timesheet_tasks').where({ kind: 'internal' }).first('id');
    const onLocked = await server.call('member', 'POST', '/api/timesheet/entries', {
      date: calendar.lockDate,
      timesheetTaskId: internal.id,
      minutes: 30,
    });
    expect(onLocked.status).toBe(409);
  });

  it('has the member’s approved week (by the administrator) and the latest full week submitted', async () => {
    const weeks = await server
      .knex('timesheet_weeks')
      .select<{ user_id: number; week_start: string; status: string }[]>(
        'user_id',
        'week_start',
        'status',
      );
    // Beside these three, the invoices demo approves the T&M resources' full weeks of last month
    // (Pat's and the member's not taken above), which its draft bills (demo-invoices.ts).
    const demoWeeks = new Map<string, string>([
      [`${ids.member} ${calendar.approvedWeek}`, 'approved'],
      [`${ids.member} ${calendar.waitingWeek}`, 'submitted'],
      [`${ids.member} ${calendar.submittedWeek}`, 'submitted'],
    ]);
    for (const week of demoInvoiceWeeks(Date.now()))
      for (const userId of [ids.pm, ids.member])
        if (!demoWeeks.has(`${userId} ${week}`)) demoWeeks.set(`${userId} ${week}`, 'approved');
    expect(
      new Map(weeks.map((w) => [`${w.user_id} ${String(w.week_start).slice(0, 10)}`, w.status])),
    ).toEqual(demoWeeks);
    const week = (weekStart: string) =>
      server.call<TimesheetWeek>(
        'member',
        'GET',
        `/api/timesheet/weeks/${ids.member}/${weekStart}`,
      );
    const approved = await week(calendar.approvedWeek);
    expect(approved.body).toMatchObject({
      status: 'approved',
      submittedBy: { id: ids.member },
      decidedBy: { id: ids.admin },
    });
    expect(approved.body.totalMinutes).toBeGreaterThan(30 * 60);
    expect((await week(calendar.waitingWeek)).body).toMatchObject({
      status: 'submitted',
      decidedBy: null,
    });
    const submitted = await week(calendar.submittedWeek);
    expect(submitted.body).toMatchObject({ status: 'submitted', decidedBy: null });
    // The most recent full week: it ended by yesterday, and the week after it has not.
    expect(addDays(calendar.submittedWeek, 6) <= calendar.lastDay).toBe(true);
    expect(addDays(calendar.submittedWeek, 13) > calendar.lastDay).toBe(true);
    expect(Date.parse(submitted.body.submittedAt ?? '')).toBeLessThanOrEqual(Date.now());
    // The approved week is locked for the member: changing its time is refused.
    const inApproved = (entries.get('member') ?? []).find(
      (e) => mondayOf(e.date) === calendar.approvedWeek,
    );
    expect(inApproved).toBeDefined();
    const changed = await server.call(
      'member',
      'DELETE',
      `/api/timesheet/entries/${inApproved?.id}?version=1`,
    );
    expect(changed.status).toBe(409);
  });

  it("puts the member's two submitted weeks in Pat's approvals inbox, oldest first", async () => {
    const inbox = await server.call<Page<TimesheetApproval>>(
      'pm',
      'GET',
      '/api/timesheet/approvals',
    );
    expect(inbox.status, inbox.text).toBe(200);
    expect(inbox.body.items.map((item) => [item.user.id, item.weekStart])).toEqual([
      [ids.member, calendar.waitingWeek],
      [ids.member, calendar.submittedWeek],
    ]);
    for (const item of inbox.body.items) {
      expect(item.totalMinutes).toBeGreaterThan(30 * 60);
      expect(item.expectedMinutes).toBeGreaterThan(0);
    }
  });

  it('gives the member the time-in-lieu balance the accrual rule says', async () => {
    const perDay = new Map<string, LoggedDay>();
    for (const e of entries.get('member') ?? []) {
      const day = perDay.get(e.date) ?? {
        date: e.date,
        workedMinutes: 0,
        leaveMinutes: 0,
        takenMinutes: 0,
      };
      if (e.timesheetTask?.kind === 'leave') day.leaveMinutes += e.minutes;
      else if (e.timesheetTask?.kind === 'timeInLieuTaken') day.takenMinutes += e.minutes;
      else day.workedMinutes += e.minutes;
      perDay.set(e.date, day);
    }
    const employee = DEMO_EMPLOYEES.member;
    const expected = accrue(
      [...perDay.values()],
      {
        standardMinutesPerDay: employee.minutesPerDay,
        workingDays: employee.workingDays,
        employmentStart: employee.start,
        employmentEnd: null,
      },
      utcDate(server.clock.now),
    );
    const adjustments = await server.call<Page<TimeInLieuAdjustment>>(
      'member',
      'GET',
      `/api/timesheet/time-in-lieu/${ids.member}/adjustments`,
    );
    expect(adjustments.body.items).toHaveLength(1);
    expect(adjustments.body.items[0]).toMatchObject({ minutes: 120, createdBy: { id: ids.admin } });
    expect(adjustments.body.items[0]?.reason).not.toBe('');
    const balances = await server.call<Page<TimeInLieuBalance>>(
      'member',
      'GET',
      '/api/timesheet/time-in-lieu',
    );
    expect(balances.body.items).toHaveLength(1);
    expect(balances.body.items[0]).toMatchObject({
      user: { id: ids.member },
      accruedMinutes: expected.accruedMinutes,
      takenMinutes: employee.minutesPerDay,
      adjustedMinutes: 120,
      balanceMinutes: expected.accruedMinutes - expected.takenMinutes + 120,
    });
    expect(expected.accruedMinutes).toBeGreaterThan(employee.minutesPerDay);
    // Every internal account has a balance; time beyond the standard day accrued for each.
    const all = await server.call<Page<TimeInLieuBalance>>(
      'admin',
      'GET',
      '/api/timesheet/time-in-lieu',
    );
    expect(all.body.items).toHaveLength(INTERNAL.length);
    expect(all.body.items.every((b) => b.accruedMinutes > 0)).toBe(true);
  });

  it('is seeded once: seeding again adds nothing', async () => {
    const count = async (table: string) =>
      Number((await server.knex(table).count<{ n: number }[]>('* as n'))[0]?.n);
    const tables = [
      'time_entries',
      'timesheet_locks',
      'timesheet_weeks',
      'time_in_lieu_adjustments',
    ];
    const before = await Promise.all(tables.map(count));
    await seedDemoWorkspace(server.knex, { passwordHashCost: TEST_HASH_COST });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    // Nor when someone deleted all the demo's time: its weeks and lock are still there.
    await server.knex('time_entries').delete();
    await seedDemoWorkspace(server.knex, { passwordHashCost: TEST_HASH_COST });
    expect(await count('time_entries')).toBe(0);
    expect(await count('timesheet_weeks')).toBe(before[2]);
  });
});
