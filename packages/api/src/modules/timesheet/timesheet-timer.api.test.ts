import type {
  ErrorBody,
  TimeEntry,
  TimeEntryRange,
  TimesheetLock,
  TimesheetTimer,
  TimesheetTimerStarted,
  TimesheetTimerStopped,
} from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { startTestServer, type TestServer } from '../../test/test-server';
import { taskNameColumns } from '../tasks';

/**
 * The running timer (README, "Running timer"), on SQLite and PostgreSQL. The
 * workspace runs on Berlin time here, so a split at midnight is the zone's
 * midnight, not UTC's. Tests set the server's clock to a day of their own.
 */

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let keel1: number;
let internalTask: number;

beforeAll(async () => {
  server = await startTestServer({ env: { WORKSPACE_TIME_ZONE: 'Europe/Berlin' } });
  ids = await server.demoUserIds();
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
  internalTask = await server.idOf('timesheet_tasks', { kind: 'internal' });
});
afterAll(async () => {
  await server?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Moves the clock to `instant`: always forward, the tests run in the order of their days. */
const at = (instant: string) => {
  const next = Date.parse(instant);
  expect(next).toBeGreaterThanOrEqual(server.clock.now);
  server.clock.now = next;
};

/**
 * The tests move the clock days ahead, past a session's idle expiry: each
 * account gets a fresh session (no password to hash) when its last one is an
 * hour old on the clock.
 */
const sessions = new Map<DemoAccountKey, { cookie: string; at: number }>();
async function call<T>(who: DemoAccountKey, method: string, path: string, body?: unknown) {
  let session = sessions.get(who);
  if (!session || server.clock.now - session.at > HOUR) {
    session = { cookie: await server.sessionCookieFor(ids[who]), at: server.clock.now };
    sessions.set(who, session);
  }
  return server.request<T>(method, path, { cookie: session.cookie, body });
}

let taskCounter = 0;
/** A task of KEEL-001 assigned to `assignee`, created by the pm. */
async function newTask(assignee: DemoAccountKey): Promise<number> {
  const [row] = await server
    .knex('tasks')
    .insert({
      project_id: keel1,
      ...taskNameColumns(`Timer test task ${++taskCounter}`),
      status: 'todo',
      assignee_id: ids[assignee],
      created_by: ids.pm,
      board_key: `tt${String(taskCounter).padStart(6, '0')}`,
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

const current = (who: DemoAccountKey = 'member') =>
  call<TimesheetTimer | null>(who, 'GET', '/api/timesheet/timer');
const start = (body: Record<string, unknown>, who: DemoAccountKey = 'member') =>
  call<TimesheetTimerStarted & ErrorBody>(who, 'POST', '/api/timesheet/timer/start', body);
const stop = (version: number, who: DemoAccountKey = 'member') =>
  call<TimesheetTimerStopped & ErrorBody>(who, 'POST', '/api/timesheet/timer/stop', {
    version,
  });
const discard = (version: number, who: DemoAccountKey = 'member') =>
  call<ErrorBody>(who, 'DELETE', `/api/timesheet/timer?version=${version}`);

/** Starts the member's timer and answers it (201 asserted). */
async function started(body: Record<string, unknown>): Promise<TimesheetTimer> {
  const response = await start(body);
  expect(response.status, response.text).toBe(201);
  return response.body.timer;
}

/** The member's entries from one day to another. */
async function entries(from: string, to: string): Promise<TimeEntry[]> {
  const range = await call<TimeEntryRange>(
    'member',
    'GET',
    `/api/timesheet/entries?from=${from}&to=${to}`,
  );
  expect(range.status, range.text).toBe(200);
  return range.body.items;
}

describe('the running timer', () => {
  it('starts, reads with its elapsed time, and stops into an entry of whole minutes', async () => {
    const taskId = await newTask('member');
    at('2027-04-06T07:00:00Z');
    expect((await current()).body).toBeNull();
    const timer = await started({ taskId, note: '  Login page  ' });
    expect(timer).toMatchObject({
      target: {
        task: { id: taskId },
        project: { id: keel1, code: 'KEEL-001' },
        timesheetTask: null,
      },
      note: 'Login page',
      startedAt: '2027-04-06T07:00:00.000Z',
      elapsedSeconds: 0,
      version: 1,
    });

    server.clock.advance(90 * MINUTE + 29_000);
    const running = await current();
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({ id: timer.id, elapsedSeconds: 90 * 60 + 29, version: 1 });

    const stopped = await stop(timer.version);
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body.entries).toHaveLength(1);
    expect(stopped.body.entries[0]).toMatchObject({
      user: { id: ids.member },
      date: '2027-04-06',
      minutes: 90,
      note: 'Login page',
      billable: true,
      task: { id: taskId },
    });
    expect((await current()).body).toBeNull();
    expect((await entries('2027-04-06', '2027-04-06')).map((e) => e.minutes)).toEqual([90]);
  });

  it('writes at least one minute, and a discarded timer writes nothing', async () => {
    at('2027-04-07T08:00:00Z');
    const brief = await started({ timesheetTaskId: internalTask });
    server.clock.advance(10_000);
    const short = await stop(brief.version);
    expect(short.status, short.text).toBe(200);
    expect(short.body.entries.map((e) => [e.date, e.minutes])).toEqual([['2027-04-07', 1]]);

    const unwanted = await started({ timesheetTaskId: internalTask });
    server.clock.advance(45 * MINUTE);
    const discarded = await discard(unwanted.version);
    expect(discarded.status, discarded.text).toBe(200);
    expect((await current()).body).toBeNull();
    expect((await entries('2027-04-07', '2027-04-07')).map((e) => e.minutes)).toEqual([1]);
    // Nothing runs any more: 404 for both.
    expect((await stop(unwanted.version)).status).toBe(404);
    expect((await discard(unwanted.version)).status).toBe(404);
  });

  it('stops the running timer when another starts, and says so', async () => {
    const taskId = await newTask('member');
    at('2027-04-08T08:00:00Z');
    const first = await started({ timesheetTaskId: internalTask, note: 'Stand-up' });
    server.clock.advance(30 * MINUTE);
    const second = await start({ taskId });
    expect(second.status, second.text).toBe(201);
    // A new timer, at the user's next version (never the stopped one's).
    expect(second.body.timer).toMatchObject({
      target: { task: { id: taskId } },
      version: first.version + 1,
    });
    expect(second.body.timer.id).not.toBe(first.id);
    expect(second.body.stopped?.entries.map((e) => [e.timesheetTask?.id, e.minutes])).toEqual([
      [internalTask, 30],
    ]);
    const response = await current();
    expect(response.body).toMatchObject({ id: second.body.timer.id });
    await discard(second.body.timer.version);
  });

  it('splits at midnight in the workspace time zone, one entry a day', async () => {
    // 23:30 to 01:15 in Berlin (UTC+2 in April): 30 minutes on the 9th, 75 on the 10th.
    at('2027-04-09T21:30:00Z');
    const night = await started({ timesheetTaskId: internalTask, note: 'Release night' });
    at('2027-04-09T23:15:00Z');
    const stopped = await stop(night.version);
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body.entries.map((e) => [e.date, e.minutes, e.note])).toEqual([
      ['2027-04-09', 30, 'Release night'],
      ['2027-04-10', 75, 'Release night'],
    ]);
  });

  it('refuses a stop on a locked day, naming the lock, and keeps the timer running', async () => {
    at('2027-04-13T07:00:00Z');
    const timer = await started({ timesheetTaskId: internalTask });
    server.clock.advance(60 * MINUTE);
    const locked = await call<TimesheetLock>('finance', 'POST', '/api/timesheet/locks', {
      lockDate: '2027-04-13',
      userId: ids.member,
    });
    expect(locked.status, locked.text).toBe(201);

    const refused = await stop(timer.version);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toBe(
      'Timesheets are locked up to 2027-04-13: 2027-04-13 cannot be changed',
    );
    const still = await current();
    expect(still.body).toMatchObject({ id: timer.id, version: timer.version });
    expect(await entries('2027-04-13', '2027-04-13')).toEqual([]);
    // Starting another would stop this one first: refused the same way, nothing changes.
    const another = await start({ timesheetTaskId: internalTask });
    expect(another.status).toBe(409);
    expect((await current()).body).toMatchObject({ id: timer.id, version: timer.version });

    const lifted = await call(
      'finance',
      'DELETE',
      `/api/timesheet/locks/${locked.body.id}?version=${locked.body.version}`,
    );
    expect(lifted.status, lifted.text).toBe(200);
    const stopped = await stop(timer.version);
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body.entries.map((e) => e.minutes)).toEqual([60]);
  });

  it("obeys the day cap and the project's settings as a typed entry does", async () => {
    at('2027-04-14T06:00:00Z');
    const logged = await call('member', 'POST', '/api/timesheet/entries', {
      date: '2027-04-14',
      timesheetTaskId: internalTask,
      minutes: 23 * 60 + 30,
    });
    expect(logged.status, logged.text).toBe(201);
    const timer = await started({ timesheetTaskId: internalTask });
    server.clock.advance(60 * MINUTE);
    const capped = await stop(timer.version);
    expect(capped.status, capped.text).toBe(400);
    expect(capped.body.errors?.minutes?.[0]).toMatch(/^At most 24 hours a day: 2027-04-14/);
    expect((await current()).body).toMatchObject({ id: timer.id });
    await discard(timer.version);

    // A project that stops taking time while a timer runs on it: 409 naming the setting.
    const taskId = await newTask('member');
    const onTask = await started({ taskId });
    const settings = await call<{ version: number }>(
      'admin',
      'GET',
      `/api/projects/${keel1}/settings/timesheet`,
    );
    const closed = await call('admin', 'POST', `/api/projects/${keel1}/settings/timesheet`, {
      loggingAllowed: false,
      logTarget: 'tasksOnly',
      notesRequired: false,
      billableByDefault: true,
      version: settings.body.version,
    });
    expect(closed.status, closed.text).toBe(200);
    try {
      const refused = await stop(onTask.version);
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.message).toMatch(/timesheet setting loggingAllowed/);
      expect((await current()).body).toMatchObject({ id: onTask.id });
      // Nor does a new timer start there.
      const closedStart = await start({ taskId }, 'pm');
      expect(closedStart.status).toBe(409);
    } finally {
      const reread = await call<{ version: number }>(
        'admin',
        'GET',
        `/api/projects/${keel1}/settings/timesheet`,
      );
      await call('admin', 'POST', `/api/projects/${keel1}/settings/timesheet`, {
        loggingAllowed: true,
        logTarget: 'tasksOnly',
        notesRequired: false,
        billableByDefault: true,
        version: reread.body.version,
      });
    }
    await discard(onTask.version);
  });

  it('answers a stale version with 409 and the timer as it is, leaving it running', async () => {
    at('2027-04-15T08:00:00Z');
    const timer = await started({ timesheetTaskId: internalTask });
    const stale = await stop(timer.version + 1);
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.current).toMatchObject({ id: timer.id, version: timer.version });
    const staleDiscard = await discard(timer.version + 1);
    expect(staleDiscard.status).toBe(409);
    expect((await current()).body).toMatchObject({ id: timer.id, version: timer.version });
    await discard(timer.version);
  });

  it("refuses a stale tab's stop or discard of a timer since stopped: the newer timer keeps running", async () => {
    at('2027-04-15T10:00:00Z');
    // A stopped in one tab, B started after it: the other tab still shows A.
    const a = await started({ timesheetTaskId: internalTask, note: 'A' });
    server.clock.advance(10 * MINUTE);
    expect((await stop(a.version)).status).toBe(200);
    const b = await started({ timesheetTaskId: internalTask, note: 'B' });
    expect(b.id).not.toBe(a.id);
    expect(b.version).toBeGreaterThan(a.version);
    server.clock.advance(5 * MINUTE);

    const staleStop = await stop(a.version);
    expect(staleStop.status, staleStop.text).toBe(409);
    expect(staleStop.body.current).toMatchObject({ id: b.id, note: 'B', version: b.version });
    const staleDiscard = await discard(a.version);
    expect(staleDiscard.status, staleDiscard.text).toBe(409);
    expect(staleDiscard.body.current).toMatchObject({ id: b.id, version: b.version });
    expect((await current()).body).toMatchObject({ id: b.id, note: 'B', version: b.version });
    // Only A's ten minutes were logged: B's were not written by the stale stop.
    expect((await entries('2027-04-15', '2027-04-15')).map((e) => [e.note, e.minutes])).toEqual([
      ['A', 10],
    ]);

    // The same after a switch (starting C stops B), and after a discard.
    const c = await start({ timesheetTaskId: internalTask, note: 'C' });
    expect(c.status, c.text).toBe(201);
    expect((await stop(b.version)).status).toBe(409);
    expect((await discard(c.body.timer.version)).status).toBe(200);
    const d = await started({ timesheetTaskId: internalTask, note: 'D' });
    expect(d.version).toBeGreaterThan(c.body.timer.version);
    expect((await discard(c.body.timer.version)).status).toBe(409);
    expect((await stop(b.version)).status).toBe(409);
    expect((await current()).body).toMatchObject({ id: d.id, note: 'D', version: d.version });

    // Another user's count is their own: the pm's first timer here takes the pm's next version.
    const pm = await start({ timesheetTaskId: internalTask }, 'pm');
    expect(pm.status, pm.text).toBe(201);
    expect((await stop(d.version, 'pm')).status).toBe(409);
    expect((await discard(pm.body.timer.version, 'pm')).status).toBe(200);
    expect((await discard(d.version)).status).toBe(200);
  });

  it('refuses input naming the field: no target, two targets, unknown keys, no version', async () => {
    at('2027-04-16T08:00:00Z');
    const none = await start({ note: 'What on?' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty(['taskId']);
    const two = await start({ timesheetTaskId: internalTask, projectId: keel1 });
    expect(two.status).toBe(400);
    expect(two.body.errors).toHaveProperty(['timesheetTaskId']);
    const unknownKey = await start({ timesheetTaskId: internalTask, minutes: 30 });
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.body.errors).toHaveProperty(['minutes']);
    const unknownTask = await start({ taskId: 999_999 });
    expect(unknownTask.status).toBe(400);
    expect(unknownTask.body.errors).toHaveProperty(['taskId']);
    const noVersion = await call<ErrorBody>('member', 'POST', '/api/timesheet/timer/stop', {});
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toHaveProperty(['version']);
    const stopKey = await call<ErrorBody>('member', 'POST', '/api/timesheet/timer/stop', {
      version: 1,
      userId: ids.pm,
    });
    expect(stopKey.status).toBe(400);
    expect(stopKey.body.errors).toHaveProperty(['userId']);
    const discardNoVersion = await call<ErrorBody>('member', 'DELETE', '/api/timesheet/timer');
    expect(discardNoVersion.status).toBe(400);
    expect(discardNoVersion.body.errors).toHaveProperty(['version']);
    expect((await current()).body).toBeNull();
  });

  it('keeps one timer a user under 20 concurrent starts', async () => {
    at('2027-04-17T08:00:00Z');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        start({ timesheetTaskId: internalTask, note: `Start ${n}` }),
      ),
    );
    // Each start ran after the one before it and stopped it: all answered 201.
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const rows = await server.knex('timesheet_timers').where({ user_id: ids.member });
    expect(rows).toHaveLength(1);
    const stoppedCount = responses.filter((r) => r.body.stopped !== null).length;
    expect(stoppedCount).toBe(19);
    expect(await entries('2027-04-17', '2027-04-17')).toHaveLength(19);
    const running = await current();
    await discard((running.body as TimesheetTimer).version);
  });

  it('times only what the user may log time on', async () => {
    at('2027-04-20T08:00:00Z');
    // The pm's task: the member is neither its assignee nor its creator.
    const pmTask = await newTask('pm');
    const refused = await start({ taskId: pmTask });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.message).toBe('You may not log time on this task');
    // KEEL-001 takes time on its tasks only.
    const onProject = await start({ projectId: keel1 });
    expect(onProject.status).toBe(409);
    expect(onProject.body.message).toMatch(/timesheet setting logTarget/);
    expect((await current()).body).toBeNull();
    // The pm may (their own task).
    const pmTimer = await start({ taskId: pmTask }, 'pm');
    expect(pmTimer.status, pmTimer.text).toBe(201);
    await discard(pmTimer.body.timer.version, 'pm');
  });

  it('answers a stakeholder 403 on every timer route', async () => {
    expect((await current('stakeholder')).status).toBe(403);
    expect((await start({ timesheetTaskId: internalTask }, 'stakeholder')).status).toBe(403);
    expect((await stop(1, 'stakeholder')).status).toBe(403);
    expect((await discard(1, 'stakeholder')).status).toBe(403);
  });

  it('goes with its task when the task is deleted (nothing was logged yet)', async () => {
    at('2027-04-21T08:00:00Z');
    const taskId = await newTask('member');
    const onTask = await started({ taskId });
    server.clock.advance(20 * MINUTE);
    const deleted = await call('pm', 'DELETE', `/api/tasks/${taskId}?version=1`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await current()).body).toBeNull();
    // The count outlives the timer's row: the next timer does not take the deleted one's version.
    const next = await started({ timesheetTaskId: internalTask });
    expect(next.version).toBeGreaterThan(onTask.version);
    expect((await stop(onTask.version)).status).toBe(409);
    expect((await discard(next.version)).status).toBe(200);
  });
});
