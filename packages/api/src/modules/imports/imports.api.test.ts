import type { Import, Project } from '@keel/types';
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
 * Imports of projects (README.md), on both databases: a CSV and an XLSX file
 * through upload, dry run, commit, report and rollback; every kind of bad
 * row; all or nothing; the idempotent commit; the size limit; who may.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { IMPORT_MAX_BYTES: '20000' } });
});

afterAll(async () => {
  await server.close();
});

const projectByCode = async (code: string) =>
  (await server.knex('projects').where({ code }).first()) as
    | {
        id: number;
        name: string;
        status: string;
        start_date: string | null;
        budget_amount: number | null;
        budget_minutes: number | null;
        version: number;
      }
    | undefined;

describe('a projects file', () => {
  it('reads a CSV: columns, the guessed mapping, the first rows; dry run, commit, report', async () => {
    const file = csv([
      [
        'Code',
        'Name',
        'Client',
        'Manager',
        'Status',
        'Start date',
        'End date',
        'Budget',
        'Budget hours',
        'Tags',
      ],
      [
        'IMP-A1',
        'Imported one',
        'Acme',
        'pm@example.com',
        'active',
        '2026-01-05',
        '2026-03-31',
        '12,500.50',
        '120',
        'alpha;beta',
      ],
      ['IMP-A2', 'Imported two', '', '', 'Draft', '01/15/2026', '', '', '7:30', ''],
    ]);
    const created = await upload(server, file, 'projects', { fileName: 'projects.csv' });
    expect(created.status).toBe(201);
    const imported = created.body;
    expect(imported).toMatchObject({
      source: 'file',
      fileName: 'projects.csv',
      status: 'mapping',
      locale: 'en',
      counts: { rows: 2 },
      createdBy: { name: 'Ada Admin' },
      version: 1,
    });
    const [sheet] = imported.sheets;
    expect(sheet?.kind).toBe('projects');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.preview).toHaveLength(2);
    expect(sheet?.mapping).toMatchObject({
      code: 'Code',
      name: 'Name',
      client: 'Client',
      manager: 'Manager',
      status: 'Status',
      startDate: 'Start date',
      endDate: 'End date',
      budgetAmount: 'Budget',
      budgetHours: 'Budget hours',
      tags: 'Tags',
      externalId: null,
    });

    const checked = await dryRun(server, imported.id);
    expect(checked.problems).toEqual([]);
    expect(checked.import).toMatchObject({
      status: 'checked',
      counts: { rows: 2, valid: 2, errors: 0, created: 2, updated: 0 },
    });
    // The dry run wrote nothing.
    expect(await projectByCode('IMP-A1')).toBeUndefined();

    const committed = await commit(server, imported.id, checked.import.version);
    expect(committed.status).toBe(200);
    expect(committed.body).toMatchObject({
      status: 'committed',
      counts: { created: 2, errors: 0 },
    });
    const one = await projectByCode('IMP-A1');
    expect(one).toMatchObject({ name: 'Imported one', status: 'active', start_date: '2026-01-05' });
    expect(Number(one?.budget_amount)).toBe(1_250_050);
    expect(Number(one?.budget_minutes)).toBe(7200);
    const two = await projectByCode('IMP-A2');
    expect(two).toMatchObject({ status: 'draft', start_date: '2026-01-15' });
    expect(Number(two?.budget_minutes)).toBe(450);
    const project = await server.call<Project>('admin', 'GET', `/api/projects/${one?.id}`);
    expect(project.body.manager?.name).toBe('Pat Manager');
    expect(project.body.tags).toEqual(['alpha', 'beta']);

    const rows = await report(server, imported.id);
    expect(rows[0]).toEqual([
      'Sheet',
      'Row',
      'Code',
      'Name',
      'Client',
      'Manager',
      'Status',
      'Start date',
      'End date',
      'Budget',
      'Budget hours',
      'Tags',
      'Outcome',
      'Record id',
      'Problems',
    ]);
    expect(rows[1]?.slice(0, 3)).toEqual(['projects', '2', 'IMP-A1']);
    expect(rows[1]?.slice(-3)).toEqual(['created', String(one?.id), '']);

    const list = await server.call<{ items: Import[] }>('admin', 'GET', '/api/imports');
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ id: imported.id, status: 'committed' });
  });

  it('reads an XLSX workbook: dates, numbers, a formula cell as its result text, control characters dropped', async () => {
    const file = await xlsx([
      ['Code', 'Name', 'Start date', 'Budget hours', 'Description'],
      [
        'IMP-X1',
        { formula: 'CONCATENATE("Formula ","name")', result: 'Formula name' },
        new Date(Date.UTC(2026, 1, 2)),
        7.5,
        'Line\u0007 bell',
      ],
      ['IMP-X2', { formula: 'NOW()' }, '2026-02-03', 8, '=cmd|"/c calc"!A1'],
    ]);
    const imported = await uploaded(server, file, 'projects');
    expect(imported.sheets[0]?.preview[0]).toEqual([
      'IMP-X1',
      'Formula name',
      '2026-02-02',
      '7.5',
      'Line bell',
    ]);
    // A formula without a cached result is read as its text, never evaluated.
    expect(imported.sheets[0]?.preview[1]?.[1]).toBe('=NOW()');
    const checked = await dryRun(server, imported.id);
    expect(checked.problems).toEqual([]);
    expect((await commit(server, imported.id, checked.import.version)).status).toBe(200);
    expect(await projectByCode('IMP-X1')).toMatchObject({
      name: 'Formula name',
      start_date: '2026-02-02',
    });
    expect(Number((await projectByCode('IMP-X1'))?.budget_minutes)).toBe(450);
    const x2 = await server
      .knex('projects')
      .where({ code: 'IMP-X2' })
      .first<{ name: string; description: string }>();
    expect(x2).toMatchObject({ name: '=NOW()', description: '=cmd|"/c calc"!A1' });
  });

  it('reads a German file: semicolons, German headers, 1.234,56 and 31.12.2025', async () => {
    const file = csv(
      [
        [
          'Projektnummer',
          'Projekt',
          'Kunde',
          'Startdatum',
          'Enddatum',
          'Budgetbetrag',
          'Stundenbudget',
          'Beschreibung',
        ],
        [
          'IMP-DE1',
          'Relaunch',
          'Müller GmbH',
          '01.02.2026',
          '31.12.2026',
          '1.234,56',
          '7,5',
          'Über alles',
        ],
      ],
      ';',
    );
    const imported = await uploaded(server, `\uFEFF${file}`, 'projects');
    expect(imported.locale).toBe('de');
    expect(imported.sheets[0]?.mapping).toMatchObject({
      code: 'Projektnummer',
      name: 'Projekt',
      client: 'Kunde',
      startDate: 'Startdatum',
      budgetAmount: 'Budgetbetrag',
      budgetHours: 'Stundenbudget',
      description: 'Beschreibung',
    });
    const checked = await dryRun(server, imported.id);
    expect(checked.problems).toEqual([]);
    expect((await commit(server, imported.id, checked.import.version)).status).toBe(200);
    const project = await projectByCode('IMP-DE1');
    expect(project).toMatchObject({ name: 'Relaunch', start_date: '2026-02-01' });
    expect(Number(project?.budget_amount)).toBe(123_456);
    expect(Number(project?.budget_minutes)).toBe(450);
  });

  it('names every bad row: missing name, bad date, bad number, unknown user, duplicate codes, dates out of order', async () => {
    const file = csv([
      ['Code', 'Name', 'Manager', 'Start date', 'End date', 'Budget', 'Status'],
      ['IMP-B1', '', '', '', '', '', ''],
      ['IMP-B2', 'Bad date', '', '2026-02-30', '', '', ''],
      ['IMP-B3', 'Bad number', '', '', '', 'lots', ''],
      ['IMP-B4', 'Unknown user', 'nobody@example.com', '', '', '', ''],
      ['IMP-B5', 'Twice', '', '', '', '', ''],
      ['IMP-B5', 'Twice again', '', '', '', '', ''],
      ['KEEL-001', 'Taken code', '', '', '', '', ''],
      ['IMP-B6', 'Backwards', '', '2026-05-01', '2026-04-01', '', ''],
      ['IMP-B7', 'Odd status', '', '', '', '', 'sleeping'],
      ['IMP-B8', 'Good one', '', '', '', '', ''],
    ]);
    const imported = await uploaded(server, file, 'projects');
    const checked = await dryRun(server, imported.id);
    expect(checked.import.counts).toMatchObject({ rows: 10, valid: 2, errors: 8, created: 2 });
    const byRow = (row: number) => checked.problems.filter((p) => p.row === row);
    expect(byRow(2)).toEqual([
      { kind: 'projects', row: 2, column: 'Name', message: 'Name is required' },
    ]);
    expect(byRow(3)[0]).toMatchObject({ column: 'Start date' });
    expect(byRow(3)[0]?.message).toContain('not a date');
    expect(byRow(4)[0]).toMatchObject({ column: 'Budget' });
    expect(byRow(5)[0]).toMatchObject({
      column: 'Manager',
      message: 'No active user with the e-mail nobody@example.com',
    });
    expect(byRow(6)).toEqual([]);
    expect(byRow(7)[0]).toMatchObject({ column: 'Code' });
    expect(byRow(8)[0]).toMatchObject({ column: 'Code' });
    expect(byRow(9)[0]).toMatchObject({
      column: 'End date',
      message: 'The end date must not be before the start date',
    });
    expect(byRow(10)[0]?.column).toBe('Status');
    expect(byRow(11)).toEqual([]);

    // The commit refuses the whole file, and writes nothing.
    const refused = await commit(server, imported.id, checked.import.version);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('8 of 10 rows have problems');
    expect(refused.body.errors?.['projects.2.Name']).toEqual(['Name is required']);
    expect(await projectByCode('IMP-B8')).toBeUndefined();
    expect(await projectByCode('IMP-B5')).toBeUndefined();

    const rows = await report(server, imported.id);
    expect(rows.find((r) => r[1] === '2')?.at(-1)).toBe('Name: Name is required');
    expect(rows.find((r) => r[1] === '11')?.at(-3)).toBe('valid');

    // A value map turns the odd status into a choice; the mapping change brings the import back.
    const mapped = await server.call<Import>('admin', 'PUT', `/api/imports/${imported.id}`, {
      version: (await server.call<Import>('admin', 'GET', `/api/imports/${imported.id}`)).body
        .version,
      valueMaps: { status: { sleeping: 'onHold' } },
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.status).toBe('mapping');
    // Until the next dry run the report tells no outcome.
    expect((await report(server, imported.id)).find((r) => r[1] === '2')?.slice(-3)).toEqual([
      '',
      '',
      '',
    ]);
    const again = await dryRun(server, imported.id);
    expect(again.problems.filter((p) => p.row === 10)).toEqual([]);
  });

  it('is all or nothing: only the last row fails, nothing is written', async () => {
    const rows: Array<Array<string>> = [['Code', 'Name', 'Start date']];
    for (let i = 1; i <= 30; i += 1) rows.push([`IMP-L${i}`, `Last ${i}`, '2026-01-01']);
    rows.push(['IMP-L31', 'Last bad', 'yesterday']);
    const imported = await uploaded(server, csv(rows), 'projects');
    const refused = await commit(server, imported.id, imported.version);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toHaveProperty(['projects.32.Start date']);
    expect(await projectByCode('IMP-L1')).toBeUndefined();
    expect(await projectByCode('IMP-L30')).toBeUndefined();
    const stored = await server.call<Import>('admin', 'GET', `/api/imports/${imported.id}`);
    expect(stored.body).toMatchObject({
      status: 'checked',
      counts: { rows: 31, valid: 30, errors: 1 },
    });
  });

  it('commits once: a second commit answers the import again; two at once write once', async () => {
    const imported = await uploaded(
      server,
      csv([
        ['Code', 'Name'],
        ['IMP-I1', 'Once'],
      ]),
      'projects',
    );
    const first = await commit(server, imported.id, imported.version);
    expect(first.status).toBe(200);
    const second = await commit(server, imported.id, imported.version);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await server.knex('projects').where({ code: 'IMP-I1' }).count({ n: '*' })).toEqual([
      { n: 1 },
    ]);

    const racing = await uploaded(
      server,
      csv([
        ['Code', 'Name'],
        ['IMP-I2', 'Race'],
      ]),
      'projects',
    );
    const both = await Promise.all([
      commit(server, racing.id, racing.version),
      commit(server, racing.id, racing.version),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0]?.body.status).toBe('committed');
    expect(await server.knex('projects').where({ code: 'IMP-I2' }).count({ n: '*' })).toEqual([
      { n: 1 },
    ]);
    expect(
      await server.knex('import_records').where({ import_id: racing.id }).count({ n: '*' }),
    ).toEqual([{ n: 1 }]);
  });

  it('updates the record an external id maps to, and rolls back both imports; refused after a change', async () => {
    const firstFile = csv([
      ['External id', 'Code', 'Name'],
      ['P-1', 'IMP-R1', 'Before'],
    ]);
    const first = await uploaded(server, firstFile, 'projects');
    const firstDone = await commit(server, first.id, first.version);
    const projectId = (await projectByCode('IMP-R1'))?.id;

    const second = await uploaded(
      server,
      csv([
        ['External id', 'Name'],
        ['P-1', 'After'],
      ]),
      'projects',
    );
    const checked = await dryRun(server, second.id);
    expect(checked.import.counts).toMatchObject({ created: 0, updated: 1 });
    const secondDone = await commit(server, second.id, checked.import.version);
    expect(secondDone.body.counts).toMatchObject({ created: 0, updated: 1 });
    expect(await projectByCode('IMP-R1')).toMatchObject({ id: projectId, name: 'After' });

    // The second is undone: the project is written back as it was.
    const undone = await rollback(server, second.id, secondDone.body.version);
    expect(undone.status).toBe(200);
    expect(undone.body.status).toBe('rolledBack');
    expect(await projectByCode('IMP-R1')).toMatchObject({ name: 'Before' });

    // The first's project changed since (the rollback above wrote it): refused, naming it.
    const refused = await rollback(server, first.id, firstDone.body.version);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(
      `project ${projectId} (projects row 2) was changed since`,
    );
    expect(await projectByCode('IMP-R1')).toBeDefined();
  });

  it('makes a new record when the one an external id maps to was deleted since', async () => {
    const file = csv([
      ['External id', 'Name'],
      ['D-1', 'Deleted later'],
    ]);
    const first = await uploaded(server, file, 'projects');
    expect((await commit(server, first.id, first.version)).status).toBe(200);
    const [old] = (await server
      .knex('import_external_ids')
      .where({ import_id: first.id })) as Array<{ record_id: number }>;
    const stored = await server.call<Project>('admin', 'GET', `/api/projects/${old?.record_id}`);
    const removed = await server.call(
      'admin',
      'DELETE',
      `/api/projects/${old?.record_id}?version=${stored.body.version}`,
    );
    expect(removed.status).toBe(200);
    const second = await uploaded(server, file, 'projects');
    const done = await commit(server, second.id, second.version);
    expect(done.body.counts).toMatchObject({ created: 1, updated: 0 });
    const [mapped] = (await server
      .knex('import_external_ids')
      .where({ origin: 'file', kind: 'projects', external_id: 'D-1' })) as Array<{
      record_id: number;
    }>;
    expect(mapped?.record_id).not.toBe(old?.record_id);
  });

  it('rolls back a committed import: its projects go, its external ids are dropped', async () => {
    const imported = await uploaded(
      server,
      csv([
        ['External id', 'Code', 'Name'],
        ['Q-1', 'IMP-Q1', 'Gone soon'],
      ]),
      'projects',
    );
    const done = await commit(server, imported.id, imported.version);
    const undone = await rollback(server, imported.id, done.body.version);
    expect(undone.status).toBe(200);
    const row = await server
      .knex('projects')
      .where({ code: 'IMP-Q1' })
      .first<{ deleted_at: number | null }>();
    expect(row?.deleted_at).not.toBeNull();
    expect(await server.knex('import_external_ids').where({ import_id: imported.id })).toEqual([]);
    expect((await rollback(server, imported.id, undone.body.version)).status).toBe(409);
  });
});

