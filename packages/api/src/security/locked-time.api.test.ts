import type { ErrorBody, Task, TimeEntry, TimeEntryRange } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../demo/demo-workspace';
import type { TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { reportBatteryFigure } from './battery-figures';

/**
 * Issue 27, item 2: locked and approved time is never removed indirectly.
 * For every way of removing something time is logged on - a task, a task
 * with subtasks, a project, a milestone, a timesheet task, and raw deletes
 * in the database - the member's time on a day locked for them, in a
 * submitted week and in an approved week is logged first; then the removal
 * is tried. It is refused with 409 naming the dates (`errors.dates`), or it
 * keeps the time (a project's delete is soft, a milestone's unlinks its
 * tasks, a timesheet task is only deactivated); the database refuses a raw
 * delete of a task, project or user that still has entries. Every minute is
 * still there afterwards. Time that nothing protects still goes with its
 * task, and the project's figures drop by exactly that time.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';

// The member's days: a lock for them covers every day up to LOCKED_THROUGH.
const LOCKED_THROUGH = '2025-03-09';
const LOCKED_DAY = '2025-03-04';
const SUBMITTED_WEEK = '2025-03-10';
const SUBMITTED_DAY = '2025-03-11';
const APPROVED_WEEK = '2025-03-17';
const APPROVED_DAY = '2025-03-18';
const OPEN_DAY = '2025-03-25';
const PROTECTED_DAYS = [LOCKED_DAY, SUBMITTED_DAY, APPROVED_DAY];

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let keel1: number;
let keel3: number;
let lockId: number;
let lockVersion: number;
/** Every entry the battery logged on a protected day (and the open-day entries next to them). */
const kept = new Map<number, number>();

const figures = {
  /** The ways of removing what time is logged on that were tried. */
  paths: new Set<string>(),
  attempts: 0,
  refused: 0,
  keptByDesign: 0,
  databaseRefused: 0,
  /** Entry writes sent while their task was being deleted, and their 5xx. */
  racedWrites: 0,
  racedServerErrors: 0,
};

function tried(path: string): void {
  figures.paths.add(path);
  figures.attempts += 1;
}

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
  keel3 = await server.idOf('projects', { code: 'KEEL-003' });
});
afterAll(async () => {
  const lost = await lostMinutes().catch(() => Number.NaN);
  reportBatteryFigure(
    'locked time',
    `cascades tried: ${figures.paths.size} paths (${figures.attempts} removals), ` +
      `${figures.refused} refused with 409 naming the dates, ${figures.keptByDesign} kept the time, ` +
      `${figures.databaseRefused} raw deletes refused by the database, ${lost} minutes lost; ` +
      `${figures.racedWrites} entry writes raced their task's delete, ${figures.racedServerErrors} 5xx`,
  );
});

/** Minutes of the battery's protected entries no longer stored as logged. */
async function lostMinutes(): Promise<number> {
  const rows = await server
    .knex('time_entries')
    .whereIn('id', [...kept.keys()])
    .select<Array<{ id: number; minutes: number }>>('id', 'minutes');
  const stored = new Map(rows.map((row) => [Number(row.id), Number(row.minutes)]));
  let lost = 0;
  for (const [id, minutes] of kept) lost += minutes - (stored.get(id) ?? 0);
  return lost;
}

