import type {
  BudgetHistoryPage,
  ErrorBody,
  Project,
  ScopeItem,
  ScopeItemCreateInput,
  ScopePage,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalid } from '../../test/answers';
import { createProject, postCreated } from '../projects/projects.test-fixtures';

let server: TestServer;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

serverForFile((started) => (server = started));

/** A project of the pm's with a budget of 1,000.00 EUR and 100 hours, the member and finance not on it. */
function newProject(budget = { budgetAmount: 100_000, budgetMinutes: 6_000 }) {
  return createProject(server, { name: unique('Scope project'), currency: 'EUR', ...budget });
}

async function keel001() {
  return server.idOf('projects', { code: 'KEEL-001' });
}

const scopes = (projectId: number) => `/api/projects/${projectId}/scopes`;

const create = (projectId: number, body: ScopeItemCreateInput, as: DemoAccountKey = 'pm') =>
  postCreated<ScopeItem>(server, as, scopes(projectId), body);

/** A change request of the pm's: its title, effort in minutes and price. */
const changeRequest = (
  projectId: number,
  title: string,
  effortMinutes: number,
  priceAmount: number,
) => create(projectId, { title, type: 'change', effortMinutes, priceAmount });

/** Decides on a change request at its version, as `who` (the pm unless told). */
const decide = (
  projectId: number,
  item: { id: number; version: number },
  decision: string,
  note?: string,
  who: DemoAccountKey = 'pm',
) =>
  server.call<ScopeItem & ErrorBody>(who, 'POST', `${scopes(projectId)}/${item.id}/decision`, {
    decision,
    note,
    version: item.version,
  });

async function project(projectId: number) {
  return (await server.call<Project>('pm', 'GET', `/api/projects/${projectId}`)).body;
}

describe('scope items and their sections', () => {
  it('lists baseline, open and decided items with totals summed per section', async () => {
    const { id } = await newProject();
    const baseline = await create(id, {
      title: 'Login screens',
      type: 'baseline',
      status: 'approved',
      effortMinutes: 1_200,
      priceAmount: 20_000,
    });
    expect(baseline).toMatchObject({
      type: 'baseline',
      status: 'approved',
      price: { amount: 20_000, currency: 'EUR' },
      requestedBy: 'Pat Manager',
      createdBy: { name: 'Pat Manager' },
      decidedBy: null,
      version: 1,
    });
    const open = await create(id, {
      title: 'Dark mode',
      type: 'change',
      effortMinutes: 600,
      priceAmount: 9_000,
      requestedBy: 'Client CTO',
    });
    expect(open).toMatchObject({ status: 'proposed', requestedBy: 'Client CTO' });
    const rejected = await changeRequest(id, 'Smartwatch app', 3_000, 50_000);
    const decided = await decide(id, rejected, 'rejected', 'Not this year');
    expect(decided.status, decided.text).toBe(200);

    const list = await server.call<ScopePage>('pm', 'GET', scopes(id));
    expect(list.status).toBe(200);
    expect(list.body.items.map((i) => i.title)).toEqual([
      'Login screens',
      'Dark mode',
      'Smartwatch app',
    ]);
    expect(list.body.totals).toEqual({
      baseline: { count: 1, effortMinutes: 1_200, price: { amount: 20_000, currency: 'EUR' } },
      open: { count: 1, effortMinutes: 600, price: { amount: 9_000, currency: 'EUR' } },
      decided: { count: 1, effortMinutes: 3_000, price: { amount: 50_000, currency: 'EUR' } },
      approvedChanges: { count: 0, effortMinutes: 0, price: { amount: 0, currency: 'EUR' } },
    });
    expect(list.body.amountsVisible).toBe(true);

    const onlyOpen = await server.call<ScopePage>('pm', 'GET', `${scopes(id)}?group=open`);
    expect(onlyOpen.body.items.map((i) => i.title)).toEqual(['Dark mode']);
    expect(onlyOpen.body.total).toBe(1);
    const paged = await server.call<ScopePage>('pm', 'GET', `${scopes(id)}?pageSize=2&page=2`);
    expect(paged.body.items.map((i) => i.title)).toEqual(['Smartwatch app']);
    expect(paged.body.total).toBe(3);
  });

  it('lets members read without prices, finance read with them, and refuses stakeholders', async () => {
    const projectId = await keel001();
    await changeRequest(projectId, unique('Offline mode'), 60, 1_000);
    const member = await server.call<ScopePage>('member', 'GET', scopes(projectId));
    expect(member.status).toBe(200);
    expect(member.body.amountsVisible).toBe(false);
    expect(member.body.items.length).toBeGreaterThan(0);
    for (const item of member.body.items) expect(item.price).toBeNull();
    expect(member.body.totals.open.price).toBeNull();
    expect(member.body.totals.open.effortMinutes).toBeGreaterThan(0);

    const finance = await server.call<ScopePage>('finance', 'GET', scopes(projectId));
    expect(finance.status).toBe(200);
    expect(finance.body.amountsVisible).toBe(true);

    expect((await server.call('stakeholder', 'GET', scopes(projectId))).status).toBe(403);
    expect((await server.request('GET', scopes(projectId))).status).toBe(401);
  });

  it('refuses writes to members, finance and stakeholders', async () => {
    const projectId = await keel001();
    const item = await create(projectId, { title: unique('Export'), type: 'change' });
    const body = { title: 'x', type: 'change' };
    for (const who of ['member', 'finance', 'stakeholder'] as const) {
      expect((await server.call(who, 'POST', scopes(projectId), body)).status).toBe(403);
      expect(
        (
          await server.call(who, 'PUT', `${scopes(projectId)}/${item.id}`, {
            ...body,
            version: item.version,
          })
        ).status,
      ).toBe(403);
      expect((await decide(projectId, item, 'approved', undefined, who)).status).toBe(403);
      expect(
        (await server.call(who, 'DELETE', `${scopes(projectId)}/${item.id}?version=1`)).status,
      ).toBe(403);
    }
  });
});