describe('the routes', () => {
  it('refuses a file over IMPORT_MAX_BYTES with 413', async () => {
    const big = csv([
      ['Code', 'Name'],
      ...Array.from({ length: 2000 }, (_, i) => [`IMP-BIG${i}`, 'x'.repeat(10)]),
    ]);
    expect((await upload(server, big, 'projects')).status).toBe(413);
  });

  it('answers 400 naming kind for an unknown kind, and the field for an unknown mapping key or column', async () => {
    const bad = await upload(server, csv([['Name'], ['x']]), 'invoices');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('kind');
    const imported = await uploaded(server, csv([['Name'], ['x']]), 'contacts');
    const unknownKey = await server.call('admin', 'PUT', `/api/imports/${imported.id}`, {
      version: imported.version,
      sheets: [{ kind: 'contacts', mapping: { salary: 'Name' } }],
    });
    expect(unknownKey.status).toBe(400);
    expect((unknownKey.body as { errors: object }).errors).toHaveProperty([
      'sheets.0.mapping.salary',
    ]);
    const unknownColumn = await server.call('admin', 'PUT', `/api/imports/${imported.id}`, {
      version: imported.version,
      sheets: [{ kind: 'contacts', mapping: { name: 'Nom' } }],
    });
    expect(unknownColumn.status).toBe(400);
    expect((unknownColumn.body as { errors: object }).errors).toHaveProperty([
      'sheets.0.mapping.name',
    ]);
    const stale = await server.call('admin', 'PUT', `/api/imports/${imported.id}`, {
      version: 99,
      locale: 'de',
    });
    expect(stale.status).toBe(409);
    const removed = await server.call(
      'admin',
      'DELETE',
      `/api/imports/${imported.id}?version=${imported.version}`,
    );
    expect(removed.status).toBe(200);
    expect((await server.call('admin', 'GET', `/api/imports/${imported.id}`)).status).toBe(404);
  });

  it('writes each row with the importer’s own permissions: an importer who may not create projects gets each row’s 403', async () => {
    const role = await server.call<{ id: number }>('admin', 'POST', '/api/roles', {
      name: 'Importer only',
      flags: ['manageImports'],
    });
    expect(role.status, role.text).toBe(201);
    const { userId } = await server.invite('importer@example.com', { roles: ['Importer only'] });
    await server.knex('users').where({ id: userId }).update({ status: 'active' });
    const cookie = await server.sessionCookieFor(userId);
    const form = new FormData();
    form.append('kind', 'projects');
    form.append(
      'file',
      new Blob([
        csv([
          ['Code', 'Name'],
          ['IMP-P1', 'Not mine to make'],
        ]),
      ]),
      'p.csv',
    );
    const made = await fetch(`${server.url}/api/imports`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as Import;
    const checked = await server.request<{ problems: unknown[] }>(
      'POST',
      `/api/imports/${id}/dry-run`,
      { cookie },
    );
    expect(checked.status).toBe(200);
    expect(checked.body.problems).toEqual([
      { kind: 'projects', row: 2, column: null, message: 'You may not create projects' },
    ]);
  });

  it('lets only the Administrator import (403 for everyone else)', async () => {
    for (const account of ['pm', 'member', 'finance'] as const) {
      expect((await upload(server, csv([['Name'], ['x']]), 'contacts', { account })).status).toBe(
        403,
      );
      expect((await server.call(account, 'GET', '/api/imports')).status).toBe(403);
    }
  });
});
