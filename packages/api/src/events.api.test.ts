import { addDays, EVENT_TYPES, type EventData, type EventType } from '@keel/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscribeToEvery } from './lib/changes';
import { utcDate } from './lib/dates';
import { addRevision, insertQuoteWithRevisions } from './demo/quote-revisions';
import type { DemoAccountKey } from './demo/demo-workspace';
import { apiTestCalls } from './test/api-calls';
import { serverForFile } from './test/server-for-file';
import type { TestServer } from './test/test-server';
import { BILLED_CLIENT, completeBillingSettings } from './modules/invoices/invoices.test-fixtures';
import { addProjectMember } from './modules/projects/projects.test-fixtures';

/**
 * The `record.written` events (issue 33's webhooks, later the live updates):
 * every write of a record the outside world follows, driven through the API,
 * records its event in its transaction — its type, who did it, its project
 * and the public fields of `data` — and a refused write (a stale version, a
 * 403) records none. No event's data carries a cost, salary, rate, margin or
 * internal note (the stakeholder's words of the field deny-list).
 */

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let today: string;
let projectId: number;

interface Recorded {
  type: EventType;
  actorId: number | null;
  projectId: number | null;
  data: EventData;
}
/** Every event recorded in this file (the deny-list check reads them all). */
const all: Recorded[] = [];
let since = 0;

const { ok, allowProjectTime } = apiTestCalls(() => server);

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  today = utcDate(server.clock.now);
});

beforeAll(() => {
  // Harmless: it only keeps what it is given, in this test process.
  subscribeToEvery(async (_trx, change) => {
    if (change.kind === 'record.written')
      all.push({
        type: change.type,
        actorId: change.actorId,
        projectId: change.projectId,
        data: change.data,
      });
  });
});

/** The events recorded by `write` (and only those). */
async function recorded(write: () => Promise<unknown>): Promise<Recorded[]> {
  since = all.length;
  await write();
  return all.slice(since);
}

interface Versioned {
  id: number;
  version: number;
}

/** A call that must be refused with `status`; nothing is recorded. */
async function refused(
  status: number,
  who: DemoAccountKey,
  method: string,
  path: string,
  body?: unknown,
) {
  const events = await recorded(async () => {
    const response = await server.call(who, method, path, body);
    expect(response.status, response.text).toBe(status);
  });
  expect(events, `${method} ${path}`).toEqual([]);
}

describe('projects', () => {
  it('created, updated (head, RAG, a decided change request, timesheet settings), deleted', async () => {
    let project = {} as Versioned & { code: string };
    let events = await recorded(async () => {
      project = await ok('pm', 'POST', '/api/projects', {
        name: 'Events project',
        currency: 'EUR',
      });
    });
    expect(events).toEqual([
      {
        type: 'project.created',
        actorId: ids.pm,
        projectId: project.id,
        data: {
          id: project.id,
          projectId: project.id,
          version: 1,
          code: project.code,
          name: 'Events project',
          status: expect.any(String),
        },
      },
    ]);
    projectId = project.id;
    events = await recorded(async () => {
      project = await ok('pm', 'PUT', `/api/projects/${projectId}`, {
        name: 'Events project (renamed)',
        version: project.version,
      });
    });
    expect(events).toMatchObject([
      {
        type: 'project.updated',
        actorId: ids.pm,
        projectId,
        data: { id: projectId, version: project.version, name: 'Events project (renamed)' },
      },
    ]);
    await refused(409, 'pm', 'PUT', `/api/projects/${projectId}`, { name: 'x', version: 1 });
    await refused(403, 'stakeholder', 'PUT', `/api/projects/${projectId}`, {
      name: 'x',
      version: project.version,
    });
    events = await recorded(async () => {
      project = await ok('pm', 'PUT', `/api/projects/${projectId}/rag`, {
        ...Object.fromEntries(
          ['overall', 'schedule', 'budget', 'scope'].map((k) => [
            k,
            { status: 'green', comment: '' },
          ]),
        ),
        version: project.version,
      });
    });
    expect(events).toEqual([
      {
        type: 'project.updated',
        actorId: ids.pm,
        projectId,
        data: { id: projectId, projectId, version: project.version },
      },
    ]);
    // A decided change request moves the project's budget: the project changed.
    const change = await ok<Versioned>('pm', 'POST', `/api/projects/${projectId}/scopes`, {
      title: 'More screens',
      type: 'change',
      effortMinutes: 600,
      priceAmount: 10_000,
    });
    events = await recorded(() =>
      ok('pm', 'POST', `/api/projects/${projectId}/scopes/${change.id}/decision`, {
        decision: 'approved',
        version: change.version,
      }),
    );
    expect(events).toEqual([
      {
        type: 'project.updated',
        actorId: ids.pm,
        projectId,
        data: { id: projectId, projectId },
      },
    ]);
    events = await recorded(() => allowProjectTime(projectId));
    expect(events).toMatchObject([
      { type: 'project.updated', actorId: ids.admin, data: { id: projectId } },
    ]);
    for (const [email, role] of [
      ['member@example.com', 'member'],
      ['stakeholder@example.com', 'stakeholder'],
    ] as const)
      await addProjectMember(server, projectId, await server.idOf('users', { email }), role);

    const doomed = await ok<Versioned>('pm', 'POST', '/api/projects', {
      name: 'Doomed',
      currency: 'EUR',
    });
    events = await recorded(() =>
      ok('pm', 'DELETE', `/api/projects/${doomed.id}?version=${doomed.version}`),
    );
    expect(events).toEqual([
      {
        type: 'project.deleted',
        actorId: ids.pm,
        projectId: doomed.id,
        data: { id: doomed.id, projectId: doomed.id },
      },
    ]);
  });
});