describe('deciding change requests', () => {
  it('approving adds effort and price to the budget, bumps the project and records the history', async () => {
    const { id, version } = await newProject();
    const change = await changeRequest(id, 'Payments via SEPA', 900, 15_000);
    const approved = await decide(id, change, 'approved', 'Signed by the client');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decisionNote: 'Signed by the client',
      decidedBy: { name: 'Pat Manager' },
      version: change.version + 1,
    });
    expect(approved.body.decidedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const after = await project(id);
    expect(after.budget).toEqual({ amount: 115_000, currency: 'EUR' });
    expect(after.budgetMinutes).toBe(6_900);
    expect(after.version).toBe(version + 1);

    const history = await server.call<BudgetHistoryPage>(
      'finance',
      'GET',
      `/api/projects/${id}/budget-history`,
    );
    expect(history.status, history.text).toBe(200);
    expect(history.body.current).toEqual({
      amount: { amount: 115_000, currency: 'EUR' },
      minutes: 6_900,
    });
    expect(history.body.items[0]).toMatchObject({
      source: 'changeRequest',
      scopeItem: { id: change.id, title: 'Payments via SEPA' },
      by: { name: 'Pat Manager' },
      amountBefore: 100_000,
      amountAfter: 115_000,
      minutesBefore: 6_000,
      minutesAfter: 6_900,
    });

    // A second decision on it: already decided.
    const again = await decide(id, approved.body, 'rejected');
    expect(again.status).toBe(400);
    expect(again.body.errors).toHaveProperty('decision');

    // Its effort and price are fixed now; it can be marked delivered.
    const fields = {
      title: 'Payments via SEPA',
      type: 'change',
      effortMinutes: 900,
      priceAmount: 15_000,
    };
    const edited = await server.call<ErrorBody>('pm', 'PUT', `${scopes(id)}/${change.id}`, {
      ...fields,
      effortMinutes: 1_000,
      priceAmount: 1,
      version: approved.body.version,
    });
    expect(edited.status).toBe(400);
    expect(edited.body.errors).toHaveProperty('effortMinutes');
    expect(edited.body.errors).toHaveProperty('priceAmount');
    expectInvalid(
      await server.call('pm', 'PUT', `${scopes(id)}/${change.id}`, {
        ...fields,
        status: 'proposed',
        version: approved.body.version,
      }),
      'status',
    );
    const delivered = await server.call<ScopeItem>('pm', 'PUT', `${scopes(id)}/${change.id}`, {
      ...fields,
      status: 'delivered',
      version: approved.body.version,
    });
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.body.status).toBe('delivered');

    // It moved the budget: it cannot be deleted.
    const removed = await server.call<ErrorBody>(
      'pm',
      'DELETE',
      `${scopes(id)}/${change.id}?version=${delivered.body.version}`,
    );
    expect(removed.status).toBe(409);
    expect((await project(id)).budget).toEqual({ amount: 115_000, currency: 'EUR' });
  });

  it('rejecting leaves the budget alone; a descoping change lowers it; an empty budget starts at zero', async () => {
    const { id } = await newProject({ budgetAmount: null, budgetMinutes: null } as never);
    const change = await changeRequest(id, 'Chat', 120, 2_000);
    const rejected = await decide(id, change, 'rejected');
    expect(rejected.body.status).toBe('rejected');
    expect((await project(id)).budget).toBeNull();

    const grow = await changeRequest(id, 'Search', 300, 5_000);
    await decide(id, grow, 'approved');
    expect((await project(id)).budget).toEqual({ amount: 5_000, currency: 'EUR' });
    const shrink = await changeRequest(id, 'Drop search filters', -60, -1_000);
    await decide(id, shrink, 'approved');
    const after = await project(id);
    expect(after.budget).toEqual({ amount: 4_000, currency: 'EUR' });
    expect(after.budgetMinutes).toBe(240);

    const tooMuch = await changeRequest(id, 'Drop everything', 0, -9_000);
    const refused = await decide(id, tooMuch, 'approved');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('decision');
    expect((await project(id)).budget).toEqual({ amount: 4_000, currency: 'EUR' });
  });

  it('does not decide baseline items', async () => {
    const { id } = await newProject();
    const item = await create(id, { title: 'Core', type: 'baseline', status: 'approved' });
    const response = await decide(id, item, 'approved');
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('decision');
  });

  it('records budget edits made on the project in the history', async () => {
    const created = await newProject();
    const updated = await server.call<Project>('pm', 'PUT', `/api/projects/${created.id}`, {
      budgetAmount: 120_000,
      version: created.version,
    });
    expect(updated.status, updated.text).toBe(200);
    const history = await server.call<BudgetHistoryPage>(
      'pm',
      'GET',
      `/api/projects/${created.id}/budget-history`,
    );
    expect(history.body.items).toHaveLength(1);
    expect(history.body.items[0]).toMatchObject({
      source: 'projectEdit',
      scopeItem: null,
      amountBefore: 100_000,
      amountAfter: 120_000,
      minutesBefore: 6_000,
      minutesAfter: 6_000,
    });
    // Renaming alone does not touch the budget history.
    await server.call('pm', 'PUT', `/api/projects/${created.id}`, {
      name: unique('Renamed'),
      version: updated.body.version,
    });
    const again = await server.call<BudgetHistoryPage>(
      'pm',
      'GET',
      `/api/projects/${created.id}/budget-history`,
    );
    expect(again.body.total).toBe(1);
    expect(
      (await server.call('member', 'GET', `/api/projects/${await keel001()}/budget-history`))
        .status,
    ).toBe(403);
  });
});

