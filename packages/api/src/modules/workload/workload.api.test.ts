import type {
  ErrorBody,
  FilterDefinition,
  Holiday,
  WorkloadResult,
  WorkloadRow,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';
import { taskNameColumns } from '../tasks';

/**
 * Workload and holidays through the API, on SQLite and PostgreSQL. The
 * fixture lives in March 2031 (2031-03-03 is a Monday), away from the demo's
 * dated work: two people of their own (a full-timer in two teams, a
 * part-timer), tasks of an active and of a draft project, leave and logged
 * time.
 */

let server: TestServer;
let alice: number;
let bob: number;
let teamA: number;
let teamB: number;
let active: number;
let draft: number;
let taskVersionCheck: number;
const now = Date.UTC(2031, 0, 1);

async function person(name: string, email: string, minutes: number, days: number[]) {
  const [row] = await server
    .knex('users')
    .insert({
      email,
      name,
      initials: name.slice(0, 2).toUpperCase(),
      color: '#336699',
      external: false,
      status: 'active',
      settings: '{}',
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  const id = (row as { id: number }).id;
  await server.knex('employees').insert({
    user_id: id,
    standard_minutes_per_day: minutes,
    working_days: JSON.stringify(days),
    employment_start: '2030-01-01',
    created_at: now,
    updated_at: now,
  });
  return id;
}

async function team(name: string, members: number[]) {
  const [row] = await server
    .knex('teams')
    .insert({ name, created_at: now, updated_at: now })
    .returning<{ id: number }[]>('id');
  const id = (row as { id: number }).id;
  await server.knex('team_members').insert(members.map((user_id) => ({ team_id: id, user_id })));
  return id;
}

let keyCounter = 0;
async function task(values: {
  projectId: number;
  name: string;
  assigneeId: number | null;
  start: string | null;
  due: string | null;
  estimate: number | null;
  status?: string;
  teamId?: number;
}) {
  const [row] = await server
    .knex('tasks')
    .insert({
      project_id: values.projectId,
      ...taskNameColumns(values.name),
      status: values.status ?? 'todo',
      assignee_id: values.assigneeId,
      assignee_team_id: values.teamId ?? null,
      start_date: values.start,
      due_date: values.due,
      work_estimation: values.estimate,
      board_key: `zz${String(++keyCounter).padStart(4, '0')}`,
      labels: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

async function entry(userId: number, date: string, minutes: number, target: object) {
  await server.knex('time_entries').insert({
    user_id: userId,
    date,
    minutes,
    ...target,
    created_at: now,
    updated_at: now,
  });
}

serverForFile(async (started) => {
  server = started;
  alice = await person('Wl Alice', 'wl.alice@example.com', 480, [1, 2, 3, 4, 5]);
  bob = await person('Wl Bob', 'wl.bob@example.com', 240, [1, 2, 3]);
  teamA = await team('Wl Alpha', [alice, bob]);
  teamB = await team('Wl Beta', [alice]);
  active = await server.idOf('projects', { code: 'KEEL-001' });
  draft = await server.idOf('projects', { code: 'KEEL-007' });
  // Alice: 40 h over the first two weeks (10 working days), 12 h of it logged -> 168 min a day.
  taskVersionCheck = await task({
    projectId: active,
    name: 'Wl build',
    assigneeId: alice,
    start: '2031-03-03',
    due: '2031-03-14',
    estimate: 40 * 60,
  });
  await entry(alice, '2031-02-20', 600, { project_id: active, project_task_id: taskVersionCheck });
  // Logged in the range, on the project.
  await entry(alice, '2031-03-04', 120, { project_id: active, project_task_id: taskVersionCheck });
  // Tentative: a draft project's task, 8 h on one day.
  await task({
    projectId: draft,
    name: 'Wl pitch',
    assigneeId: alice,
    start: null,
    due: '2031-03-05',
    estimate: 480,
  });
  // Without estimate: listed with 0; without dates: unscheduled; done: nothing.
  await task({
    projectId: active,
    name: 'Wl no estimate',
    assigneeId: bob,
    start: '2031-03-03',
    due: '2031-03-04',
    estimate: null,
  });
  await task({
    projectId: active,
    name: 'Wl undated',
    assigneeId: bob,
    start: null,
    due: null,
    estimate: 60,
  });
  await task({
    projectId: active,
    name: 'Wl finished',
    assigneeId: bob,
    start: '2031-03-03',
    due: '2031-03-03',
    estimate: 600,
    status: 'done',
  });
  // Bob: 6 h over Monday to Wednesday of the first week (his three days): 2 h a day.
  await task({
    projectId: active,
    name: 'Wl review',
    assigneeId: bob,
    start: '2031-03-03',
    due: '2031-03-09',
    estimate: 360,
  });
  // Unassigned work for Wl Alpha.
  await task({
    projectId: active,
    name: 'Wl nobody',
    assigneeId: null,
    start: '2031-03-10',
    due: '2031-03-10',
    estimate: 90,
    teamId: teamA,
  });
  // Alice on leave on Friday 2031-03-07.
  const leave = await server.idOf('timesheet_tasks', { kind: 'leave' });
  await entry(alice, '2031-03-07', 480, { timesheet_task_id: leave });
});

const path = (start: string, end: string) =>
  `/api/tasks/workload?startDate=${start}&endDate=${end}`;
const rowsOf = (result: WorkloadResult, userId: number): WorkloadRow[] =>
  result.groups.flatMap((g) => g.users.filter((u) => u.user?.id === userId));

describe('workload', () => {
  it('answers per week: capacity less leave, allocation spread over working days, logged, tentative', async () => {
    const res = await server.call<WorkloadResult>(
      'admin',
      'POST',
      path('2031-03-03', '2031-03-30'),
      { filters: [{ filterName: 'team', intArrayValue: [teamA, teamB] }] },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.periods).toHaveLength(4);
    expect(res.body.periods[0]).toEqual({ start: '2031-03-03', end: '2031-03-09', kind: 'week' });
    // Alice appears under both teams with the same figures.
    const [inAlpha, inBeta] = rowsOf(res.body, alice);
    expect(inAlpha).toEqual(inBeta);
    const week1 = inAlpha?.cells[0];
    expect(week1).toMatchObject({
      capacityMinutes: 4 * 480,
      leaveMinutes: 480,
      // Leave takes capacity, not working days: the task still spreads over Friday.
      allocatedMinutes: 5 * 168,
      tentativeMinutes: 480,
      loggedMinutes: 120,
      utilisation: Math.round(((5 * 168) / (4 * 480)) * 1000) / 1000,
    });
    const build = week1?.tasks.find((t) => t.name === 'Wl build');
    expect(build).toMatchObject({
      allocatedMinutes: 840,
      tentative: false,
      remainingMinutes: 1680,
      estimateMinutes: 2400,
      project: { id: active, status: 'active' },
      version: 1,
    });
    expect(week1?.tasks.find((t) => t.name === 'Wl pitch')).toMatchObject({
      tentative: true,
      allocatedMinutes: 480,
      project: { status: 'draft' },
    });
    expect(inAlpha?.cells[2]).toMatchObject({ allocatedMinutes: 0, capacityMinutes: 2400 });
    // Bob: a part-timer; no-estimate task listed with 0; undated unscheduled; done tasks absent.
    const [bobRow] = rowsOf(res.body, bob);
    expect(bobRow?.cells[0]).toMatchObject({ capacityMinutes: 720, allocatedMinutes: 360 });
    expect(bobRow?.cells[0]?.utilisation).toBe(0.5);
    expect(bobRow?.cells[0]?.tasks.map((t) => [t.name, t.allocatedMinutes]).sort()).toEqual([
      ['Wl no estimate', 0],
      ['Wl review', 360],
    ]);
    expect(bobRow?.unscheduled.map((t) => t.name)).toEqual(['Wl undated']);
    // Subtotals per team; totals count Alice once.
    const alpha = res.body.groups.find((g) => g.key === `team-${teamA}`);
    expect(alpha?.subtotals[0]?.capacityMinutes).toBe(4 * 480 + 720);
    expect(res.body.totals[0]?.capacityMinutes).toBe(4 * 480 + 720);
    expect(res.body.totals[0]?.allocatedMinutes).toBe(840 + 360);
    expect(res.body.groups.map((g) => g.key)).toEqual([`team-${teamA}`, `team-${teamB}`]);
    expect(week1?.taskCount).toBe(week1?.tasks.length);

    // The grid of many people asks without the task details: same figures, counts kept.
    const light = await server.call<WorkloadResult>(
      'admin',
      'POST',
      path('2031-03-03', '2031-03-30'),
      { filters: [{ filterName: 'team', intArrayValue: [teamA, teamB] }], includeTasks: false },
    );
    const lightWeek1 = rowsOf(light.body, alice)[0]?.cells[0];
    expect(lightWeek1).toMatchObject({ tasks: [], taskCount: week1?.taskCount });
    expect(lightWeek1?.allocatedMinutes).toBe(week1?.allocatedMinutes);
    expect(light.body.totals).toEqual(res.body.totals);
  });

  it('answers per day up to two weeks, and adds the unassigned row when asked', async () => {
    const res = await server.call<WorkloadResult>(
      'admin',
      'POST',
      path('2031-03-03', '2031-03-16'),
      { filters: [{ filterName: 'team', intValue: teamA }], includeUnassigned: true },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.periods).toHaveLength(14);
    expect(res.body.periods.every((p) => p.kind === 'day')).toBe(true);
    const [aliceRow] = rowsOf(res.body, alice);
    expect(aliceRow?.cells.map((c) => c.capacityMinutes)).toEqual([
      480, 480, 480, 480, 0, 0, 0, 480, 480, 480, 480, 480, 0, 0,
    ]);
    expect(aliceRow?.cells[5]?.allocatedMinutes).toBe(0);
    const unassigned = res.body.groups.at(-1);
    expect(unassigned?.key).toBe('unassigned');
    expect(unassigned?.users[0]?.user).toBeNull();
    expect(unassigned?.users[0]?.cells[7]).toMatchObject({ allocatedMinutes: 90 });
    expect(unassigned?.users[0]?.cells[7]?.tasks[0]?.name).toBe('Wl nobody');
    // The totals add the unassigned minutes, but their utilisation is the people's.
    const people = res.body.groups.filter((g) => g.key !== 'unassigned');
    const total = res.body.totals[7];
    const peopleAllocated = people.reduce(
      (n, g) => n + g.users.reduce((m, r) => m + (r.cells[7]?.allocatedMinutes ?? 0), 0),
      0,
    );
    expect(total?.allocatedMinutes).toBe(peopleAllocated + 90);
    expect(total?.utilisation).toBe(
      Math.round((peopleAllocated / (total?.capacityMinutes ?? 1)) * 1000) / 1000,
    );
  });

  it('takes workspace holidays off capacity and spreads no work onto them', async () => {
    const created = await server.call<Holiday>('admin', 'POST', '/api/holidays', {
      date: '2031-03-12',
      name: 'Wl holiday',
    });
    expect(created.status, created.text).toBe(201);
    const res = await server.call<WorkloadResult>(
      'admin',
      'POST',
      path('2031-03-10', '2031-03-16'),
      { filters: [{ filterName: 'user', intValue: alice }] },
    );
    const [row] = rowsOf(res.body, alice);
    expect(row?.cells[2]).toMatchObject({ capacityMinutes: 0, allocatedMinutes: 0 });
    // 1680 min left over 9 working days now: 186 a day, the odd 6 minutes on the first 6 days.
    expect(row?.cells[0]?.allocatedMinutes).toBe(187);
    expect(row?.cells[3]?.allocatedMinutes).toBe(186);
    const removed = await server.call(
      'admin',
      'DELETE',
      `/api/holidays/${created.body.id}?version=${created.body.version}`,
    );
    expect(removed.status).toBe(200);
  });

  it('shows a Team Member only themselves, once per team, whatever they ask', async () => {
    const member = await server.idOf('users', { email: 'member@example.com' });
    const res = await server.call<WorkloadResult>(
      'member',
      'POST',
      path('2031-03-03', '2031-03-30'),
      { filters: [{ filterName: 'user', intArrayValue: [alice, bob] }], includeUnassigned: true },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.groups.flatMap((g) => g.users.map((u) => u.user?.id))).toEqual([]);
    const own = await server.call<WorkloadResult>(
      'member',
      'POST',
      path('2031-03-03', '2031-03-30'),
      {},
    );
    const ids = own.body.groups.flatMap((g) => g.users.map((u) => u.user?.id));
    // Max Member is in Delivery and Design: two rows, one person.
    expect(ids).toEqual([member, member]);
    expect(own.body.groups.some((g) => g.key === 'unassigned')).toBe(false);
    expect(own.body.totals[0]?.capacityMinutes).toBe(5 * 450);
    const options = await server.call<FilterDefinition[]>(
      'member',
      'GET',
      '/api/tasks/workload/options',
    );
    expect(options.body.map((d) => d.name)).toEqual(['project', 'domain']);
    const stakeholder = await server.call(
      'stakeholder',
      'POST',
      path('2031-03-03', '2031-03-09'),
      {},
    );
    expect(stakeholder.status).toBe(403);
  });

  it('offers the filters and narrows by project and domain', async () => {
    const options = await server.call<FilterDefinition[]>(
      'admin',
      'GET',
      '/api/tasks/workload/options',
    );
    expect(options.body.map((d) => d.name)).toEqual(['team', 'user', 'project', 'domain']);
    expect(options.body[0]?.items).toEqual(
      expect.arrayContaining([{ title: 'Wl Alpha', value: teamA }]),
    );
    const byProject = await server.call<WorkloadResult>(
      'admin',
      'POST',
      path('2031-03-03', '2031-03-23'),
      { filters: [{ filterName: 'project', intValue: draft }] },
    );
    const people = byProject.body.groups.flatMap((g) => g.users.map((u) => u.user?.name));
    expect(people).toEqual(['Wl Alice', 'Wl Alice']);
    expect(rowsOf(byProject.body, alice)[0]?.cells[0]).toMatchObject({
      allocatedMinutes: 0,
      tentativeMinutes: 480,
      loggedMinutes: 0,
    });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const post = (url: string, body?: unknown) =>
      server.call<ErrorBody>('admin', 'POST', url, body);
    const field = async (url: string, body: unknown, name: string) => {
      const res = await post(url, body);
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), res.text).toContain(name);
      return res.body;
    };
    await field('/api/tasks/workload?endDate=2031-03-09', {}, 'startDate');
    await field('/api/tasks/workload?startDate=2031-03-03', {}, 'endDate');
    await field(path('2031-02-30', '2031-03-09'), {}, 'startDate');
    await field(path('2031-03-09', '2031-03-03'), {}, 'endDate');
    const long = await field(path('2031-01-06', '2032-01-12'), {}, 'endDate');
    expect(long.message).toMatch(/at most 53 weeks/);
    expect((await post(path('2031-01-06', '2032-01-11'), {})).status).toBe(200);
    await field(path('2031-03-03', '2031-03-09'), undefined, 'body');
    await field(path('2031-03-03', '2031-03-09'), [], 'body');
    await field(
      path('2031-03-03', '2031-03-09'),
      { filters: [{ filterName: 'colour' }] },
      'filters.0',
    );
    await field(
      path('2031-03-03', '2031-03-09'),
      { filters: [{ filterName: 'domain', intValue: 99 }] },
      'filters.0',
    );
    await field(
      path('2031-03-03', '2031-03-09'),
      { filters: [{ filterName: 'team', intValue: 3_000_000_000 }] },
      'filters.0.intValue',
    );
    await field(
      path('2031-03-03', '2031-03-09'),
      { includeUnassigned: 'yes' },
      'includeUnassigned',
    );
  });
});

describe('holidays', () => {
  it('lets administrators keep the calendar and everyone on the staff read it', async () => {
    const created = await server.call<Holiday>('admin', 'POST', '/api/holidays', {
      date: '2031-05-01',
      name: ' Labour Day ',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ date: '2031-05-01', name: 'Labour Day', version: 1 });
    const list = await server.call<Holiday[]>('member', 'GET', '/api/holidays?year=2031');
    expect(list.status).toBe(200);
    expect(list.body.map((h) => h.date)).toContain('2031-05-01');
    expect((await server.call<Holiday[]>('member', 'GET', '/api/holidays?year=2030')).body).toEqual(
      [],
    );
    expect((await server.call('stakeholder', 'GET', '/api/holidays')).status).toBe(403);
    expect(
      (await server.call('member', 'POST', '/api/holidays', { date: '2031-05-02', name: 'No' }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('finance', 'POST', '/api/holidays', { date: '2031-05-01', name: 'Again' }))
        .status,
    ).toBe(409);

    const id = created.body.id;
    const moved = await server.call<Holiday>('admin', 'PUT', `/api/holidays/${id}`, {
      date: '2031-05-02',
      name: 'Labour Day (observed)',
      version: 1,
    });
    expect(moved.body).toMatchObject({ date: '2031-05-02', version: 2 });
    const stale = await server.call<ErrorBody>('admin', 'PUT', `/api/holidays/${id}`, {
      date: '2031-05-03',
      name: 'Stale',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2 });
    expect((await server.call('admin', 'DELETE', `/api/holidays/${id}?version=1`)).status).toBe(
      409,
    );
    expect((await server.call('admin', 'DELETE', `/api/holidays/${id}?version=2`)).status).toBe(
      200,
    );
    expect((await server.call('admin', 'DELETE', `/api/holidays/${id}?version=3`)).status).toBe(
      404,
    );
  });

  it('refuses bad input with 400 naming the field', async () => {
    expectInvalidFields(
      await server.call('admin', 'POST', '/api/holidays', {
        date: '2031-13-01',
        name: '',
      }),
      ['date', 'name'],
    );
    const year = await server.call<ErrorBody>('admin', 'GET', '/api/holidays?year=abc');
    expect(Object.keys(year.body.errors ?? {})).toEqual(['year']);
    expect(taskVersionCheck).toBeGreaterThan(0);
  });
});