describe('tasks and their comments', () => {
  it('created, every field edit, board moves, schedule with shifted successors, deleted with subtasks', async () => {
    let task = {} as Versioned;
    let events = await recorded(async () => {
      task = await ok('pm', 'POST', '/api/tasks', {
        projectId,
        name: 'Event task',
        assigneeId: ids.member,
        startDate: today,
        dueDate: addDays(today, 4),
      });
    });
    expect(events).toEqual([
      {
        type: 'task.created',
        actorId: ids.pm,
        projectId,
        data: {
          id: task.id,
          projectId,
          version: 1,
          name: 'Event task',
          status: 'todo',
          assigneeId: ids.member,
          startDate: today,
          dueDate: addDays(today, 4),
          milestoneId: null,
          parentId: null,
        },
      },
    ]);
    // A field no figure reads (the name) is an event too.
    events = await recorded(async () => {
      task = await ok('pm', 'PUT', `/api/tasks/${task.id}/name`, {
        name: 'Event task renamed',
        version: task.version,
      });
    });
    expect(events).toEqual([
      {
        type: 'task.updated',
        actorId: ids.pm,
        projectId,
        data: {
          id: task.id,
          projectId,
          version: task.version,
          name: 'Event task renamed',
          status: 'todo',
          assigneeId: ids.member,
          startDate: today,
          dueDate: addDays(today, 4),
          milestoneId: null,
        },
      },
    ]);
    await refused(409, 'pm', 'PUT', `/api/tasks/${task.id}/name`, { name: 'x', version: 1 });
    await refused(403, 'stakeholder', 'PUT', `/api/tasks/${task.id}/name`, {
      name: 'x',
      version: task.version,
    });
    events = await recorded(async () => {
      task = await ok('member', 'PUT', `/api/tasks/${task.id}/status`, {
        status: 'inProgress',
        version: task.version,
      });
    });
    expect(events).toMatchObject([
      {
        type: 'task.updated',
        actorId: ids.member,
        data: { id: task.id, version: task.version, status: 'inProgress' },
      },
    ]);
    events = await recorded(async () => {
      task = await ok('pm', 'PUT', `/api/tasks/${task.id}/placement`, {
        status: 'done',
        position: 0,
        version: task.version,
      });
    });
    expect(events).toMatchObject([
      { type: 'task.updated', data: { id: task.id, version: task.version, status: 'done' } },
    ]);

    // A successor shifted by the schedule's move is written too: its own event.
    const successor = await ok<Versioned>('pm', 'POST', '/api/tasks', {
      projectId,
      name: 'Event successor',
      startDate: addDays(today, 5),
      dueDate: addDays(today, 6),
    });
    await ok('pm', 'POST', `/api/tasks/${successor.id}/dependencies`, { predecessorId: task.id });
    events = await recorded(async () => {
      task = await ok('pm', 'PUT', `/api/tasks/${task.id}/schedule`, {
        startDate: today,
        dueDate: addDays(today, 10),
        version: task.version,
      });
    });
    expect(events.map((e) => [e.type, e.data.id])).toEqual([
      ['task.updated', task.id],
      ['task.updated', successor.id],
    ]);
    expect(events[0]?.data).toMatchObject({ version: task.version, dueDate: addDays(today, 10) });
    expect(events[1]?.data).toMatchObject({
      version: successor.version + 1,
      name: 'Event successor',
    });

    const subtask = await ok<Versioned>('pm', 'POST', '/api/tasks', {
      projectId,
      name: 'Event subtask',
      parentId: successor.id,
    });
    const current = await ok<Versioned>('pm', 'GET', `/api/tasks/${successor.id}`);
    events = await recorded(() =>
      ok('pm', 'DELETE', `/api/tasks/${successor.id}?version=${current.version}`),
    );
    expect(events).toEqual([
      {
        type: 'task.deleted',
        actorId: ids.pm,
        projectId,
        data: { id: successor.id, projectId, name: 'Event successor' },
      },
      {
        type: 'task.deleted',
        actorId: ids.pm,
        projectId,
        data: { id: subtask.id, projectId, parentId: successor.id },
      },
    ]);
  });

  it('comments on a task: created, edited, deleted, never with their text', async () => {
    const task = await ok<Versioned>('pm', 'POST', '/api/tasks', {
      projectId,
      name: 'Commented',
      assigneeId: ids.member,
    });
    const path = `/api/tasks/${task.id}/comments`;
    let comment = {} as Versioned;
    const created = await recorded(async () => {
      comment = await ok('member', 'POST', path, { body: 'Looks good', mentionedUserIds: [] });
    });
    const where = { projectId, taskId: task.id, authorId: ids.member };
    expect(created).toEqual([
      {
        type: 'comment.created',
        actorId: ids.member,
        projectId,
        data: { id: comment.id, version: 1, ...where },
      },
    ]);
    const edited = await recorded(async () => {
      comment = await ok('member', 'PUT', `${path}/${comment.id}`, {
        body: 'Looks fine',
        mentionedUserIds: [],
        version: comment.version,
      });
    });
    expect(edited).toMatchObject([
      { type: 'comment.updated', data: { id: comment.id, version: comment.version, ...where } },
    ]);
    await refused(403, 'pm', 'PUT', `${path}/${comment.id}`, {
      body: 'x',
      mentionedUserIds: [],
      version: comment.version,
    });
    const deleted = await recorded(() =>
      ok('member', 'DELETE', `${path}/${comment.id}?version=${comment.version}`),
    );
    expect(deleted).toEqual([
      {
        type: 'comment.deleted',
        actorId: ids.member,
        projectId,
        data: { id: comment.id, ...where },
      },
    ]);
  });
});

