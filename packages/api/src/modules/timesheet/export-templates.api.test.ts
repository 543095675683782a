import type { ErrorBody, TimeEntry, TimesheetExportTemplate } from '@keel/types';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { parseCsv } from '../../test/csv';
import { streamExportEntries } from './export-templates.repository';
import { sheetBacklog } from '../../lib/spreadsheet-download';

/**
 * Export templates (README, "Export templates"): audited, versioned CRUD with
 * its permissions, and runs: CSV and XLSX files whose rows are the caller's
 * readable entries of the range in the template's column order, money only
 * for readers of employee costs.
 */

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let internalTask: number;
let trainingTask: number;

const TEMPLATES = '/api/timesheet/export-templates';

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  internalTask = await server.idOf('timesheet_tasks', { kind: 'internal' });
  trainingTask = await server.idOf('timesheet_tasks', { kind: 'training' });
});

let nameCounter = 0;
const unique = (name: string) => `${name} ${++nameCounter}`;

async function create(body: Record<string, unknown>, as: DemoAccountKey = 'admin') {
  return server.call<TimesheetExportTemplate & ErrorBody>(as, 'POST', TEMPLATES, body);
}

async function log(who: DemoAccountKey, body: Record<string, unknown>): Promise<TimeEntry> {
  const response = await server.call<TimeEntry>(who, 'POST', '/api/timesheet/entries', body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** The file of a run, as the caller gets it. */
async function run(who: DemoAccountKey, templateId: number, from: string, to: string) {
  const response = await fetch(
    `${server.url}${TEMPLATES}/${templateId}/run?from=${from}&to=${to}`,
    { headers: { cookie: await server.cookieOf(who) } },
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** RFC 4180 records of a CSV file (after its BOM). */
function csvRecords(bytes: Buffer): string[][] {
  return parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
}

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Gives a demo account an extra role holding `flags` (the built-in roles are fixed). */
async function grant(who: DemoAccountKey, flags: string[]): Promise<void> {
  const now = server.clock.now;
  const [role] = await server
    .knex('roles')
    .insert({ name: unique('Export test role'), built_in: false, created_at: now, updated_at: now })
    .returning<{ id: number }[]>('id');
  const roleId = (role as { id: number }).id;
  await server.knex('role_flags').insert(flags.map((flag) => ({ role_id: roleId, flag })));
  await server.knex('user_roles').insert({ user_id: ids[who], role_id: roleId });
}

describe('export templates: CRUD', () => {
  it('the demo has the "Monthly billable hours" XLSX template', async () => {
    const list = await server.call<{ items: TimesheetExportTemplate[] }>('admin', 'GET', TEMPLATES);
    expect(list.body.items).toContainEqual(
      expect.objectContaining({
        name: 'Monthly billable hours',
        format: 'xlsx',
        filters: expect.objectContaining({ billable: 'billable' }),
      }),
    );
  });

  it('creates, lists, changes and deletes a template, versioned and audited', async () => {
    const name = unique('Monthly hours');
    const created = await create({
      name,
      format: 'csv',
      columns: ['user', 'date', 'hours'],
      filters: { billable: 'billable' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name,
      format: 'csv',
      columns: ['user', 'date', 'hours'],
      filters: { userIds: [], teamIds: [], projectIds: [], billable: 'billable' },
      version: 1,
    });
    const id = created.body.id;

    const list = await server.call<{ items: TimesheetExportTemplate[] }>(
      'finance',
      'GET',
      TEMPLATES,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((t) => t.id)).toContain(id);

    const changed = await server.call<TimesheetExportTemplate>(
      'admin',
      'PUT',
      `${TEMPLATES}/${id}`,
      {
        name: `${name} (XLSX)`,
        format: 'xlsx',
        columns: ['date', 'user', 'minutes', 'note'],
        filters: { userIds: [ids.member], billable: 'all' },
        version: 1,
      },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      format: 'xlsx',
      columns: ['date', 'user', 'minutes', 'note'],
      filters: { userIds: [ids.member] },
      version: 2,
    });

    const stale = await server.call<ErrorBody>('admin', 'PUT', `${TEMPLATES}/${id}`, {
      name,
      format: 'csv',
      columns: ['date'],
      version: 1,
    });
    expect(stale.status).toBe(409);

    const staleDelete = await server.call('admin', 'DELETE', `${TEMPLATES}/${id}?version=1`);
    expect(staleDelete.status).toBe(409);
    const removed = await server.call('admin', 'DELETE', `${TEMPLATES}/${id}?version=2`);
    expect(removed.status, removed.text).toBe(200);
    expect((await run('admin', id, '2041-01-01', '2041-01-31')).status).toBe(404);

    const audit = await server
      .knex('audit_log')
      .where({ entity_type: 'timesheetExportTemplate', entity_id: id })
      .orderBy('id')
      .select<{ action: string; actor_id: number }[]>('action', 'actor_id');
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit.every((a) => a.actor_id === ids.admin)).toBe(true);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const name = unique('Taken name');
    expect((await create({ name, format: 'csv', columns: ['date'] })).status).toBe(201);

    const duplicate = await create({ name: name.toUpperCase(), format: 'csv', columns: ['date'] });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toHaveProperty('name');

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ format: 'csv', columns: ['date'] }, 'name'],
      [{ name: '  ', format: 'csv', columns: ['date'] }, 'name'],
      [{ name: unique('Bad'), format: 'pdf', columns: ['date'] }, 'format'],
      [{ name: unique('Bad'), format: 'csv', columns: [] }, 'columns'],
      [{ name: unique('Bad'), format: 'csv', columns: ['date', 'date'] }, 'columns'],
      [{ name: unique('Bad'), format: 'csv', columns: ['salary'] }, 'columns.0'],
      [
        { name: unique('Bad'), format: 'csv', columns: ['date'], filters: { userIds: [999999] } },
        'filters.userIds',
      ],
      [
        { name: unique('Bad'), format: 'csv', columns: ['date'], filters: { teamIds: [999999] } },
        'filters.teamIds',
      ],
      [
        {
          name: unique('Bad'),
          format: 'csv',
          columns: ['date'],
          filters: { projectIds: [999999] },
        },
        'filters.projectIds',
      ],
      [
        { name: unique('Bad'), format: 'csv', columns: ['date'], filters: { billable: 'maybe' } },
        'filters.billable',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.status, `${field}: ${response.text}`).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), field).toContain(field);
    }
  });

  it('lets readers list and run, managers change; others get 403', async () => {
    const created = await create({ name: unique('Permissions'), format: 'csv', columns: ['date'] });
    const id = created.body.id;
    // Finance holds manageTimesheetExportTemplates.
    expect(
      (await create({ name: unique('By finance'), format: 'csv', columns: ['date'] }, 'finance'))
        .status,
    ).toBe(201);
    for (const who of ['pm', 'member', 'stakeholder'] as const) {
      expect((await server.call(who, 'GET', TEMPLATES)).status, who).toBe(403);
      expect(
        (await create({ name: unique('No'), format: 'csv', columns: ['date'] }, who)).status,
        who,
      ).toBe(403);
      expect((await run(who, id, '2041-01-01', '2041-01-31')).status, who).toBe(403);
    }
    expect((await server.request('GET', TEMPLATES)).status).toBe(401);
  });
});

