import type { ErrorBody, Import } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { commit, dryRun, rollback } from '../imports.test-helpers';
import { startRedmineFixtureServer, type FixtureServer } from './redmine-fixture-server';

/**
 * A Redmine server read through the route table's own `POST
 * /api/imports/redmine` into the imports module, on both databases: the
 * people Keel lacks mapped, the dry run clean, the commit writing projects,
 * members, tasks with their parents, comments and time; a second read of
 * the same server updating what the first wrote instead of adding to it;
 * the rollbacks.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
let redmine: FixtureServer;

beforeAll(async () => {
  redmine = await startRedmineFixtureServer({ pageCap: 3 });
  server = await startTestServer({ env: { IMPORT_ALLOW_PRIVATE: '1' } });
});
afterAll(async () => {
  await server.close();
  await redmine.close();
});

/**
 * Reads the server, maps every person it lists to the admin (and the
 * activities in `activities` to timesheet tasks), and answers the import.
 */
async function readServer(activities: Record<string, number> = {}): Promise<Import> {
  const read = await server.call<Import & ErrorBody>('admin', 'POST', '/api/imports/redmine', {
    url: redmine.url,
    apiKey: 'admin-key',
  });
  expect(read.status, read.text).toBe(201);
  const adminId = await server.idOf('users', { email: 'admin@example.com' });
  const people = Object.fromEntries(
    Object.keys(read.body.valueMaps.user ?? {}).map((person) => [person, adminId]),
  );
  const mapped = await server.call<Import & ErrorBody>(
    'admin',
    'PUT',
    `/api/imports/${read.body.id}`,
    {
      version: read.body.version,
      valueMaps: {
        ...read.body.valueMaps,
        user: people,
        timesheetTask: { ...read.body.valueMaps.timesheetTask, ...activities },
      },
    },
  );
  expect(mapped.status, mapped.text).toBe(200);
  return mapped.body;
}

const countOf = async (table: string, where: Record<string, unknown> = {}) =>
  Number(((await server.knex(table).where(where).count({ n: '*' })) as Array<{ n: number }>)[0]?.n);

describe(`a Redmine server imported and committed (${DB})`, () => {
  let first: Import;

  it('writes the projects, members, tasks, comments and time the server holds', async () => {
    // A meeting logged on the project itself, which takes time on its tasks only (a new
    // project's setting): the dry run names it; mapped to a timesheet task, it passes.
    const unmapped = await readServer();
    const refused = await dryRun(server, unmapped.id);
    expect(refused.problems).toEqual([
      {
        kind: 'timeEntries',
        row: 4,
        column: 'Project',
        message: 'This project takes time on its tasks only (timesheet setting logTarget)',
      },
    ]);
    const internal = await server.idOf('timesheet_tasks', { name: 'Internal' });
    const imported = await readServer({ Meeting: internal });
    const checked = await dryRun(server, imported.id);
    expect(checked.problems).toEqual([]);
    const tasksBefore = await countOf('tasks');
    const done = await commit(server, imported.id, checked.import.version);
    expect(done.status, done.text).toBe(200);
    first = done.body;
    expect(first.status).toBe('committed');
    // 3 projects, 7 memberships (3 of them the projects' managers already), 7 tasks, 3 comments, 6 entries.
    expect(first.counts).toMatchObject({ rows: 26, valid: 26, errors: 0, created: 23, updated: 0 });

    const project = (await server.knex('projects').where({ name: 'Website relaunch' }).first()) as {
      id: number;
      code: string;
    };
    expect(project.code).toBe('WEBSITE-RELAUNCH');
    expect(await countOf('tasks')).toBe(tasksBefore + 7);
    const child = (await server
      .knex('tasks')
      .where({ name: 'Fix broken contact form' })
      .first('parent_id')) as { parent_id: number };
    const parent = (await server
      .knex('tasks')
      .where({ name: 'Homepage redesign' })
      .first('id')) as {
      id: number;
    };
    expect(child.parent_id).toBe(parent.id);
    expect(await countOf('time_entries', { project_id: project.id })).toBeGreaterThan(0);
  });

  it('updates on a second read of the same server instead of adding', async () => {
    const tasks = await countOf('tasks');
    const entries = await countOf('time_entries');
    const again = await readServer({
      Meeting: await server.idOf('timesheet_tasks', { name: 'Internal' }),
    });
    const checked = await dryRun(server, again.id);
    expect(checked.problems).toEqual([]);
    const done = await commit(server, again.id, checked.import.version);
    expect(done.status, done.text).toBe(200);
    // The projects, tasks and entries updated; the memberships and comments there already, kept.
    expect(done.body.counts).toMatchObject({ rows: 26, valid: 26, created: 0, updated: 16 });
    expect(await countOf('tasks')).toBe(tasks);
    expect(await countOf('time_entries')).toBe(entries);

    // The first import's records were changed by the second: it can no longer be rolled back.
    const refused = await rollback(server, first.id, first.version);
    expect(refused.status).toBe(409);
    // The second restores what it updated.
    const undone = await rollback(server, done.body.id, done.body.version);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.status).toBe('rolledBack');
    expect(await countOf('tasks')).toBe(tasks);
  });
});