describe('milestones and the discussion', () => {
  it('milestones: created, updated, deleted (its tasks unlinked, each an event)', async () => {
    const path = `/api/projects/${projectId}/milestones`;
    let milestone = {} as Versioned;
    let events = await recorded(async () => {
      milestone = await ok('pm', 'POST', path, { name: 'Beta', dueDate: addDays(today, 30) });
    });
    expect(events).toEqual([
      {
        type: 'milestone.created',
        actorId: ids.pm,
        projectId,
        data: {
          id: milestone.id,
          projectId,
          version: 1,
          name: 'Beta',
          dueDate: addDays(today, 30),
          status: 'planned',
        },
      },
    ]);
    events = await recorded(async () => {
      milestone = await ok('pm', 'PUT', `${path}/${milestone.id}`, {
        name: 'Beta 2',
        dueDate: addDays(today, 31),
        version: milestone.version,
      });
    });
    expect(events).toMatchObject([
      { type: 'milestone.updated', data: { id: milestone.id, version: 2, name: 'Beta 2' } },
    ]);
    await refused(409, 'pm', 'DELETE', `${path}/${milestone.id}?version=1`);
    const task = await ok<Versioned>('pm', 'POST', '/api/tasks', {
      projectId,
      name: 'On the milestone',
      milestoneId: milestone.id,
    });
    events = await recorded(() =>
      ok('pm', 'DELETE', `${path}/${milestone.id}?version=${milestone.version}`),
    );
    expect(events).toEqual([
      {
        type: 'milestone.deleted',
        actorId: ids.pm,
        projectId,
        data: { id: milestone.id, projectId, name: 'Beta 2' },
      },
      {
        type: 'task.updated',
        actorId: ids.pm,
        projectId,
        data: { id: task.id, projectId, version: task.version + 1, milestoneId: null },
      },
    ]);
  });

  it('discussion posts: a thread and its replies, created, edited, deleted', async () => {
    const base = `/api/projects/${projectId}/discussion/threads`;
    let thread = {} as Versioned;
    let events = await recorded(async () => {
      thread = await ok('pm', 'POST', base, { title: 'Plan', body: 'Hello', mentionedUserIds: [] });
    });
    const opening = { projectId, threadId: thread.id, authorId: ids.pm, opening: true };
    expect(events).toEqual([
      {
        type: 'comment.created',
        actorId: ids.pm,
        projectId,
        data: { id: thread.id, version: 1, ...opening },
      },
    ]);
    let reply = {} as Versioned;
    events = await recorded(async () => {
      reply = await ok('member', 'POST', `${base}/${thread.id}/comments`, {
        body: 'Hi',
        mentionedUserIds: [],
      });
    });
    const replyWhere = { projectId, threadId: thread.id, authorId: ids.member, opening: false };
    expect(events).toMatchObject([
      { type: 'comment.created', actorId: ids.member, data: { id: reply.id, ...replyWhere } },
    ]);
    events = await recorded(async () => {
      reply = await ok('member', 'PUT', `${base}/${thread.id}/comments/${reply.id}`, {
        body: 'Hi all',
        mentionedUserIds: [],
        version: reply.version,
      });
    });
    expect(events).toMatchObject([
      { type: 'comment.updated', data: { id: reply.id, version: reply.version, ...replyWhere } },
    ]);
    events = await recorded(() =>
      ok('pm', 'DELETE', `${base}/${thread.id}/comments/${reply.id}?version=${reply.version}`),
    );
    expect(events).toEqual([
      {
        type: 'comment.deleted',
        actorId: ids.pm,
        projectId,
        data: { id: reply.id, ...replyWhere },
      },
    ]);
    events = await recorded(async () => {
      thread = await ok('pm', 'PUT', `${base}/${thread.id}`, {
        title: 'Plan B',
        body: 'Hello',
        mentionedUserIds: [],
        version: thread.version,
      });
    });
    expect(events).toMatchObject([
      { type: 'comment.updated', data: { id: thread.id, version: thread.version, ...opening } },
    ]);
    await refused(409, 'pm', 'DELETE', `${base}/${thread.id}?version=1`);
    events = await recorded(() =>
      ok('pm', 'DELETE', `${base}/${thread.id}?version=${thread.version}`),
    );
    expect(events).toMatchObject([
      { type: 'comment.deleted', data: { id: thread.id, ...opening } },
    ]);
  });
});

