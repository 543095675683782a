import {
  addDays,
  mondayOf,
  WorkloadInputSchema,
  type Employee,
  type WorkloadResult,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { utcDate } from '../../lib/dates';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { apiTestCalls } from '../../test/api-calls';
import type { AuthUser } from '../auth';
import { resolveSession } from '../auth/auth.service';
import { buildStore, freshStore } from './workload-store.service';
import { peekMarks, type StaleMark } from './workload-store.repository';
import { workload } from './workload.service';
import { taskNameColumns } from '../tasks';

/**
 * The workload store against the live computation (issue 29, item 3), on
 * SQLite and PostgreSQL: random writes through the API (tasks created,
 * reassigned, rescheduled, re-estimated, completed, deleted; time logged,
 * edited, deleted; project status; an employee's calendar; holidays), and
 * after each batch the stored answer of several callers (the administrator,
 * a project manager who sees only some projects, a team filter, the
 * unassigned row) equals the live one field by field. Then the marks each
 * kind of change leaves, the build, and two rebuilds at once.
 */

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let today: string;
let startDate: string;
let endDate: string;
const projects = { a: 0, b: 0, draft: 0 };
let teams: number[] = [];
/** A resource planner who sees everyone's workload but only project a (its member). */
const planner = { id: 0, cookie: '', user: {} as AuthUser };
const PLANNER_FLAGS = ['readResourceAllocation', 'readSomeProjects'] as const;

type Versioned = { id: number; version: number };

const { ok, allowProjectTime } = apiTestCalls(() => server);

/** The signed-in user behind a demo account's cookie, as the routes see them. */
async function authUser(who: DemoAccountKey): Promise<AuthUser> {
  const cookie = await server.cookieOf(who);
  const token = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
  const signedIn = await resolveSession(server.deps, token);
  if (!signedIn) throw new Error(`no session for ${who}`);
  return signedIn.user;
}

/** A small seeded generator (mulberry32): the same writes on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

type Caller = DemoAccountKey | 'planner';

const CALLS: Array<{ who: Caller; body: () => Record<string, unknown> }> = [
  // Task counts of the projects they see, and of their own tasks in a project they do not.
  { who: 'planner', body: () => ({ includeTasks: false, includeUnassigned: true }) },
  {
    who: 'planner',
    body: () => ({
      includeTasks: false,
      includeUnassigned: true,
      filters: [{ filterName: 'team', intArrayValue: teams }],
    }),
  },
  { who: 'admin', body: () => ({ includeTasks: false, includeUnassigned: true }) },
  { who: 'pm', body: () => ({ includeTasks: false, includeUnassigned: true }) },
  { who: 'member', body: () => ({ includeTasks: false }) },
  {
    who: 'admin',
    body: () => ({
      includeTasks: false,
      includeUnassigned: true,
      filters: [{ filterName: 'team', intValue: teams[0] }],
    }),
  },
  {
    who: 'pm',
    body: () => ({
      includeTasks: false,
      includeUnassigned: true,
      filters: [{ filterName: 'team', intArrayValue: teams }],
    }),
  },
  // With the tasks (the drawer, one team): the logged minutes come from the store.
  {
    who: 'admin',
    body: () => ({ includeTasks: true, filters: [{ filterName: 'team', intValue: teams[0] }] }),
  },
];

async function plannerCall<T>(path: string, body: unknown): Promise<T> {
  const response = await server.request<T>('POST', path, { cookie: planner.cookie, body });
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The planner: a role of their own, a member of project a only, a task of theirs in project b. */
async function addPlanner(): Promise<void> {
  const now = server.clock.now;
  const [role] = await server
    .knex('roles')
    .insert({ name: 'Store planner', built_in: false, created_at: now, updated_at: now })
    .returning<{ id: number }[]>('id');
  await server
    .knex('role_flags')
    .insert(PLANNER_FLAGS.map((flag) => ({ role_id: role!.id, flag })));
  const [user] = await server
    .knex('users')
    .insert({
      email: 'store.planner@example.com',
      name: 'Store Planner',
      initials: 'SP',
      color: '#336699',
      external: false,
      status: 'active',
      settings: '{}',
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  planner.id = user!.id;
  await server.knex('user_roles').insert({ user_id: planner.id, role_id: role!.id });
  await server
    .knex('project_members')
    .insert({ project_id: projects.a, user_id: planner.id, role: 'member', created_at: now });
  await server.knex('tasks').insert({
    project_id: projects.b,
    ...taskNameColumns('Planner task elsewhere'),
    status: 'todo',
    assignee_id: planner.id,
    start_date: addDays(startDate, 10),
    due_date: addDays(startDate, 30),
    work_estimation: 600,
    board_key: 'zzplanner',
    labels: '[]',
    created_at: now,
    updated_at: now,
  });
  planner.cookie = await server.sessionCookieFor(planner.id);
  planner.user = {
    id: planner.id,
    email: 'store.planner@example.com',
    name: 'Store Planner',
    external: false,
    flags: new Set(PLANNER_FLAGS),
  } as AuthUser;
}

/** Every caller's stored answer (through the API) equals the live computation. */
async function compareAll(label: string): Promise<void> {
  const url = `/api/tasks/workload?startDate=${startDate}&endDate=${endDate}`;
  for (const [i, call] of CALLS.entries()) {
    const body = call.body();
    const stored =
      call.who === 'planner'
        ? await plannerCall<WorkloadResult>(url, body)
        : await ok<WorkloadResult>(call.who, 'POST', url, body);
    if (i === 0)
      // The first read rebuilt every mark: the answer came from the store.
      expect(await peekMarks(server.knex, 10), `${label}: marks left`).toEqual([]);
    const live = await workload(
      server.deps,
      call.who === 'planner' ? planner.user : await authUser(call.who),
      { startDate, endDate },
      WorkloadInputSchema.parse(body),
      { live: true },
    );
    expect(stored, `${label}: ${call.who} ${JSON.stringify(body)}`).toEqual(
      JSON.parse(JSON.stringify(live)),
    );
  }
}

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  today = utcDate(server.clock.now);
  startDate = addDays(mondayOf(today), -28);
  endDate = addDays(startDate, 12 * 7 - 1);
  projects.a = await server.idOf('projects', { code: 'KEEL-001' });
  projects.b = await server.idOf('projects', { code: 'KEEL-003' });
  projects.draft = await server.idOf('projects', { code: 'KEEL-007' });
  await allowProjectTime(projects.a);
  await allowProjectTime(projects.b);
  teams = (await server.knex('teams').orderBy('id').select('id')).map((t) => Number(t.id));
  await addPlanner();
  // The start-up build: the seed leaves everything marked (and the planner's task was written here).
  await buildStore(server.knex);
});

describe('the workload store', () => {
  it('answers as the live computation after random writes of every kind', async () => {
    const rnd = random(29);
    const tasks: Array<Versioned & { projectId: number }> = [];
    const entries: Array<Versioned & { who: DemoAccountKey }> = [];
    const holidays: Versioned[] = [];
    const day = () => addDays(startDate, rnd.int(12 * 7 + 20) - 10);
    const pastDay = () => addDays(today, -1 - rnd.int(25));
    const assignees = () => rnd.pick([ids.admin, ids.pm, null]);
    const employeeId = await server.idOf('employees', { user_id: ids.pm });

    const writes: Record<string, () => Promise<void>> = {
      'task: create': async () => {
        const projectId = rnd.pick([projects.a, projects.b, projects.draft]);
        const assigneeId = assignees();
        const start = rnd.chance(0.8) ? day() : null;
        const due = rnd.chance(0.8)
          ? start && rnd.chance(0.8)
            ? addDays(start, rnd.int(40))
            : day()
          : null;
        const task = await ok<Versioned>('admin', 'POST', '/api/tasks', {
          projectId,
          name: `Store task ${tasks.length}`,
          assigneeId,
          assigneeTeamId: assigneeId === null && rnd.chance(0.7) ? rnd.pick(teams) : null,
          startDate: start,
          dueDate: due,
          workEstimation: rnd.chance(0.8) ? 60 * (1 + rnd.int(60)) + rnd.int(7) : null,
        });
        tasks.push({ ...task, projectId });
      },
      'task: reassign': async () => {
        const task = rnd.pick(tasks);
        const assigneeId = assignees();
        Object.assign(
          task,
          await ok<Versioned>('admin', 'PUT', `/api/tasks/${task.id}/assignee`, {
            assigneeId,
            assigneeTeamId: assigneeId === null ? rnd.pick([...teams, null]) : null,
            version: task.version,
          }),
        );
      },
      'task: schedule': async () => {
        const task = rnd.pick(tasks);
        const start = rnd.chance(0.9) ? day() : null;
        Object.assign(
          task,
          await ok<Versioned>('admin', 'PUT', `/api/tasks/${task.id}/schedule`, {
            startDate: start,
            dueDate: start ? addDays(start, rnd.int(30)) : day(),
            version: task.version,
          }),
        );
      },
      'task: estimate': async () => {
        const task = rnd.pick(tasks);
        Object.assign(
          task,
          await ok<Versioned>('admin', 'PUT', `/api/tasks/${task.id}/work-estimation`, {
            workEstimation: rnd.chance(0.9) ? 30 * (1 + rnd.int(100)) + rnd.int(5) : null,
            version: task.version,
          }),
        );
      },
      'task: status': async () => {
        const task = rnd.pick(tasks);
        Object.assign(
          task,
          await ok<Versioned>('admin', 'PUT', `/api/tasks/${task.id}/status`, {
            status: rnd.pick(['done', 'todo', 'inProgress']),
            version: task.version,
          }),
        );
      },
      'task: delete': async () => {
        const task = tasks.splice(rnd.int(tasks.length), 1)[0]!;
        await ok('admin', 'DELETE', `/api/tasks/${task.id}?version=${task.version}`);
      },
      'time: log on a task': async () => {
        const onTask = tasks.filter((t) => t.projectId !== projects.draft);
        if (onTask.length === 0) return;
        const who = rnd.pick<DemoAccountKey>(['admin', 'pm']);
        const entry = await ok<Versioned>(who, 'POST', '/api/timesheet/entries', {
          date: pastDay(),
          taskId: rnd.pick(onTask).id,
          minutes: 15 * (1 + rnd.int(20)),
        });
        entries.push({ ...entry, who });
      },
      'time: log on a project': async () => {
        const who = rnd.pick<DemoAccountKey>(['admin', 'pm']);
        const entry = await ok<Versioned>(who, 'POST', '/api/timesheet/entries', {
          date: pastDay(),
          projectId: rnd.pick([projects.a, projects.b]),
          minutes: 15 * (1 + rnd.int(20)),
        });
        entries.push({ ...entry, who });
      },
      'time: edit': async () => {
        const entry = rnd.pick(entries);
        const target = rnd.chance(0.5)
          ? { projectId: rnd.pick([projects.a, projects.b]) }
          : { taskId: rnd.pick(tasks.filter((t) => t.projectId !== projects.draft))?.id };
        if (!('projectId' in target) && target.taskId === undefined) return;
        Object.assign(
          entry,
          await ok<Versioned>(entry.who, 'PUT', `/api/timesheet/entries/${entry.id}`, {
            date: pastDay(),
            ...target,
            minutes: 15 * (1 + rnd.int(30)),
            version: entry.version,
          }),
        );
      },
      'time: delete': async () => {
        const entry = entries.splice(rnd.int(entries.length), 1)[0]!;
        await ok(
          entry.who,
          'DELETE',
          `/api/timesheet/entries/${entry.id}?version=${entry.version}`,
        );
      },
      'project: status': async () => {
        const current = await ok<Versioned>('admin', 'GET', `/api/projects/${projects.b}`);
        await ok('admin', 'PUT', `/api/projects/${projects.b}`, {
          status: rnd.pick(['active', 'onHold', 'completed', 'active']),
          version: current.version,
        });
      },
      'employee: calendar': async () => {
        const e = await ok<Employee>('admin', 'GET', `/api/employees/${employeeId}`);
        await ok('admin', 'PUT', `/api/employees/${employeeId}`, {
          salaryGroupId: e.salaryGroup?.id ?? null,
          standardMinutesPerDay: e.standardMinutesPerDay,
          workingDays: rnd.pick([
            [1, 2, 3, 4, 5],
            [1, 2, 3],
            [2, 4, 6],
          ]),
          employmentStart: e.employmentStart,
          employmentEnd: rnd.chance(0.3) ? addDays(today, rnd.int(30)) : null,
          overrides: e.overrides,
          version: e.version,
        });
      },
      'holiday: add or remove': async () => {
        if (holidays.length > 0 && rnd.chance(0.5)) {
          const holiday = holidays.pop()!;
          await ok('admin', 'DELETE', `/api/holidays/${holiday.id}?version=${holiday.version}`);
        } else {
          const date = addDays(startDate, rnd.int(12 * 7));
          const taken = await server.knex('holidays').where({ date }).first('id');
          if (taken) return;
          holidays.push(
            await ok<Versioned>('admin', 'POST', '/api/holidays', { date, name: 'Store day' }),
          );
        }
      },
    };
    const kinds = Object.keys(writes);
    const done = new Set<string>();
    for (let i = 0; i < 25; i++) await writes['task: create']!();
    await compareAll('after creating tasks');
    for (let batch = 0; batch < 14; batch++) {
      let holiday = false;
      for (let k = 0; k < 6; k++) {
        // Each kind at least once (the first batches), then at random; holidays rarely.
        const kind = batch * 6 + k < kinds.length ? kinds[batch * 6 + k]! : rnd.pick(kinds);
        if (kind.startsWith('holiday') && batch * 6 + k >= kinds.length && !rnd.chance(0.3))
          continue;
        if (kind.startsWith('task: ') && kind !== 'task: create' && tasks.length === 0) continue;
        if ((kind === 'time: edit' || kind === 'time: delete') && entries.length === 0) continue;
        await writes[kind]!();
        done.add(kind);
        if (kind.startsWith('holiday')) holiday = true;
      }
      // A holiday marks everything: the read computes live and starts the build; build it.
      if (holiday) await buildStore(server.knex);
      await compareAll(`batch ${batch}`);
    }
    expect([...done].sort()).toEqual([...kinds].sort());
  }, 240_000);

  it('marks what each kind of change makes stale', async () => {
    await buildStore(server.knex);
    const marksAfter = async (write: () => Promise<unknown>): Promise<StaleMark[]> => {
      // The marks of the write before are built (dropping them would leave the store behind).
      await buildStore(server.knex);
      await write();
      const marks = await peekMarks(server.knex, 100);
      return marks.sort((x, y) => x.scope.localeCompare(y.scope) || x.id - y.id);
    };
    let task = {} as Versioned;
    expect(
      await marksAfter(async () => {
        task = await ok<Versioned>('admin', 'POST', '/api/tasks', {
          projectId: projects.a,
          name: 'Marked task',
          assigneeId: ids.pm,
          dueDate: today,
          workEstimation: null,
        });
      }),
      'a dated task without an estimate is in the cells: created',
    ).toEqual([{ scope: 'project', id: projects.a }]);
    expect(
      await marksAfter(async () => {
        task = await ok<Versioned>('admin', 'PUT', `/api/tasks/${task.id}/assignee`, {
          assigneeId: null,
          assigneeTeamId: teams[0],
          version: task.version,
        });
      }),
    ).toEqual([{ scope: 'project', id: projects.a }]);
    expect(
      await marksAfter(async () => {
        task = await ok<Versioned>('admin', 'PUT', `/api/tasks/${task.id}/assignee`, {
          assigneeId: null,
          assigneeTeamId: teams[1] ?? null,
          version: task.version,
        });
      }),
      'the assignee team alone',
    ).toEqual([{ scope: 'project', id: projects.a }]);
    expect(
      await marksAfter(() =>
        ok('pm', 'POST', '/api/timesheet/entries', {
          date: addDays(today, -1),
          taskId: task.id,
          minutes: 30,
        }),
      ),
      'time on a task: its remaining work',
    ).toEqual([{ scope: 'project', id: projects.a }]);
    expect(
      await marksAfter(() =>
        ok('pm', 'POST', '/api/timesheet/entries', {
          date: addDays(today, -1),
          projectId: projects.b,
          minutes: 30,
        }),
      ),
      'time on a project moves no allocation (the logged minutes follow by triggers)',
    ).toEqual([]);
    const current = await ok<Versioned>('admin', 'GET', `/api/projects/${projects.b}`);
    expect(
      await marksAfter(() =>
        ok('admin', 'PUT', `/api/projects/${projects.b}`, {
          status: 'onHold',
          version: current.version,
        }),
      ),
    ).toEqual([{ scope: 'project', id: projects.b }]);
    const employeeId = await server.idOf('employees', { user_id: ids.pm });
    const e = await ok<Employee>('admin', 'GET', `/api/employees/${employeeId}`);
    expect(
      await marksAfter(() =>
        ok('admin', 'PUT', `/api/employees/${employeeId}`, {
          salaryGroupId: e.salaryGroup?.id ?? null,
          standardMinutesPerDay: e.standardMinutesPerDay,
          workingDays: [1, 2, 3, 4],
          employmentStart: e.employmentStart,
          employmentEnd: e.employmentEnd,
          overrides: e.overrides,
          version: e.version,
        }),
      ),
    ).toEqual([{ scope: 'assignee', id: ids.pm }]);
    let holiday = {} as Versioned;
    expect(
      await marksAfter(async () => {
        holiday = await ok<Versioned>('admin', 'POST', '/api/holidays', {
          date: addDays(endDate, 3),
          name: 'Marked day',
        });
      }),
    ).toEqual([{ scope: 'all', id: 0 }]);
    expect(
      await marksAfter(() =>
        ok('admin', 'DELETE', `/api/holidays/${holiday.id}?version=${holiday.version}`),
      ),
    ).toEqual([{ scope: 'all', id: 0 }]);
    expect(
      await marksAfter(() =>
        ok('admin', 'DELETE', `/api/tasks/${task.id}?version=${task.version}`),
      ),
    ).toEqual([{ scope: 'project', id: projects.a }]);
    const [team] = await server
      .knex('teams')
      .insert({ name: 'Store team', created_at: server.clock.now, updated_at: server.clock.now })
      .returning<{ id: number }[]>('id');
    await ok('admin', 'POST', '/api/tasks', {
      projectId: projects.a,
      name: 'Team task',
      assigneeId: null,
      assigneeTeamId: team!.id,
      dueDate: today,
      workEstimation: 120,
    });
    expect(
      await marksAfter(() => ok('admin', 'DELETE', `/api/teams/${team!.id}?version=1`)),
      'a deleted team leaves its tasks without one, recording no task change',
    ).toEqual([{ scope: 'all', id: 0 }]);
    // The marks left here are built, and the answers agree again.
    await buildStore(server.knex);
    await compareAll('after the marks');
  }, 120_000);

  it('reads live while everything is marked, and builds in the background', async () => {
    await server.knex('workload_stale').insert({ scope: 'all', ref_id: 0 });
    // Rows that a build must throw away: a read of them would be wrong.
    await server.knex('workload_week_allocations').insert({
      assignee_id: ids.admin,
      team_id: null,
      project_id: projects.a,
      week: startDate,
      tentative: false,
      minutes: 99_999,
      task_count: 7,
    });
    expect(await freshStore(server.knex)).toBe(false);
    await buildStore(server.knex);
    expect(await peekMarks(server.knex, 10)).toEqual([]);
    await compareAll('after the build');
  }, 60_000);

  it('rebuilds once when two reads find the same marks at once', async () => {
    await buildStore(server.knex);
    await server
      .knex('workload_stale')
      .insert(
        [projects.a, projects.b, projects.draft].map((id) => ({ scope: 'project', ref_id: id })),
      );
    await server.knex('workload_stale').insert({ scope: 'assignee', ref_id: ids.pm });
    const [first, second] = await Promise.all([freshStore(server.knex), freshStore(server.knex)]);
    expect([first, second]).toEqual([true, true]);
    const doubled = await server
      .knex('workload_week_allocations')
      .groupBy('assignee_id', 'team_id', 'project_id', 'week')
      .havingRaw('COUNT(*) > 1')
      .select('assignee_id', 'project_id', 'week');
    expect(doubled).toEqual([]);
    await compareAll('after two rebuilds at once');
  }, 60_000);
});
