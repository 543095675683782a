import type { Import, Task } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  commit,
  csv,
  dryRun,
  report,
  rollback,
  upload,
  uploaded,
  xlsx,
} from './imports.test-helpers';

/**
 * Imports of tasks, contacts and time entries (README.md), on both
 * databases, from CSV and XLSX files the tests write: good rows, bad rows of
 * each kind (unknown project or user, a locked day, bad e-mail, a parent
 * that does not exist), external ids, the report and the rollback.
 */

let server: TestServer;
const projectCode = 'KEEL-001';
/** A task of the project the time-entry files log on (the project takes time on its tasks only). */
const TIME_TASK = 'Import time target';

beforeAll(async () => {
  server = await startTestServer();
  const projectId = await server.idOf('projects', { code: projectCode });
  const task = await server.call('admin', 'POST', '/api/tasks', { projectId, name: TIME_TASK });
  if (task.status !== 201) throw new Error(task.text);
});

afterAll(async () => {
  await server.close();
});

async function tasksNamed(prefix: string) {
  return (await server
    .knex('tasks')
    .where('name', 'like', `${prefix}%`)
    .orderBy('id')
    .select(
      'id',
      'name',
      'status',
      'parent_id',
      'assignee_id',
      'due_date',
      'work_estimation',
      'priority',
      'project_id',
    )) as Array<{
    id: number;
    name: string;
    status: string;
    parent_id: number | null;
    assignee_id: number | null;
    due_date: string | null;
    work_estimation: number | null;
    priority: string;
    project_id: number;
  }>;
}

describe('a tasks file', () => {
  it('writes tasks from a CSV: projects by code, parents by external id, assignees by e-mail, statuses through a value map', async () => {
    const file = csv([
      [
        'ID',
        'Projekt',
        'Aufgabe',
        'Übergeordnet',
        'Zugewiesen an',
        'Status',
        'Priorität',
        'Fällig',
        'Aufwand',
      ],
      [
        'T-1',
        projectCode,
        'Csv parent',
        '',
        'member@example.com',
        'In Bearbeitung',
        'high',
        '31.12.2026',
        '7,5',
      ],
      ['T-2', projectCode, 'Csv child', 'T-1', '', 'Erledigt', '', '', '2:30'],
    ]);
    const imported = await uploaded(server, file, 'tasks');
    expect(imported.locale).toBe('de');
    expect(imported.sheets[0]?.mapping).toMatchObject({
      externalId: 'ID',
      project: 'Projekt',
      name: 'Aufgabe',
      parent: 'Übergeordnet',
      assignee: 'Zugewiesen an',
      status: 'Status',
      priority: 'Priorität',
      dueDate: 'Fällig',
      estimate: 'Aufwand',
    });
    const first = await dryRun(server, imported.id);
    expect(first.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'Status'],
      [3, 'Status'],
    ]);
    const mapped = await server.call<Import>('admin', 'PUT', `/api/imports/${imported.id}`, {
      version: first.import.version,
      valueMaps: { status: { 'In Bearbeitung': 'inProgress', Erledigt: 'done' } },
    });
    const checked = await dryRun(server, imported.id);
    expect(checked.problems).toEqual([]);
    expect(checked.import.counts).toMatchObject({ rows: 2, valid: 2, created: 2 });
    const done = await commit(server, imported.id, mapped.body.version);
    expect(done.status).toBe(200);
    const [parent, child] = await tasksNamed('Csv ');
    const memberId = await server.idOf('users', { email: 'member@example.com' });
    expect(parent).toMatchObject({
      name: 'Csv parent',
      status: 'inProgress',
      assignee_id: memberId,
      due_date: '2026-12-31',
      work_estimation: 450,
      priority: 'high',
    });
    expect(child).toMatchObject({
      name: 'Csv child',
      status: 'done',
      parent_id: parent?.id,
      work_estimation: 150,
    });

    // The task page reads what the import wrote.
    const task = await server.call<Task>('admin', 'GET', `/api/tasks/${child?.id}`);
    expect(task.body).toMatchObject({ status: 'done', parentId: parent?.id });

    // A second file of the same ids updates the tasks instead of adding two more.
    const again = await uploaded(
      server,
      csv([
        ['ID', 'Project', 'Name', 'Status'],
        ['T-1', projectCode, 'Csv parent renamed', 'done'],
      ]),
      'tasks',
    );
    const updated = await commit(server, again.id, again.version);
    expect(updated.body.counts).toMatchObject({ created: 0, updated: 1 });
    expect((await tasksNamed('Csv parent'))[0]).toMatchObject({
      id: parent?.id,
      name: 'Csv parent renamed',
      status: 'done',
    });

    // Rolled back: the task is written back as it was.
    expect((await rollback(server, again.id, updated.body.version)).status).toBe(200);
    expect((await tasksNamed('Csv parent'))[0]).toMatchObject({
      name: 'Csv parent',
      status: 'inProgress',
    });
    // The first import's parent task changed since (the second import wrote it, twice): refused.
    const refused = await rollback(server, imported.id, done.body.version);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`task ${parent?.id} (tasks row 2) was changed since`);
    expect(await tasksNamed('Csv ')).toHaveLength(2);
  });

  it('refuses an unknown project, a parent not in the sheet, an unknown assignee; from an XLSX workbook', async () => {
    const file = await xlsx([
      ['External id', 'Project', 'Name', 'Parent', 'Assignee', 'Start date', 'Due date'],
      ['X-1', 'NOPE-1', 'Xlsx nowhere', null, null, null, null],
      ['X-2', projectCode, 'Xlsx orphan', 'X-99', null, null, null],
      ['X-3', projectCode, 'Xlsx stranger', null, 'ghost@example.com', null, null],
      ['X-4', projectCode, 'Xlsx backwards', null, null, null, '2026-02-31'],
      ['X-5', projectCode, 'Xlsx fine', null, 'pm@example.com', null, null],
    ]);
    const imported = await uploaded(server, file, 'tasks');
    const checked = await dryRun(server, imported.id);
    expect(checked.problems).toEqual([
      { kind: 'tasks', row: 2, column: 'Project', message: 'No project with the code NOPE-1' },
      expect.objectContaining({ kind: 'tasks', row: 3, column: 'Parent' }),
      {
        kind: 'tasks',
        row: 4,
        column: 'Assignee',
        message: 'No active user with the e-mail ghost@example.com',
      },
      expect.objectContaining({ kind: 'tasks', row: 5, column: 'Due date' }),
    ]);
    expect(checked.import.counts).toMatchObject({ rows: 5, valid: 1, errors: 4 });
    expect((await commit(server, imported.id, checked.import.version)).status).toBe(409);
    expect(await tasksNamed('Xlsx ')).toEqual([]);
  });
});