describe('time and weeks', () => {
  const WEEK = '2025-06-02';
  const WEEK_2 = '2025-06-09';

  it('time entries: logged, edited or moved, deleted, and the timer’s entry; never a cost', async () => {
    const path = '/api/timesheet/entries';
    let entry = {} as Versioned;
    let events = await recorded(async () => {
      entry = await ok('member', 'POST', path, {
        date: '2025-06-03',
        projectId,
        minutes: 90,
        billable: true,
      });
    });
    const fields = { userId: ids.member, taskId: null, billable: true };
    expect(events).toEqual([
      {
        type: 'time-entry.created',
        actorId: ids.member,
        projectId,
        data: { id: entry.id, projectId, version: 1, date: '2025-06-03', minutes: 90, ...fields },
      },
    ]);
    events = await recorded(async () => {
      entry = await ok('member', 'PUT', `${path}/${entry.id}`, {
        date: '2025-06-04',
        projectId,
        minutes: 60,
        billable: true,
        version: entry.version,
      });
    });
    expect(events).toEqual([
      {
        type: 'time-entry.updated',
        actorId: ids.member,
        projectId,
        data: { id: entry.id, projectId, version: 2, date: '2025-06-04', minutes: 60, ...fields },
      },
    ]);
    await refused(409, 'member', 'DELETE', `${path}/${entry.id}?version=1`);
    await refused(403, 'stakeholder', 'DELETE', `${path}/${entry.id}?version=${entry.version}`);
    const removable = await ok<Versioned>('member', 'POST', path, {
      date: '2025-06-05',
      projectId,
      minutes: 30,
    });
    events = await recorded(() =>
      ok('member', 'DELETE', `${path}/${removable.id}?version=${removable.version}`),
    );
    expect(events).toMatchObject([
      { type: 'time-entry.deleted', actorId: ids.member, data: { id: removable.id, minutes: 30 } },
    ]);
    expect(events[0]?.data).not.toHaveProperty('version');

    // The timer's 45 minutes inside one day of the workspace's zone (UTC here): a stop past
    // midnight splits the time into an entry a day.
    const intoDay = server.clock.now % 86_400_000;
    if (intoDay > 23 * 3_600_000) server.clock.advance(86_400_000 - intoDay + 3_600_000);
    const timer = await ok<{ timer: Versioned }>('member', 'POST', '/api/timesheet/timer/start', {
      projectId,
    });
    server.clock.advance(45 * 60_000);
    events = await recorded(() =>
      ok('member', 'POST', '/api/timesheet/timer/stop', { version: timer.timer.version }),
    );
    expect(events).toMatchObject([
      {
        type: 'time-entry.created',
        actorId: ids.member,
        projectId,
        data: { minutes: 45, userId: ids.member },
      },
    ]);
  });

  it('weeks: submitted, approved one at a time, rejected many at once', async () => {
    await ok('member', 'POST', '/api/timesheet/entries', {
      date: '2025-06-10',
      projectId,
      minutes: 60,
    });
    const weekPath = (week: string) => `/api/timesheet/weeks/${ids.member}/${week}`;
    const person = { userId: ids.member, projectId: null };
    let events = await recorded(() =>
      ok('member', 'POST', `${weekPath(WEEK)}/submit`, { version: null }),
    );
    expect(events).toEqual([
      {
        type: 'timesheet-week.submitted',
        actorId: ids.member,
        projectId: null,
        data: {
          id: expect.any(Number),
          version: 1,
          weekStart: WEEK,
          status: 'submitted',
          decidedBy: null,
          comment: '',
          ...person,
        },
      },
    ]);
    await refused(409, 'admin', 'POST', `${weekPath(WEEK)}/approve`, { version: 5, comment: '' });
    await refused(403, 'member', 'POST', `${weekPath(WEEK)}/approve`, { version: 1, comment: '' });
    events = await recorded(() =>
      ok('admin', 'POST', `${weekPath(WEEK)}/approve`, { version: 1, comment: 'Thanks' }),
    );
    expect(events).toMatchObject([
      {
        type: 'timesheet-week.approved',
        actorId: ids.admin,
        data: {
          version: 2,
          weekStart: WEEK,
          status: 'approved',
          decidedBy: ids.admin,
          comment: 'Thanks',
          ...person,
        },
      },
    ]);

    await ok('member', 'POST', `${weekPath(WEEK_2)}/submit`, { version: null });
    const second = '2025-06-16';
    await ok('member', 'POST', `${weekPath(second)}/submit`, { version: null });
    events = await recorded(() =>
      ok('admin', 'POST', '/api/timesheet/approvals/decide', {
        decision: 'reject',
        comment: 'Split it',
        weeks: [WEEK_2, second].map((weekStart) => ({ userId: ids.member, weekStart, version: 1 })),
      }),
    );
    expect(events.map((e) => [e.type, e.data.weekStart, e.data.status, e.data.version])).toEqual([
      ['timesheet-week.rejected', WEEK_2, 'rejected', 2],
      ['timesheet-week.rejected', second, 'rejected', 2],
    ]);
  });
});