describe('edits, deletes and versions', () => {
  it('edits a proposed change, turns it into baseline and deletes it; stale versions are 409 with current', async () => {
    const { id } = await newProject();
    const item = await create(id, { title: 'Reports', type: 'change', effortMinutes: 60 });
    const edited = await server.call<ScopeItem>('pm', 'PUT', `${scopes(id)}/${item.id}`, {
      title: 'Reports v2',
      description: 'Monthly',
      type: 'baseline',
      status: 'delivered',
      effortMinutes: 90,
      priceAmount: 100,
      requestedBy: 'Client',
      version: item.version,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Reports v2',
      type: 'baseline',
      status: 'delivered',
      effortMinutes: 90,
      version: 2,
    });
    const stale = await server.call<ErrorBody>('pm', 'PUT', `${scopes(id)}/${item.id}`, {
      title: 'Late',
      type: 'baseline',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ title: 'Reports v2', version: 2 });
    const staleDelete = await server.call<ErrorBody>(
      'pm',
      'DELETE',
      `${scopes(id)}/${item.id}?version=1`,
    );
    expect(staleDelete.status).toBe(409);
    const deleted = await server.call('pm', 'DELETE', `${scopes(id)}/${item.id}?version=2`);
    expect(deleted.status).toBe(200);
    const gone = await server.call('pm', 'DELETE', `${scopes(id)}/${item.id}?version=2`);
    expect(gone.status).toBe(404);
  });

  it('answers 404 for an item of another project', async () => {
    const a = await newProject();
    const b = await newProject();
    const item = await create(a.id, { title: 'Mine', type: 'change' });
    const put = await server.call('pm', 'PUT', `${scopes(b.id)}/${item.id}`, {
      title: 'Theirs',
      type: 'change',
      version: item.version,
    });
    expect(put.status).toBe(404);
    expect((await decide(b.id, item, 'approved')).status).toBe(404);
  });
});

