import type { ErrorBody, Invoice, Milestone, Task, TimeEntry } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../test/server-for-file';
import type { TestServer } from '../test/test-server';
import {
  addProjectMember,
  createProject,
  postCreated,
} from '../modules/projects/projects.test-fixtures';
import { BILLED_CLIENT, completeBillingSettings } from '../modules/invoices/invoices.test-fixtures';
import { reportBatteryFigure } from './battery-figures';

/**
 * Issue 32, item 2: invoiced is final, by every write path. The sibling of
 * `locked-time.api.test.ts`: the member's time on a task and on a subtask
 * and a financial milestone are put on issued invoices; then the week is
 * reopened, so only the invoices protect them. Every way of changing,
 * moving or removing them (an entry's edit, move to another day, task,
 * project or timesheet task, its delete by its owner or an administrator,
 * a task's delete with or without subtasks, a milestone's change or delete,
 * the invoice's own edit or delete, a second draft of the same time or
 * milestone) answers 409 naming the invoice number, and each row is exactly
 * as it was, version included. What does not touch them keeps them (a
 * milestone of their task deleted, a timer stopped on their task, a project
 * deleted: soft), and the database refuses a raw delete of their task,
 * project or user. Once the invoice is voided, the same edit succeeds: the
 * invoice was the only guard.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';

const WEEK = '2025-06-02';
const TASK_DAY = '2025-06-03';
const SUBTASK_DAY = '2025-06-04';
const MILESTONE_AMOUNT = 150_000;

let server: TestServer;
let memberId: number;
let projectId: number;
let otherProjectId: number;
let contractId: number;
let clientId: number;
let task: Task;
let parent: Task;
let subtask: Task;
let sideTask: Task;
let otherProjectTask: Task;
let timesheetTaskId: number;
let entry: TimeEntry;
let subtaskEntry: TimeEntry;
let milestone: Milestone;
let timeInvoice: Invoice;
let milestoneInvoice: Invoice;

const figures = { paths: new Set<string>(), refused: 0, keptByDesign: 0, databaseRefused: 0 };

serverForFile(async (started) => {
  server = started;
});
afterAll(() => {
  reportBatteryFigure(
    'invoiced time',
    `write paths tried: ${figures.paths.size}, ${figures.refused} refused with 409 naming the invoice, ` +
      `${figures.keptByDesign} kept the time, ${figures.databaseRefused} raw deletes refused by the database`,
  );
});

/** Every column of the protected rows, as stored. */
async function snapshot() {
  const entries = await server
    .knex('time_entries')
    .whereIn('id', [entry.id, subtaskEntry.id])
    .orderBy('id')
    .select();
  const milestones = await server.knex('milestones').where({ id: milestone.id }).select();
  return { entries, milestones };
}

let before: Awaited<ReturnType<typeof snapshot>>;

async function expectUnchanged(): Promise<void> {
  expect(await snapshot()).toEqual(before);
}

/** A refusal: 409 naming `number` in the message; nothing changed. */
async function expectRefused(
  path: string,
  response: { status: number; text: string; body: ErrorBody },
  number: string,
): Promise<void> {
  figures.paths.add(path);
  expect(response.status, `${path}: ${response.text}`).toBe(409);
  expect(response.body.message, path).toContain(number);
  figures.refused += 1;
  await expectUnchanged();
}

const version = async (table: string, id: number) =>
  Number((await server.knex(table).where({ id }).first('version'))?.version);

/** The entry as `PUT /api/timesheet/entries/{id}` takes it, with `change` applied. */
async function entryBody(e: TimeEntry, change: Record<string, unknown>) {
  return {
    taskId: e.task?.id ?? null,
    projectId: null,
    timesheetTaskId: null,
    date: e.date,
    minutes: e.minutes,
    note: e.note,
    billable: e.billable,
    version: await version('time_entries', e.id),
    ...change,
  };
}

async function newTask(pid: number, name: string, parentId: number | null = null) {
  return postCreated<Task>(server, 'pm', '/api/tasks', {
    projectId: pid,
    name,
    parentId,
    assigneeId: memberId,
  });
}