describe('a contacts file', () => {
  it('writes contacts from CSV and XLSX; a bad e-mail or a missing name is the row’s problem', async () => {
    const file = csv([
      ['Name', 'Firma', 'E-Mail', 'Telefon', 'PLZ', 'Ort', 'Land'],
      ['Clara Csv', 'Acme', 'CLARA@EXAMPLE.COM', '+49 30 1234-56', '10115', 'Berlin', 'DE'],
    ]);
    const imported = await uploaded(server, file, 'contacts');
    const done = await commit(server, imported.id, imported.version);
    expect(done.status).toBe(200);
    const clara = await server
      .knex('contacts')
      .where({ name: 'Clara Csv' })
      .first<{ email: string; company: string; billing_city: string }>();
    expect(clara).toMatchObject({
      email: 'clara@example.com',
      company: 'Acme',
      billing_city: 'Berlin',
    });

    const workbook = await xlsx([
      ['Name', 'Company', 'Email', 'Phone'],
      ['Xavier Xlsx', 'Initech', 'xavier@example.com', 5550100],
      ['', 'Nameless Ltd', '', ''],
      ['Bad Mail', '', 'not-an-address', ''],
    ]);
    const second = await uploaded(server, workbook, 'contacts');
    const checked = await dryRun(server, second.id);
    expect(checked.problems).toEqual([
      { kind: 'contacts', row: 3, column: 'Name', message: 'Name is required' },
      { kind: 'contacts', row: 4, column: 'Email', message: 'Enter a valid email address' },
    ]);
    const rows = await report(server, second.id);
    expect(rows.map((r) => r.at(-3))).toEqual(['Outcome', 'valid', 'error', 'error']);
  });
});

