import {
  addDays,
  type ErrorBody,
  type FilterDefinition,
  type Milestone,
  type MilestonePage,
  type Project,
  type Task,
  type TaskQueryResult,
  type TaskUpdate,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalid } from '../../test/answers';
import { addProjectMember, createProject, postCreated } from '../projects/projects.test-fixtures';

/**
 * Milestones (README.md here): the list with derived `missed`, filters and
 * progress; who sees amounts; writes with versions; bad input named; the
 * task's milestone. Statuses are read on the test clock's day (`day(0)`).
 */

let server: TestServer;
/** The test clock's day plus `offset` days, as YYYY-MM-DD. */
const day = (offset: number) =>
  addDays(new Date(server.clock.now).toISOString().slice(0, 10), offset);

serverForFile((started) => (server = started));

let counter = 0;
const userId = (email: string) => server.idOf('users', { email });

/** A fresh project of the pm's with the member as Member and the stakeholder as Stakeholder. */
async function newProject(): Promise<number> {
  const project = await createProject(server, {
    name: `Milestone project ${++counter}`,
    currency: 'GBP',
  });
  for (const [email, role] of [
    ['member@example.com', 'member'],
    ['stakeholder@example.com', 'stakeholder'],
  ] as const)
    await addProjectMember(server, project.id, await userId(email), role);
  return project.id;
}

const path = (projectId: number, milestoneId?: number) =>
  `/api/projects/${projectId}/milestones${milestoneId === undefined ? '' : `/${milestoneId}`}`;

const create = (projectId: number, body: Record<string, unknown>) =>
  postCreated<Milestone>(server, 'pm', path(projectId), body);