beforeAll(async () => {
  memberId = await server.idOf('users', { email: 'member@example.com' });
  projectId = (await createProject(server, { name: 'Invoiced time', currency: 'EUR' })).id;
  otherProjectId = (await createProject(server, { name: 'Invoiced time: other', currency: 'EUR' }))
    .id;
  for (const pid of [projectId, otherProjectId])
    await addProjectMember(server, pid, memberId, 'member');
  task = await newTask(projectId, 'Invoiced task');
  parent = await newTask(projectId, 'Invoiced parent');
  subtask = await newTask(projectId, 'Invoiced subtask', parent.id);
  sideTask = await newTask(projectId, 'Not invoiced');
  otherProjectTask = await newTask(otherProjectId, 'Elsewhere');
  timesheetTaskId = (
    await postCreated<{ id: number }>(server, 'admin', '/api/timesheet/tasks', {
      name: 'Invoiced time training',
      kind: 'training',
    })
  ).id;
  contractId = (
    await postCreated<{ id: number }>(server, 'pm', `/api/projects/${projectId}/time-material`, {
      name: 'Support',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      currency: 'EUR',
    })
  ).id;
  await postCreated(
    server,
    'pm',
    `/api/projects/${projectId}/time-material/${contractId}/resources`,
    {
      userId: memberId,
      hourlyRate: 10_000,
    },
  );
  // Issuing needs the details an EN 16931 invoice carries: the firm's and the client's.
  await completeBillingSettings(server);
  clientId = (
    await postCreated<{ id: number }>(server, 'admin', '/api/contacts', {
      ...BILLED_CLIENT,
      name: 'Ines Invoice',
      company: 'Billed GmbH',
    })
  ).id;
  const log = (taskId: number, date: string, minutes: number) =>
    postCreated<TimeEntry>(server, 'member', '/api/timesheet/entries', {
      taskId,
      date,
      minutes,
      billable: true,
      note: 'billed',
    });
  entry = await log(task.id, TASK_DAY, 90);
  subtaskEntry = await log(subtask.id, SUBTASK_DAY, 30);
  milestone = await postCreated<Milestone>(server, 'pm', `/api/projects/${projectId}/milestones`, {
    name: 'Design approved',
    dueDate: '2025-06-30',
    financial: true,
    amount: MILESTONE_AMOUNT,
  });

  const submitted = await server.call(
    'member',
    'POST',
    `/api/timesheet/weeks/${memberId}/${WEEK}/submit`,
    {
      version: null,
    },
  );
  expect(submitted.status, submitted.text).toBe(200);
  const approved = await server.call(
    'admin',
    'POST',
    `/api/timesheet/weeks/${memberId}/${WEEK}/approve`,
    {
      version: 1,
      comment: '',
    },
  );
  expect(approved.status, approved.text).toBe(200);

  const issue = async (draft: Invoice) => {
    const issued = await server.call<Invoice>(
      'finance',
      'POST',
      `/api/invoices/${draft.id}/issue`,
      {
        version: draft.version,
      },
    );
    expect(issued.status, issued.text).toBe(200);
    return issued.body;
  };
  timeInvoice = await issue(
    await postCreated<Invoice>(server, 'finance', '/api/invoices/from-time', {
      contractId,
      from: WEEK,
      to: '2025-06-08',
      clientContactId: clientId,
    }),
  );
  expect(timeInvoice.lines.map((l) => l.timeEntryCount)).toEqual([2]);
  milestoneInvoice = await issue(
    await postCreated<Invoice>(server, 'finance', '/api/invoices/from-milestones', {
      milestoneIds: [milestone.id],
      clientContactId: clientId,
    }),
  );

  // Reopened: from here only the invoices protect the week's time.
  const reopened = await server.call(
    'admin',
    'POST',
    `/api/timesheet/weeks/${memberId}/${WEEK}/reopen`,
    {
      version: 2,
      comment: '',
    },
  );
  expect(reopened.status, reopened.text).toBe(200);
  before = await snapshot();
  expect(before.entries.map((row) => Number(row.invoice_id))).toEqual([
    timeInvoice.id,
    timeInvoice.id,
  ]);
});

