import type { CreateFromQuoteResult, Employee, UpdateFromQuoteOptions } from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import {
  addRevision,
  insertQuoteWithRevisions,
  type RevisionSpec,
} from '../../demo/quote-revisions';
import { utcDate } from '../../lib/dates';
import { reportBatteryFigure } from '../../security/battery-figures';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { addDays } from './finance-engine';
import { rewriteProjectsFigures } from './finance-figures.service';
import { countQueuedProjects } from './finance-queue.repository';
import { financeTestCalls } from './finances.test-fixtures';

/**
 * The finance property over every writer (issue 28): after each write that
 * touches an input of the figures, made through the real HTTP API, the
 * stored figures of every live project — the month rows of
 * `project_month_figures` and the totals on `projects` (minutes, cost,
 * revenue, progress) — equal a rebuild from the records (`rewriteProjectsFigures`
 * in a transaction that is rolled back, so the next write is checked against
 * the figures the writes kept, not a fresh rebuild). The figures follow the
 * recorded changes (`finance-subscriptions.ts`): in the writer's transaction,
 * except a salary change, which marks projects for the worker — those writes
 * drain the queue (the worker's round) before comparing; any other write must
 * leave the queue empty.
 *
 * Writers covered (each at least once):
 * - time entries: log on a project, log on a task, edit (minutes, date,
 *   billable), move (task -> project, project -> another project, project ->
 *   task), delete;
 * - tasks: create (estimated, assigned, scheduled), assignee, status, schedule,
 *   work estimation, board placement, board index, milestone link, details,
 *   delete (its time entries go with it);
 * - milestones: create (financial), edit (amount, forecast, invoiced), delete;
 * - scope: change request created, approved (the budget moves), rejected;
 * - time and material: contract create, edit (period), delete; resource add,
 *   rate change, remove;
 * - projects: create, edit (dates, budget), status (completed and back),
 *   archive and unarchive, currency, create from a quote (contract, tasks,
 *   milestones), update from a newer revision (budget, milestones, tasks, rates),
 *   timesheet settings, delete;
 * - salaries: salary group create, rates change, delete; employee record
 *   edit (group, personal overrides, employment), delete, create.
 */

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let today: string;
const projects: Record<'a' | 'b', number> = { a: 0, b: 0 };

const covered = new Set<string>();
let writes = 0;
let differing = 0;

const { ok, allowProjectTime, projectsOpenToTime, drain } = financeTestCalls(() => server);

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  today = utcDate(server.clock.now);
  Object.assign(projects, await projectsOpenToTime({ a: 'KEEL-001', b: 'KEEL-003' }));
  // Every project's figures as of the test's day: the starting point the writes keep.
  await ok('admin', 'POST', '/api/projects/recalculate');
});

type Figures = {
  totals: Array<Record<string, number>>;
  months: Array<Record<string, number | string>>;
};

const TOTAL_COLUMNS = [
  'id',
  'actual_minutes',
  'cost_amount',
  'revenue_amount',
  'progress_percent',
] as const;
const MONTH_COLUMNS = [
  'project_id',
  'month',
  'actual_minutes',
  'billable_minutes',
  'actual_cost',
  'actual_revenue',
  'forecast_minutes',
  'forecast_cost',
  'forecast_revenue',
] as const;

/** The figures of the live projects as stored (numbers as numbers on both databases). */
async function readFigures(db: typeof server.knex, projectIds: number[]): Promise<Figures> {
  const totals = await db('projects')
    .whereIn('id', projectIds)
    .orderBy('id')
    .select<Array<Record<string, unknown>>>(...TOTAL_COLUMNS);
  const months = await db('project_month_figures')
    .whereIn('project_id', projectIds)
    .orderBy('project_id')
    .orderBy('month')
    .select<Array<Record<string, unknown>>>(...MONTH_COLUMNS);
  return {
    totals: totals.map((row) =>
      Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, Number(row[c] ?? 0)])),
    ),
    months: months.map((row) =>
      Object.fromEntries(
        MONTH_COLUMNS.map((c) => [c, c === 'month' ? String(row[c]) : Number(row[c])]),
      ),
    ),
  };
}

class RolledBack extends Error {}

