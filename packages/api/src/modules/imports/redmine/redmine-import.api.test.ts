import { IMPORT_PREVIEW_ROWS, importsEndpoints, type ErrorBody, type Import } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyOf } from '../../../lib/permission';
import { route } from '../../../lib/route';
import { routes } from '../../../routes';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { startRedmineFixtureServer, type FixtureServer } from './redmine-fixture-server';
import { redmineHandler } from './redmine-import.router';
import { REDMINE_MATRIX_EXAMPLES } from './redmine.matrix-examples';
import type { CreateImport, CreateImportInput } from './redmine-import.service';

/**
 * `POST /api/imports/redmine` on both databases, with the handler given a
 * `createImport` that records what it is handed and answers it as an import
 * (the imports module's own is tested there): the sheets the route hands
 * on, the people matched against the workspace's users, the timesheet
 * tasks guessed for activities, and the route's 400s and 403.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
let redmine: FixtureServer;
const handed: CreateImportInput[] = [];

const recordingCreateImport: CreateImport = async (_deps, _actor, input) => {
  handed.push(input);
  const sheets = [];
  for (const sheet of input.sheets) {
    const rows: string[][] = [];
    for await (const row of sheet.rows) rows.push(row);
    sheets.push({
      kind: sheet.kind,
      columns: sheet.columns,
      mapping: sheet.mapping ?? {},
      rowCount: rows.length,
      preview: rows.slice(0, IMPORT_PREVIEW_ROWS),
    });
  }
  return {
    id: handed.length,
    source: input.source,
    fileName: input.fileName,
    sourceUrl: input.sourceUrl,
    status: 'mapping',
    locale: input.locale ?? 'en',
    sheets,
    valueMaps: input.valueMaps ?? {},
    counts: { rows: 0, valid: 0, errors: 0, created: 0, updated: 0 },
    createdBy: null,
    createdAt: new Date(0).toISOString(),
    checkedAt: null,
    committedAt: null,
    rolledBackAt: null,
    version: 1,
  } satisfies Import;
};

beforeAll(async () => {
  redmine = await startRedmineFixtureServer({ pageCap: 3 });
  server = await startTestServer({
    env: { IMPORT_ALLOW_PRIVATE: '1' },
    // The table's own route hands on to the real createImport (imports-redmine.api.test.ts):
    // this one, in its place, to the recording one.
    routes: [
      ...routes.filter((r) => !(r.kind === 'endpoint' && r.endpoint === importsEndpoints.redmine)),
      route(
        importsEndpoints.redmine,
        anyOf('manageImports'),
        redmineHandler(recordingCreateImport),
      ),
    ],
  });
});
afterAll(async () => {
  await server.close();
  await redmine.close();
});

const post = (body: unknown, account: 'admin' | 'member' = 'admin') =>
  server.call<Import & ErrorBody>(account, 'POST', '/api/imports/redmine', body);

describe(`POST /api/imports/redmine (${DB})`, () => {
  it("reads the server into an import's sheets, matching people by the workspace's e-mails", async () => {
    const response = await post({ url: `${redmine.url}/`, apiKey: 'admin-key' });
    expect(response.status).toBe(201);
    const input = handed.at(-1);
    expect(input).toMatchObject({
      source: 'redmine',
      fileName: null,
      sourceUrl: redmine.url,
      origin: redmine.url,
      locale: 'en',
    });
    expect(response.body.sourceUrl).toBe(redmine.url);
    expect(response.body.sheets.map((s) => [s.kind, s.rowCount])).toEqual([
      ['projects', 3],
      ['projectMembers', 7],
      ['tasks', 7],
      ['taskComments', 3],
      ['timeEntries', 6],
    ]);
    // pm@ and member@ are demo users: matched; the others are listed for the admin.
    expect(response.body.valueMaps.user).toEqual({
      'Contractors (Redmine user 20)': null,
      'hugo@ops.example': null,
      'nora.new@example.org': null,
    });
    const training = await server.idOf('timesheet_tasks', { name: 'Training' });
    expect(response.body.valueMaps.timesheetTask).toEqual({
      Design: 'task',
      Development: 'task',
      Meeting: 'task',
      Training: training,
    });
    // The key is sent to Redmine and never kept in the import.
    expect(redmine.requests.every((r) => r.key === 'admin-key')).toBe(true);
    expect(JSON.stringify(response.body)).not.toContain('admin-key');
  });

  it('reads only the projects asked for, since a day', async () => {
    const response = await post({
      url: redmine.url,
      apiKey: 'admin-key',
      projectIds: ['website-relaunch'],
      since: '2025-01-15',
    });
    expect(response.status).toBe(201);
    const tasks = response.body.sheets.find((s) => s.kind === 'tasks');
    expect(tasks?.preview.map((row) => row[0])).toEqual(['101', '102']);
  });

  it('answers 400 naming the field: url, apiKey, projectIds, unknown keys', async () => {
    const cases: Array<[unknown, string]> = [
      [{ apiKey: 'admin-key' }, 'url'],
      [{ url: redmine.url }, 'apiKey'],
      [{ url: redmine.url, apiKey: 'wrong' }, 'apiKey'],
      [{ url: 'ftp://redmine.example', apiKey: 'admin-key' }, 'url'],
      [{ url: redmine.url, apiKey: 'admin-key', projectIds: [404] }, 'projectIds'],
      [{ url: redmine.url, apiKey: 'admin-key', since: '15.01.2025' }, 'since'],
      [{ url: redmine.url, apiKey: 'admin-key', password: 'x' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('refuses a loopback server unless IMPORT_ALLOW_PRIVATE=1', async () => {
    server.config.importAllowPrivate = false;
    try {
      const response = await post({ url: redmine.url, apiKey: 'admin-key' });
      expect(response.status).toBe(400);
      expect(response.body.errors?.url?.[0]).toMatch(/127\.0\.0\.1 is a loopback address/);
    } finally {
      server.config.importAllowPrivate = true;
    }
  });

  it("the matrix's example is a request the admin gets a 201 for", async () => {
    const example = REDMINE_MATRIX_EXAMPLES['POST /api/imports/redmine'];
    if (!example) throw new Error('no example');
    const request = await example('admin', server);
    const response = await post(request.body);
    expect(response.status).toBe(201);
    expect(response.body.sheets.find((s) => s.kind === 'projects')?.preview).toEqual([
      ['2', 'OPS', 'Operations', '', 'completed', 'pm@example.com', '', '', 'ops'],
    ]);
  });

  it('is for holders of manageImports: 403 for a member, and Redmine is not asked', async () => {
    const before = redmine.requests.length;
    const response = await post({ url: redmine.url, apiKey: 'admin-key' }, 'member');
    expect(response.status).toBe(403);
    expect(redmine.requests.length).toBe(before);
  });
});
