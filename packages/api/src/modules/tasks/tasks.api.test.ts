import type {
  ErrorBody,
  FilterDefinition,
  InAppNotification,
  Page,
  Task,
  TaskComment,
  TaskPermissions,
  TaskQueryResult,
  TaskTodo,
  TaskUpdate,
} from '@keel/types';
import { utcDate } from '../../lib/dates';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { insertProjects } from '../projects/projects.repository';
import { statusOf } from './tasks.test-fixtures';

let server: TestServer;
let keel1: number;
let keel2: number;
let keel3: number;
let pmId: number;
let memberId: number;
let financeId: number;

serverForFile(async (started) => {
  server = started;
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
  keel2 = await server.idOf('projects', { code: 'KEEL-002' });
  keel3 = await server.idOf('projects', { code: 'KEEL-004' });
  ({ pm: pmId, member: memberId, finance: financeId } = await server.demoUserIds());
});

async function create(body: Record<string, unknown>, who: 'pm' | 'admin' = 'pm'): Promise<Task> {
  const response = await server.call<Task>(who, 'POST', '/api/tasks', body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** A new active project without members (a board no other test writes to), coded `<prefix>-<time>`: its id. */
async function insertProject(prefix: string, name: string): Promise<number> {
  const code = `${prefix}-${Date.now().toString(36)}`.toUpperCase().slice(0, 32);
  const [id] = await insertProjects(server.knex, [{ code, name, status: 'active' }], 0);
  return id as number;
}

async function rowCount(table: string, where: Record<string, unknown> = {}): Promise<number> {
  const [row] = await server.knex(table).where(where).count<{ n: number | string }[]>('* as n');
  return Number(row?.n ?? 0);
}

describe('tasks: create, read, per-field updates, history', () => {
  it('creates a task in To do with its project, and reads it back', async () => {
    const task = await create({
      projectId: keel1,
      name: 'Write the release notes',
      assigneeId: memberId,
      workEstimation: 120,
      domain: 'Engineering',
      labels: ['docs'],
    });
    expect(task).toMatchObject({
      projectId: keel1,
      project: { id: keel1, code: 'KEEL-001' },
      parentId: null,
      name: 'Write the release notes',
      status: 'todo',
      assignee: { id: memberId, name: 'Max Member' },
      assigneeTeam: null,
      milestone: null,
      workEstimation: 120,
      priority: 'normal',
      labels: ['docs'],
      version: 1,
    });
    const read = await server.call<Task>('pm', 'GET', `/api/tasks/${task.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(task);
    // The assignee is notified.
    const bell = await server.call<Page<InAppNotification>>('member', 'GET', '/api/notifications');
    expect(bell.body.items[0]).toMatchObject({ kind: 'taskAssigned', link: `/tasks/${task.id}` });
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await rowCount('tasks');
    const noName = await server.call<ErrorBody>('pm', 'POST', '/api/tasks', {
      projectId: keel1,
      name: ' ',
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toHaveProperty('name');
    const badEstimate = await server.call<ErrorBody>('pm', 'POST', '/api/tasks', {
      projectId: keel1,
      name: 'x',
      workEstimation: -5,
    });
    expect(badEstimate.body.errors).toHaveProperty('workEstimation');
    const badAssignee = await server.call<ErrorBody>('pm', 'POST', '/api/tasks', {
      projectId: keel1,
      name: 'x',
      assigneeId: 999999,
    });
    expect(badAssignee.status).toBe(400);
    expect(badAssignee.body.errors).toHaveProperty('assigneeId');
    expect(await rowCount('tasks')).toBe(before);

    const task = await create({ projectId: keel1, name: 'Versioned' });
    const noVersion = await server.call<ErrorBody>('pm', 'PUT', `/api/tasks/${task.id}/name`, {
      name: 'New',
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toHaveProperty('version');
    const badDates = await server.call<ErrorBody>('pm', 'PUT', `/api/tasks/${task.id}/schedule`, {
      startDate: '2026-02-10',
      dueDate: '2026-02-01',
      version: 1,
    });
    expect(badDates.status).toBe(400);
    expect(badDates.body.errors).toHaveProperty('dueDate');
    const unchanged = await server.call<Task>('pm', 'GET', `/api/tasks/${task.id}`);
    expect(unchanged.body).toMatchObject({ name: 'Versioned', version: 1, startDate: null });
  });

  it('updates each field with its version; a stale version is 409 with the current task; history has every change', async () => {
    const task = await create({ projectId: keel1, name: 'Field by field' });
    const id = task.id;
    let v = 1;
    const put = async (path: string, body: Record<string, unknown>) => {
      const response = await server.call<Task>('pm', 'PUT', `/api/tasks/${id}/${path}`, {
        ...body,
        version: v,
      });
      expect(response.status, response.text).toBe(200);
      v = response.body.version;
      return response.body;
    };
    expect(await put('name', { name: 'Renamed' })).toMatchObject({ name: 'Renamed', version: 2 });
    expect(await put('status', { status: 'inProgress' })).toMatchObject({ status: 'inProgress' });
    expect(await put('schedule', { startDate: '2026-03-02', dueDate: '2026-03-06' })).toMatchObject(
      {
        startDate: '2026-03-02',
        dueDate: '2026-03-06',
      },
    );
    expect(await put('work-estimation', { workEstimation: 45 })).toMatchObject({
      workEstimation: 45,
    });
    expect(await put('assignee', { assigneeId: memberId, assigneeTeamId: null })).toMatchObject({
      assignee: { id: memberId },
    });
    expect(
      await put('details', {
        description: '**Bold**',
        domain: 'QA',
        priority: 'urgent',
        labels: ['a'],
      }),
    ).toMatchObject({
      description: '**Bold**',
      domain: 'QA',
      priority: 'urgent',
      labels: ['a'],
      version: 7,
    });

    const stale = await server.call<ErrorBody>('pm', 'PUT', `/api/tasks/${id}/name`, {
      name: 'Lost',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id, name: 'Renamed', version: 7 });

    const history = await server.call<TaskUpdate[]>('pm', 'GET', `/api/tasks/${id}/updates`);
    const fields = history.body.map((h) => h.field);
    for (const field of [
      'created',
      'name',
      'status',
      'startDate',
      'dueDate',
      'workEstimation',
      'assignee',
      'description',
      'domain',
      'priority',
      'labels',
    ])
      expect(fields, field).toContain(field);
    expect(history.body.find((h) => h.field === 'name')).toMatchObject({
      from: 'Field by field',
      to: 'Renamed',
      user: { id: pmId },
    });
    expect(fields).not.toContain('Lost');
  });

  it('deletes with the version (stale 409, then gone: 404 like an unknown task)', async () => {
    const task = await create({ projectId: keel1, name: 'To delete' });
    const sub = await create({ projectId: keel1, name: 'Its subtask', parentId: task.id });
    expect(sub.parentId).toBe(task.id);
    const nested = await server.call<ErrorBody>('pm', 'POST', '/api/tasks', {
      projectId: keel1,
      name: 'Too deep',
      parentId: sub.id,
    });
    expect(nested.status).toBe(400);
    expect(nested.body.errors).toHaveProperty('parentId');
    expect(await statusOf(server, 'pm', 'DELETE', `/api/tasks/${task.id}?version=2`)).toBe(409);
    expect(await statusOf(server, 'pm', 'DELETE', `/api/tasks/${task.id}`)).toBe(400);
    expect(await statusOf(server, 'pm', 'DELETE', `/api/tasks/${task.id}?version=1`)).toBe(200);
    expect(await statusOf(server, 'pm', 'GET', `/api/tasks/${task.id}`)).toBe(404);
    expect(await statusOf(server, 'pm', 'GET', `/api/tasks/${sub.id}`)).toBe(404);
    expect(await statusOf(server, 'pm', 'GET', '/api/tasks/987654')).toBe(404);
  });

  it('answers 404 for a deleted task on every task route, to every account that reads tasks', async () => {
    const task = await create({ projectId: keel1, name: 'Deleted soon', assigneeId: memberId });
    const deleted = await server.call('pm', 'DELETE', `/api/tasks/${task.id}?version=1`);
    expect(deleted.status, deleted.text).toBe(200);
    for (const who of ['admin', 'pm', 'member'] as const) {
      const read = await server.call<ErrorBody>(who, 'GET', `/api/tasks/${task.id}`);
      expect(read.status, `${who}: ${read.text}`).toBe(404);
      expect(read.body.message).toBe('Task not found');
      const permissions = await server.call(who, 'GET', `/api/tasks/${task.id}/permissions`);
      expect(permissions.status, who).toBe(404);
    }
    const rename = await server.call('pm', 'PUT', `/api/tasks/${task.id}/name`, {
      name: 'Too late',
      version: 1,
    });
    expect(rename.status, rename.text).toBe(404);
    expect(await statusOf(server, 'pm', 'DELETE', `/api/tasks/${task.id}?version=1`)).toBe(404);
    // Accounts that read no tasks (no task reading flag, or external): still "not allowed".
    for (const who of ['finance', 'stakeholder'] as const)
      expect((await server.call(who, 'GET', `/api/tasks/${task.id}`)).status, who).toBe(403);
  });
});

describe('tasks: permissions and visibility', () => {
  it('lets the assignee change status, comment and tick todos but not rename; hides others', async () => {
    const mine = await create({
      projectId: keel1,
      name: 'Assigned to the member',
      assigneeId: memberId,
    });
    const other = await create({ projectId: keel1, name: 'Assigned to the pm', assigneeId: pmId });
    const perms = await server.call<TaskPermissions>(
      'member',
      'GET',
      `/api/tasks/${mine.id}/permissions`,
    );
    expect(perms.body).toEqual({
      read: true,
      update: false,
      delete: false,
      changeStatus: true,
      changeAssignee: false,
      comment: true,
      attach: true,
      manageTodos: true,
      logTime: true,
    });
    const pmPerms = await server.call<TaskPermissions>(
      'pm',
      'GET',
      `/api/tasks/${mine.id}/permissions`,
    );
    expect(pmPerms.body).toMatchObject({
      read: true,
      update: true,
      delete: true,
      changeAssignee: true,
    });

    expect(
      await statusOf(server, 'member', 'PUT', `/api/tasks/${mine.id}/status`, {
        status: 'done',
        version: 1,
      }),
    ).toBe(200);
    expect(
      await statusOf(server, 'member', 'PUT', `/api/tasks/${mine.id}/name`, {
        name: 'Mine now',
        version: 2,
      }),
    ).toBe(403);
    // Someone else's task: forbidden as if it did not exist.
    expect(await statusOf(server, 'member', 'GET', `/api/tasks/${other.id}`)).toBe(403);
    expect(
      (await server.call('member', 'POST', `/api/tasks/${other.id}/comments`, { body: 'hi' }))
        .status,
    ).toBe(403);
    // Stakeholders see no task, not even one of their project.
    expect(await statusOf(server, 'stakeholder', 'GET', `/api/tasks/${mine.id}`)).toBe(403);
    const stakeholderQuery = await server.call('stakeholder', 'POST', '/api/tasks/query', {});
    expect(stakeholderQuery.status).toBe(403);
    // Finance has no task flag at all.
    expect(await statusOf(server, 'finance', 'POST', '/api/tasks/query', {})).toBe(403);
    // The member may not create tasks (no readProjectTasks).
    expect(
      await statusOf(server, 'member', 'POST', '/api/tasks', { projectId: keel1, name: 'x' }),
    ).toBe(403);
  });

  it("another project's member gets 403 on a task of a project they are not in", async () => {
    const hidden = await create({ projectId: keel3, name: 'Elsewhere', assigneeId: pmId }, 'admin');
    // The member is not in KEEL-004 and the task is not theirs.
    expect(await statusOf(server, 'member', 'GET', `/api/tasks/${hidden.id}`)).toBe(403);
    // A task assigned to a team of the member is visible to them.
    const teamId = await server.idOf('teams', { name: 'Design' });
    const teamTask = await create(
      { projectId: keel3, name: 'For the design team', assigneeTeamId: teamId },
      'admin',
    );
    expect(await statusOf(server, 'member', 'GET', `/api/tasks/${teamTask.id}`)).toBe(200);
  });

  it('scopes the query in SQL: the member sees only their own and their teams\u2019 tasks', async () => {
    const forMember = await create({
      projectId: keel2,
      name: 'Member query task',
      assigneeId: memberId,
    });
    const notForMember = await create({
      projectId: keel2,
      name: 'PM query task',
      assigneeId: pmId,
    });
    const result = await server.call<TaskQueryResult>('member', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'text', stringValue: 'query task' }],
      pageSize: 500,
    });
    expect(result.status).toBe(200);
    const ids = result.body.items.map((t) => t.id);
    expect(ids).toContain(forMember.id);
    expect(ids).not.toContain(notForMember.id);
    const pm = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'text', stringValue: 'query task' }],
    });
    expect(pm.body.items.map((t) => t.id)).toEqual(
      expect.arrayContaining([forMember.id, notForMember.id]),
    );
  });
});

describe('tasks: query, groups and options', () => {
  it('filters and groups: by status, project (with completion), assignee, due date', async () => {
    const tag = `grp${Date.now().toString(36)}`;
    const a = await create({
      projectId: keel2,
      name: `${tag} a`,
      assigneeId: memberId,
      dueDate: '2020-01-01',
    });
    const b = await create({ projectId: keel2, name: `${tag} b`, assigneeId: memberId });
    await create({ projectId: keel1, name: `${tag} c` });
    expect(
      (await server.call('pm', 'PUT', `/api/tasks/${b.id}/status`, { status: 'done', version: 1 }))
        .status,
    ).toBe(200);
    const text = { filterName: 'text', stringValue: tag };

    const byStatus = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [text],
      groupBy: 'status',
    });
    expect(byStatus.body.total).toBe(3);
    expect(byStatus.body.groups).toEqual([
      { key: 'todo', title: 'To do', count: 2 },
      { key: 'done', title: 'Done', count: 1 },
    ]);
    // Later pages do not count the groups again: the first page carries them.
    const secondPage = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [text],
      groupBy: 'status',
      page: 2,
      pageSize: 2,
    });
    expect(secondPage.body.total).toBe(3);
    expect(secondPage.body.items).toHaveLength(1);
    expect(secondPage.body.groups).toEqual([]);

    const byProject = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [text],
      groupBy: 'projectFull',
    });
    expect(byProject.body.groups).toEqual([
      expect.objectContaining({ key: String(keel1), count: 1, completion: 0 }),
      expect.objectContaining({ key: String(keel2), count: 2, completion: 50 }),
    ]);

    const ongoingMine = await server.call<TaskQueryResult>('member', 'POST', '/api/tasks/query', {
      filters: [
        text,
        { filterName: 'mine', intValue: 1 },
        { filterName: 'completion', intValue: 1 },
      ],
      groupBy: 'dueDate',
    });
    expect(ongoingMine.body.items.map((t) => t.id)).toEqual([a.id]);
    expect(ongoingMine.body.groups).toEqual([{ key: 'overdue', title: 'Overdue', count: 1 }]);

    const byAssignee = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [text, { filterName: 'status', intArrayValue: [1] }],
      groupBy: 'assignee',
    });
    expect(byAssignee.body.groups).toEqual([
      { key: '0', title: 'Unassigned', count: 1 },
      { key: String(memberId), title: 'Max Member', count: 1 },
    ]);

    const due = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [
        text,
        { filterName: 'dueTo', stringValue: '2020-12-31' },
        { filterName: 'project', intArrayValue: [keel2] },
      ],
    });
    expect(due.body.items.map((t) => t.id)).toEqual([a.id]);

    const bad = await server.call<ErrorBody>('pm', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'nope', intValue: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('filters.0');
    const badStatus = await server.call<ErrorBody>('pm', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'status', intValue: 9 }],
    });
    expect(badStatus.status).toBe(400);
  });

  it('group headings say what they count: a team for a task assigned to a team, no completion under a completion filter', async () => {
    const tag = `hdr${Date.now().toString(36)}`;
    const teamId = await server.idOf('teams', { name: 'Design' });
    await create({ projectId: keel1, name: `${tag} team`, assigneeTeamId: teamId });
    await create({ projectId: keel1, name: `${tag} nobody` });
    await create({ projectId: keel1, name: `${tag} max`, assigneeId: memberId });
    const text = { filterName: 'text', stringValue: tag };

    const byAssignee = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [text],
      groupBy: 'assignee',
    });
    expect(byAssignee.body.groups).toEqual([
      { key: String(-teamId), title: 'Design', count: 1 },
      { key: '0', title: 'Unassigned', count: 1 },
      { key: String(memberId), title: 'Max Member', count: 1 },
    ]);

    // Ongoing only: every task of a group is not done, a percentage would always say 0.
    const ongoing = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [text, { filterName: 'completion', intValue: 1 }],
      groupBy: 'project',
    });
    expect(ongoing.body.groups).toEqual([
      { key: String(keel1), title: expect.any(String), count: 3 },
    ]);
    const all = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [text],
      groupBy: 'project',
    });
    expect(all.body.groups).toEqual([expect.objectContaining({ count: 3, completion: 0 })]);
  });

  it("names the projects whose tasks the user manages, so lists need no project's permissions", async () => {
    const tag = `mgd${Date.now().toString(36)}`;
    // Pat manages KEEL-001; a project Pat is not in still shows them the task assigned to them.
    const projects = await server
      .knex('projects')
      .whereNull('deleted_at')
      .orderBy('id')
      .pluck('id');
    let elsewhere: number | undefined;
    for (const id of projects as number[]) {
      if ((await server.call('pm', 'GET', `/api/projects/${id}/permissions`)).status === 403) {
        elsewhere = id;
        break;
      }
    }
    expect(elsewhere).toBeDefined();
    await create({ projectId: keel1, name: `${tag} managed` });
    await create({ projectId: elsewhere, name: `${tag} assigned`, assigneeId: pmId }, 'admin');
    const text = { filterName: 'text', stringValue: tag };
    const pm = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [text],
    });
    expect(pm.body.items.map((t) => t.projectId).sort()).toEqual([keel1, elsewhere].sort());
    expect(pm.body.managedProjectIds).toEqual([keel1]);
    const admin = await server.call<TaskQueryResult>('admin', 'POST', '/api/tasks/query', {
      filters: [text],
    });
    expect([...admin.body.managedProjectIds].sort()).toEqual([keel1, elsewhere].sort());
    const member = await server.call<TaskQueryResult>('member', 'POST', '/api/tasks/query', {
      filters: [text],
    });
    expect(member.body.managedProjectIds).toEqual([]);
  });

  it('returns the parent of a matching subtask with includeParent', async () => {
    const tag = `par${Date.now().toString(36)}`;
    const parent = await create({ projectId: keel1, name: 'Parent only' });
    const child = await create({ projectId: keel1, name: `${tag} child`, parentId: parent.id });
    const plain = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'text', stringValue: tag }],
    });
    expect(plain.body.items.map((t) => t.id)).toEqual([child.id]);
    const withParent = await server.call<TaskQueryResult>(
      'pm',
      'POST',
      '/api/tasks/query?includeParent=true',
      {
        filters: [{ filterName: 'text', stringValue: tag }],
      },
    );
    expect(withParent.body.items.map((t) => t.id)).toEqual([child.id, parent.id]);
    expect(withParent.body.total).toBe(1);
  });

  it('lists the subtasks of one task with the parent filter', async () => {
    const parent = await create({ projectId: keel1, name: 'Parent with two' });
    const first = await create({ projectId: keel1, name: 'First child', parentId: parent.id });
    const second = await create({ projectId: keel1, name: 'Second child', parentId: parent.id });
    await create({ projectId: keel1, name: 'Not a child' });
    const children = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'parent', intValue: parent.id }],
    });
    expect(children.status).toBe(200);
    expect(children.body.items.map((t) => t.id)).toEqual([first.id, second.id]);
    expect(children.body.total).toBe(2);
    // Visibility still applies: the member sees only the subtasks assigned to them.
    const assigned = await create({
      projectId: keel1,
      name: 'Third child',
      parentId: parent.id,
      assigneeId: memberId,
    });
    const seen = await server.call<TaskQueryResult>('member', 'POST', '/api/tasks/query', {
      filters: [{ filterName: 'parent', intValue: parent.id }],
    });
    expect(seen.body.items.map((t) => t.id)).toEqual([assigned.id]);
  });

  it('pages with the right total at every edge, and counts each listed task’s subtasks', async () => {
    const tag = `pg${Date.now().toString(36)}`;
    const parents = [];
    for (let i = 0; i < 4; i += 1)
      parents.push(await create({ projectId: keel1, name: `${tag} ${i}` }));
    const [p0, p1, p2, p3] = parents as [Task, Task, Task, Task];
    await create({ projectId: keel1, name: 'Sub one', parentId: p1.id });
    await create({ projectId: keel1, name: 'Sub two', parentId: p1.id });
    await create({ projectId: keel1, name: 'Sub three', parentId: p3.id });
    const page = (n: number, pageSize: number) =>
      server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
        filters: [{ filterName: 'text', stringValue: tag }],
        sort: { column: 'name' },
        page: n,
        pageSize,
      });
    // A page exactly as long as the list, a full page with more after it, the last
    // (short or exactly full) page, and a page past the end: all say 4.
    for (const [n, size, ids] of [
      [1, 4, [p0.id, p1.id, p2.id, p3.id]],
      [1, 3, [p0.id, p1.id, p2.id]],
      [2, 3, [p3.id]],
      [2, 2, [p2.id, p3.id]],
      [3, 2, []],
    ] as const) {
      const result = await page(n, size);
      expect(result.status, result.text).toBe(200);
      expect(result.body.items.map((t) => t.id)).toEqual(ids);
      expect(result.body.total, `page ${n} of ${size}`).toBe(4);
    }
    // A grouped first page with more after it: the total is its groups' (every match in one).
    for (const groupBy of [
      'status',
      'project',
      'projectFull',
      'assignee',
      'domain',
      'milestone',
      'dueDate',
    ] as const) {
      const grouped = await server.call<TaskQueryResult>('pm', 'POST', '/api/tasks/query', {
        filters: [{ filterName: 'text', stringValue: tag }],
        groupBy,
        page: 1,
        pageSize: 1,
      });
      expect(grouped.status, grouped.text).toBe(200);
      expect(grouped.body.items).toHaveLength(1);
      expect(grouped.body.total, groupBy).toBe(4);
      expect(grouped.body.groups.reduce((sum, group) => sum + group.count, 0)).toBe(4);
    }
    // Subtask counts on a list page are each task's own, as on the task itself.
    const all = await page(1, 10);
    expect(all.body.items.map((t) => t.subtaskCount)).toEqual([0, 2, 0, 1]);
    const one = await server.call<Task>('pm', 'GET', `/api/tasks/${p1.id}`);
    expect(one.body.subtaskCount).toBe(2);
  });

  it('gives the filter definitions, status and assignee ones only on request', async () => {
    const basic = await server.call<FilterDefinition[]>('pm', 'GET', '/api/tasks/query/options');
    const names = basic.body.map((d) => d.name);
    expect(names).toEqual(
      expect.arrayContaining(['project', 'completion', 'domain', 'text', 'mine']),
    );
    expect(names).not.toContain('status');
    expect(names).not.toContain('assignee');
    const full = await server.call<FilterDefinition[]>(
      'pm',
      'GET',
      '/api/tasks/query/options?includeTaskStatusFilter=true&includeTaskAssigneeFilters=1',
    );
    const status = full.body.find((d) => d.name === 'status');
    expect(status?.items.map((i) => i.title)).toEqual([
      'To do',
      'In progress',
      'In review',
      'Blocked',
      'Done',
    ]);
    expect(full.body.map((d) => d.name)).toEqual(expect.arrayContaining(['assignee', 'team']));
    const memberOptions = await server.call<FilterDefinition[]>(
      'member',
      'GET',
      '/api/tasks/query/options',
    );
    const projects = memberOptions.body.find((d) => d.name === 'project');
    // Only projects with a task of theirs (never KEEL-004's tasks' project unless assigned).
    expect(projects?.items.every((i) => typeof i.value === 'number')).toBe(true);
  });
});

describe('tasks: board moves', () => {
  async function column(projectId: number, status: string): Promise<Task[]> {
    const result = await server.call<TaskQueryResult>('admin', 'POST', '/api/tasks/query', {
      filters: [
        { filterName: 'project', intValue: projectId },
        {
          filterName: 'status',
          intValue: ['todo', 'inProgress', 'inReview', 'blocked', 'done'].indexOf(status) + 1,
        },
      ],
      sort: { column: 'index' },
      pageSize: 500,
    });
    return result.body.items;
  }

  it('moves within and across columns, writing only the moved task', async () => {
    const projectId = await insertProject('BOARD', 'Board');
    const created: Task[] = [];
    for (const name of ['A', 'B', 'C', 'D'])
      created.push(await create({ projectId, name }, 'admin'));
    expect((await column(projectId, 'todo')).map((t) => t.name)).toEqual(['A', 'B', 'C', 'D']);
    const before = await server
      .knex('tasks')
      .where({ project_id: projectId })
      .select('id', 'board_key', 'version');

    const d = created[3] as Task;
    const moved = await server.call<Task>('admin', 'PUT', `/api/tasks/${d.id}/index`, {
      position: 1,
      version: 1,
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await column(projectId, 'todo')).map((t) => t.name)).toEqual(['A', 'D', 'B', 'C']);
    const after = await server
      .knex('tasks')
      .where({ project_id: projectId })
      .select('id', 'board_key', 'version');
    const changed = after.filter((row) => {
      const old = before.find((b) => b.id === row.id);
      return old.board_key !== row.board_key || Number(old.version) !== Number(row.version);
    });
    expect(changed.map((r) => r.id)).toEqual([d.id]);

    const a = created[0] as Task;
    const placed = await server.call<Task>('admin', 'PUT', `/api/tasks/${a.id}/placement`, {
      status: 'inReview',
      position: 0,
      version: 1,
    });
    expect(placed.body).toMatchObject({ status: 'inReview' });
    expect((await column(projectId, 'inReview')).map((t) => t.name)).toEqual(['A']);
    expect((await column(projectId, 'todo')).map((t) => t.name)).toEqual(['D', 'B', 'C']);
    const toEnd = await server.call<Task>('admin', 'PUT', `/api/tasks/${d.id}/index`, {
      position: 99,
      version: 2,
    });
    expect(toEnd.status).toBe(200);
    expect((await column(projectId, 'todo')).map((t) => t.name)).toEqual(['B', 'C', 'D']);
  });

  it("counts an assigned-only member's place among the cards they see", async () => {
    const projectId = await insertProject('SEEN', 'Seen');
    const joined = await server.call('admin', 'POST', `/api/projects/${projectId}/members`, {
      userId: memberId,
      role: 'member',
    });
    expect(joined.status, joined.text).toBe(201);
    // The column: A (member), X (pm), B (member), Y (pm), C (member); the member sees A, B, C.
    const tasks: Record<string, Task> = {};
    for (const [name, assigneeId] of [
      ['A', memberId],
      ['X', pmId],
      ['B', memberId],
      ['Y', pmId],
      ['C', memberId],
    ] as const)
      tasks[name] = await create({ projectId, name, assigneeId }, 'admin');
    const seen = async () => {
      const result = await server.call<TaskQueryResult>('member', 'POST', '/api/tasks/query', {
        filters: [{ filterName: 'project', intValue: projectId }],
        sort: { column: 'index' },
      });
      return result.body.items.map((t) => t.name);
    };
    expect(await seen()).toEqual(['A', 'B', 'C']);

    // A to the member's second place: after B, whatever the hidden cards around it.
    const moved = await server.call<Task>('member', 'PUT', `/api/tasks/${tasks.A!.id}/index`, {
      position: 1,
      version: tasks.A!.version,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await seen()).toEqual(['B', 'A', 'C']);
    // And to the top of what they see.
    const top = await server.call<Task>('member', 'PUT', `/api/tasks/${tasks.C!.id}/index`, {
      position: 0,
      version: tasks.C!.version,
    });
    expect(top.status, top.text).toBe(200);
    expect(await seen()).toEqual(['C', 'B', 'A']);
    const keys = (await column(projectId, 'todo')).map((t) => t.index);
    expect(new Set(keys).size).toBe(5);
  });

  it('20 concurrent moves in one column leave distinct keys and every card once', async () => {
    const projectId = await insertProject('RACE', 'Race');
    const tasks: Task[] = [];
    for (let i = 0; i < 20; i++)
      tasks.push(await create({ projectId, name: `Card ${i}` }, 'admin'));
    const responses = await Promise.all(
      tasks.map((task, i) =>
        server.call<Task>('admin', 'PUT', `/api/tasks/${task.id}/index`, {
          position: (i * 7) % 5,
          version: 1,
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(tasks.map(() => 200));
    const rows = await server
      .knex('tasks')
      .where({ project_id: projectId, status: 'todo' })
      .select('id', 'board_key');
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.board_key)).size).toBe(20);
    const listed = await column(projectId, 'todo');
    expect(listed.map((t) => t.id).sort((x, y) => x - y)).toEqual(
      tasks.map((t) => t.id).sort((x, y) => x - y),
    );
  });
});

describe('tasks: comments, mentions, follow, todos, timelog', () => {
  it('comments with a mention notify the mentioned user, the assignee and followers; own comments only', async () => {
    const task = await create({ projectId: keel1, name: 'Discuss me', assigneeId: memberId });
    expect(await statusOf(server, 'admin', 'PUT', `/api/tasks/${task.id}/follow`)).toBe(200);
    const following = await server.call<Task>('admin', 'GET', `/api/tasks/${task.id}`);
    expect(following.body.following).toBe(true);

    const outsider = await server.call<ErrorBody>('pm', 'POST', `/api/tasks/${task.id}/comments`, {
      body: 'Hi @Fin',
      mentionedUserIds: [financeId],
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.errors).toHaveProperty('mentionedUserIds.0');

    const comment = await server.call<TaskComment>('pm', 'POST', `/api/tasks/${task.id}/comments`, {
      body: 'Please check <script>alert(1)</script> @Max',
      mentionedUserIds: [memberId],
    });
    expect(comment.status, comment.text).toBe(201);
    expect(comment.body).toMatchObject({ mine: true, mentions: [{ id: memberId }], version: 1 });
    const memberBell = await server.call<Page<InAppNotification>>(
      'member',
      'GET',
      '/api/notifications',
    );
    expect(memberBell.body.items[0]).toMatchObject({ kind: 'mention', link: `/tasks/${task.id}` });
    const adminBell = await server.call<Page<InAppNotification>>(
      'admin',
      'GET',
      '/api/notifications',
    );
    expect(adminBell.body.items[0]).toMatchObject({
      kind: 'taskComment',
      link: `/tasks/${task.id}`,
    });

    const list = await server.call<TaskComment[]>(
      'member',
      'GET',
      `/api/tasks/${task.id}/comments`,
    );
    expect(list.body).toHaveLength(1);
    expect(list.body[0]?.mine).toBe(false);
    const notMine = await server.call(
      'member',
      'PUT',
      `/api/tasks/${task.id}/comments/${comment.body.id}`,
      {
        body: 'Hijack',
        version: 1,
      },
    );
    expect(notMine.status).toBe(403);
    const edited = await server.call<TaskComment>(
      'pm',
      'PUT',
      `/api/tasks/${task.id}/comments/${comment.body.id}`,
      {
        body: 'Edited',
        version: 1,
      },
    );
    expect(edited.body).toMatchObject({ body: 'Edited', version: 2 });
    expect(
      await statusOf(server, 'pm', 'PUT', `/api/tasks/${task.id}/comments/${comment.body.id}`, {
        body: 'x',
        version: 1,
      }),
    ).toBe(409);
    expect(
      await statusOf(
        server,
        'pm',
        'DELETE',
        `/api/tasks/${task.id}/comments/${comment.body.id}?version=2`,
      ),
    ).toBe(200);
    const history = await server.call<TaskUpdate[]>('pm', 'GET', `/api/tasks/${task.id}/updates`);
    expect(history.body.map((h) => h.field)).toEqual(
      expect.arrayContaining(['comment', 'commentEdited', 'commentDeleted']),
    );

    expect(await statusOf(server, 'admin', 'DELETE', `/api/tasks/${task.id}/follow`)).toBe(200);
    expect((await server.call<Task>('admin', 'GET', `/api/tasks/${task.id}`)).body.following).toBe(
      false,
    );
  });

  it('todos: add, tick, reorder, delete with versions', async () => {
    const task = await create({ projectId: keel1, name: 'Checklist', assigneeId: memberId });
    const add = async (body: string) => {
      const r = await server.call<TaskTodo>('member', 'POST', `/api/tasks/${task.id}/todos`, {
        body,
      });
      expect(r.status, r.text).toBe(201);
      return r.body;
    };
    const one = await add('One');
    await add('Two');
    const three = await add('Three');
    const empty = await server.call<ErrorBody>('member', 'POST', `/api/tasks/${task.id}/todos`, {
      body: '',
    });
    expect(empty.body.errors).toHaveProperty('body');
    const ticked = await server.call<TaskTodo>(
      'member',
      'PUT',
      `/api/tasks/${task.id}/todos/${one.id}`,
      {
        body: 'One',
        done: true,
        version: 1,
      },
    );
    expect(ticked.body).toMatchObject({ done: true, version: 2 });
    const moved = await server.call<TaskTodo>(
      'member',
      'PUT',
      `/api/tasks/${task.id}/todos/${three.id}`,
      {
        body: 'Three',
        done: false,
        order: 0,
        version: 1,
      },
    );
    expect(moved.status).toBe(200);
    const list = await server.call<TaskTodo[]>('member', 'GET', `/api/tasks/${task.id}/todos`);
    expect(list.body.map((t) => t.body)).toEqual(['Three', 'One', 'Two']);
    expect(
      await statusOf(server, 'member', 'PUT', `/api/tasks/${task.id}/todos/${one.id}`, {
        body: 'x',
        done: false,
        version: 1,
      }),
    ).toBe(409);
    expect(
      (await server.call('member', 'DELETE', `/api/tasks/${task.id}/todos/${one.id}?version=2`))
        .status,
    ).toBe(200);
    expect(
      (await server.call<TaskTodo[]>('member', 'GET', `/api/tasks/${task.id}/todos`)).body,
    ).toHaveLength(2);
  });

  it('timelog lists the time logged on the task through the timesheet, newest first', async () => {
    const task = await create({ projectId: keel1, name: 'Time' });
    const empty = await server.call('pm', 'GET', `/api/tasks/${task.id}/timelog`);
    expect(empty.body).toEqual({ items: [], total: 0, totalMinutes: 0, page: 1, pageSize: 50 });

    for (const [date, minutes, note] of [
      ['2026-03-02', 90, 'Draft'],
      ['2026-03-04', 30, 'Review'],
    ] as const) {
      const logged = await server.call('pm', 'POST', '/api/timesheet/entries', {
        date,
        taskId: task.id,
        minutes,
        note,
      });
      expect(logged.status, logged.text).toBe(201);
    }
    const log = await server.call<{
      items: Array<{ date: string; minutes: number; note: string; user: { id: number } }>;
      total: number;
      totalMinutes: number;
    }>('pm', 'GET', `/api/tasks/${task.id}/timelog`);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ total: 2, totalMinutes: 120 });
    expect(log.body.items.map((e) => [e.date, e.minutes, e.note])).toEqual([
      ['2026-03-04', 30, 'Review'],
      ['2026-03-02', 90, 'Draft'],
    ]);
  });
});

describe('tasks: assignee candidates and suggestions', () => {
  it('ranks the project team first, each with its reason', async () => {
    const candidates = await server.call<Array<{ user: { id: number } }>>(
      'pm',
      'GET',
      `/api/tasks/assignee-candidates?projectId=${keel1}`,
    );
    expect(candidates.status).toBe(200);
    expect(
      candidates.body
        .slice(0, 2)
        .map((c) => c.user.id)
        .sort(),
    ).toEqual([pmId, memberId].sort());
    const suggestions = await server.call<
      Array<{ user: { id: number }; inProjectTeam: boolean; reason: string }>
    >('pm', 'GET', `/api/tasks/manual-assignee-suggestions?projectId=${keel1}`);
    expect(suggestions.body[0]?.inProjectTeam).toBe(true);
    expect(suggestions.body[0]?.reason).toMatch(/In the project team/);
    expect(suggestions.body.at(-1)?.inProjectTeam).toBe(false);
    expect(
      await statusOf(server, 'pm', 'GET', `/api/tasks/assignee-candidates?projectId=${keel3}`),
    ).toBe(200);
    expect(await statusOf(server, 'pm', 'GET', '/api/tasks/assignee-candidates')).toBe(400);
  });

  it('counts the hours logged on the project in the last 90 days, not older ones', async () => {
    type Suggestion = { user: { id: number }; recentHours: number; reason: string };
    const suggest = async () =>
      (
        await server.call<Suggestion[]>(
          'pm',
          'GET',
          `/api/tasks/manual-assignee-suggestions?projectId=${keel1}`,
        )
      ).body.find((s) => s.user.id === memberId);
    const before = (await suggest())?.recentHours ?? 0;
    const task = (await server
      .knex('tasks')
      .where({ project_id: keel1, assignee_id: memberId })
      .first('id')) as { id: number };
    const day = (offset: number) => utcDate(server.clock.now - offset * 86_400_000);
    for (const [date, minutes] of [
      [day(1), 90],
      [day(89), 30],
      [day(120), 600],
    ] as const) {
      const logged = await server.call('member', 'POST', '/api/timesheet/entries', {
        date,
        taskId: task.id,
        minutes,
        note: 'Work',
      });
      expect(logged.status, logged.text).toBe(201);
    }
    const after = await suggest();
    expect(after?.recentHours).toBe(before + 2);
    expect(after?.reason).toContain(`${before + 2} h on the project in the last 90 days`);
  });
});
