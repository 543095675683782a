import type {
  AuditEntry,
  ErrorBody,
  Page,
  TimeEntry,
  TimeEntryPage,
  TimeEntryRange,
  TimesheetLock,
  TimesheetTask,
  TimesheetWeek,
  TimeInLieuAdjustment,
  TimeInLieuBalance,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { databaseKind } from '../../db/dialect';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { insertUser } from '../auth/accounts.repository';
import { taskNameColumns } from '../tasks';
import { listTaskEntries } from './time-entries.repository';
import { holdTimesheetLocksShared } from './timesheet-holds.repository';

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let keel1: number;
let keel3: number;
let internalTask: number;
let timeInLieuTask: number;

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
  keel3 = await server.idOf('projects', { code: 'KEEL-003' });
  internalTask = await server.idOf('timesheet_tasks', { kind: 'internal' });
  timeInLieuTask = await server.idOf('timesheet_tasks', { kind: 'timeInLieuTaken' });
});

let taskCounter = 0;
/** A task of `projectId` assigned to `assignee` (null: nobody), created by the pm. */
async function newTask(projectId: number, assignee: DemoAccountKey | null): Promise<number> {
  const [row] = await server
    .knex('tasks')
    .insert({
      project_id: projectId,
      ...taskNameColumns(`Timesheet test task ${++taskCounter}`),
      status: 'todo',
      assignee_id: assignee ? ids[assignee] : null,
      created_by: ids.pm,
      board_key: `t${String(taskCounter).padStart(6, '0')}`,
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

const log = (who: DemoAccountKey, body: Record<string, unknown>) =>
  server.call<TimeEntry & ErrorBody>(who, 'POST', '/api/timesheet/entries', body);
/** The member moves an entry (version 1) to `date` and `minutes` on the Internal task. */
const editInternal = (id: number, date: string, minutes: number) =>
  server.call<ErrorBody>('member', 'PUT', `/api/timesheet/entries/${id}`, {
    date,
    timesheetTaskId: internalTask,
    minutes,
    version: 1,
  });
/** Deletes a time entry as `who`, sending `version`. */
const deleteEntry = (who: DemoAccountKey, id: number, version: number) =>
  server.call(who, 'DELETE', `/api/timesheet/entries/${id}?version=${version}`);
/** Logs `minutes` on the Internal timesheet task on `date` as `who`. */
const logInternal = (who: DemoAccountKey, date: string, minutes: number) =>
  log(who, { date, timesheetTaskId: internalTask, minutes });

async function settings(projectId: number, values: Record<string, unknown>) {
  const current = await server.call<{ version: number }>(
    'admin',
    'GET',
    `/api/projects/${projectId}/settings/timesheet`,
  );
  const saved = await server.call(
    'admin',
    'POST',
    `/api/projects/${projectId}/settings/timesheet`,
    {
      loggingAllowed: true,
      logTarget: 'tasksOnly',
      notesRequired: false,
      billableByDefault: true,
      ...values,
      version: current.body.version,
    },
  );
  expect(saved.status, saved.text).toBe(200);
}

async function lock(body: Record<string, unknown>): Promise<TimesheetLock> {
  const created = await server.call<TimesheetLock>('finance', 'POST', '/api/timesheet/locks', body);
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function lift(lockRecord: TimesheetLock): Promise<void> {
  const lifted = await server.call(
    'finance',
    'DELETE',
    `/api/timesheet/locks/${lockRecord.id}?version=${lockRecord.version}`,
  );
  expect(lifted.status, lifted.text).toBe(200);
}

describe('time entries', () => {
  it('logs time on an assigned task, with the billable default of the project, and lists a range', async () => {
    const taskId = await newTask(keel1, 'member');
    const created = await log('member', { date: '2026-03-02', taskId, minutes: 90, note: 'Login' });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      user: { id: ids.member },
      date: '2026-03-02',
      minutes: 90,
      note: 'Login',
      billable: true,
      project: { id: keel1, code: 'KEEL-001' },
      task: { id: taskId },
      timesheetTask: null,
      version: 1,
    });
    const leave = await logInternal('member', '2026-03-03', 60);
    expect(leave.body).toMatchObject({ billable: false, timesheetTask: { kind: 'internal' } });

    const range = await server.call<TimeEntryRange>(
      'member',
      'GET',
      '/api/timesheet/entries?from=2026-03-02&to=2026-03-08',
    );
    expect(range.status).toBe(200);
    expect(range.body.items.map((e) => [e.date, e.minutes])).toEqual([
      ['2026-03-02', 90],
      ['2026-03-03', 60],
    ]);
    expect(range.body.totalMinutes).toBe(150);

    const changed = await server.call<TimeEntry>(
      'member',
      'PUT',
      `/api/timesheet/entries/${created.body.id}`,
      { date: '2026-03-04', taskId, minutes: 120, note: 'Login flow', billable: false, version: 1 },
    );
    expect(changed.body).toMatchObject({
      date: '2026-03-04',
      minutes: 120,
      billable: false,
      version: 2,
    });
    const stale = await server.call<ErrorBody>(
      'member',
      'PUT',
      `/api/timesheet/entries/${created.body.id}`,
      { date: '2026-03-04', taskId, minutes: 10, version: 1 },
    );
    expect(stale.status).toBe(409);
    expect((await deleteEntry('member', created.body.id, 1)).status).toBe(409);
    expect((await deleteEntry('member', created.body.id, 2)).status).toBe(200);
    expect((await deleteEntry('member', created.body.id, 2)).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ date: '2026-03-09', timesheetTaskId: internalTask, minutes: 0 }, 'minutes'],
      [{ date: '2026-03-09', timesheetTaskId: internalTask, minutes: 1441 }, 'minutes'],
      [{ date: '2026-03-09', timesheetTaskId: internalTask, minutes: 1.5 }, 'minutes'],
      [{ date: '2026-03-09', timesheetTaskId: internalTask }, 'minutes'],
      [{ date: '2026-03-09', minutes: 30 }, 'taskId'],
      [
        { date: '2026-03-09', projectId: keel1, timesheetTaskId: internalTask, minutes: 30 },
        'timesheetTaskId',
      ],
      [{ date: '2026-02-30', timesheetTaskId: internalTask, minutes: 30 }, 'date'],
      [{ date: '9.3.2026', timesheetTaskId: internalTask, minutes: 30 }, 'date'],
      [{ date: '2026-03-09', timesheetTaskId: 3_000_000_000, minutes: 30 }, 'timesheetTaskId'],
      [{ date: '2026-03-09', timesheetTaskId: 99_999, minutes: 30 }, 'timesheetTaskId'],
      [{ date: '2026-03-09', taskId: 99_999, minutes: 30 }, 'taskId'],
      [
        { date: '2026-03-09', timesheetTaskId: internalTask, minutes: 30, note: 'a\u0000b' },
        'note',
      ],
      [
        { date: '2026-03-09', timesheetTaskId: internalTask, minutes: 30, userId: 99_999 },
        'userId',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await log(body.userId ? 'admin' : 'member', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const range = await server.call<ErrorBody>(
      'member',
      'GET',
      '/api/timesheet/entries?from=2026-03-09&to=2026-01-01',
    );
    expect(range.status).toBe(400);
    expect(range.body.errors?.to).toBeDefined();
    const tooLong = await server.call<ErrorBody>(
      'member',
      'GET',
      '/api/timesheet/entries?from=2026-01-01&to=2026-12-31',
    );
    expect(tooLong.body.errors?.to).toEqual(['At most 92 days at once']);
  });

  it('caps a user at 24 hours a day across entries, on create and on change (400 naming minutes)', async () => {
    const first = await logInternal('member', '2026-03-10', 1000);
    expect(first.status).toBe(201);
    const over = await logInternal('member', '2026-03-10', 441);
    expect(over.status).toBe(400);
    expect(over.body.errors?.minutes?.[0]).toMatch(/At most 24 hours a day/);
    const fits = await logInternal('member', '2026-03-10', 440);
    expect(fits.status).toBe(201);
    const grow = await editInternal(first.body.id, '2026-03-10', 1001);
    expect(grow.status).toBe(400);
    expect(grow.body.errors?.minutes).toBeDefined();
    // Another user's day is their own.
    expect((await logInternal('pm', '2026-03-10', 600)).status).toBe(201);
  });

  it('keeps the cap under concurrent writes: of 12 entries of 3 h at once, exactly 8 fit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => logInternal('member', '2026-03-11', 180)),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(8);
    expect(responses.filter((r) => r.status === 400)).toHaveLength(4);
    const day = await server.call<TimeEntryRange>(
      'member',
      'GET',
      '/api/timesheet/entries?from=2026-03-11&to=2026-03-11',
    );
    expect(day.body.totalMinutes).toBe(1440);
  });

  it("honours the project's timesheet settings on every path (409 naming the setting)", async () => {
    const projectTask = await newTask(keel3, 'member');
    await settings(keel3, { logTarget: 'tasksOnly' });
    const onProject = await log('member', { date: '2026-03-16', projectId: keel3, minutes: 30 });
    expect(onProject.status).toBe(409);
    expect(onProject.body.message).toMatch(/logTarget/);

    await settings(keel3, { logTarget: 'tasksAndProject', billableByDefault: false });
    const allowed = await log('member', { date: '2026-03-16', projectId: keel3, minutes: 30 });
    expect(allowed.status, allowed.text).toBe(201);
    expect(allowed.body).toMatchObject({ project: { id: keel3 }, task: null, billable: false });

    await settings(keel3, { logTarget: 'tasksAndProject', notesRequired: true });
    const noNote = await log('member', { date: '2026-03-16', taskId: projectTask, minutes: 30 });
    expect(noNote.status).toBe(409);
    expect(noNote.body.message).toMatch(/notesRequired/);
    expect(noNote.body.errors?.note).toBeDefined();
    const withNote = await log('member', {
      date: '2026-03-16',
      taskId: projectTask,
      minutes: 30,
      note: 'Mapping',
    });
    expect(withNote.status).toBe(201);
    expect(withNote.body.billable).toBe(true);
    // A change must satisfy the settings too.
    const clearNote = await server.call<ErrorBody>(
      'member',
      'PUT',
      `/api/timesheet/entries/${withNote.body.id}`,
      { date: '2026-03-16', taskId: projectTask, minutes: 30, note: '  ', version: 1 },
    );
    expect(clearNote.status).toBe(409);
    expect(clearNote.body.message).toMatch(/notesRequired/);

    await settings(keel3, { loggingAllowed: false });
    const closed = await log('member', {
      date: '2026-03-17',
      taskId: projectTask,
      minutes: 30,
      note: 'x',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/loggingAllowed/);
    const moveOnto = await server.call<ErrorBody>(
      'member',
      'PUT',
      `/api/timesheet/entries/${withNote.body.id}`,
      { date: '2026-03-17', taskId: projectTask, minutes: 45, note: 'More', version: 1 },
    );
    expect(moveOnto.status).toBe(409);
    // Deleting time already logged stays possible (the settings govern new time).
    expect(
      (
        await server.call(
          'member',
          'DELETE',
          `/api/timesheet/entries/${withNote.body.id}?version=1`,
        )
      ).status,
    ).toBe(200);
    await settings(keel3, {});
  });

  it("needs the task's logTime: a member logs only on tasks assigned to them", async () => {
    const someoneElses = await newTask(keel1, 'pm');
    const refused = await log('member', { date: '2026-03-18', taskId: someoneElses, minutes: 30 });
    expect(refused.status).toBe(403);
    // The manager may log on any task of the project (updateAnyTask).
    expect(
      (await log('pm', { date: '2026-03-18', taskId: someoneElses, minutes: 30 })).status,
    ).toBe(201);
    // Finance reads every project but logs on no task of one.
    expect(
      (await log('finance', { date: '2026-03-18', taskId: someoneElses, minutes: 30 })).status,
    ).toBe(403);
  });

  it('refuses entries on a deactivated timesheet task, but keeps old ones editable', async () => {
    const created = await server.call<TimesheetTask>('admin', 'POST', '/api/timesheet/tasks', {
      name: 'Conference',
      kind: 'training',
    });
    expect(created.status).toBe(201);
    const entry = await log('member', {
      date: '2026-03-19',
      timesheetTaskId: created.body.id,
      minutes: 240,
    });
    expect(entry.status).toBe(201);
    const off = await server.call<TimesheetTask>(
      'admin',
      'PUT',
      `/api/timesheet/tasks/${created.body.id}`,
      {
        name: 'Conference',
        active: false,
        version: 1,
      },
    );
    expect(off.body).toMatchObject({ active: false, version: 2 });
    const refused = await log('member', {
      date: '2026-03-20',
      timesheetTaskId: created.body.id,
      minutes: 60,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.timesheetTaskId).toBeDefined();
    const edit = await server.call('member', 'PUT', `/api/timesheet/entries/${entry.body.id}`, {
      date: '2026-03-19',
      timesheetTaskId: created.body.id,
      minutes: 200,
      version: 1,
    });
    expect(edit.status, edit.text).toBe(200);
  });
});

describe("others' timesheets", () => {
  it('reads: a team lead with readSomeUserTimesheet sees their members, readAllTimesheets everyone, others 403', async () => {
    await logInternal('member', '2026-04-06', 60);
    const range = (userId: number) =>
      `/api/timesheet/entries?userId=${userId}&from=2026-04-06&to=2026-04-12`;
    const byLead = await server.call<TimeEntryRange>('pm', 'GET', range(ids.member));
    expect(byLead.status).toBe(200);
    expect(byLead.body.totalMinutes).toBe(60);
    expect((await server.call('pm', 'GET', range(ids.finance))).status).toBe(403);
    expect((await server.call('member', 'GET', range(ids.pm))).status).toBe(403);
    expect((await server.call('finance', 'GET', range(ids.member))).status).toBe(200);
    expect((await server.call('stakeholder', 'GET', range(ids.stakeholder))).status).toBe(403);
    expect(
      (
        await server.call(
          'stakeholder',
          'GET',
          '/api/timesheet/entries?from=2026-04-06&to=2026-04-12',
        )
      ).status,
    ).toBe(403);
  });

  it('writes: readAllTimesheets plus approveTimesheets; reading alone is not enough', async () => {
    const body = {
      userId: ids.member,
      date: '2026-04-07',
      timesheetTaskId: internalTask,
      minutes: 30,
    };
    expect((await log('finance', body)).status).toBe(403);
    expect((await log('pm', body)).status).toBe(403);
    const byAdmin = await log('admin', body);
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.user.id).toBe(ids.member);
    // Someone else's entry: invisible is 404, visible but read-only is 403.
    const other = await logInternal('admin', '2026-04-07', 30);
    expect((await deleteEntry('member', other.body.id, 1)).status).toBe(404);
    expect((await deleteEntry('pm', byAdmin.body.id, 1)).status).toBe(403);
    expect((await deleteEntry('admin', byAdmin.body.id, 1)).status).toBe(200);
  });

  it("lists a project's entries (tasks and the project itself) to who reads its tasks", async () => {
    const taskId = await newTask(keel1, 'member');
    await log('member', { date: '2026-04-08', taskId, minutes: 45 });
    await log('pm', { date: '2026-04-09', taskId, minutes: 15 });
    const page = await server.call<TimeEntryPage>(
      'pm',
      'GET',
      `/api/projects/${keel1}/timesheet/entries?from=2026-04-08&to=2026-04-09&pageSize=1`,
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, totalMinutes: 60, pageSize: 1 });
    expect(page.body.items.map((e) => e.date)).toEqual(['2026-04-09']);
    expect(
      (await server.call('stakeholder', 'GET', `/api/projects/${keel1}/timesheet/entries`)).status,
    ).toBe(403);

    const timelog = await listTaskEntries(server.knex, taskId, { page: 1, pageSize: 10 });
    expect(timelog).toMatchObject({ total: 2, totalMinutes: 60, page: 1, pageSize: 10 });
    expect(timelog.items.map((e) => [e.user?.id, e.minutes])).toEqual([
      [ids.pm, 15],
      [ids.member, 45],
    ]);
  });
});

describe("notes of other people's time", () => {
  it("shows a team member only their own entries' notes (others' listed with note null); readers of others' timesheets see every note", async () => {
    const taskId = await newTask(keel1, 'member');
    const mine = await log('member', {
      date: '2026-04-14',
      taskId,
      minutes: 30,
      note: 'Fixed the login form',
    });
    const theirs = await log('pm', {
      date: '2026-04-15',
      taskId,
      minutes: 20,
      note: 'Client call: renegotiating the fee',
    });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const range = '?from=2026-04-14&to=2026-04-15';
    type Page = { items: Array<{ id: number; note: string | null }>; totalMinutes: number };
    const notes = async (who: DemoAccountKey, path: string) => {
      const page = await server.call<Page>(who, 'GET', path);
      expect(page.status, `${who} ${path}: ${page.text}`).toBe(200);
      expect(page.body.totalMinutes).toBe(50);
      return Object.fromEntries(page.body.items.map((e) => [e.id, e.note]));
    };
    const projectPath = `/api/projects/${keel1}/timesheet/entries${range}`;
    const timelogPath = `/api/tasks/${taskId}/timelog`;
    for (const path of [projectPath, timelogPath]) {
      // The Team Member role holds neither readAllTimesheets nor readSomeUserTimesheet.
      expect(await notes('member', path), path).toEqual({
        [mine.body.id]: 'Fixed the login form',
        [theirs.body.id]: null,
      });
      // The pm (readSomeUserTimesheet) and Finance or the administrator
      // (readAllTimesheets; Finance does not read the task itself) read every note.
      for (const who of ['pm', path === timelogPath ? 'admin' : 'finance'] as const)
        expect(await notes(who, path), `${who} ${path}`).toEqual({
          [mine.body.id]: 'Fixed the login form',
          [theirs.body.id]: 'Client call: renegotiating the fee',
        });
    }
  });
});

describe('locks', () => {
  it('refuses a lock identical to one in force with 409 naming lockDate, also ten at once', async () => {
    const teamId = Number((await server.knex('teams').orderBy('id').first('id'))?.id);
    const bodies = [
      { lockDate: '2020-01-31' },
      { lockDate: '2020-01-31', userId: ids.member },
      { lockDate: '2020-01-31', teamId },
    ];
    const locks: TimesheetLock[] = [];
    try {
      for (const body of bodies) locks.push(await lock(body));
      for (const body of bodies) {
        const again = await server.call<ErrorBody>('finance', 'POST', '/api/timesheet/locks', body);
        expect(again.status, again.text).toBe(409);
        expect(again.body.errors).toHaveProperty('lockDate');
      }
      // Another date, or other people, is another lock.
      locks.push(await lock({ lockDate: '2020-01-30' }));
      locks.push(await lock({ lockDate: '2020-01-31', userId: ids.pm }));

      const burst = await Promise.all(
        Array.from({ length: 10 }, () =>
          server.call<TimesheetLock & ErrorBody>('finance', 'POST', '/api/timesheet/locks', {
            lockDate: '2020-02-29',
            userId: ids.member,
          }),
        ),
      );
      const statuses = burst.map((r) => r.status).sort();
      expect(statuses, burst.map((r) => r.text).join('\n')).toEqual([201, ...Array(9).fill(409)]);
      for (const created of burst) if (created.status === 201) locks.push(created.body);
      expect(
        await server.knex('timesheet_locks').where({ lock_date: '2020-02-29' }).count({ n: '*' }),
      ).toEqual([{ n: 1 }]);

      // The database holds the rule against a write that skips the service.
      await expect(
        server.knex('timesheet_locks').insert({
          lock_date: '2020-01-31',
          user_id: null,
          team_id: null,
          created_at: server.clock.now,
          updated_at: server.clock.now,
        }),
      ).rejects.toThrow(/unique/i);
    } finally {
      for (const record of locks) await lift(record);
    }
  });

  it('locks every day up to the date, for everyone, on create, change, move on or off and delete (409 naming the date)', async () => {
    const before = await logInternal('member', '2026-05-12', 60);
    const after = await logInternal('member', '2026-05-15', 60);
    const lockRecord = await lock({ lockDate: '2026-05-13' });
    expect(lockRecord).toMatchObject({
      lockDate: '2026-05-13',
      user: null,
      team: null,
      createdBy: { id: ids.finance },
    });
    try {
      // The range says how far it is locked, so the grid and calendar show those days read-only.
      const range = await server.call<TimeEntryRange>(
        'member',
        'GET',
        '/api/timesheet/entries?from=2026-05-11&to=2026-05-17',
      );
      expect(range.body.lockedThrough).toBe('2026-05-13');
      expect(
        (
          await server.call<TimeEntryRange>(
            'member',
            'GET',
            '/api/timesheet/entries?from=2026-05-14&to=2026-05-17',
          )
        ).body.lockedThrough,
      ).toBeNull();
      const onLocked = await logInternal('member', '2026-05-13', 30);
      expect(onLocked.status).toBe(409);
      expect(onLocked.body.message).toContain('2026-05-13');
      const change = await editInternal(before.body.id, '2026-05-12', 30);
      expect(change.status).toBe(409);
      const moveOff = await editInternal(before.body.id, '2026-05-14', 60);
      expect(moveOff.status).toBe(409);
      const moveOn = await editInternal(after.body.id, '2026-05-11', 60);
      expect(moveOn.status).toBe(409);
      expect(moveOn.body.message).toContain('2026-05-13');
      expect((await deleteEntry('member', before.body.id, 1)).status).toBe(409);
      // The open days of the same week stay writable.
      const open = await editInternal(after.body.id, '2026-05-14', 90);
      expect(open.status, open.text).toBe(200);
      // An administrator is held by the lock too.
      expect(
        (
          await log('admin', {
            userId: ids.member,
            date: '2026-05-01',
            timesheetTaskId: internalTask,
            minutes: 5,
          })
        ).status,
      ).toBe(409);
    } finally {
      await lift(lockRecord);
    }
    expect((await logInternal('member', '2026-05-13', 30)).status).toBe(201);

    const audit = await server.call<Page<AuditEntry>>(
      'admin',
      'GET',
      `/api/audit-log?entityType=timesheetLock&entityId=${lockRecord.id}`,
    );
    expect(audit.body.items.map((e) => e.action).sort()).toEqual(['create', 'delete']);
    expect(audit.body.items[0]?.entityLabel).toBe('Up to 2026-05-13 for everyone');
  });

  it("a user's or a team's lock holds for them only", async () => {
    const userLock = await lock({ lockDate: '2026-05-20', userId: ids.member });
    const teamLock = await lock({
      lockDate: '2026-05-21',
      teamId: await server.idOf('teams', { name: 'Finance' }),
    });
    try {
      expect((await logInternal('member', '2026-05-20', 30)).status).toBe(409);
      expect((await logInternal('pm', '2026-05-20', 30)).status).toBe(201);
      const finance = await logInternal('finance', '2026-05-21', 30);
      expect(finance.status).toBe(409);
      expect(finance.body.message).toContain('2026-05-21');
      expect((await logInternal('member', '2026-05-21', 30)).status).toBe(201);
      const locks = await server.call<Page<TimesheetLock>>(
        'finance',
        'GET',
        '/api/timesheet/locks',
      );
      expect(
        locks.body.items
          .slice(0, 2)
          .map((l) => [l.lockDate, l.user?.id ?? null, l.team?.name ?? null]),
      ).toEqual([
        ['2026-05-21', null, 'Finance'],
        ['2026-05-20', ids.member, null],
      ]);
    } finally {
      await lift(userLock);
      await lift(teamLock);
    }
  });

  it('refuses bad locks with 400 naming the field and non-holders with 403', async () => {
    const both = await server.call<ErrorBody>('finance', 'POST', '/api/timesheet/locks', {
      lockDate: '2026-05-31',
      userId: ids.member,
      teamId: 1,
    });
    expect(both.body.errors?.teamId).toBeDefined();
    const badDate = await server.call<ErrorBody>('finance', 'POST', '/api/timesheet/locks', {
      lockDate: '2026-13-01',
    });
    expect(badDate.body.errors?.lockDate).toBeDefined();
    const unknown = await server.call<ErrorBody>('finance', 'POST', '/api/timesheet/locks', {
      lockDate: '2026-05-31',
      userId: 99_999,
    });
    expect(unknown.body.errors?.userId).toEqual(['Unknown user']);
    expect(
      (await server.call('pm', 'POST', '/api/timesheet/locks', { lockDate: '2026-05-31' })).status,
    ).toBe(403);
    expect((await server.call('member', 'GET', '/api/timesheet/locks')).status).toBe(403);
  });

  it('a lock committed while writes are in flight: no entry on a locked day is written after it', async () => {
    const burst = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        logInternal(i % 2 === 0 ? 'member' : 'pm', '2026-05-27', 5),
      );
    const inFlight = burst(16);
    const locking = lock({ lockDate: '2026-05-28' });
    const [responses, lockRecord] = await Promise.all([Promise.all(inFlight), locking]);
    try {
      for (const r of responses) expect([201, 409]).toContain(r.status);
      // Every write that started after the lock committed is refused.
      const later = await Promise.all(burst(8));
      expect(later.map((r) => r.status)).toEqual(Array(8).fill(409));
      // What was stored is exactly what was acknowledged.
      const stored = await server
        .knex('time_entries')
        .where({ date: '2026-05-27' })
        .count<{ n: number }[]>({ n: '*' });
      expect(Number(stored[0]?.n)).toBe(responses.filter((r) => r.status === 201).length);
    } finally {
      await lift(lockRecord);
    }
  });

  it('creating a lock waits for a write transaction in flight (the shared hold)', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    // A write transaction as the service opens one, holding the shared lock until released.
    const writer = server.knex.transaction(async (trx) => {
      await holdTimesheetLocksShared(trx);
      entered();
      await held;
    });
    await inside;
    if (databaseKind(server.knex) === 'postgres') {
      let committed = false;
      const locking = lock({ lockDate: '2026-05-29' }).then((l) => {
        committed = true;
        return l;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(committed).toBe(false);
      release();
      await writer;
      await lift(await locking);
    } else {
      // SQLite: one connection, one transaction at a time; the lock simply queues behind it.
      release();
      await writer;
    }
  });
});

describe('weeks', () => {
  const week = (who: DemoAccountKey, action: string, weekStart = '2026-06-01') =>
    `/api/timesheet/weeks/${ids[who]}/${weekStart}${action ? `/${action}` : ''}`;

  it('refuses a week that does not start on a Monday (400 naming weekStart)', async () => {
    const response = await server.call<ErrorBody>(
      'member',
      'POST',
      week('member', 'submit', '2026-06-02'),
      {
        version: null,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.weekStart).toEqual(['A week starts on a Monday']);
  });

  it('submit, approve (locks the week for its user), reopen; only an approver who is not the user decides', async () => {
    const entry = await logInternal('member', '2026-06-03', 120);
    const open = await server.call<TimesheetWeek>('member', 'GET', week('member', ''));
    expect(open.body).toMatchObject({
      status: 'open',
      version: null,
      totalMinutes: 120,
      weekEnd: '2026-06-07',
    });
    const submitted = await server.call<TimesheetWeek>('member', 'POST', week('member', 'submit'), {
      version: null,
    });
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      version: 1,
      submittedBy: { id: ids.member },
    });
    expect(
      (await server.call('member', 'POST', week('member', 'submit'), { version: null })).status,
    ).toBe(409);
    // Submitting does not lock; approving does.
    expect((await logInternal('member', '2026-06-04', 30)).status).toBe(201);

    // Fin reads every timesheet but approves none (Pat, Max's team lead, decides his weeks:
    // timesheet-approvals.api.test.ts).
    expect(
      (await server.call('finance', 'POST', week('member', 'approve'), { version: 1 })).status,
    ).toBe(403);
    expect(
      (await server.call('member', 'POST', week('member', 'approve'), { version: 1 })).status,
    ).toBe(403);
    const approved = await server.call<TimesheetWeek>('admin', 'POST', week('member', 'approve'), {
      version: 1,
      comment: 'Thanks',
    });
    expect(approved.body).toMatchObject({
      status: 'approved',
      comment: 'Thanks',
      decidedBy: { id: ids.admin },
      version: 2,
    });

    const approvedRange = await server.call<TimeEntryRange>(
      'member',
      'GET',
      '/api/timesheet/entries?from=2026-06-03&to=2026-06-14',
    );
    expect(approvedRange.body.weeks).toEqual([{ weekStart: '2026-06-01', status: 'approved' }]);

    const locked = await logInternal('member', '2026-06-07', 30);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toContain('2026-06-01');
    expect((await deleteEntry('member', entry.body.id, 1)).status).toBe(409);
    // Locked for that user only, and the next week is open.
    expect((await logInternal('pm', '2026-06-03', 30)).status).toBe(201);
    expect((await logInternal('member', '2026-06-08', 30)).status).toBe(201);

    // The user may not reopen an approved week; an approver may.
    expect(
      (await server.call('member', 'POST', week('member', 'reopen'), { version: 2 })).status,
    ).toBe(403);
    const reopened = await server.call<TimesheetWeek>('admin', 'POST', week('member', 'reopen'), {
      version: 2,
    });
    expect(reopened.body).toMatchObject({ status: 'open', version: 3 });
    expect((await deleteEntry('member', entry.body.id, 1)).status).toBe(200);
  });

  it('reject needs a comment; the user resubmits, or withdraws a submitted week', async () => {
    const path = (action: string) => week('member', action, '2026-06-15');
    await server.call('member', 'POST', path('submit'), { version: null });
    const noComment = await server.call<ErrorBody>('admin', 'POST', path('reject'), { version: 1 });
    expect(noComment.status).toBe(400);
    expect(noComment.body.errors?.comment).toBeDefined();
    const rejected = await server.call<TimesheetWeek>('admin', 'POST', path('reject'), {
      version: 1,
      comment: 'Friday is missing',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      comment: 'Friday is missing',
      version: 2,
    });
    expect((await server.call('admin', 'POST', path('approve'), { version: 2 })).status).toBe(409);
    const again = await server.call<TimesheetWeek>('member', 'POST', path('submit'), {
      version: 2,
    });
    expect(again.body).toMatchObject({
      status: 'submitted',
      comment: '',
      decidedBy: null,
      version: 3,
    });
    const withdrawn = await server.call<TimesheetWeek>('member', 'POST', path('reopen'), {
      version: 3,
    });
    expect(withdrawn.body).toMatchObject({ status: 'open', version: 4 });
    expect((await server.call('member', 'POST', path('reopen'), { version: 4 })).status).toBe(409);
  });

  it('an approval racing writes and a resubmission of the week never fails on a lock-order deadlock', async () => {
    for (const weekStart of ['2026-06-22', '2026-06-29', '2026-07-06']) {
      const path = (action: string) => week('member', action, weekStart);
      await server.call('member', 'POST', path('submit'), { version: null });
      const days = [0, 1, 2, 3, 4].map((d) =>
        new Date(Date.parse(`${weekStart}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10),
      );
      const [approve, submit, ...writes] = await Promise.all([
        server.call('admin', 'POST', path('approve'), { version: 1 }),
        server.call('member', 'POST', path('submit'), { version: 1 }),
        ...days.map((date) => log('member', { date, timesheetTaskId: internalTask, minutes: 15 })),
      ]);
      expect(approve?.status, approve?.text).toBe(200);
      expect(submit?.status, submit?.text).toBe(409);
      for (const w of writes) expect([201, 409], w.text).toContain(w.status);
      // Whatever was written before the approval stays; nothing lands after it.
      expect((await logInternal('member', weekStart, 5)).status).toBe(409);
    }
  });

  it("a team lead reads a member's week; nobody else's without a flag", async () => {
    expect((await server.call('pm', 'GET', week('member', ''))).status).toBe(200);
    expect((await server.call('member', 'GET', week('pm', ''))).status).toBe(403);
    expect(
      (await server.call('member', 'POST', week('pm', 'submit'), { version: null })).status,
    ).toBe(403);
  });
});

describe('timesheet tasks', () => {
  it('lists the seeded tasks to every staff member; the deactivated ones to their managers', async () => {
    const list = await server.call<{ items: TimesheetTask[] }>(
      'member',
      'GET',
      '/api/timesheet/tasks',
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Internal', 'Leave', 'Time in lieu taken', 'Training']),
    );
    expect(list.body.items.find((t) => t.id === timeInLieuTask)?.kind).toBe('timeInLieuTaken');
    expect(
      (await server.call('member', 'GET', '/api/timesheet/tasks?includeInactive=true')).status,
    ).toBe(403);
    expect(
      (await server.call('admin', 'GET', '/api/timesheet/tasks?includeInactive=true')).status,
    ).toBe(200);
    expect((await server.call('stakeholder', 'GET', '/api/timesheet/tasks')).status).toBe(403);
  });

  it('adds and renames with unique names, one "time in lieu taken" task, audited', async () => {
    const duplicate = await server.call<ErrorBody>('admin', 'POST', '/api/timesheet/tasks', {
      name: 'leave',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors?.name).toEqual(['A timesheet task with this name already exists']);
    const secondTil = await server.call<ErrorBody>('admin', 'POST', '/api/timesheet/tasks', {
      name: 'Overtime taken',
      kind: 'timeInLieuTaken',
    });
    expect(secondTil.status).toBe(409);
    expect(secondTil.body.errors?.kind).toBeDefined();
    const created = await server.call<TimesheetTask>('admin', 'POST', '/api/timesheet/tasks', {
      name: 'Sales support',
    });
    expect(created.body).toMatchObject({
      name: 'Sales support',
      kind: 'other',
      active: true,
      version: 1,
    });
    const renamed = await server.call<TimesheetTask>(
      'admin',
      'PUT',
      `/api/timesheet/tasks/${created.body.id}`,
      {
        name: 'Pre-sales',
        active: true,
        version: 1,
      },
    );
    expect(renamed.body).toMatchObject({ name: 'Pre-sales', version: 2 });
    expect(
      (
        await server.call('admin', 'PUT', `/api/timesheet/tasks/${created.body.id}`, {
          name: 'X',
          active: true,
          version: 1,
        })
      ).status,
    ).toBe(409);
    expect((await server.call('pm', 'POST', '/api/timesheet/tasks', { name: 'Mine' })).status).toBe(
      403,
    );
    const audit = await server.call<Page<AuditEntry>>(
      'admin',
      'GET',
      `/api/audit-log?entityType=timesheetTask&entityId=${created.body.id}`,
    );
    expect(audit.body.items.map((e) => e.action).sort()).toEqual(['create', 'update']);
  });
});

describe('time in lieu', () => {
  it('accrues beyond the standard day, consumes time in lieu taken, adds adjustments; each sees their own', async () => {
    const userId = await insertUser(
      server.knex,
      { email: 'lieu@example.com', name: 'Lee Lieu', status: 'active' },
      server.clock.now,
    );
    const noAccount = await insertUser(
      server.knex,
      { email: 'no-account@example.com', name: 'Nora Noaccount', status: 'active' },
      server.clock.now,
    );
    const cookie = await server.sessionCookieFor(userId);
    const as = <T>(method: string, path: string, body?: unknown) =>
      server.request<T & ErrorBody>(method, path, { cookie, body });
    const employee = await server.call('admin', 'POST', '/api/employees', {
      userId,
      employmentStart: '2026-01-01',
      standardMinutesPerDay: 450,
      workingDays: [1, 2, 3, 4, 5],
    });
    expect(employee.status, employee.text).toBe(201);
    const leave = await server.idOf('timesheet_tasks', { kind: 'leave' });
    const entries = [
      { date: '2026-09-07', timesheetTaskId: internalTask, minutes: 510 }, // Monday: +60
      { date: '2026-09-12', timesheetTaskId: internalTask, minutes: 120 }, // Saturday: +120
      { date: '2026-09-08', timesheetTaskId: leave, minutes: 225 }, // half a day of leave...
      { date: '2026-09-08', timesheetTaskId: internalTask, minutes: 300 }, // ...and 5 h: +75
      { date: '2026-09-09', timesheetTaskId: timeInLieuTask, minutes: 450 }, // a day taken
    ];
    for (const body of entries)
      expect((await as('POST', '/api/timesheet/entries', body)).status).toBe(201);
    // A future day has not happened yet.
    const future = new Date(server.clock.now + 30 * 86_400_000).toISOString().slice(0, 10);
    await as('POST', '/api/timesheet/entries', {
      date: future,
      timesheetTaskId: internalTask,
      minutes: 900,
    });

    const own = await as<Page<TimeInLieuBalance>>('GET', '/api/timesheet/time-in-lieu');
    expect(own.status).toBe(200);
    expect(own.body.items).toEqual([
      {
        user: expect.objectContaining({ id: userId }),
        standardMinutesPerDay: 450,
        accruedMinutes: 255,
        takenMinutes: 450,
        adjustedMinutes: 0,
        balanceMinutes: -195,
      },
    ]);

    const path = `/api/timesheet/time-in-lieu/${userId}/adjustments`;
    const noReason = await server.call<ErrorBody>('admin', 'POST', path, {
      minutes: 60,
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBeDefined();
    const zero = await server.call<ErrorBody>('admin', 'POST', path, {
      minutes: 0,
      reason: 'Nothing',
    });
    expect(zero.body.errors?.minutes).toBeDefined();
    const adjusted = await server.call<TimeInLieuAdjustment>('admin', 'POST', path, {
      minutes: 300,
      reason: 'Carried over from the old system',
    });
    expect(adjusted.status).toBe(201);
    expect(adjusted.body).toMatchObject({ minutes: 300, createdBy: { id: ids.admin } });
    expect((await server.call('pm', 'POST', path, { minutes: 60, reason: 'Mine' })).status).toBe(
      403,
    );
    expect(
      (
        await server.call('admin', 'POST', `/api/timesheet/time-in-lieu/${ids.admin}/adjustments`, {
          minutes: 60,
          reason: 'Mine',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('admin', 'POST', `/api/timesheet/time-in-lieu/${noAccount}/adjustments`, {
          minutes: 60,
          reason: 'No employee record',
        })
      ).status,
    ).toBe(404);

    const history = await as<Page<TimeInLieuAdjustment>>('GET', path);
    expect(history.body.items.map((a) => [a.minutes, a.reason])).toEqual([
      [300, 'Carried over from the old system'],
    ]);
    expect((await server.call('member', 'GET', path)).status).toBe(403);
    const all = await server.call<Page<TimeInLieuBalance>>(
      'admin',
      'GET',
      '/api/timesheet/time-in-lieu',
    );
    expect(all.body.items.find((b) => b.user.id === userId)?.balanceMinutes).toBe(105);
    // Without an account-reading flag, one's own account only.
    const memberOwn = await server.call<Page<TimeInLieuBalance>>(
      'member',
      'GET',
      '/api/timesheet/time-in-lieu',
    );
    expect(memberOwn.body.items.map((b) => b.user.id)).toEqual([ids.member]);
    // One account by userId: one's own, or anyone's for account readers.
    const one = await server.call<Page<TimeInLieuBalance>>(
      'admin',
      'GET',
      `/api/timesheet/time-in-lieu?userId=${userId}`,
    );
    expect(one.body.items.map((b) => [b.user.id, b.balanceMinutes])).toEqual([[userId, 105]]);
    expect(
      (
        await server.call<Page<TimeInLieuBalance>>(
          'member',
          'GET',
          `/api/timesheet/time-in-lieu?userId=${ids.member}`,
        )
      ).body.items.map((b) => b.user.id),
    ).toEqual([ids.member]);
    expect(
      (await server.call('member', 'GET', `/api/timesheet/time-in-lieu?userId=${userId}`)).status,
    ).toBe(403);
    expect((await server.call('stakeholder', 'GET', '/api/timesheet/time-in-lieu')).status).toBe(
      403,
    );
  });
});