describe('a time-entries file', () => {
  it('logs time for people by e-mail on projects and tasks; a locked day is the row’s problem', async () => {
    const memberId = await server.idOf('users', { email: 'member@example.com' });
    const lock = await server.call('admin', 'POST', '/api/timesheet/locks', {
      lockDate: '2025-03-31',
      userId: memberId,
    });
    expect(lock.status).toBe(201);
    const file = csv([
      ['E-Mail', 'Datum', 'Stunden', 'Projekt', 'Aufgabe', 'Beschreibung', 'Abrechenbar'],
      ['member@example.com', '02.06.2025', '7,5', projectCode, TIME_TASK, 'Imported day', 'ja'],
      [
        'member@example.com',
        '03.06.2025',
        '1:15',
        projectCode,
        TIME_TASK,
        'Imported short',
        'nein',
      ],
      ['member@example.com', '31.03.2025', '2', projectCode, TIME_TASK, 'On a locked day', ''],
      ['nobody@example.com', '04.06.2025', '2', projectCode, TIME_TASK, 'Unknown person', ''],
      ['member@example.com', '05.06.2025', '25', projectCode, TIME_TASK, 'Too long', ''],
      ['member@example.com', '06.06.2025', '1', projectCode, 'No such task', 'Unknown task', ''],
      ['member@example.com', '09.06.2025', '1', projectCode, '', 'On the project itself', ''],
    ]);
    const imported = await uploaded(server, file, 'timeEntries');
    expect(imported.sheets[0]?.mapping).toMatchObject({
      user: 'E-Mail',
      date: 'Datum',
      duration: 'Stunden',
      project: 'Projekt',
      task: 'Aufgabe',
      note: 'Beschreibung',
      billable: 'Abrechenbar',
    });
    const checked = await dryRun(server, imported.id);
    // In row order: the rows' own problems (an unknown person, an unknown task) and the rules' (the lock, the day cap, the project's setting).
    expect(checked.problems.map((p) => [p.row, p.column])).toEqual([
      [4, 'Datum'],
      [5, 'E-Mail'],
      [6, 'Stunden'],
      [7, 'Aufgabe'],
      [8, 'Projekt'],
    ]);
    expect(checked.problems.at(-1)?.message).toBe(
      'This project takes time on its tasks only (timesheet setting logTarget)',
    );
    expect(checked.import.counts).toMatchObject({ rows: 7, valid: 2, errors: 5 });
    expect(await server.knex('time_entries').where({ note: 'Imported day' })).toEqual([]);

    const good = await uploaded(server, file.split('\r\n').slice(0, 3).join('\r\n'), 'timeEntries');
    const done = await commit(server, good.id, good.version);
    expect(done.status).toBe(200);
    const entries = (await server
      .knex('time_entries')
      .whereIn('note', ['Imported day', 'Imported short'])
      .orderBy('date')
      .select('user_id', 'date', 'minutes', 'billable')) as Array<{
      minutes: number;
      billable: unknown;
    }>;
    expect(entries.map((e) => [e.minutes, Boolean(e.billable)])).toEqual([
      [450, true],
      [75, false],
    ]);
    expect((await rollback(server, good.id, done.body.version)).status).toBe(200);
    expect(
      await server.knex('time_entries').whereIn('note', ['Imported day', 'Imported short']),
    ).toEqual([]);
  });

  it('streams the commit with Accept: application/x-ndjson: counts, then the import', async () => {
    const rows: string[][] = [['Email', 'Date', 'Hours', 'Project', 'Task']];
    for (let day = 1; day <= 28; day += 1)
      rows.push([
        'pm@example.com',
        `2025-09-${String(day).padStart(2, '0')}`,
        '0.5',
        projectCode,
        TIME_TASK,
      ]);
    const imported = await uploaded(server, csv(rows), 'timeEntries');
    const response = await fetch(`${server.url}/api/imports/${imported.id}/commit`, {
      method: 'POST',
      headers: {
        cookie: await server.cookieOf('admin'),
        'content-type': 'application/json',
        accept: 'application/x-ndjson',
      },
      body: JSON.stringify({ version: imported.version }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.at(-2)).toEqual({ processed: 28, total: 28 });
    expect(lines.at(-1)).toMatchObject({
      id: imported.id,
      status: 'committed',
      counts: { created: 28 },
    });
  });

  it('refuses an upload of an old .xls', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const refused = await upload(server, ole, 'contacts', { fileName: 'old.xls' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('file');
  });
});