describe('bad input is a 400 naming the field', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { type: 'change' }, 'title'],
    ['a blank title', { title: '   ', type: 'change' }, 'title'],
    ['a NUL byte', { title: 'a\u0000b', type: 'change' }, 'title'],
    ['an unknown type', { title: 'x', type: 'extra' }, 'type'],
    ['a change created approved', { title: 'x', type: 'change', status: 'approved' }, 'status'],
    ['a rejected baseline item', { title: 'x', type: 'baseline', status: 'rejected' }, 'status'],
    [
      'a negative baseline effort',
      { title: 'x', type: 'baseline', effortMinutes: -5 },
      'effortMinutes',
    ],
    [
      'effort past a PG integer',
      { title: 'x', type: 'change', effortMinutes: 3_000_000_000 },
      'effortMinutes',
    ],
    ['fractional effort', { title: 'x', type: 'change', effortMinutes: 1.5 }, 'effortMinutes'],
    ['a price past a BIGINT', { title: 'x', type: 'change', priceAmount: 1e20 }, 'priceAmount'],
    ['a price as text', { title: 'x', type: 'change', priceAmount: '12' }, 'priceAmount'],
    [
      'a long requester',
      { title: 'x', type: 'change', requestedBy: 'r'.repeat(201) },
      'requestedBy',
    ],
  ];
  for (const [label, body, field] of cases)
    it(`create: ${label}`, async () => {
      expectInvalid(await server.call('pm', 'POST', scopes(await keel001()), body), field);
    });

  it('create: `price` instead of `priceAmount` is refused naming it, and nothing is stored', async () => {
    const projectId = await keel001();
    const title = unique('Misspelt price');
    const response = await server.call<ErrorBody>('pm', 'POST', scopes(projectId), {
      title,
      type: 'change',
      price: 50_000,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.errors).toEqual({ price: ['Unknown field: price'] });
    const list = await server.call<ScopePage>('pm', 'GET', scopes(projectId));
    expect(JSON.stringify(list.body)).not.toContain(title);
  });

  it('update, decision, delete and list', async () => {
    const projectId = await keel001();
    const item = await create(projectId, { title: unique('Bad input'), type: 'change' });
    const path = `${scopes(projectId)}/${item.id}`;
    expectInvalid(
      await server.call('pm', 'PUT', path, {
        title: 'x',
        type: 'change',
      }),
      'version',
    );
    const hugeVersion = await server.call<ErrorBody>('pm', 'PUT', path, {
      title: 'x',
      type: 'change',
      version: 2 ** 40,
    });
    expect([400, 409]).toContain(hugeVersion.status);
    const decision = await server.call<ErrorBody>('pm', 'POST', `${path}/decision`, {
      decision: 'maybe',
      version: item.version,
    });
    expect(decision.status).toBe(400);
    expect(decision.body.errors).toHaveProperty('decision');
    expectInvalid(
      await server.call('pm', 'POST', `${path}/decision`, {
        decision: 'approved',
        note: 'n\u0000',
        version: item.version,
      }),
      'note',
    );
    expectInvalid(await server.call('pm', 'DELETE', `${path}?version=abc`), 'version');
    expectInvalid(await server.call('pm', 'GET', `${scopes(projectId)}?group=all`), 'group');
    const hugeId = await server.call<ErrorBody>('pm', 'PUT', `${scopes(projectId)}/99999999999`, {
      title: 'x',
      type: 'change',
      version: 1,
    });
    expect([400, 404]).toContain(hugeId.status);
  });
});

describe('the demo scope', () => {
  it('has items in every status on KEEL-001, consistent with its budget history', async () => {
    const projectId = await keel001();
    const list = await server.call<ScopePage>('pm', 'GET', `${scopes(projectId)}?pageSize=500`);
    const demo = list.body.items.filter((i) => i.createdBy?.name === 'Pat Manager');
    const statuses = new Set(demo.filter((i) => i.type === 'change').map((i) => i.status));
    expect([...statuses].sort()).toEqual(['approved', 'delivered', 'proposed', 'rejected']);
    expect(demo.some((i) => i.type === 'baseline')).toBe(true);

    const history = await server.call<BudgetHistoryPage>(
      'pm',
      'GET',
      `/api/projects/${projectId}/budget-history`,
    );
    const approvals = history.body.items.filter((h) => h.source === 'changeRequest');
    expect(approvals.length).toBeGreaterThanOrEqual(3);
    const newest = approvals[0];
    const oldest = approvals.at(-1);
    const approvedPrice = list.body.totals.approvedChanges.price?.amount ?? 0;
    const approvedEffort = list.body.totals.approvedChanges.effortMinutes;
    // The approved changes are exactly what moved the budget from the original to the current one.
    expect((newest?.amountAfter ?? 0) - (oldest?.amountBefore ?? 0)).toBe(approvedPrice);
    expect((newest?.minutesAfter ?? 0) - (oldest?.minutesBefore ?? 0)).toBe(approvedEffort);
    expect(history.body.current.amount?.amount).toBe(newest?.amountAfter);
    for (const change of approvals) expect(change.scopeItem?.title).toBeTruthy();
  });
});
