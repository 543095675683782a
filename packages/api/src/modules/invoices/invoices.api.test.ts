import type { ErrorBody, Invoice, InvoicePage, Milestone, TimeEntry } from '@keel/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid } from '../../test/answers';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { addProjectMember, createProject, postCreated } from '../projects/projects.test-fixtures';
import { BILLED_CLIENT, completeBillingSettings } from './invoices.test-fixtures';

/**
 * Invoices (README.md here) on both databases: drafts from approved time at
 * the contract's rates, numbering (20 concurrent issues: consecutive, no
 * duplicate), invoiced time and milestones final by every write path,
 * payments, the void's credit note and the time it releases, who reads what.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
serverForFile((started) => (server = started));

// Two approved weeks of the member's time, and one week left open.
const WEEK_1 = '2025-06-02';
const WEEK_2 = '2025-06-09';
const OPEN_WEEK = '2025-06-16';
let projectId: number;
let contractId: number;
let memberId: number;
let clientId: number;
let taskId: number;
let year: number;

async function logged(date: string, minutes: number, extra: Record<string, unknown> = {}) {
  return postCreated<TimeEntry>(server, 'member', '/api/timesheet/entries', {
    taskId,
    date,
    minutes,
    billable: true,
    ...extra,
  });
}

async function approve(week: string) {
  const submitted = await server.call(
    'member',
    'POST',
    `/api/timesheet/weeks/${memberId}/${week}/submit`,
    { version: null },
  );
  expect(submitted.status, submitted.text).toBe(200);
  const approved = await server.call(
    'admin',
    'POST',
    `/api/timesheet/weeks/${memberId}/${week}/approve`,
    { version: 1, comment: '' },
  );
  expect(approved.status, approved.text).toBe(200);
}

const draftFromTime = (body: Record<string, unknown>) =>
  server.call<Invoice>('finance', 'POST', '/api/invoices/from-time', {
    clientContactId: clientId,
    taxRate: 1900,
    ...body,
  });

const issue = (invoice: { id: number; version: number }) =>
  server.call<Invoice>('finance', 'POST', `/api/invoices/${invoice.id}/issue`, {
    version: invoice.version,
  });

let entries: TimeEntry[];

beforeAll(async () => {
  year = new Date(server.clock.now).getUTCFullYear();
  memberId = await server.idOf('users', { email: 'member@example.com' });
  const project = await createProject(server, { name: 'Invoiced project', currency: 'EUR' });
  projectId = project.id;
  await addProjectMember(server, projectId, memberId, 'member');
  const task = await postCreated<{ id: number }>(server, 'pm', '/api/tasks', {
    projectId,
    name: 'Billable work',
    assigneeId: memberId,
  });
  taskId = task.id;
  const contract = await postCreated<{ id: number }>(
    server,
    'pm',
    `/api/projects/${projectId}/time-material`,
    { name: 'Support', periodStart: '2025-01-01', periodEnd: '2025-12-31', currency: 'EUR' },
  );
  contractId = contract.id;
  await postCreated(
    server,
    'pm',
    `/api/projects/${projectId}/time-material/${contractId}/resources`,
    {
      userId: memberId,
      hourlyRate: 12_000,
    },
  );
  // Issuing needs the seller's and the client's EN 16931 details.
  await completeBillingSettings(server);
  clientId = (await postCreated<{ id: number }>(server, 'admin', '/api/contacts', BILLED_CLIENT))
    .id;
  entries = [
    await logged(`${WEEK_1.slice(0, 8)}03`, 90),
    await logged(`${WEEK_1.slice(0, 8)}04`, 45),
    await logged(`${WEEK_2.slice(0, 8)}10`, 30),
    // Not billable, and in a week never approved: never on an invoice.
    await logged(`${WEEK_2.slice(0, 8)}11`, 60, { billable: false }),
    await logged(`${OPEN_WEEK.slice(0, 8)}17`, 120),
  ];
  await approve(WEEK_1);
  await approve(WEEK_2);
});

describe(`invoices (${DB})`, () => {
  let invoice: Invoice;

  it('drafts the approved billable time not yet invoiced, one line per person and rate at the contract rate', async () => {
    const drafted = await draftFromTime({ contractId, from: '2025-06-01', to: '2025-06-30' });
    expect(drafted.status, drafted.text).toBe(201);
    invoice = drafted.body;
    expect(invoice).toMatchObject({ status: 'draft', number: null, currency: 'EUR' });
    expect(invoice.lines).toHaveLength(1);
    // 165 minutes at 120.00 an hour: 330.00 net, 19 %: 62.70 tax.
    expect(invoice.lines[0]).toMatchObject({
      unitKind: 'minutes',
      quantity: 165,
      unitPrice: 12_000,
      taxRate: 1900,
      net: 33_000,
      tax: 6270,
      gross: 39_270,
      timeEntryCount: 3,
    });
    expect(invoice.totals).toEqual({ net: 33_000, tax: 6270, gross: 39_270 });
  });

  it('never drafts the same time twice (409 naming from), and refuses bad input naming the field', async () => {
    const again = await draftFromTime({ projectId, from: '2025-06-01', to: '2025-06-30' });
    expect(again.status, again.text).toBe(409);
    expect(again.body).toHaveProperty('errors.from');
    expectInvalid(await draftFromTime({ from: '2025-06-01', to: '2025-06-30' }), 'contractId');
    expectInvalid(
      await draftFromTime({ contractId, projectId, from: '2025-06-01', to: '2025-06-30' }),
      'contractId',
    );
    expectInvalid(await draftFromTime({ contractId, from: '2025-06-30', to: '2025-06-01' }), 'to');
    expectInvalid(
      await draftFromTime({ contractId: 999_999, from: '2025-06-01', to: '2025-06-30' }),
      'contractId',
    );
    expectInvalid(
      await server.call('finance', 'POST', '/api/invoices', { projectId, surprise: 1 }),
      'surprise',
    );
    expectInvalid(
      await server.call('finance', 'POST', '/api/invoices', {
        projectId,
        clientContactId: 999_999,
      }),
      'clientContactId',
    );
  });

  it('edits a draft: a line keeps its time, a new line bills nothing; a stale version is 409', async () => {
    const line = invoice.lines[0] as Invoice['lines'][number];
    const updated = await server.call<Invoice>('finance', 'PUT', `/api/invoices/${invoice.id}`, {
      clientContactId: clientId,
      paymentTermsDays: 14,
      notes: 'June support',
      lines: [
        {
          id: line.id,
          description: 'Support in June',
          unitKind: 'minutes',
          quantity: 165,
          unitPrice: 12_000,
          taxRate: 1900,
        },
        { description: 'Licence', unitKind: 'units', quantity: 3, unitPrice: 3333, taxRate: 700 },
      ],
      version: invoice.version,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.lines.map((l) => [l.description, l.timeEntryCount, l.gross])).toEqual([
      ['Support in June', 3, 39_270],
      ['Licence', 0, 10_699],
    ]);
    expect(updated.body.totals).toEqual({ net: 42_999, tax: 6970, gross: 49_969 });
    const stale = await server.call('finance', 'PUT', `/api/invoices/${invoice.id}`, {
      clientContactId: clientId,
      paymentTermsDays: 14,
      notes: '',
      lines: [],
      version: invoice.version,
    });
    expect(stale.status).toBe(409);
    invoice = updated.body;
  });

  it('issues the draft: the year’s first number, dated, due after its terms; its time is final by every path', async () => {
    const issued = await issue(invoice);
    expect(issued.status, issued.text).toBe(200);
    expect(issued.body).toMatchObject({ status: 'issued', number: `INV-${year}-0001` });
    expect(issued.body.dueDate).not.toBeNull();
    invoice = issued.body;
    const again = await issue({ id: invoice.id, version: invoice.version });
    expect(again.status).toBe(409);
    const edit = await server.call<ErrorBody>('finance', 'PUT', `/api/invoices/${invoice.id}`, {
      clientContactId: clientId,
      paymentTermsDays: 14,
      notes: '',
      lines: [],
      version: invoice.version,
    });
    expect(edit.status).toBe(409);

    const entry = entries[0] as TimeEntry;
    const stored = await server.knex('time_entries').where({ id: entry.id }).first('version');
    const version = Number(stored?.version);
    // Reopen the week so only the invoice protects the time.
    const reopened = await server.call(
      'admin',
      'POST',
      `/api/timesheet/weeks/${memberId}/${WEEK_1}/reopen`,
      {
        version: 2,
        comment: '',
      },
    );
    expect(reopened.status, reopened.text).toBe(200);
    const attempts = [
      server.call<ErrorBody>('admin', 'PUT', `/api/timesheet/entries/${entry.id}`, {
        taskId,
        projectId: null,
        timesheetTaskId: null,
        date: entry.date,
        minutes: 10,
        note: '',
        billable: true,
        version,
      }),
      server.call<ErrorBody>('admin', 'PUT', `/api/timesheet/entries/${entry.id}`, {
        taskId,
        projectId: null,
        timesheetTaskId: null,
        date: '2025-06-20',
        minutes: entry.minutes,
        note: '',
        billable: true,
        version,
      }),
      server.call<ErrorBody>(
        'admin',
        'DELETE',
        `/api/timesheet/entries/${entry.id}?version=${version}`,
      ),
      server.call<ErrorBody>(
        'member',
        'DELETE',
        `/api/timesheet/entries/${entry.id}?version=${version}`,
      ),
      server.call<ErrorBody>(
        'pm',
        'DELETE',
        `/api/tasks/${taskId}?version=${Number((await server.knex('tasks').where({ id: taskId }).first('version'))?.version)}`,
      ),
    ];
    for (const refused of await Promise.all(attempts)) {
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.message).toContain(`INV-${year}-0001`);
    }
    const after = await server
      .knex('time_entries')
      .where({ id: entry.id })
      .first('minutes', 'date');
    expect(after).toEqual({ minutes: entry.minutes, date: entry.date });
  });

  it('numbers 20 concurrent issues consecutively, without a gap or a duplicate', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () =>
        postCreated<Invoice>(server, 'finance', '/api/invoices', {
          projectId,
          clientContactId: clientId,
          lines: [
            { description: 'Work', unitKind: 'units', quantity: 1, unitPrice: 1000, taxRate: 0 },
          ],
        }),
      ),
    );
    const issued = await Promise.all(drafts.map((d) => issue(d)));
    for (const response of issued) expect(response.status, response.text).toBe(200);
    const numbers = issued.map((r) => r.body.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-${year}-${String(i + 2).padStart(4, '0')}`),
    );
  });

  it('records partial payments, paid once they reach the gross total; never more', async () => {
    const draft = await postCreated<Invoice>(server, 'finance', '/api/invoices', {
      projectId,
      clientContactId: clientId,
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
    const issued = (await issue(draft)).body;
    const pay = (amount: number) =>
      server.call<Invoice>('finance', 'POST', `/api/invoices/${issued.id}/payments`, {
        paidOn: issued.issueDate,
        amount,
      });
    const first = await pay(60_000);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ status: 'issued', paid: 60_000, outstanding: 50_000 });
    expectInvalid(await pay(50_001), 'amount');
    const rest = await pay(50_000);
    expect(rest.body).toMatchObject({ status: 'paid', paid: 110_000, outstanding: 0 });
    expect((await pay(1)).status).toBe(409);
  });

  it('voids an invoice by a credit note of its own number, negated, and releases its time', async () => {
    const voided = await server.call<Invoice>(
      'finance',
      'POST',
      `/api/invoices/${invoice.id}/void`,
      {
        version: invoice.version,
        reason: 'Wrong rate',
      },
    );
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.status).toBe('void');
    expect(voided.body.creditNote?.number).toBe(`CN-${year}-0001`);
    const credit = await server.call<Invoice>(
      'finance',
      'GET',
      `/api/invoices/${voided.body.creditNote?.id}`,
    );
    expect(credit.body).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      creditOf: { id: invoice.id, number: invoice.number },
      totals: { net: -invoice.totals.net, tax: -invoice.totals.tax, gross: -invoice.totals.gross },
    });
    // The time is free again: a new draft takes what is still approved (the first week
    // was reopened above, so only the second week's entry).
    const redrafted = await draftFromTime({ contractId, from: '2025-06-01', to: '2025-06-30' });
    expect(redrafted.status, redrafted.text).toBe(201);
    expect(redrafted.body.lines[0]?.timeEntryCount).toBe(1);
    expect(
      await server
        .knex('time_entries')
        .whereNotNull('invoice_id')
        .whereIn(
          'id',
          entries.map((e) => e.id),
        )
        .count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
    const deleted = await server.call(
      'finance',
      'DELETE',
      `/api/invoices/${redrafted.body.id}?version=${redrafted.body.version}`,
    );
    expect(deleted.status).toBe(200);
  });

  it('drafts from milestones; an invoiced milestone cannot be changed or deleted', async () => {
    const milestone = await postCreated<Milestone>(
      server,
      'pm',
      `/api/projects/${projectId}/milestones`,
      {
        name: 'Go-live',
        dueDate: '2025-07-01',
        financial: true,
        amount: 250_000,
      },
    );
    const drafted = await server.call<Invoice>('finance', 'POST', '/api/invoices/from-milestones', {
      milestoneIds: [milestone.id],
      clientContactId: clientId,
    });
    expect(drafted.status, drafted.text).toBe(201);
    expect(drafted.body.lines[0]).toMatchObject({ milestoneId: milestone.id, gross: 250_000 });
    const twice = await server.call('finance', 'POST', '/api/invoices/from-milestones', {
      milestoneIds: [milestone.id],
    });
    expect(twice.status).toBe(409);
    const issued = await issue(drafted.body);
    expect(issued.status, issued.text).toBe(200);
    const changed = await server.call<ErrorBody>(
      'pm',
      'PUT',
      `/api/projects/${projectId}/milestones/${milestone.id}`,
      {
        name: 'Go-live moved',
        dueDate: '2025-08-01',
        financial: true,
        amount: 250_000,
        version: milestone.version,
      },
    );
    expect(changed.status, changed.text).toBe(409);
    expect(changed.body.message).toContain(issued.body.number as string);
    const removed = await server.call<ErrorBody>(
      'pm',
      'DELETE',
      `/api/projects/${projectId}/milestones/${milestone.id}?version=${milestone.version}`,
    );
    expect(removed.status).toBe(409);
  });

  it('lets the project manager read their projects’ invoices only, and no one else without the flags', async () => {
    const pmList = await server.call<InvoicePage>(
      'pm',
      'GET',
      `/api/invoices?projectId=${projectId}`,
    );
    expect(pmList.status, pmList.text).toBe(200);
    expect(pmList.body.total).toBeGreaterThan(20);
    expect(pmList.body.totals[0]?.currency).toBe('EUR');
    const other = await createProject(
      server,
      { name: 'Finance only project', currency: 'EUR' },
      'admin',
    );
    const hidden = await postCreated<Invoice>(server, 'finance', '/api/invoices', {
      projectId: other.id,
    });
    expect((await server.call('pm', 'GET', `/api/invoices/${hidden.id}`)).status).toBe(404);
    expect((await server.call('pm', 'POST', '/api/invoices', { projectId })).status).toBe(403);
    expect((await server.call('member', 'GET', '/api/invoices')).status).toBe(403);
    expect((await server.call('stakeholder', 'GET', '/api/invoices')).status).toBe(403);
    const issuedOnly = await server.call<InvoicePage>(
      'finance',
      'GET',
      `/api/invoices?status=paid&projectId=${projectId}`,
    );
    expect(issuedOnly.body.items.map((i) => i.status)).toEqual(['paid']);
  });

  it('refuses to delete a client contact an invoice names, naming the invoices; the contact stays', async () => {
    const named = await postCreated<{ id: number; version: number }>(
      server,
      'admin',
      '/api/contacts',
      { ...BILLED_CLIENT, name: 'Nina Named', company: 'Named AG' },
    );
    const draft = await postCreated<Invoice>(server, 'finance', '/api/invoices', {
      projectId,
      clientContactId: named.id,
      lines: [{ description: 'Audit', unitKind: 'units', quantity: 1, unitPrice: 500, taxRate: 0 }],
    });
    const remove = () =>
      server.call<ErrorBody>(
        'admin',
        'DELETE',
        `/api/contacts/${named.id}?version=${named.version}`,
      );
    const onDraft = await remove();
    expect(onDraft.status, onDraft.text).toBe(409);
    expect(onDraft.body.errors?.invoice).toEqual([`draft #${draft.id}`]);
    const issued = await issue(draft);
    expect(issued.status, issued.text).toBe(200);
    const second = await postCreated<Invoice>(server, 'finance', '/api/invoices', {
      projectId,
      clientContactId: named.id,
    });
    const refused = await remove();
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.message).toContain(issued.body.number as string);
    expect(refused.body.errors?.invoice).toEqual([issued.body.number, `draft #${second.id}`]);
    const kept = await server.knex('contacts').where({ id: named.id }).first('version');
    expect(Number(kept?.version)).toBe(named.version);
    // A contact no invoice names still goes.
    const free = await postCreated<{ id: number; version: number }>(
      server,
      'admin',
      '/api/contacts',
      {
        name: 'Fred Free',
      },
    );
    const deleted = await server.call(
      'admin',
      'DELETE',
      `/api/contacts/${free.id}?version=${free.version}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
  });

  it('converts nothing: time priced by a contract in another currency is refused, naming the contract', async () => {
    const project = await createProject(server, { name: 'Franc project', currency: 'CHF' });
    await addProjectMember(server, project.id, memberId, 'member');
    const franc = await postCreated<{ id: number }>(server, 'pm', '/api/tasks', {
      projectId: project.id,
      name: 'Franc work',
      assigneeId: memberId,
    });
    const euroContract = await postCreated<{ id: number }>(
      server,
      'pm',
      `/api/projects/${project.id}/time-material`,
      { name: 'Euro support', periodStart: '2025-01-01', periodEnd: '2025-12-31', currency: 'EUR' },
    );
    await postCreated(
      server,
      'pm',
      `/api/projects/${project.id}/time-material/${euroContract.id}/resources`,
      { userId: memberId, hourlyRate: 9000 },
    );
    const week = '2025-07-07';
    await logged('2025-07-08', 60, { taskId: franc.id });
    await approve(week);
    const fromContract = await draftFromTime({
      contractId: euroContract.id,
      from: week,
      to: '2025-07-13',
    });
    expect(fromContract.status, fromContract.text).toBe(409);
    expect(fromContract.body).toHaveProperty('errors.contractId');
    expect((fromContract.body as unknown as ErrorBody).message).toContain('Euro support (EUR)');
    const fromProject = await draftFromTime({
      projectId: project.id,
      from: week,
      to: '2025-07-13',
    });
    expect(fromProject.status, fromProject.text).toBe(409);
    expect(fromProject.body).toHaveProperty('errors.projectId');
    // Nothing was drafted: the time is still free to invoice.
    expect(
      await server.knex('invoices').where({ project_id: project.id }).count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
  });
});
