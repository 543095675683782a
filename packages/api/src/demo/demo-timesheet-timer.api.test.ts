import type { TimesheetTimer, TimesheetTimerStopped } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_HASH_COST, type TestServer } from '../test/test-server';
import { DEMO_TIMER_NOTE } from './demo-timesheet-timer';
import { seedDemoWorkspace } from './demo-workspace';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedTimesheets: true });
});
afterAll(async () => {
  await server?.close();
});

describe("the member's running timer in the demo", () => {
  it('runs on an open KEEL-001 task of theirs, started up to 47 minutes before the seeding', async () => {
    const timer = await server.call<TimesheetTimer>('member', 'GET', '/api/timesheet/timer');
    expect(timer.status, timer.text).toBe(200);
    expect(timer.body).toMatchObject({
      target: { project: { code: 'KEEL-001' }, timesheetTask: null },
      note: DEMO_TIMER_NOTE,
      version: 1,
    });
    const task = await server
      .knex('tasks')
      .where({ id: timer.body.target.task?.id })
      .first<{ assignee_id: number; status: string }>('assignee_id', 'status');
    expect(task.assignee_id).toBe(await server.idOf('users', { email: 'member@example.com' }));
    expect(task.status).not.toBe('done');
    // 47 minutes ago, or midnight (UTC) when the seeding came earlier in the day.
    const minutesToday = Math.floor((Date.now() % 86_400_000) / 60_000);
    expect(timer.body.elapsedSeconds).toBeGreaterThanOrEqual(Math.min(47, minutesToday - 1) * 60);
    expect(timer.body.elapsedSeconds).toBeLessThan(49 * 60);
    expect(timer.body.startedAt.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    // Nobody else runs one.
    expect((await server.call('pm', 'GET', '/api/timesheet/timer')).body).toBeNull();
  });

  it('is seeded once: seeding again adds none, even after the member stopped it', async () => {
    await seedDemoWorkspace(server.knex, { passwordHashCost: TEST_HASH_COST });
    expect(await server.knex('timesheet_timers')).toHaveLength(1);
    const running = await server.call<TimesheetTimer>('member', 'GET', '/api/timesheet/timer');
    const stopped = await server.call<TimesheetTimerStopped>(
      'member',
      'POST',
      '/api/timesheet/timer/stop',
      { version: running.body.version },
    );
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body.entries).toHaveLength(1);
    await seedDemoWorkspace(server.knex, { passwordHashCost: TEST_HASH_COST });
    expect(await server.knex('timesheet_timers')).toHaveLength(0);
  });
});
