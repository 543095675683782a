import type { ImportMapping } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { AuthUser } from '../auth';
import { resolveSession } from '../auth/auth.service';
import { createImport } from './index';
import { commit, dryRun, report, rollback } from './imports.test-helpers';

/**
 * `createImport` with several sheets, as the Redmine import calls it, on
 * both databases: projects, their members, tasks with parents, comments and
 * time entries of one origin; a second read of the same origin updates the
 * records instead of adding more; the rollback of both.
 */

let server: TestServer;
let admin: AuthUser;
const ORIGIN = 'https://redmine.example.com';

beforeAll(async () => {
  server = await startTestServer();
  const cookie = await server.cookieOf('admin');
  const token = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='));
  admin = (await resolveSession(server.deps, token))!.user;
});

afterAll(async () => {
  await server.close();
});

function sheets(round: number) {
  return [
    {
      kind: 'projects' as const,
      columns: ['id', 'identifier', 'name', 'status'],
      rows: [['1', 'rm-one', `Redmine one ${round}`, 'active']],
    },
    {
      kind: 'projectMembers' as const,
      columns: ['project', 'user', 'role'],
      rows: round === 1 ? [['rm-one', 'member@example.com', 'member']] : [],
    },
    {
      kind: 'tasks' as const,
      columns: ['id', 'project', 'subject', 'parent', 'status', 'done_ratio', 'estimated_hours'],
      rows: (async function* () {
        yield ['101', 'rm-one', `Issue parent ${round}`, '', 'New', '0', '2.5'];
        yield ['102', 'rm-one', `Issue child ${round}`, '101', 'Closed', '100', ''];
      })(),
    },
    {
      kind: 'taskComments' as const,
      columns: ['id', 'issue', 'author', 'created_on', 'notes'],
      rows: round === 1 ? [['9001', '101', 'pm@example.com', '2025-05-02', 'A journal']] : [],
    },
    {
      kind: 'timeEntries' as const,
      columns: ['id', 'user', 'spent_on', 'hours', 'issue', 'comments'],
      rows: [
        [
          '5001',
          'member@example.com',
          '2025-05-05',
          round === 1 ? '1.5' : '2',
          '102',
          `Worked ${round}`,
        ],
      ],
    },
  ].map((sheet) => ({
    ...sheet,
    mapping: (MAPPINGS as Record<string, ImportMapping>)[sheet.kind],
  }));
}

const MAPPINGS = {
  projects: { externalId: 'id', code: 'identifier', name: 'name', status: 'status' },
  projectMembers: { project: 'project', user: 'user', role: 'role' },
  tasks: {
    externalId: 'id',
    project: 'project',
    name: 'subject',
    parent: 'parent',
    status: 'status',
    progress: 'done_ratio',
    estimate: 'estimated_hours',
  },
  taskComments: {
    externalId: 'id',
    task: 'issue',
    author: 'author',
    createdAt: 'created_on',
    body: 'notes',
  },
  timeEntries: {
    externalId: 'id',
    user: 'user',
    date: 'spent_on',
    duration: 'hours',
    task: 'issue',
    note: 'comments',
  },
};

const read = (round: number) =>
  createImport(server.deps, admin, {
    source: 'redmine',
    fileName: null,
    sourceUrl: ORIGIN,
    origin: ORIGIN,
    locale: 'en',
    sheets: sheets(round),
    valueMaps: { status: { New: 'todo', Closed: 'done' } },
  });

describe('an import of several sheets (the Redmine path)', () => {
  it('writes members, tasks with parents, comments and time; a second read updates them; both roll back', async () => {
    const first = await read(1);
    expect(first.sheets.map((s) => [s.kind, s.rowCount])).toEqual([
      ['projects', 1],
      ['projectMembers', 1],
      ['tasks', 2],
      ['taskComments', 1],
      ['timeEntries', 1],
    ]);
    const checked = await dryRun(server, first.id);
    expect(checked.problems).toEqual([]);
    expect(checked.import.counts).toMatchObject({ rows: 6, valid: 6, created: 6 });
    const done = await commit(server, first.id, checked.import.version);
    expect(done.status, done.text).toBe(200);

    const project = await server
      .knex('projects')
      .where({ code: 'RM-ONE' })
      .first<{ id: number; name: string }>();
    expect(project?.name).toBe('Redmine one 1');
    const memberId = await server.idOf('users', { email: 'member@example.com' });
    expect(
      await server
        .knex('project_members')
        .where({ project_id: project?.id, user_id: memberId })
        .first(),
    ).toMatchObject({ role: 'member' });
    const tasks = (await server
      .knex('tasks')
      .where({ project_id: project?.id })
      .orderBy('id')) as Array<{
      id: number;
      name: string;
      status: string;
      parent_id: number | null;
      work_estimation: number | null;
    }>;
    expect(tasks.map((t) => [t.name, t.status, t.parent_id, t.work_estimation])).toEqual([
      ['Issue parent 1', 'todo', null, 150],
      ['Issue child 1', 'done', tasks[0]?.id, null],
    ]);
    const comment = await server
      .knex('task_comments')
      .where({ task_id: tasks[0]?.id })
      .first<{ body: string }>();
    expect(comment?.body).toBe('(Pat Manager, 2025-05-02)\n\nA journal');
    const entry = await server
      .knex('time_entries')
      .where({ note: 'Worked 1' })
      .first<{ id: number; minutes: number; project_task_id: number }>();
    expect(entry).toMatchObject({ minutes: 90, project_task_id: tasks[1]?.id });

    // The same server read again: the same records, updated.
    const second = await read(2);
    const again = await commit(server, second.id, second.version);
    expect(again.status, again.text).toBe(200);
    expect(again.body.counts).toMatchObject({ created: 0, updated: 4 });
    expect((await server.knex('tasks').where({ project_id: project?.id })).length).toBe(2);
    expect(await server.knex('time_entries').where({ id: entry?.id }).first()).toMatchObject({
      minutes: 120,
      note: 'Worked 2',
    });
    const lines = await report(server, second.id);
    expect(lines.filter((l) => l.includes('updated'))).toHaveLength(4);

    // The second rolled back: the time entry and the tasks are as the first left them.
    expect((await rollback(server, second.id, again.body.version)).status).toBe(200);
    expect(await server.knex('time_entries').where({ id: entry?.id }).first()).toMatchObject({
      minutes: 90,
      note: 'Worked 1',
    });
    expect((await server.knex('tasks').where({ id: tasks[0]?.id }).first())?.name).toBe(
      'Issue parent 1',
    );

    // A dry run or a change of a committed import is refused.
    expect((await server.call('admin', 'POST', `/api/imports/${first.id}/dry-run`)).status).toBe(
      409,
    );
    const current = (
      await server.call<{ version: number }>('admin', 'GET', `/api/imports/${first.id}`)
    ).body;
    expect(
      (
        await server.call('admin', 'PUT', `/api/imports/${first.id}`, {
          version: current.version,
          locale: 'de',
        })
      ).status,
    ).toBe(409);
  });
});