async function newTask(projectId: number, name: string, parentId: number | null = null) {
  const created = await server.call<Task>('pm', 'POST', '/api/tasks', {
    projectId,
    name,
    parentId,
    assigneeId: ids.member,
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

/** The member logs `minutes` on each day; the entries are remembered as ones that must stay. */
async function logOn(target: Record<string, unknown>, days: readonly string[], minutes = 30) {
  for (const date of days) {
    const logged = await server.call<TimeEntry>('member', 'POST', '/api/timesheet/entries', {
      ...target,
      date,
      minutes,
    });
    expect(logged.status, logged.text).toBe(201);
    kept.set(logged.body.id, minutes);
  }
}

async function taskVersion(taskId: number): Promise<number> {
  const row = await server.knex('tasks').where({ id: taskId }).first('version');
  return Number(row?.version);
}

/** Tries to delete the task; expects 409 naming exactly `dates`, and nothing removed. */
async function expectRefusedTaskDelete(
  taskId: number,
  dates: readonly string[],
  path: 'task' | 'task with subtasks',
) {
  tried(`DELETE /api/tasks/{taskId} (${path})`);
  const entriesBefore = await server.knex('time_entries').count({ n: '*' }).first();
  const version = await taskVersion(taskId);
  const refused = await server.call<ErrorBody>(
    'pm',
    'DELETE',
    `/api/tasks/${taskId}?version=${version}`,
  );
  expect(refused.status, refused.text).toBe(409);
  for (const date of dates) expect(refused.body.message).toContain(date);
  expect(refused.body.errors?.dates?.map((line) => line.slice(0, 10))).toEqual([...dates]);
  figures.refused += 1;
  // Nothing moved: the task, its version, every entry.
  expect(await taskVersion(taskId)).toBe(version);
  expect(await server.knex('time_entries').count({ n: '*' }).first()).toEqual(entriesBefore);
  expect(await lostMinutes()).toBe(0);
  return refused.body;
}

describe(`locked and approved time is never removed indirectly (${DB})`, () => {
  let everything: Task;
  let lockedOnly: Task;
  let submittedOnly: Task;
  let approvedOnly: Task;
  let parent: Task;
  let subtask: Task;
  let otherProjectTask: Task;
  let milestoneTask: Task;
  let milestoneId: number;
  let timesheetTaskId: number;

  beforeAll(async () => {
    // Every entry is logged while its day is still open; then the day is locked,
    // one week submitted and another approved.
    everything = await newTask(keel1, 'Locked time: every kind');
    await logOn({ taskId: everything.id }, [...PROTECTED_DAYS, OPEN_DAY], 45);
    lockedOnly = await newTask(keel1, 'Locked time: locked day');
    await logOn({ taskId: lockedOnly.id }, [LOCKED_DAY, OPEN_DAY]);
    submittedOnly = await newTask(keel1, 'Locked time: submitted week');
    await logOn({ taskId: submittedOnly.id }, [SUBMITTED_DAY, OPEN_DAY]);
    approvedOnly = await newTask(keel1, 'Locked time: approved week');
    await logOn({ taskId: approvedOnly.id }, [APPROVED_DAY]);
    parent = await newTask(keel1, 'Locked time: parent');
    await logOn({ taskId: parent.id }, [OPEN_DAY]);
    subtask = await newTask(keel1, 'Locked time: subtask', parent.id);
    await logOn({ taskId: subtask.id }, [APPROVED_DAY, LOCKED_DAY], 20);
    otherProjectTask = await newTask(keel3, 'Locked time: project to delete');
    await logOn({ taskId: otherProjectTask.id }, PROTECTED_DAYS, 25);

    const milestone = await server.call<{ id: number }>(
      'admin',
      'POST',
      `/api/projects/${keel1}/milestones`,
      { name: 'Locked time milestone', dueDate: '2025-04-30' },
    );
    expect(milestone.status, milestone.text).toBe(201);
    milestoneId = milestone.body.id;
    milestoneTask = await newTask(keel1, 'Locked time: milestone task');
    const linked = await server.call('pm', 'PUT', `/api/tasks/${milestoneTask.id}/milestone`, {
      milestoneId,
      version: milestoneTask.version,
    });
    expect(linked.status, linked.text).toBe(200);
    await logOn({ taskId: milestoneTask.id }, PROTECTED_DAYS, 15);

    const training = await server.call<{ id: number }>('admin', 'POST', '/api/timesheet/tasks', {
      name: 'Locked time training',
      kind: 'training',
    });
    expect(training.status, training.text).toBe(201);
    timesheetTaskId = training.body.id;
    await logOn({ timesheetTaskId }, PROTECTED_DAYS, 10);

    const lock = await server.call<{ id: number; version: number }>(
      'finance',
      'POST',
      '/api/timesheet/locks',
      { lockDate: LOCKED_THROUGH, userId: ids.member, teamId: null },
    );
    expect(lock.status, lock.text).toBe(201);
    lockId = lock.body.id;
    lockVersion = lock.body.version;
    for (const week of [SUBMITTED_WEEK, APPROVED_WEEK]) {
      const submitted = await server.call(
        'member',
        'POST',
        `/api/timesheet/weeks/${ids.member}/${week}/submit`,
        { version: null },
      );
      expect(submitted.status, submitted.text).toBe(200);
    }
    const approved = await server.call(
      'admin',
      'POST',
      `/api/timesheet/weeks/${ids.member}/${APPROVED_WEEK}/approve`,
      { version: 1, comment: '' },
    );
    expect(approved.status, approved.text).toBe(200);
  });

  it('refuses to delete a task with time on a locked day, in a submitted and in an approved week, naming the dates', async () => {
    const body = await expectRefusedTaskDelete(everything.id, PROTECTED_DAYS, 'task');
    expect(body.message).toMatch(/^Deleting this task would remove time on locked days/);
    expect(body.errors?.dates).toEqual([
      `${LOCKED_DAY}: timesheets are locked up to ${LOCKED_THROUGH}`,
      `${SUBMITTED_DAY}: the week of ${SUBMITTED_WEEK} is submitted for approval`,
      `${APPROVED_DAY}: the week of ${APPROVED_WEEK} is approved and locked`,
    ]);
    // The open day's time was not removed either: the refusal removes nothing.
    const timelog = await server.call<{ totalMinutes: number }>(
      'pm',
      'GET',
      `/api/tasks/${everything.id}/timelog`,
    );
    expect(timelog.body.totalMinutes).toBe(4 * 45);
  });

  it('refuses each protection on its own: a locked day, a submitted week, an approved week', async () => {
    await expectRefusedTaskDelete(lockedOnly.id, [LOCKED_DAY], 'task');
    await expectRefusedTaskDelete(submittedOnly.id, [SUBMITTED_DAY], 'task');
    await expectRefusedTaskDelete(approvedOnly.id, [APPROVED_DAY], 'task');
  });

  it('refuses to delete a task whose subtask has protected time, naming the subtask’s dates', async () => {
    const body = await expectRefusedTaskDelete(
      parent.id,
      [LOCKED_DAY, APPROVED_DAY],
      'task with subtasks',
    );
    expect(body.message).toMatch(/^Deleting this task and its subtasks would remove time/);
    expect((await server.call('pm', 'GET', `/api/tasks/${subtask.id}`)).status).toBe(200);
  });

  it('keeps every minute when the project is deleted (a soft delete), on the member’s timesheet too', async () => {
    tried('DELETE /api/projects/{projectId}');
    const project = await server.call<{ version: number }>(
      'admin',
      'GET',
      `/api/projects/${keel3}`,
    );
    const deleted = await server.call(
      'admin',
      'DELETE',
      `/api/projects/${keel3}?version=${project.body.version}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    figures.keptByDesign += 1;
    expect(await lostMinutes()).toBe(0);
    const range = await server.call<TimeEntryRange>(
      'member',
      'GET',
      `/api/timesheet/entries?from=${LOCKED_DAY}&to=${APPROVED_DAY}`,
    );
    expect(
      range.body.items.filter((e) => e.task?.id === otherProjectTask.id).map((e) => e.date),
    ).toEqual(PROTECTED_DAYS);
  });

  it('keeps every minute when a milestone of the tasks is deleted (its tasks are unlinked)', async () => {
    tried('DELETE /api/projects/{projectId}/milestones/{milestoneId}');
    const row = await server.knex('milestones').where({ id: milestoneId }).first('version');
    const deleted = await server.call(
      'admin',
      'DELETE',
      `/api/projects/${keel1}/milestones/${milestoneId}?version=${Number(row?.version)}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    figures.keptByDesign += 1;
    expect(await lostMinutes()).toBe(0);
    expect((await server.call('pm', 'GET', `/api/tasks/${milestoneTask.id}`)).status).toBe(200);
  });

  it('keeps every minute when the timesheet task is deactivated (timesheet tasks are never deleted)', async () => {
    tried('PUT /api/timesheet/tasks/{timesheetTaskId} (deactivate)');
    const row = await server
      .knex('timesheet_tasks')
      .where({ id: timesheetTaskId })
      .first('version');
    const deactivated = await server.call(
      'admin',
      'PUT',
      `/api/timesheet/tasks/${timesheetTaskId}`,
      { name: 'Locked time training', active: false, version: Number(row?.version) },
    );
    expect(deactivated.status, deactivated.text).toBe(200);
    figures.keptByDesign += 1;
    expect(await lostMinutes()).toBe(0);
  });

  it('the database refuses a raw delete of a task, a project or a user that still has entries', async () => {
    const attempts: Array<[string, number]> = [
      ['tasks', everything.id],
      ['tasks', subtask.id],
      ['projects', keel1],
      ['projects', keel3],
      ['timesheet_tasks', timesheetTaskId],
      ['users', ids.member],
    ];
    for (const [table, id] of attempts) {
      tried(`raw DELETE FROM ${table}`);
      await expect(server.knex(table).where({ id }).delete(), `${table} ${id}`).rejects.toThrow(
        /foreign key/i,
      );
      figures.databaseRefused += 1;
    }
    expect(await lostMinutes()).toBe(0);
  });

  it('still deletes a task whose time nothing protects: its entries go, and the project’s figures drop by exactly them', async () => {
    const free = await newTask(keel1, 'Locked time: nothing protected');
    const sub = await newTask(keel1, 'Locked time: nothing protected, subtask', free.id);
    const open = [OPEN_DAY, '2025-03-26'];
    for (const [taskId, minutes] of [
      [free.id, 50],
      [sub.id, 70],
    ] as const)
      for (const date of open) {
        const logged = await server.call('member', 'POST', '/api/timesheet/entries', {
          taskId,
          date,
          minutes,
        });
        expect(logged.status, logged.text).toBe(201);
      }
    const monthMinutes = async () =>
      Number(
        (
          await server
            .knex('project_month_figures')
            .where({ project_id: keel1, month: '2025-03' })
            .first('actual_minutes')
        )?.actual_minutes ?? 0,
      );
    const before = await monthMinutes();
    const deleted = await server.call(
      'pm',
      'DELETE',
      `/api/tasks/${free.id}?version=${await taskVersion(free.id)}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    expect(
      await server.knex('time_entries').whereIn('project_task_id', [free.id, sub.id]).count({
        n: '*',
      }),
    ).toEqual([{ n: 0 }]);
    expect(await monthMinutes()).toBe(before - 2 * (50 + 70));
    expect((await server.call('pm', 'GET', `/api/tasks/${sub.id}`)).status).toBe(404);
    expect(await lostMinutes()).toBe(0);
  });

  it('a task deleted while time is logged on it at once: no 5xx, and no entry outlives its task', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const task = await newTask(keel1, `Locked time: raced ${round}`);
      // Open-day time (not among `kept`): it may go with the task.
      const first = await server.call('member', 'POST', '/api/timesheet/entries', {
        taskId: task.id,
        date: '2025-04-01',
        minutes: 10,
      });
      expect(first.status, first.text).toBe(201);
      const [deleted, ...logged] = await Promise.all([
        server.call('pm', 'DELETE', `/api/tasks/${task.id}?version=${task.version}`),
        ...Array.from({ length: 10 }, (_, i) =>
          server.call<ErrorBody>('member', 'POST', '/api/timesheet/entries', {
            taskId: task.id,
            date: `2025-04-${String(2 + i).padStart(2, '0')}`,
            minutes: 10,
          }),
        ),
      ]);
      expect(deleted.status, deleted.text).toBe(200);
      for (const response of logged) {
        statuses.push(response.status);
        figures.racedWrites += 1;
        if (response.status >= 500) figures.racedServerErrors += 1;
        expect([201, 400], response.text).toContain(response.status);
        if (response.status === 400) expect(response.body.errors).toHaveProperty('taskId');
      }
      expect(
        await server.knex('time_entries').where({ project_task_id: task.id }).count({ n: '*' }),
      ).toEqual([{ n: 0 }]);
    }
    expect(statuses.every((s) => s < 500)).toBe(true);
  });

  it('deletes the task once its days are open again (lock lifted, weeks reopened)', async () => {
    const lifted = await server.call(
      'finance',
      'DELETE',
      `/api/timesheet/locks/${lockId}?version=${lockVersion}`,
    );
    expect(lifted.status, lifted.text).toBe(200);
    // Still refused: the weeks are still submitted and approved.
    await expectRefusedTaskDelete(everything.id, [SUBMITTED_DAY, APPROVED_DAY], 'task');
    for (const week of [SUBMITTED_WEEK, APPROVED_WEEK]) {
      const row = await server
        .knex('timesheet_weeks')
        .where({ user_id: ids.member, week_start: week })
        .first('version');
      const reopened = await server.call(
        'admin',
        'POST',
        `/api/timesheet/weeks/${ids.member}/${week}/reopen`,
        { version: Number(row?.version), comment: '' },
      );
      expect(reopened.status, reopened.text).toBe(200);
    }
    const deleted = await server.call(
      'pm',
      'DELETE',
      `/api/tasks/${everything.id}?version=${await taskVersion(everything.id)}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    const gone = await server
      .knex('time_entries')
      .where({ project_task_id: everything.id })
      .count({ n: '*' });
    expect(gone).toEqual([{ n: 0 }]);
    // Those entries were removed on purpose, once nothing protected them.
    for (const id of [...kept.keys()])
      if (!(await server.knex('time_entries').where({ id }).first('id'))) kept.delete(id);
  });
});