async function newTask(projectId: number, extra: Record<string, unknown> = {}): Promise<Task> {
  const response = await server.call<Task>('pm', 'POST', '/api/tasks', {
    projectId,
    name: `Milestone task ${++counter}`,
    ...extra,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
}

describe('the milestones of a project', () => {
  it('lists them by due date, missed derived from today, with the progress of their tasks', async () => {
    const projectId = await newProject();
    const launch = await create(projectId, {
      name: 'Launch',
      dueDate: day(41),
      financial: true,
      amount: 1_250_000,
      forecastDate: day(42),
    });
    expect(launch).toMatchObject({
      name: 'Launch',
      status: 'planned',
      financial: true,
      financials: {
        amount: { amount: 1_250_000, currency: 'GBP' },
        forecastDate: day(42),
        invoicedDate: null,
        paidDate: null,
      },
      progress: { taskCount: 0, completedTaskCount: 0 },
      version: 1,
    });
    const kickoff = await create(projectId, { name: 'Kick-off', dueDate: day(-19) });
    const design = await create(projectId, {
      name: 'Design signed off',
      dueDate: day(-10),
      status: 'reached',
    });
    // Due today: still planned, missed from tomorrow.
    const today = await create(projectId, { name: 'Demo day', dueDate: day(0) });
    expect(kickoff.status).toBe('missed');
    expect(design.status).toBe('reached');
    expect(today.status).toBe('planned');
    expect(kickoff.financials).toBeNull();

    const done = await newTask(projectId, { milestoneId: launch.id });
    await newTask(projectId, { milestoneId: launch.id });
    const moved = await server.call<Task>('pm', 'PUT', `/api/tasks/${done.id}/status`, {
      status: 'done',
      version: done.version,
    });
    expect(moved.status).toBe(200);

    const page = await server.call<MilestonePage>('member', 'GET', path(projectId));
    expect(page.status).toBe(200);
    expect(page.body.items.map((m) => [m.name, m.status])).toEqual([
      ['Kick-off', 'missed'],
      ['Design signed off', 'reached'],
      ['Demo day', 'planned'],
      ['Launch', 'planned'],
    ]);
    expect(page.body).toMatchObject({ total: 4, page: 1, amountsVisible: false });
    expect(page.body.items[3]).toMatchObject({
      financial: true,
      financials: null,
      progress: { taskCount: 2, completedTaskCount: 1 },
    });

    const read = async (query: string) =>
      (await server.call<MilestonePage>('pm', 'GET', `${path(projectId)}?${query}`)).body;
    expect((await read('status=missed')).items.map((m) => m.name)).toEqual(['Kick-off']);
    expect((await read('status=planned')).items.map((m) => m.name)).toEqual(['Demo day', 'Launch']);
    expect((await read('status=reached')).items.map((m) => m.name)).toEqual(['Design signed off']);
    expect((await read('financial=true')).items.map((m) => m.name)).toEqual(['Launch']);
    expect((await read('financial=false')).total).toBe(3);
    const second = await read('pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((m) => m.name)).toEqual(['Launch']);
  });

  it('shows amounts to readers of financials, and to stakeholders only when the project shares them', async () => {
    const projectId = await newProject();
    await create(projectId, {
      name: 'Invoice 1',
      dueDate: '2026-06-01',
      financial: true,
      amount: 500,
    });
    const amountsOf = async (who: 'finance' | 'stakeholder' | 'member' | 'admin') => {
      const page = await server.call<MilestonePage>(who, 'GET', path(projectId));
      expect(page.status).toBe(200);
      return {
        visible: page.body.amountsVisible,
        amount: page.body.items[0]?.financials?.amount.amount ?? null,
        financial: page.body.items[0]?.financial,
      };
    };
    expect(await amountsOf('finance')).toEqual({ visible: true, amount: 500, financial: true });
    expect(await amountsOf('admin')).toEqual({ visible: true, amount: 500, financial: true });
    expect(await amountsOf('member')).toEqual({ visible: false, amount: null, financial: true });
    expect(await amountsOf('stakeholder')).toEqual({
      visible: false,
      amount: null,
      financial: true,
    });

    const project = (await server.call<Project>('pm', 'GET', `/api/projects/${projectId}`)).body;
    const shared = await server.call<Project>('pm', 'PUT', `/api/projects/${projectId}`, {
      version: project.version,
      shareMilestoneAmounts: true,
    });
    expect(shared.body.shareMilestoneAmounts).toBe(true);
    expect(await amountsOf('stakeholder')).toEqual({ visible: true, amount: 500, financial: true });
    // Sharing is for stakeholders: team members still need readFinancials.
    expect(await amountsOf('member')).toEqual({ visible: false, amount: null, financial: true });
  });

  it('lets only managers of milestones write, and refuses projects the caller cannot see', async () => {
    const projectId = await newProject();
    const milestone = await create(projectId, { name: 'Go-live', dueDate: '2026-09-01' });
    const body = { name: 'Changed', dueDate: '2026-09-02', version: 1 };
    for (const who of ['member', 'stakeholder', 'finance'] as const) {
      expect((await server.call(who, 'POST', path(projectId), body)).status, who).toBe(403);
      expect((await server.call(who, 'PUT', path(projectId, milestone.id), body)).status).toBe(403);
      expect(
        (await server.call(who, 'DELETE', `${path(projectId, milestone.id)}?version=1`)).status,
      ).toBe(403);
    }
    // The stakeholder is no member of KEEL-003: not even the list.
    const hidden = await server.idOf('projects', { code: 'KEEL-003' });
    expect((await server.call('stakeholder', 'GET', path(hidden))).status).toBe(403);
    expect((await server.call('pm', 'GET', path(999_999))).status).toBe(403);
    // The admin (manageAllProjects) may.
    const saved = await server.call<Milestone>('admin', 'PUT', path(projectId, milestone.id), body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Changed', dueDate: '2026-09-02', version: 2 });
  });

  it('names each bad field in a 400', async () => {
    const projectId = await newProject();
    const bad = async (body: unknown, field: string) => {
      const response = await server.call<ErrorBody>('pm', 'POST', path(projectId), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toHaveProperty([field]);
    };
    await bad({ dueDate: '2026-06-01' }, 'name');
    await bad({ name: '  ', dueDate: '2026-06-01' }, 'name');
    await bad({ name: 'x' }, 'dueDate');
    await bad({ name: 'x', dueDate: '2026-02-31' }, 'dueDate');
    await bad({ name: 'x', dueDate: '2026-06-01', status: 'missed' }, 'status');
    await bad({ name: 'x', dueDate: '2026-06-01', financial: true }, 'amount');
    await bad({ name: 'x', dueDate: '2026-06-01', amount: 100 }, 'amount');
    await bad({ name: 'x', dueDate: '2026-06-01', financial: true, amount: -1 }, 'amount');
    await bad({ name: 'x', dueDate: '2026-06-01', financial: true, amount: 1.5 }, 'amount');
    await bad({ name: 'x', dueDate: '2026-06-01', financial: true, amount: 2 ** 60 }, 'amount');
    await bad(
      { name: 'x', dueDate: '2026-06-01', financial: true, amount: 1, paidDate: '2026-06-02' },
      'invoicedDate',
    );
    await bad(
      {
        name: 'x',
        dueDate: '2026-06-01',
        financial: true,
        amount: 1,
        invoicedDate: '2026-06-05',
        paidDate: '2026-06-02',
      },
      'paidDate',
    );
    await bad({ name: 'x\u0000y', dueDate: '2026-06-01' }, 'name');

    const listBad = async (query: string, field: string) => {
      const response = await server.call<ErrorBody>('pm', 'GET', `${path(projectId)}?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors, query).toHaveProperty([field]);
    };
    await listBad('status=late', 'status');
    await listBad('financial=yes', 'financial');
    await listBad('pageSize=0', 'pageSize');
    await listBad('page=99999999999', 'page');

    const milestone = await create(projectId, { name: 'Beta', dueDate: '2026-06-01' });
    expectInvalid(
      await server.call('pm', 'PUT', path(projectId, milestone.id), {
        name: 'Beta',
        dueDate: '2026-06-01',
      }),
      'version',
    );
    expectInvalid(await server.call('pm', 'DELETE', path(projectId, milestone.id)), 'version');
    const badId = await server.call<ErrorBody>('pm', 'PUT', `${path(projectId)}/abc`, {
      name: 'Beta',
      dueDate: '2026-06-01',
      version: 1,
    });
    expect(badId.status).toBe(400);
    const hugeId = await server.call<ErrorBody>('pm', 'PUT', path(projectId, 2 ** 40), {
      name: 'Beta',
      dueDate: '2026-06-01',
      version: 1,
    });
    expect(hugeId.status).toBe(400);
  });

  it('saves with the version read: 409 with the current milestone when stale, 404 for another project’s', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const milestone = await create(projectId, { name: 'Release', dueDate: '2026-08-01' });
    const reached = await server.call<Milestone>('pm', 'PUT', path(projectId, milestone.id), {
      name: 'Release',
      dueDate: '2026-08-01',
      status: 'reached',
      financial: true,
      amount: 9_900,
      invoicedDate: '2026-08-02',
      paidDate: '2026-08-20',
      version: 1,
    });
    expect(reached.status).toBe(200);
    expect(reached.body).toMatchObject({
      status: 'reached',
      financials: { amount: { amount: 9_900 }, invoicedDate: '2026-08-02', paidDate: '2026-08-20' },
      version: 2,
    });
    const stale = await server.call<ErrorBody & { current?: Milestone }>(
      'pm',
      'PUT',
      path(projectId, milestone.id),
      { name: 'Lost', dueDate: '2026-08-01', version: 1 },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: 'Release', version: 2 });
    // The milestone is not one of the other project's (the pm manages both).
    const elsewhere = await server.call('pm', 'PUT', path(other, milestone.id), {
      name: 'Moved',
      dueDate: '2026-08-01',
      version: 2,
    });
    expect(elsewhere.status).toBe(404);
    expect(
      (await server.call('pm', 'DELETE', `${path(other, milestone.id)}?version=2`)).status,
    ).toBe(404);
    const staleDelete = await server.call(
      'pm',
      'DELETE',
      `${path(projectId, milestone.id)}?version=1`,
    );
    expect(staleDelete.status).toBe(409);
  });

  it('unlinks its tasks when deleted: each task changes (version, history) and keeps going', async () => {
    const projectId = await newProject();
    const milestone = await create(projectId, { name: 'Pilot', dueDate: '2026-07-01' });
    const task = await newTask(projectId, { milestoneId: milestone.id });
    expect(task.milestone).toEqual({ id: milestone.id, name: 'Pilot' });
    const removed = await server.call('pm', 'DELETE', `${path(projectId, milestone.id)}?version=1`);
    expect(removed.status).toBe(200);
    const after = (await server.call<Task>('pm', 'GET', `/api/tasks/${task.id}`)).body;
    expect(after.milestone).toBeNull();
    expect(after.version).toBe(task.version + 1);
    const history = (await server.call<TaskUpdate[]>('pm', 'GET', `/api/tasks/${task.id}/updates`))
      .body;
    expect(history[0]).toMatchObject({ field: 'milestone', from: 'Pilot', to: null });
    expect((await server.call<MilestonePage>('pm', 'GET', path(projectId))).body.total).toBe(0);
  });
});

describe('the demo milestones', () => {
  it('gives every active demo project milestones, some financial, one missed, with linked tasks', async () => {
    const active = ['KEEL-001', 'KEEL-002', 'KEEL-003', 'KEEL-006', 'KEEL-008', 'KEEL-009'];
    let missed = 0;
    for (const code of active) {
      const id = await server.idOf('projects', { code });
      const page = (await server.call<MilestonePage>('admin', 'GET', path(id))).body;
      expect(page.total, code).toBeGreaterThanOrEqual(3);
      expect(
        page.items.some((m) => m.financial && m.financials !== null),
        code,
      ).toBe(true);
      expect(
        page.items.some((m) => m.progress.taskCount > 0),
        code,
      ).toBe(true);
      missed += page.items.filter((m) => m.status === 'missed').length;
    }
    expect(missed).toBe(1);
    // Only active projects have them.
    const draft = await server.idOf('projects', { code: 'KEEL-007' });
    expect((await server.call<MilestonePage>('admin', 'GET', path(draft))).body.total).toBe(0);
    // The stakeholder sees KEEL-001's milestones, without amounts (not shared).
    const keel1 = await server.idOf('projects', { code: 'KEEL-001' });
    const stakeholder = (await server.call<MilestonePage>('stakeholder', 'GET', path(keel1))).body;
    expect(stakeholder.total).toBeGreaterThan(0);
    expect(stakeholder.items.every((m) => m.financials === null)).toBe(true);
  });
});

describe('a task’s milestone', () => {
  it('links and unlinks with the version, records it in the history, and refuses another project’s milestone', async () => {
    const projectId = await newProject();
    const other = await newProject();
    const alpha = await create(projectId, { name: 'Alpha', dueDate: '2026-06-01' });
    const beta = await create(projectId, { name: 'Beta', dueDate: '2026-07-01' });
    const foreign = await create(other, { name: 'Foreign', dueDate: '2026-07-01' });
    const task = await newTask(projectId);
    expect(task.milestone).toBeNull();

    const link = (milestoneId: number | null, version: number, who: 'pm' | 'member' = 'pm') =>
      server.call<Task & ErrorBody>(who, 'PUT', `/api/tasks/${task.id}/milestone`, {
        milestoneId,
        version,
      });
    const linked = await link(alpha.id, task.version);
    expect(linked.status).toBe(200);
    expect(linked.body.milestone).toEqual({ id: alpha.id, name: 'Alpha' });
    const moved = await link(beta.id, linked.body.version);
    expect(moved.body.milestone).toEqual({ id: beta.id, name: 'Beta' });
    expect((await link(alpha.id, linked.body.version)).status).toBe(409);
    const refused = await link(foreign.id, moved.body.version);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty(['milestoneId']);
    const unknown = await link(999_999, moved.body.version);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty(['milestoneId']);
    const bad = await server.call<ErrorBody>('pm', 'PUT', `/api/tasks/${task.id}/milestone`, {
      milestoneId: 'x',
      version: moved.body.version,
    });
    expect(bad.body.errors).toHaveProperty(['milestoneId']);
    // The member neither created nor is assigned the task: no update permission.
    expect((await link(null, moved.body.version, 'member')).status).toBe(403);
    const unlinked = await link(null, moved.body.version);
    expect(unlinked.body.milestone).toBeNull();

    const history = (
      await server.call<TaskUpdate[]>('pm', 'GET', `/api/tasks/${task.id}/updates`)
    ).body
      .filter((h) => h.field === 'milestone')
      .map((h) => [h.from, h.to]);
    expect(history).toEqual([
      ['Beta', null],
      ['Alpha', 'Beta'],
      [null, 'Alpha'],
    ]);

    expectInvalid(
      await server.call('pm', 'POST', '/api/tasks', {
        projectId,
        name: 'Wrong milestone',
        milestoneId: foreign.id,
      }),
      'milestoneId',
    );
  });

  it('offers the real milestones as filter options and titles the milestone groups by name', async () => {
    const projectId = await newProject();
    const gate = await create(projectId, { name: 'Gate review', dueDate: '2026-06-01' });
    await newTask(projectId, { milestoneId: gate.id });
    await newTask(projectId);

    const options = await server.call<FilterDefinition[]>(
      'pm',
      'GET',
      `/api/tasks/query/options?projectId=${projectId}`,
    );
    expect(options.status).toBe(200);
    expect(options.body.find((f) => f.name === 'milestone')?.items).toEqual([
      { title: 'Gate review', value: gate.id },
    ]);
    const all = await server.call<FilterDefinition[]>('pm', 'GET', '/api/tasks/query/options');
    const code = (await server.call<Project>('pm', 'GET', `/api/projects/${projectId}`)).body.code;
    expect(all.body.find((f) => f.name === 'milestone')?.items).toContainEqual({
      title: `${code} · Gate review`,
      value: gate.id,
    });
    expectInvalid(
      await server.call('pm', 'GET', '/api/tasks/query/options?projectId=x'),
      'projectId',
    );

    const grouped = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'project', intValue: projectId }],
      groupBy: 'milestone',
    });
    expect(grouped.status).toBe(200);
    expect(grouped.body.groups.map((g) => [g.title, g.count])).toEqual([
      ['No milestone', 1],
      ['Gate review', 1],
    ]);
    const filtered = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'milestone', intArrayValue: [gate.id] }],
    });
    expect(filtered.body.items.map((t) => t.milestone?.name)).toEqual(['Gate review']);
  });
});