/** The figures a rebuild from the records writes, read inside a transaction that is then undone. */
async function rebuiltFigures(projectIds: number[]): Promise<Figures> {
  let rebuilt: Figures | undefined;
  try {
    await server.knex.transaction(async (trx) => {
      for (let i = 0; i < projectIds.length; i += 10)
        await rewriteProjectsFigures(
          trx,
          projectIds.slice(i, i + 10),
          utcDate(server.clock.now),
          server.clock.now,
        );
      rebuilt = await readFigures(trx, projectIds);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!rebuilt) throw new Error('the rebuild read nothing');
  return rebuilt;
}

/**
 * One write through the API, then the property: the stored figures of every
 * live project equal a rebuild. `salary`: the write's figures follow through
 * the queue, drained first; any other write leaves nothing queued.
 */
async function write(name: string, run: () => Promise<unknown>, salary = false) {
  await run();
  writes += 1;
  covered.add(name);
  if (salary) await drain();
  else expect(await countQueuedProjects(server.knex), `${name}: nothing queued`).toBe(0);
  const live = (
    await server
      .knex('projects')
      .whereNull('deleted_at')
      .orderBy('id')
      .select<{ id: number }[]>('id')
  ).map((row) => row.id);
  const stored = await readFigures(server.knex, live);
  const rebuilt = await rebuiltFigures(live);
  const same = JSON.stringify(stored) === JSON.stringify(rebuilt);
  if (!same) differing += 1;
  expect(stored, `${name}: the stored figures equal a rebuild`).toEqual(rebuilt);
}

interface Versioned {
  id: number;
  version: number;
}

/** Saves a time entry as `who` with `fields`, at its version: the entry as saved. */
const saveEntry = (who: DemoAccountKey, entry: Versioned, fields: Record<string, unknown>) =>
  ok<Versioned>(who, 'PUT', `/api/timesheet/entries/${entry.id}`, {
    ...fields,
    version: entry.version,
  });

/** Deletes a time entry as `who`, at its version. */
const removeEntry = (who: DemoAccountKey, entry: Versioned) =>
  ok(who, 'DELETE', `/api/timesheet/entries/${entry.id}?version=${entry.version}`);

describe('every writer of a figure input keeps the figures equal to a rebuild', () => {
  it('time entries', async () => {
    const task = await ok<Versioned>('pm', 'POST', '/api/tasks', {
      projectId: projects.a,
      name: 'Writers: estimated task',
      assigneeId: ids.pm,
      startDate: addDays(today, -10),
      dueDate: addDays(today, 20),
      workEstimation: 1200,
    });
    let onProject = {} as Versioned;
    let onTask = {} as Versioned;
    await write('time entry: log on a project', async () => {
      onProject = await ok<Versioned>('pm', 'POST', '/api/timesheet/entries', {
        date: addDays(today, -3),
        projectId: projects.a,
        minutes: 90,
        billable: true,
      });
    });
    await write('time entry: log on a task', async () => {
      onTask = await ok<Versioned>('admin', 'POST', '/api/timesheet/entries', {
        date: addDays(today, -2),
        taskId: task.id,
        minutes: 120,
        billable: false,
      });
    });
    await write('time entry: edit minutes, date and billable', async () => {
      onProject = await saveEntry('pm', onProject, {
        date: addDays(today, -40),
        projectId: projects.a,
        minutes: 45,
        billable: false,
      });
    });
    await write('time entry: move from a task to a project', async () => {
      onTask = await saveEntry('admin', onTask, {
        date: addDays(today, -2),
        projectId: projects.b,
        minutes: 120,
      });
    });
    await write('time entry: move to another project', async () => {
      onProject = await saveEntry('pm', onProject, {
        date: addDays(today, -40),
        projectId: projects.b,
        minutes: 45,
      });
    });
    await write('time entry: move from a project to a task', async () => {
      onTask = await saveEntry('admin', onTask, {
        date: addDays(today, -1),
        taskId: task.id,
        minutes: 200,
      });
    });
    await write('time entry: delete', async () => {
      await removeEntry('pm', onProject);
    });
    await write('time entry: delete (on a task)', async () => {
      await removeEntry('admin', onTask);
    });
  }, 120_000);

  it('tasks and milestones', async () => {
    let milestone = {} as Versioned;
    const milestoneBody = {
      name: 'Writers: invoice',
      dueDate: addDays(today, 30),
      financial: true,
      amount: 250_000,
      forecastDate: addDays(today, 30),
    };
    await write('milestone: create', async () => {
      milestone = await ok<Versioned>(
        'admin',
        'POST',
        `/api/projects/${projects.a}/milestones`,
        milestoneBody,
      );
    });
    await write('milestone: edit amount, forecast and invoice', async () => {
      milestone = await ok<Versioned>(
        'admin',
        'PUT',
        `/api/projects/${projects.a}/milestones/${milestone.id}`,
        {
          ...milestoneBody,
          amount: 310_000,
          forecastDate: addDays(today, 45),
          invoicedDate: addDays(today, -5),
          version: milestone.version,
        },
      );
    });

    let task = {} as Versioned;
    await write('task: create (estimated, assigned, scheduled)', async () => {
      task = await ok<Versioned>('pm', 'POST', '/api/tasks', {
        projectId: projects.a,
        name: 'Writers: task',
        assigneeId: ids.admin,
        startDate: addDays(today, -5),
        dueDate: addDays(today, 25),
        workEstimation: 2400,
      });
    });
    const entry = await ok<Versioned>('admin', 'POST', '/api/timesheet/entries', {
      date: addDays(today, -4),
      taskId: task.id,
      minutes: 300,
    });
    const put = async (field: string, body: Record<string, unknown>) => {
      task = await ok<Versioned>('pm', 'PUT', `/api/tasks/${task.id}/${field}`, {
        ...body,
        version: task.version,
      });
    };
    await write('task: assignee', () => put('assignee', { assigneeId: ids.pm }));
    await write('task: status', () => put('status', { status: 'inProgress' }));
    await write('task: schedule', () =>
      put('schedule', { startDate: addDays(today, 3), dueDate: addDays(today, 60) }),
    );
    await write('task: work estimation', () => put('work-estimation', { workEstimation: 600 }));
    await write('task: board placement (to done)', () =>
      put('placement', { status: 'done', position: 0 }),
    );
    await write('task: board placement (back)', () =>
      put('placement', { status: 'todo', position: 0 }),
    );
    await write('task: board index', () => put('index', { position: 0 }));
    await write('task: milestone link', () => put('milestone', { milestoneId: milestone.id }));
    await write('task: details', () =>
      put('details', { description: 'Kept', domain: null, priority: 'high', labels: ['x'] }),
    );
    await write('task: unassigned estimate', () => put('assignee', { assigneeId: null }));
    await write('task: delete (its time entries go)', async () => {
      await ok('pm', 'DELETE', `/api/tasks/${task.id}?version=${task.version}`);
    });
    void entry;
    await write('milestone: delete', async () => {
      const list = await ok<{ items: Versioned[] } | Versioned[]>(
        'admin',
        'GET',
        `/api/projects/${projects.a}/milestones`,
      );
      const current = (Array.isArray(list) ? list : list.items).find((m) => m.id === milestone.id);
      if (!current) throw new Error('the milestone is listed');
      await ok(
        'admin',
        'DELETE',
        `/api/projects/${projects.a}/milestones/${milestone.id}?version=${current.version}`,
      );
    });
  }, 120_000);

  it('scope decisions and time-and-material contracts', async () => {
    const scopes = `/api/projects/${projects.b}/scopes`;
    let approved = {} as Versioned;
    let rejected = {} as Versioned;
    await write('scope: change request created', async () => {
      approved = await ok<Versioned>('admin', 'POST', scopes, {
        title: 'Writers: more pages',
        type: 'change',
        effortMinutes: 600,
        priceAmount: 120_000,
      });
      rejected = await ok<Versioned>('admin', 'POST', scopes, {
        title: 'Writers: less pages',
        type: 'change',
        effortMinutes: 60,
        priceAmount: 9_000,
      });
    });
    await write('scope: change request approved (budget)', async () => {
      await ok('admin', 'POST', `${scopes}/${approved.id}/decision`, {
        decision: 'approved',
        version: approved.version,
      });
    });
    await write('scope: change request rejected', async () => {
      await ok('admin', 'POST', `${scopes}/${rejected.id}/decision`, {
        decision: 'rejected',
        note: 'Not now',
        version: rejected.version,
      });
    });

    const base = `/api/projects/${projects.b}/time-material`;
    await ok('pm', 'POST', '/api/timesheet/entries', {
      date: addDays(today, -6),
      projectId: projects.b,
      minutes: 240,
      billable: true,
    });
    const contractBody = {
      name: 'Writers contract',
      periodStart: addDays(today, -30),
      periodEnd: addDays(today, 60),
      currency: 'EUR',
    };
    let contract = {} as Versioned;
    let resource = {} as Versioned;
    await write('time and material: contract create', async () => {
      contract = await ok<Versioned>('admin', 'POST', base, contractBody);
    });
    await write('time and material: resource add', async () => {
      resource = await ok<Versioned>('admin', 'POST', `${base}/${contract.id}/resources`, {
        userId: ids.pm,
        hourlyRate: 12_000,
      });
    });
    await write('time and material: resource rate change', async () => {
      resource = await ok<Versioned>(
        'admin',
        'PUT',
        `${base}/${contract.id}/resources/${resource.id}`,
        { hourlyRate: 15_500, capMinutes: null, version: resource.version },
      );
    });
    await write('time and material: contract edit (period)', async () => {
      contract = await ok<Versioned>('admin', 'PUT', `${base}/${contract.id}`, {
        ...contractBody,
        periodStart: addDays(today, -3),
        version: contract.version,
      });
    });
    await write('time and material: resource remove', async () => {
      await ok(
        'admin',
        'DELETE',
        `${base}/${contract.id}/resources/${resource.id}?version=${resource.version}`,
      );
    });
    await write('time and material: contract delete', async () => {
      const current = await ok<Versioned>('admin', 'GET', `${base}/${contract.id}`);
      await ok('admin', 'DELETE', `${base}/${contract.id}?version=${current.version}`);
    });
  }, 120_000);

  it('projects: create, edit, status, archive, currency, from a quote, delete', async () => {
    let project = {} as Versioned;
    await write('project: create', async () => {
      project = await ok<Versioned>('pm', 'POST', '/api/projects', {
        name: 'Writers project',
        status: 'active',
        billingType: 'fixedPrice',
        startDate: addDays(today, -20),
        endDate: addDays(today, 40),
        budgetAmount: 800_000,
      });
    });
    await write('project: timesheet settings', () => allowProjectTime(project.id));
    const task = await ok<Versioned>('pm', 'POST', '/api/tasks', {
      projectId: project.id,
      name: 'Writers: project task',
      assigneeId: ids.pm,
      startDate: addDays(today, -10),
      dueDate: addDays(today, 30),
      workEstimation: 900,
    });
    await ok('pm', 'POST', '/api/timesheet/entries', {
      date: addDays(today, -7),
      taskId: task.id,
      minutes: 180,
    });
    const update = async (body: Record<string, unknown>) => {
      const current = await ok<Versioned>('admin', 'GET', `/api/projects/${project.id}`);
      project = await ok<Versioned>('admin', 'PUT', `/api/projects/${project.id}`, {
        ...body,
        version: current.version,
      });
    };
    await write('project: edit dates and budget', () =>
      update({
        startDate: addDays(today, -60),
        endDate: addDays(today, 10),
        budgetAmount: 900_000,
      }),
    );
    await write('project: status completed', () => update({ status: 'completed' }));
    await write('project: status active again', () => update({ status: 'active' }));
    await write('project: archive', () => update({ archived: true }));
    await write('project: unarchive', () => update({ archived: false }));
    await write('project: currency', () => update({ currency: 'USD' }));

    const revision1: RevisionSpec = {
      lines: [
        {
          key: 'build',
          section: 'Build',
          description: 'Build it',
          role: 'Developer',
          minutes: 1_200,
          rate: 10_000,
        },
      ],
      markups: [],
    };
    const revision2: RevisionSpec = {
      lines: [
        { ...revision1.lines[0]!, minutes: 1_800, rate: 11_000 },
        {
          key: 'launch',
          section: 'Launch',
          description: 'Go live',
          role: 'Developer',
          minutes: 120,
          rate: 11_000,
        },
      ],
      markups: [],
    };
    const quoteId = await insertQuoteWithRevisions(
      server.knex,
      {
        number: 'Q-WRITERS-0001',
        name: 'Writers quote',
        client: 'Harbour Bank',
        ownerId: ids.pm,
        status: 'accepted',
        revisions: [revision1],
        accepted: 1,
      },
      server.clock.now,
    );
    let fromQuote = 0;
    await write('project: create from a quote', async () => {
      const created = await ok<CreateFromQuoteResult>(
        'pm',
        'POST',
        `/api/projects/create-from-quote/${quoteId}`,
        {
          billingType: 'timeAndMaterial',
          startDate: addDays(today, -5),
          resources: [{ role: 'Developer', userId: ids.pm }],
        },
      );
      fromQuote = created.project.id;
    });
    await allowProjectTime(fromQuote);
    await ok('pm', 'POST', '/api/timesheet/entries', {
      date: addDays(today, -1),
      projectId: fromQuote,
      minutes: 150,
      billable: true,
    });
    await addRevision(server.knex, quoteId, revision2, true, server.clock.now);
    await write('project: update from a newer quote revision', async () => {
      const options = await ok<UpdateFromQuoteOptions>(
        'pm',
        'GET',
        `/api/projects/update-from-quote/${quoteId}/options`,
      );
      await ok('pm', 'POST', `/api/projects/update-from-quote/${quoteId}`, {
        version: options.project.version,
        budget: true,
        milestones: options.milestones.map((d) => d.key),
        tasks: options.tasks.map((d) => d.key),
        rates: options.rates.map((d) => d.key),
      });
    });
    await write('project: delete', async () => {
      const current = await ok<Versioned>('admin', 'GET', `/api/projects/${project.id}`);
      await ok('admin', 'DELETE', `/api/projects/${project.id}?version=${current.version}`);
    });
  }, 180_000);

  it('salaries: group rates and employee records, through the queue', async () => {
    // The people whose cost changes have time and assigned work on the test's projects.
    await ok('pm', 'POST', '/api/timesheet/entries', {
      date: addDays(today, -12),
      projectId: projects.a,
      minutes: 200,
      billable: true,
    });
    const employeeId = await server.idOf('employees', { user_id: ids.pm });
    let employee = await ok<Employee>('admin', 'GET', `/api/employees/${employeeId}`);
    const originalGroup = employee.salaryGroup?.id ?? null;
    const employeeBody = (e: Employee, changes: Record<string, unknown> = {}) => ({
      salaryGroupId: e.salaryGroup?.id ?? null,
      standardMinutesPerDay: e.standardMinutesPerDay,
      workingDays: e.workingDays,
      employmentStart: e.employmentStart,
      employmentEnd: e.employmentEnd,
      overrides: e.overrides,
      ...changes,
    });

    let group = {} as Versioned & { rates: unknown[] };
    await write(
      'salary group: create',
      async () => {
        group = await ok('admin', 'POST', '/api/salary-groups', {
          name: 'Writers group',
          rates: [
            { effectiveFrom: addDays(today, -90), hourlyRate: { amount: 7_000, currency: 'EUR' } },
          ],
        });
      },
      true,
    );
    await write(
      'employee: edit (salary group)',
      async () => {
        employee = await ok<Employee>('admin', 'PUT', `/api/employees/${employeeId}`, {
          ...employeeBody(employee, { salaryGroupId: group.id }),
          version: employee.version,
        });
      },
      true,
    );
    await write(
      'salary group: rates change',
      async () => {
        group = await ok('admin', 'PUT', `/api/salary-groups/${group.id}`, {
          name: 'Writers group',
          rates: [
            ...group.rates,
            { effectiveFrom: addDays(today, -8), hourlyRate: { amount: 9_500, currency: 'EUR' } },
          ],
          version: group.version,
        });
      },
      true,
    );
    await write(
      'employee: edit (personal overrides)',
      async () => {
        employee = await ok<Employee>('admin', 'PUT', `/api/employees/${employeeId}`, {
          ...employeeBody(employee, {
            overrides: [
              {
                effectiveFrom: addDays(today, -15),
                hourlyRate: { amount: 11_000, currency: 'EUR' },
              },
            ],
          }),
          version: employee.version,
        });
      },
      true,
    );
    await write(
      'employee: edit (employment ends)',
      async () => {
        employee = await ok<Employee>('admin', 'PUT', `/api/employees/${employeeId}`, {
          ...employeeBody(employee, { employmentEnd: addDays(today, -10) }),
          version: employee.version,
        });
      },
      true,
    );
    await write(
      'employee: edit (back to the first group, employed again)',
      async () => {
        employee = await ok<Employee>('admin', 'PUT', `/api/employees/${employeeId}`, {
          ...employeeBody(employee, { salaryGroupId: originalGroup, employmentEnd: null }),
          version: employee.version,
        });
      },
      true,
    );
    await write(
      'salary group: delete',
      async () => {
        await ok('admin', 'DELETE', `/api/salary-groups/${group.id}?version=${group.version}`);
      },
      true,
    );
    let recreated = employee;
    await write(
      'employee: delete',
      async () => {
        await ok('admin', 'DELETE', `/api/employees/${employeeId}?version=${employee.version}`);
      },
      true,
    );
    await write(
      'employee: create',
      async () => {
        recreated = await ok<Employee>('admin', 'POST', '/api/employees', {
          userId: ids.pm,
          ...employeeBody(employee),
        });
      },
      true,
    );
    expect(recreated.user.id).toBe(ids.pm);
  }, 180_000);

  it('reports the writers covered', () => {
    expect(differing).toBe(0);
    reportBatteryFigure(
      'finance writers',
      `${covered.size} writers, ${writes} writes, ${differing} figures differing from a rebuild`,
    );
  });
});