describe(`invoiced time and milestones are final by every write path (${DB})`, () => {
  it('refuses every edit and move of an invoiced entry, by its owner or an administrator', async () => {
    const number = timeInvoice.number as string;
    const edits: Array<[string, 'member' | 'admin', Record<string, unknown>]> = [
      ['PUT entry (minutes)', 'member', { minutes: 60 }],
      ['PUT entry (note)', 'member', { note: 'rewritten' }],
      ['PUT entry (not billable)', 'admin', { billable: false }],
      ['PUT entry (to another day)', 'member', { date: '2025-06-20' }],
      ['PUT entry (to another task)', 'member', { taskId: sideTask.id }],
      ['PUT entry (to another project)', 'admin', { taskId: otherProjectTask.id }],
      ['PUT entry (to a timesheet task)', 'member', { taskId: null, timesheetTaskId }],
    ];
    for (const [path, who, change] of edits)
      for (const target of [entry, subtaskEntry])
        await expectRefused(
          path,
          await server.call<ErrorBody>(
            who,
            'PUT',
            `/api/timesheet/entries/${target.id}`,
            await entryBody(target, change),
          ),
          number,
        );
  });

  it('refuses the delete of an invoiced entry, by its owner or an administrator', async () => {
    for (const who of ['member', 'admin'] as const)
      for (const target of [entry, subtaskEntry]) {
        const refused = await server.call<ErrorBody>(
          who,
          'DELETE',
          `/api/timesheet/entries/${target.id}?version=${await version('time_entries', target.id)}`,
        );
        await expectRefused(`DELETE entry (${who})`, refused, timeInvoice.number as string);
        expect(refused.body.errors?.invoice).toEqual([timeInvoice.number]);
      }
  });

  it('refuses to delete the task, the parent of the invoiced subtask and the subtask, naming the invoice and the dates', async () => {
    const cases: Array<[string, Task, string]> = [
      ['DELETE task', task, TASK_DAY],
      ['DELETE task with subtasks', parent, SUBTASK_DAY],
      ['DELETE subtask', subtask, SUBTASK_DAY],
    ];
    for (const [path, target, day] of cases) {
      const refused = await server.call<ErrorBody>(
        'pm',
        'DELETE',
        `/api/tasks/${target.id}?version=${await version('tasks', target.id)}`,
      );
      await expectRefused(path, refused, timeInvoice.number as string);
      expect(refused.body.errors?.dates).toEqual([
        `${day}: billed by invoice ${timeInvoice.number}`,
      ]);
      expect((await server.call('pm', 'GET', `/api/tasks/${target.id}`)).status).toBe(200);
    }
  });

  it('refuses to change or delete the invoiced milestone', async () => {
    const number = milestoneInvoice.number as string;
    const changes: Array<[string, Record<string, unknown>]> = [
      ['PUT milestone (amount)', { amount: 99_000 }],
      ['PUT milestone (name)', { name: 'Renamed' }],
      ['PUT milestone (due date)', { dueDate: '2025-09-30' }],
      ['PUT milestone (not financial)', { financial: false, amount: null }],
      [
        'PUT milestone (reached, invoiced and paid dates)',
        { status: 'reached', invoicedDate: '2025-06-10', paidDate: '2025-06-20' },
      ],
    ];
    for (const [path, change] of changes) {
      const refused = await server.call<ErrorBody>(
        'pm',
        'PUT',
        `/api/projects/${projectId}/milestones/${milestone.id}`,
        {
          name: milestone.name,
          dueDate: milestone.dueDate,
          financial: true,
          amount: MILESTONE_AMOUNT,
          version: await version('milestones', milestone.id),
          ...change,
        },
      );
      await expectRefused(path, refused, number);
      expect(refused.body.errors?.invoice).toEqual([number]);
    }
    await expectRefused(
      'DELETE milestone',
      await server.call<ErrorBody>(
        'admin',
        'DELETE',
        `/api/projects/${projectId}/milestones/${milestone.id}?version=${await version('milestones', milestone.id)}`,
      ),
      number,
    );
  });

  it('refuses to edit or delete the issued invoices, and never drafts their time or milestone again', async () => {
    for (const invoice of [timeInvoice, milestoneInvoice]) {
      const number = invoice.number as string;
      await expectRefused(
        'PUT invoice (issued)',
        await server.call<ErrorBody>('finance', 'PUT', `/api/invoices/${invoice.id}`, {
          clientContactId: clientId,
          paymentTermsDays: 30,
          notes: '',
          lines: [],
          version: invoice.version,
        }),
        number,
      );
      await expectRefused(
        'DELETE invoice (issued)',
        await server.call<ErrorBody>(
          'finance',
          'DELETE',
          `/api/invoices/${invoice.id}?version=${invoice.version}`,
        ),
        number,
      );
    }
    figures.paths.add('POST from-time (same range)');
    const again = await server.call<ErrorBody>('finance', 'POST', '/api/invoices/from-time', {
      projectId,
      from: WEEK,
      to: '2025-06-08',
    });
    expect(again.status, again.text).toBe(409);
    expect(again.body.errors).toHaveProperty('from');
    figures.paths.add('POST from-milestones (same milestone)');
    const twice = await server.call<ErrorBody>('finance', 'POST', '/api/invoices/from-milestones', {
      milestoneIds: [milestone.id],
    });
    expect(twice.status, twice.text).toBe(409);
    expect(twice.body.errors).toHaveProperty('milestoneIds');
    await expectUnchanged();
  });

  it('keeps the invoiced time when a milestone its task is linked to is deleted (the task is unlinked)', async () => {
    figures.paths.add('DELETE milestone of the invoiced task');
    const plain = await postCreated<Milestone>(
      server,
      'pm',
      `/api/projects/${projectId}/milestones`,
      {
        name: 'Plain milestone',
        dueDate: '2025-07-31',
      },
    );
    const linked = await server.call('pm', 'PUT', `/api/tasks/${task.id}/milestone`, {
      milestoneId: plain.id,
      version: await version('tasks', task.id),
    });
    expect(linked.status, linked.text).toBe(200);
    const deleted = await server.call(
      'pm',
      'DELETE',
      `/api/projects/${projectId}/milestones/${plain.id}?version=${plain.version}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    figures.keptByDesign += 1;
    await expectUnchanged();
  });

  it('keeps the invoiced time when a timer runs and stops on its task: the stop writes a new entry', async () => {
    figures.paths.add('POST timer stop (on the invoiced task)');
    const started = await server.call<{ timer: { version: number } }>(
      'member',
      'POST',
      '/api/timesheet/timer/start',
      { taskId: task.id },
    );
    expect(started.status, started.text).toBe(201);
    server.clock.now += 20 * 60_000;
    const stopped = await server.call<{ entries: TimeEntry[] }>(
      'member',
      'POST',
      '/api/timesheet/timer/stop',
      { version: started.body.timer.version },
    );
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.body.entries.map((e) => e.id)).not.toContain(entry.id);
    figures.keptByDesign += 1;
    await expectUnchanged();
  });

  it('the database refuses a raw delete of the invoiced time’s task, project or user', async () => {
    const attempts: Array<[string, number]> = [
      ['tasks', task.id],
      ['tasks', subtask.id],
      ['projects', projectId],
      ['users', memberId],
    ];
    for (const [table, id] of attempts) {
      figures.paths.add(`raw DELETE FROM ${table}`);
      await expect(server.knex(table).where({ id }).delete(), `${table} ${id}`).rejects.toThrow(
        /foreign key/i,
      );
      figures.databaseRefused += 1;
    }
    await expectUnchanged();
  });

  it('lets the same edit through once the invoice is voided: the invoice was the only guard', async () => {
    const voided = await server.call<Invoice>(
      'finance',
      'POST',
      `/api/invoices/${timeInvoice.id}/void`,
      {
        version: timeInvoice.version,
        reason: 'Battery',
      },
    );
    expect(voided.status, voided.text).toBe(200);
    const edited = await server.call<TimeEntry>(
      'member',
      'PUT',
      `/api/timesheet/entries/${entry.id}`,
      await entryBody(entry, { minutes: 60 }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.minutes).toBe(60);
    // The milestone's invoice still stands: its milestone is still refused.
    const refused = await server.call<ErrorBody>(
      'pm',
      'DELETE',
      `/api/projects/${projectId}/milestones/${milestone.id}?version=${await version('milestones', milestone.id)}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(milestoneInvoice.number);
  });

  it('keeps the invoiced milestone and the invoice when the project is deleted (a soft delete)', async () => {
    figures.paths.add('DELETE project');
    const milestoneBefore = await server.knex('milestones').where({ id: milestone.id }).first();
    const deleted = await server.call(
      'admin',
      'DELETE',
      `/api/projects/${projectId}?version=${await version('projects', projectId)}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    figures.keptByDesign += 1;
    expect(await server.knex('milestones').where({ id: milestone.id }).first()).toEqual(
      milestoneBefore,
    );
    const invoice = await server.call<Invoice>(
      'finance',
      'GET',
      `/api/invoices/${milestoneInvoice.id}`,
    );
    expect(invoice.status, invoice.text).toBe(200);
    expect(invoice.body).toMatchObject({ number: milestoneInvoice.number, status: 'issued' });
  });
});