describe('export templates: runs', () => {
  let memberEntries: TimeEntry[];
  let pmEntry: TimeEntry;
  let financeEntry: TimeEntry;

  beforeAll(async () => {
    memberEntries = [
      await log('member', {
        date: '2041-03-05',
        timesheetTaskId: internalTask,
        minutes: 90,
        note: '=cmd|" /C calc"!A0',
        billable: true,
      }),
      await log('member', {
        date: '2041-03-04',
        timesheetTaskId: trainingTask,
        minutes: 45,
        note: 'Course, day "one"',
      }),
    ];
    pmEntry = await log('pm', { date: '2041-03-04', timesheetTaskId: internalTask, minutes: 60 });
    financeEntry = await log('finance', {
      date: '2041-03-06',
      timesheetTaskId: internalTask,
      minutes: 30,
    });
    // Outside the range.
    await log('member', { date: '2041-04-01', timesheetTaskId: internalTask, minutes: 15 });
  });

  /** A new template (made by the admin) and its run over March 2041 (the entries above) by `who`. */
  async function runInMarch(template: Record<string, unknown>, who: DemoAccountKey = 'admin') {
    const created = await create(template);
    return run(who, created.body.id, '2041-03-01', '2041-03-31');
  }

  it('streams CSV in the template column order, with the formula guard and a file name', async () => {
    const file = await runInMarch({
      name: unique('CSV run'),
      format: 'csv',
      columns: ['note', 'date', 'email', 'minutes', 'hours', 'timesheetTask', 'billable'],
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="csv-run-\d+-2041-03-01-to-2041-03-31\.csv"/,
    );
    const [header, ...rows] = csvRecords(file.bytes);
    expect(header).toEqual([
      'Note',
      'Date',
      'Email',
      'Minutes',
      'Hours',
      'Timesheet task',
      'Billable',
    ]);
    // (date, id) order: the 4th (member, pm by id), then the 5th, then the 6th.
    expect(rows).toEqual([
      ['Course, day "one"', '2041-03-04', 'member@example.com', '45', '0.75', 'Training', 'No'],
      ['', '2041-03-04', 'pm@example.com', '60', '1', 'Internal', 'No'],
      ['\'=cmd|" /C calc"!A0', '2041-03-05', 'member@example.com', '90', '1.5', 'Internal', 'Yes'],
      ['', '2041-03-06', 'finance@example.com', '30', '0.5', 'Internal', 'No'],
    ]);
    expect(file.bytes.toString('utf8')).toContain('\r\n');
  });

  it('writes XLSX that reads back with the same rows, money for cost readers', async () => {
    const file = await runInMarch({
      name: unique('XLSX run'),
      format: 'xlsx',
      columns: ['date', 'user', 'minutes', 'hourlyCost', 'cost', 'currency', 'note'],
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const rows = await xlsxRows(file.bytes);
    expect(rows[0]).toEqual(['Date', 'User', 'Minutes', 'Hourly cost', 'Cost', 'Currency', 'Note']);
    const costOf = async (userId: number, date: string) =>
      (
        await server.call<{ hourlyCost: { amount: number; currency: string } | null }>(
          'admin',
          'GET',
          `/api/users/${userId}/hourly-cost?date=${date}`,
        )
      ).body.hourlyCost;
    const expected = [];
    for (const entry of [
      memberEntries[1],
      pmEntry,
      memberEntries[0],
      financeEntry,
    ] as TimeEntry[]) {
      const rate = await costOf(entry.user.id, entry.date);
      expect(rate, 'the demo gives every internal user an hourly cost').not.toBeNull();
      const amount = (rate as { amount: number }).amount;
      expected.push([
        entry.date,
        entry.user.name,
        entry.minutes,
        amount / 100,
        Math.round((amount * entry.minutes) / 60) / 100,
        (rate as { currency: string }).currency,
        // exceljs writes text as is (a spreadsheet cell is not a formula unless typed as one).
        entry.note === '' ? undefined : entry.note,
      ]);
    }
    expect(rows.slice(1).map((row) => row.concat(Array(7 - row.length).fill(undefined)))).toEqual(
      expected,
    );
  });

  it('scopes rows to what the caller may read, and money to cost readers', async () => {
    await grant('member', ['readTimesheetExportTemplates']);
    await grant('pm', ['readTimesheetExportTemplates']);
    const template = await create({
      name: unique('Scoped'),
      format: 'csv',
      columns: ['email', 'date', 'minutes', 'cost'],
    });
    const emails = async (who: DemoAccountKey) => {
      const file = await run(who, template.body.id, '2041-03-01', '2041-03-31');
      expect(file.status, who).toBe(200);
      return csvRecords(file.bytes);
    };

    // The member: only their own rows, and no money column.
    const member = await emails('member');
    expect(member[0]).toEqual(['Email', 'Date', 'Minutes']);
    expect(member.slice(1).map((r) => r[0])).toEqual(['member@example.com', 'member@example.com']);

    // The pm (readSomeUserTimesheet, lead of Delivery: the pm and the member): theirs and the member's.
    const pm = await emails('pm');
    expect(pm[0]).toEqual(['Email', 'Date', 'Minutes']);
    expect(new Set(pm.slice(1).map((r) => r[0]))).toEqual(
      new Set(['member@example.com', 'pm@example.com']),
    );

    // Finance (readAllTimesheets, readEmployees): everyone's, with money.
    const finance = await emails('finance');
    expect(finance[0]).toEqual(['Email', 'Date', 'Minutes', 'Cost']);
    expect(finance.slice(1)).toHaveLength(4);
    expect(finance.slice(1).every((r) => Number(r[3]) > 0)).toBe(true);
  });

  it('applies the template filters', async () => {
    const finance = await server.idOf('teams', { name: 'Finance' });
    const filtered: Array<[name: string, columns: string[], filters: object, rows: string[][]]> = [
      [
        'Billable only',
        ['email', 'minutes'],
        { billable: 'billable' },
        [['member@example.com', '90']],
      ],
      ['Finance team', ['email'], { teamIds: [finance] }, [['finance@example.com']]],
      [
        'The pm',
        ['email', 'teams'],
        { userIds: [ids.pm], billable: 'notBillable' },
        [['pm@example.com', 'Delivery']],
      ],
    ];
    for (const [name, columns, filters, rows] of filtered) {
      const file = await runInMarch({ name: unique(name), format: 'csv', columns, filters });
      expect(csvRecords(file.bytes).slice(1), name).toEqual(rows);
    }
  });

  it('refuses a bad range with a 400 naming the parameter', async () => {
    const template = await create({ name: unique('Range'), format: 'csv', columns: ['date'] });
    const path = `${TEMPLATES}/${template.body.id}/run`;
    const badRanges: Array<[query: string, parameter: string]> = [
      ['from=2041-03-02&to=2041-03-01', 'to'], // backwards
      ['to=2041-03-01', 'from'], // missing
      ['from=2041-02-30&to=2041-03-01', 'from'], // not a day
    ];
    for (const [query, parameter] of badRanges) {
      const refused = await server.call<ErrorBody>('admin', 'GET', `${path}?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.errors).toHaveProperty(parameter);
    }
  });

  it('reads in keyset batches: every entry once, in (date, id) order, whatever the batch size', async () => {
    const seen: number[] = [];
    let batches = 0;
    for await (const batch of streamExportEntries(server.knex, {
      from: '2041-03-01',
      to: '2041-04-30',
      filters: { userIds: [], teamIds: [], projectIds: [], billable: 'all' },
      scope: { kind: 'everyone' },
      batchSize: 2,
    })) {
      batches++;
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...batch.map((row) => row.id));
    }
    const expected = await server
      .knex('time_entries')
      .whereBetween('date', ['2041-03-01', '2041-04-30'])
      .orderBy([{ column: 'date' }, { column: 'id' }])
      .pluck('id');
    expect(seen).toEqual(expected.map(Number));
    expect(batches).toBe(Math.ceil(expected.length / 2));
  });
});

describe('export templates: a run that fails or is abandoned', () => {
  /** Entries on each day of 2042 for the demo accounts: enough rows (about 7 MB of CSV) that a run is still writing when its client goes. */
  beforeAll(async () => {
    const users = Object.values(ids);
    const now = server.clock.now;
    const rows = [];
    for (let day = 0; day < 365; day += 1)
      for (let k = 0; k < 150; k += 1) {
        const userId = users[k % users.length] as number;
        rows.push({
          user_id: userId,
          date: new Date(Date.UTC(2042, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
          timesheet_task_id: internalTask,
          minutes: 5,
          note: `Bulk entry ${k}, for the abandoned download`,
          billable: false,
          version: 1,
          created_by: userId,
          created_at: now,
          updated_at: now,
        });
      }
    await server.knex.batchInsert('time_entries', rows, 500);
  });

  /** The pool's connections in use (SQLite has one): a run that failed must have given its back. */
  function connectionsInUse(): number {
    return (server.knex.client as { pool: { numUsed(): number } }).pool.numUsed();
  }

  async function expectServingAndReleased() {
    await expect.poll(connectionsInUse, { timeout: 5000 }).toBe(0);
    const current = await server.call('member', 'GET', '/api/users/current');
    expect(current.status).toBe(200);
  }

  for (const format of ['csv', 'xlsx'] as const)
    it(`a client that goes mid-download (${format}) ends the run, not the server`, async () => {
      const template = await create({
        name: unique(`Abandoned ${format}`),
        format,
        columns: ['date', 'user', 'teams', 'note', 'minutes'],
      });
      const abort = new AbortController();
      const response = await fetch(
        `${server.url}${TEMPLATES}/${template.body.id}/run?from=2042-01-01&to=2042-12-31`,
        {
          headers: { cookie: await server.cookieOf('admin'), 'accept-encoding': 'identity' },
          signal: abort.signal,
        },
      );
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      expect((await reader.read()).done).toBe(false);
      abort.abort();
      await expect(reader.read()).rejects.toThrow();
      await expectServingAndReleased();
      // The next run reads every row: nothing was left holding the connection.
      const full = await run('admin', template.body.id, '2042-01-01', '2042-01-31');
      expect(full.status).toBe(200);
      if (format === 'csv') expect(csvRecords(full.bytes)).toHaveLength(1 + 31 * 150);
    });

  it('a query that fails mid-run cuts the download short and leaves the server serving', async () => {
    const template = await create({
      name: unique('Failing run'),
      format: 'csv',
      columns: ['date', 'user', 'teams', 'minutes'],
    });
    const cookie = await server.cookieOf('admin');
    // The team names are read after the first batch of entries: without their table that read fails.
    await server.knex.schema.renameTable('team_members', 'team_members_away');
    try {
      // Cut short: the connection closes before the end of the file (or, the
      // rows having gone out in the same instant, before fetch saw the headers).
      const outcome = await fetch(
        `${server.url}${TEMPLATES}/${template.body.id}/run?from=2042-01-01&to=2042-12-31`,
        { headers: { cookie, 'accept-encoding': 'identity' } },
      ).then(
        (response) =>
          response.arrayBuffer().then(
            () => `complete (${response.status})`,
            () => 'cut short',
          ),
        () => 'cut short',
      );
      expect(outcome).toBe('cut short');
    } finally {
      await server.knex.schema.renameTable('team_members_away', 'team_members');
    }
    await expectServingAndReleased();
  });
});

describe('export templates: the XLSX writer', () => {
  it('finds where exceljs keeps rows not yet compressed (the run waits on it)', () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('Probe');
    const backlog = sheetBacklog(sheet);
    expect(backlog, 'exceljs changed its insides: see sheetBacklog').not.toBeNull();
    sheet.addRow(['x'.repeat(200_000)]).commit();
    expect(backlog?.bytes()).toBeGreaterThan(100_000);
  });
});