describe('quotes, reports and invoices', () => {
  it('a quote’s status changes; a project from an accepted quote with its milestones and tasks', async () => {
    const spec = {
      name: 'Events quote',
      client: 'Harbour Bank',
      ownerId: ids.finance,
      revisions: [
        {
          lines: [
            {
              key: 'b',
              section: 'Build',
              description: 'Build',
              role: 'Developer',
              minutes: 600,
              rate: 10_000,
            },
          ],
          markups: [],
        },
      ],
    };
    const quoteId = await insertQuoteWithRevisions(
      server.knex,
      { ...spec, number: 'Q-EVENTS-1', status: 'draft', accepted: null },
      server.clock.now,
    );
    const quote = await ok<Versioned>('finance', 'GET', `/api/quotes/${quoteId}`);
    await refused(409, 'finance', 'PUT', `/api/quotes/${quoteId}/status`, {
      status: 'sent',
      version: 99,
    });
    const events = await recorded(() =>
      ok('finance', 'PUT', `/api/quotes/${quoteId}/status`, {
        status: 'sent',
        version: quote.version,
      }),
    );
    expect(events).toEqual([
      {
        type: 'quote.status-changed',
        actorId: ids.finance,
        projectId: null,
        data: {
          id: quoteId,
          projectId: null,
          version: quote.version + 1,
          number: 'Q-EVENTS-1',
          status: 'sent',
          previousStatus: 'draft',
          acceptedRevision: null,
        },
      },
    ]);

    const accepted = await insertQuoteWithRevisions(
      server.knex,
      { ...spec, number: 'Q-EVENTS-2', status: 'accepted', accepted: 1 },
      server.clock.now,
    );
    const fromQuote = await recorded(() =>
      ok('pm', 'POST', `/api/projects/create-from-quote/${accepted}`, { startDate: today }),
    );
    expect(fromQuote.map((e) => [e.type, e.actorId])).toEqual([
      ['project.created', ids.pm],
      ['milestone.created', ids.pm],
      ['task.created', ids.pm],
    ]);
    expect(fromQuote[1]?.data).toMatchObject({ name: 'Build', status: 'planned', version: 1 });
    expect(fromQuote[2]?.data).toMatchObject({ name: 'Build', milestoneId: fromQuote[1]?.data.id });
    // A newer revision applied: the project, the changed milestone and task, each an event.
    const line = spec.revisions[0]!.lines[0]!;
    const revision = { lines: [{ ...line, minutes: 900, rate: 11_000 }], markups: [] };
    await addRevision(server.knex, accepted, revision, true, server.clock.now);
    const update = `/api/projects/update-from-quote/${accepted}`;
    const options = await ok<{
      project: Versioned;
      milestones: Array<{ key: string }>;
      tasks: Array<{ key: string }>;
    }>('pm', 'GET', `${update}/options`);
    const fromRevision = await recorded(() =>
      ok('pm', 'POST', update, {
        version: options.project.version,
        budget: true,
        milestones: options.milestones.map((d) => d.key),
        tasks: options.tasks.map((d) => d.key),
        rates: [],
      }),
    );
    expect(fromRevision.map((e) => [e.type, e.data.id])).toEqual([
      ['milestone.updated', fromQuote[1]?.data.id],
      ['task.updated', fromQuote[2]?.data.id],
      ['project.updated', options.project.id],
    ]);
    expect(fromRevision[2]?.data).toMatchObject({ version: options.project.version + 1 });
  });

  it('a report published', async () => {
    const draft = await ok<Versioned>('pm', 'POST', `/api/projects/${projectId}/reports`, {});
    const publish = `/api/projects/${projectId}/reports/${draft.id}/publish`;
    await refused(409, 'pm', 'POST', publish, { version: draft.version + 1 });
    const events = await recorded(() => ok('pm', 'POST', publish, { version: draft.version }));
    expect(events).toMatchObject([
      {
        type: 'report.published',
        actorId: ids.pm,
        projectId,
        data: { id: draft.id, projectId, version: draft.version + 1, publishedBy: ids.pm },
      },
    ]);
  });

  it('an invoice issued, paid only by the payment that settles it; a void issues its credit note', async () => {
    await completeBillingSettings(server);
    const client = await ok<{ id: number }>('admin', 'POST', '/api/contacts', BILLED_CLIENT);
    const draft = await ok<Versioned>('finance', 'POST', '/api/invoices', {
      projectId,
      clientContactId: client.id,
      lines: [
        {
          description: 'Workshop',
          unitKind: 'units',
          quantity: 2,
          unitPrice: 50_000,
          taxRate: 1000,
        },
      ],
    });
    await refused(403, 'pm', 'POST', `/api/invoices/${draft.id}/issue`, { version: draft.version });
    let issued = {} as Versioned & { number: string; issueDate: string };
    let events = await recorded(async () => {
      issued = await ok('finance', 'POST', `/api/invoices/${draft.id}/issue`, {
        version: draft.version,
      });
    });
    expect(events).toEqual([
      {
        type: 'invoice.issued',
        actorId: ids.finance,
        projectId,
        data: {
          id: draft.id,
          projectId,
          version: issued.version,
          kind: 'invoice',
          number: issued.number,
          status: 'issued',
          issueDate: issued.issueDate,
          dueDate: expect.any(String),
          currency: 'EUR',
          total: 110_000,
        },
      },
    ]);
    const pay = (amount: number) =>
      ok('finance', 'POST', `/api/invoices/${draft.id}/payments`, {
        paidOn: issued.issueDate,
        amount,
      });
    expect(await recorded(() => pay(60_000))).toEqual([]);
    events = await recorded(() => pay(50_000));
    expect(events).toMatchObject([
      {
        type: 'invoice.paid',
        actorId: ids.finance,
        projectId,
        data: {
          id: draft.id,
          status: 'paid',
          total: 110_000,
          paidAmount: 110_000,
          paidOn: issued.issueDate,
        },
      },
    ]);

    // A void issues its credit note at once: an `invoice.issued` of kind credit_note.
    const second = await ok<Versioned>('finance', 'POST', '/api/invoices', {
      projectId,
      clientContactId: client.id,
      lines: [
        { description: 'Extra', unitKind: 'units', quantity: 1, unitPrice: 10_000, taxRate: 0 },
      ],
    });
    const issuedSecond = await ok<Versioned>(
      'finance',
      'POST',
      `/api/invoices/${second.id}/issue`,
      {
        version: second.version,
      },
    );
    events = await recorded(() =>
      ok('finance', 'POST', `/api/invoices/${second.id}/void`, {
        version: issuedSecond.version,
        reason: 'Wrong client',
      }),
    );
    expect(events).toMatchObject([
      {
        type: 'invoice.issued',
        actorId: ids.finance,
        projectId,
        data: { kind: 'credit_note', status: 'issued', total: -10_000, creditOfId: second.id },
      },
    ]);
  });
});

describe('what events carry', () => {
  /** The external reader's words of the field deny-list (`security/field-deny-list.api.test.ts`). */
  const DENIED = [
    'cost',
    'costs',
    'salary',
    'salaries',
    'hourlyCost',
    'margin',
    'margins',
    'rate',
    'rates',
    'internal',
  ];
  const words = (key: string) =>
    key
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .split(/[\s_-]+/)
      .map((w) => w.toLowerCase());

  it('every type was recorded above, each valid, and no data names a cost, salary, rate, margin or internal note', () => {
    const types = new Set(all.map((e) => e.type));
    // Every type there is: a new one fails here until a write above records it.
    for (const type of EVENT_TYPES) expect(types.has(type), type).toBe(true);
    for (const event of all) {
      expect(event.data.id, event.type).toEqual(expect.any(Number));
      expect(event.data.projectId ?? null, event.type).toBe(event.projectId);
      for (const key of Object.keys(event.data))
        for (const word of words(key))
          expect(
            DENIED.map((w) => w.toLowerCase()),
            `${event.type}: ${key}`,
          ).not.toContain(word);
      expect(JSON.stringify(event.data)).not.toMatch(/Looks (good|fine)|Hi all/);
    }
  });
});
