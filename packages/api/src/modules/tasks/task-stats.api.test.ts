import type { ErrorBody, Task, TaskQueryResult, TaskStats } from '@keel/types';
import { TASK_STATUSES } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { utcDate } from '../../lib/dates';
import { stats as taskStats } from './task-stats.service';
import { loadGlobalFlags } from '../auth';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';

let server: TestServer;
let keel1: number;
let pmId: number;
let memberId: number;

serverForFile(async (started) => {
  server = started;
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
  ({ pm: pmId, member: memberId } = await server.demoUserIds());
});

interface Row {
  status: string;
  assignee_id: number | null;
  assignee_team_id: number | null;
  domain: string | null;
  due_date: string | null;
  work_estimation: number | string | null;
}

/** The seeded tasks of a project, read directly: the figures are counted here in JS. */
async function tasksOf(projectId: number): Promise<Row[]> {
  return server
    .knex('tasks')
    .where({ project_id: projectId })
    .select('status', 'assignee_id', 'assignee_team_id', 'domain', 'due_date', 'work_estimation');
}

function countBy<T>(rows: readonly T[], key: (row: T) => string | number | null) {
  const counts = new Map<string | number | null, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

async function stats(who: 'admin' | 'pm' | 'member' | 'finance' | 'stakeholder', query = '') {
  return server.call<TaskStats & ErrorBody>(who, 'GET', `/api/tasks/stats${query}`);
}

async function queryTotal(who: 'pm' | 'member', projectId?: number): Promise<number> {
  const filters = [{ filterName: 'completion', intValue: 3 }];
  if (projectId) filters.push({ filterName: 'project', intValue: projectId });
  const response = await server.call<TaskQueryResult>(who, 'POST', '/api/tasks/query', {
    filters,
    pageSize: 1,
  });
  expect(response.status, response.text).toBe(200);
  return response.body.total;
}

describe('task stats', () => {
  it("counts one project's tasks by status, assignee and domain, overdue and estimates, as the rows say", async () => {
    const rows = await tasksOf(keel1);
    expect(rows.length).toBeGreaterThan(20);
    const today = utcDate(server.clock.now);
    const response = await stats('pm', `?projectId=${keel1}`);
    expect(response.status, response.text).toBe(200);
    const body = response.body;
    expect(body.total).toBe(rows.length);
    expect(body.open).toBe(rows.filter((r) => r.status !== 'done').length);
    const overdue = rows.filter((r) => r.status !== 'done' && r.due_date && r.due_date < today);
    expect(overdue.length).toBeGreaterThan(0);
    expect(body.overdue).toBe(overdue.length);

    const byStatus = countBy(rows, (r) => r.status);
    expect(body.byStatus).toEqual(
      TASK_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    );
    // The seed puts tasks in every status.
    expect(body.byStatus.every((s) => s.count > 0)).toBe(true);

    const byAssignee = countBy(rows, (r) => r.assignee_id);
    expect(body.byAssignee.map((a) => [a.assignee?.id ?? null, a.count])).toEqual(
      expect.arrayContaining([...byAssignee.entries()]),
    );
    expect(body.byAssignee).toHaveLength(byAssignee.size);
    const member = body.byAssignee.find((a) => a.assignee?.id === memberId);
    expect(member?.assignee?.name).toBe('Max Member');
    expect(member?.open).toBe(
      rows.filter((r) => r.assignee_id === memberId && r.status !== 'done').length,
    );
    // Largest first.
    const counts = body.byAssignee.map((a) => a.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const byDomain = countBy(rows, (r) => r.domain);
    expect(body.byDomain).toHaveLength(byDomain.size);
    for (const d of body.byDomain) expect(d.count).toBe(byDomain.get(d.domain));
    expect(body.byDomain.some((d) => d.domain === null)).toBe(true);

    const estimated = rows.filter((r) => r.work_estimation !== null);
    expect(body.effort.estimatedTasks).toBe(estimated.length);
    expect(body.effort.estimatedMinutes).toBe(
      estimated.reduce((sum, r) => sum + Number(r.work_estimation), 0),
    );
    // The demo workspace logs no time on tasks (the next test logs some).
    expect(body.effort.loggedMinutes).toBe(0);
    expect(body.effort.byAssignee.reduce((sum, a) => sum + a.estimatedMinutes, 0)).toBe(
      body.effort.estimatedMinutes,
    );

    expect(body.completedPerWeek).toHaveLength(12);
    for (const week of body.completedPerWeek)
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    const last = body.completedPerWeek[11]!.weekStart;
    expect(last <= today && today < utcDate(Date.parse(`${last}T00:00:00Z`) + 7 * 86_400_000)).toBe(
      true,
    );
  });

  it("sets each assignee's estimate against the time logged on their tasks", async () => {
    const task = (await server
      .knex('tasks')
      .where({ project_id: keel1, assignee_id: memberId, parent_id: null })
      .whereNot('status', 'done')
      .first('id')) as { id: number };
    for (const [date, minutes] of [
      ['2026-03-02', 45],
      ['2026-03-03', 30],
    ] as const) {
      const logged = await server.call('member', 'POST', '/api/timesheet/entries', {
        date,
        taskId: task.id,
        minutes,
        note: 'Work',
      });
      expect(logged.status, logged.text).toBe(201);
    }
    const body = (await stats('pm', `?projectId=${keel1}`)).body;
    expect(body.effort.loggedMinutes).toBe(75);
    const member = body.effort.byAssignee.find((a) => a.assignee?.id === memberId);
    expect(member?.loggedMinutes).toBe(75);
    expect(
      body.effort.byAssignee
        .filter((a) => a.assignee?.id !== memberId)
        .every((a) => a.loggedMinutes === 0),
    ).toBe(true);
  });

  it('counts across projects exactly the tasks POST /tasks/query shows the user', async () => {
    const all = await stats('pm');
    expect(all.status, all.text).toBe(200);
    expect(all.body.total).toBe(await queryTotal('pm'));
    const admin = await stats('admin');
    expect(admin.status).toBe(200);
    expect(admin.body.total).toBe(await rowCountOfLiveTasks());
    expect(admin.body.total).toBeGreaterThan(all.body.total);
  });

  it('counts a task in the week it was set to Done, and moves it back a week later', async () => {
    const before = (await stats('pm', `?projectId=${keel1}`)).body;
    const created = await server.call<Task>('pm', 'POST', '/api/tasks', {
      projectId: keel1,
      name: 'Finished this week',
      workEstimation: 45,
    });
    expect(created.status).toBe(201);
    const done = await server.call<Task>('pm', 'PUT', `/api/tasks/${created.body.id}/status`, {
      status: 'done',
      version: created.body.version,
    });
    expect(done.status, done.text).toBe(200);
    const after = (await stats('pm', `?projectId=${keel1}`)).body;
    expect(after.total).toBe(before.total + 1);
    expect(after.completedPerWeek[11]!.count).toBe(before.completedPerWeek[11]!.count + 1);
    expect(after.byStatus.find((s) => s.status === 'done')!.count).toBe(
      before.byStatus.find((s) => s.status === 'done')!.count + 1,
    );
    expect(after.effort.estimatedMinutes).toBe(before.effort.estimatedMinutes + 45);

    // A week later (the service on a later clock: sessions would expire if the server's moved).
    const pm = {
      id: pmId,
      email: 'pm@example.com',
      name: 'Pat',
      external: false,
      flags: await loadGlobalFlags(server.knex, pmId),
    };
    const later = { ...server.deps, clock: () => server.clock.now + 7 * 86_400_000 };
    const nextWeek = await taskStats(later, pm, { projectId: keel1 });
    expect(nextWeek.completedPerWeek[10]).toEqual(after.completedPerWeek[11]);
    expect(nextWeek.completedPerWeek[11]!.count).toBe(0);
  });

  it('shows an assigned-only user the figures of their own tasks of a project they read, nothing more', async () => {
    const response = await stats('member', `?projectId=${keel1}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body.total).toBe(await queryTotal('member', keel1));
    const rows = await tasksOf(keel1);
    expect(response.body.total).toBeLessThan(rows.length);
    expect(response.body.byAssignee.every((a) => a.assignee?.id === memberId || a.count > 0)).toBe(
      true,
    );
    // The pm's tasks count only where the member's team (Delivery) holds them too.
    const teamId = await server.idOf('teams', { name: 'Delivery' });
    const pmTeamTasks = rows.filter(
      (r) => r.assignee_id === pmId && r.assignee_team_id === teamId,
    ).length;
    expect(response.body.byAssignee.find((a) => a.assignee?.id === pmId)?.count ?? 0).toBe(
      pmTeamTasks,
    );
    expect(pmTeamTasks).toBeLessThan(rows.filter((r) => r.assignee_id === pmId).length);
  });

  it('forbids the workspace figures without readProjectTaskStats, other projects, stakeholders and finance', async () => {
    // All tasks: readProjectTaskStats (SPEC §6 Stats menu).
    expect((await stats('member')).status).toBe(403);
    expect((await stats('finance')).status).toBe(403);
    expect((await stats('stakeholder')).status).toBe(403);
    // A project: its tasks' readers only. Sam is a stakeholder on KEEL-001.
    expect((await stats('stakeholder', `?projectId=${keel1}`)).status).toBe(403);
    expect((await stats('finance', `?projectId=${keel1}`)).status).toBe(403);
    const notMine = await server
      .knex('projects')
      .whereNotIn(
        'id',
        server.knex('project_members').where({ user_id: memberId }).select('project_id'),
      )
      .first<{ id: number }>('id');
    expect((await stats('member', `?projectId=${notMine.id}`)).status).toBe(403);
    // Unknown and invisible projects answer alike.
    expect((await stats('pm', '?projectId=999999')).status).toBe(403);
    expect((await server.request('GET', '/api/tasks/stats')).status).toBe(401);
  });

  it('refuses a bad projectId with 400 naming it', async () => {
    const response = await stats('pm', '?projectId=abc');
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('projectId');
  });
});

async function rowCountOfLiveTasks(): Promise<number> {
  const [row] = await server
    .knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .whereNull('p.deleted_at')
    .count<{ n: number | string }[]>('* as n');
  return Number(row?.n ?? 0);
}
