import type {
  CreateFromQuoteOptions,
  CreateFromQuoteResult,
  ErrorBody,
  UpdateFromQuoteOptions,
  UpdateFromQuoteResult,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import {
  addRevision,
  insertQuoteWithRevisions,
  type RevisionSpec,
} from '../../demo/quote-revisions';
import { DEMO_FROM_QUOTE_NUMBER } from '../../demo/demo-from-quote';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let counter = 0;

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
});

const CREATE = (quoteId: number) => `/api/projects/create-from-quote/${quoteId}`;
const UPDATE = (quoteId: number) => `/api/projects/update-from-quote/${quoteId}`;

/** Revision 1: two sections, a 10 % markup on the subtotal and a fixed fee. */
const REVISION_1: RevisionSpec = {
  lines: [
    {
      key: 'design',
      section: 'Design',
      description: 'Wireframes',
      role: 'Designer',
      minutes: 600,
      rate: 9_000,
    },
    {
      key: 'build',
      section: 'Build',
      description: 'Build the app',
      role: 'Developer',
      minutes: 1_200,
      rate: 10_000,
      expenses: 5_000,
    },
    {
      key: 'qa',
      section: 'Build',
      description: 'Testing',
      role: 'Developer',
      minutes: 300,
      rate: 8_000,
    },
    {
      key: 'travel',
      section: 'Build',
      description: 'Travel',
      role: '',
      minutes: 0,
      rate: 0,
      expenses: 20_000,
    },
  ],
  markups: [
    { label: 'Contingency', kind: 'percent', value: 10, appliesTo: 'subtotal' },
    { label: 'Setup fee', kind: 'fixed', value: 333, appliesTo: 'labour' },
  ],
};
// Labour 90,000 + 200,000 + 40,000 = 330,000; expenses 25,000; subtotal 355,000;
// +35,500 +333 = 390,833.
const TOTAL_1 = 390_833;

/** Revision 2: Design grows, QA leaves, Launch arrives, the developer rate rises. */
const REVISION_2: RevisionSpec = {
  lines: [
    { ...REVISION_1.lines[0]!, minutes: 900 },
    { ...REVISION_1.lines[1]!, rate: 11_000 },
    {
      key: 'launch',
      section: 'Launch',
      description: 'Go live',
      role: 'Developer',
      minutes: 120,
      rate: 11_000,
    },
  ],
  markups: REVISION_1.markups,
};

async function acceptedQuote(
  revisions: RevisionSpec[] = [REVISION_1],
  accepted: number | null = 1,
): Promise<number> {
  counter += 1;
  return insertQuoteWithRevisions(
    server.knex,
    {
      number: `Q-TEST-${String(counter).padStart(4, '0')}`,
      name: `Quoted app ${counter}`,
      client: 'Harbour Bank',
      ownerId: ids.pm,
      status: accepted === null ? 'sent' : 'accepted',
      revisions,
      accepted,
    },
    server.clock.now,
  );
}

async function createFrom(
  quoteId: number,
  body: Record<string, unknown> = {},
  who: DemoAccountKey = 'pm',
) {
  const response = await server.call<CreateFromQuoteResult & ErrorBody>(
    who,
    'POST',
    CREATE(quoteId),
    {
      startDate: '2030-01-01',
      endDate: '2030-03-31',
      ...body,
    },
  );
  expect(response.status, response.text).toBe(201);
  return response.body;
}

describe('create a project from a quote', () => {
  it('previews the project, budget, milestones, tasks and role rates of the accepted revision', async () => {
    const quoteId = await acceptedQuote();
    const response = await server.call<CreateFromQuoteOptions>(
      'pm',
      'GET',
      `${CREATE(quoteId)}/options`,
    );
    expect(response.status, response.text).toBe(200);
    const { quote, project, plan, people, existingProjects } = response.body;
    expect(quote).toMatchObject({ id: quoteId, status: 'accepted', acceptedRevision: 1 });
    expect(project).toMatchObject({
      client: 'Harbour Bank',
      currency: 'EUR',
      billingType: 'fixedPrice',
    });
    expect(project.code).toMatch(/^KEEL-\d{3}$/);
    expect(plan.budget).toEqual({ amount: TOTAL_1, currency: 'EUR' });
    expect(plan.budgetMinutes).toBe(2_100);
    expect(plan.milestones.map((m) => m.section)).toEqual(['Design', 'Build']);
    expect(plan.milestones.reduce((sum, m) => sum + m.amount.amount, 0)).toBe(TOTAL_1);
    expect(plan.tasks.map((t) => t.lineKey)).toEqual(['design', 'build', 'qa']);
    // Developer: (1,200 x 10,000 + 300 x 8,000) / 1,500 = 9,600.
    expect(plan.roleRates.map((r) => [r.role, r.hourlyRate.amount])).toEqual([
      ['Designer', 9_000],
      ['Developer', 9_600],
    ]);
    expect(people.some((p) => p.id === ids.member)).toBe(true);
    expect(people.some((p) => p.id === ids.stakeholder)).toBe(false);
    expect(existingProjects).toEqual([]);
  });

  it('creates the project, milestones and tasks in one go, linked to the quote and revision', async () => {
    const quoteId = await acceptedQuote();
    const result = await createFrom(quoteId, {
      name: 'From the quote',
      milestoneDueDates: { Design: '2030-01-20' },
    });
    expect(result).toMatchObject({
      revision: 1,
      milestoneCount: 2,
      taskCount: 3,
      contractId: null,
    });
    const project = await server
      .knex('projects')
      .where({ id: result.project.id })
      .first<Record<string, unknown>>();
    expect(project).toMatchObject({
      name: 'From the quote',
      client: 'Harbour Bank',
      billing_type: 'fixedPrice',
    });
    expect(Number(project.budget_amount)).toBe(TOTAL_1);
    expect(Number(project.budget_minutes)).toBe(2_100);
    expect(Number(project.source_quote_id)).toBe(quoteId);
    expect(Number(project.source_quote_revision)).toBe(1);
    const milestones = await server
      .knex('milestones')
      .where({ project_id: result.project.id })
      .orderBy('id')
      .select<
        Array<{
          id: number;
          quote_section: string;
          amount: string | number;
          due_date: string;
          financial: unknown;
        }>
      >();
    expect(milestones.map((m) => [m.quote_section, m.due_date])).toEqual([
      ['Design', '2030-01-20'],
      ['Build', '2030-03-31'],
    ]);
    expect(milestones.reduce((s, m) => s + Number(m.amount), 0)).toBe(TOTAL_1);
    const tasks = await server
      .knex('tasks')
      .where({ project_id: result.project.id })
      .orderBy('id')
      .select<
        Array<{
          quote_line_key: string;
          work_estimation: number;
          milestone_id: number;
          name: string;
        }>
      >();
    expect(tasks.map((t) => [t.quote_line_key, t.name, Number(t.work_estimation)])).toEqual([
      ['design', 'Wireframes', 600],
      ['build', 'Build the app', 1_200],
      ['qa', 'Testing', 300],
    ]);
    expect(tasks[0]?.milestone_id).toBe(milestones[0]?.id);
    expect(tasks[2]?.milestone_id).toBe(milestones[1]?.id);
    const membership = await server
      .knex('project_members')
      .where({ project_id: result.project.id, user_id: ids.pm })
      .first<{ role: string }>('role');
    expect(membership?.role).toBe('manager');
    // The quote page now knows its project.
    const options = await server.call<CreateFromQuoteOptions>(
      'pm',
      'GET',
      `${CREATE(quoteId)}/options`,
    );
    expect(options.body.existingProjects.map((p) => p.id)).toEqual([result.project.id]);
  });

  it('creates a time and material contract with a resource per picked user at the role rate', async () => {
    const quoteId = await acceptedQuote();
    const result = await createFrom(quoteId, {
      billingType: 'timeAndMaterial',
      resources: [
        { role: 'Developer', userId: ids.member },
        { role: 'Designer', userId: ids.pm },
      ],
    });
    expect(result.contractId).not.toBeNull();
    const contract = await server
      .knex('time_material_contracts')
      .where({ id: result.contractId! })
      .first<Record<string, unknown>>();
    expect(contract).toMatchObject({
      period_start: '2030-01-01',
      period_end: '2030-03-31',
      currency: 'EUR',
    });
    expect(Number(contract.cap_amount)).toBe(TOTAL_1);
    const resources = await server
      .knex('time_material_resources')
      .where({ contract_id: result.contractId! })
      .orderBy('id')
      .select<Array<{ user_id: number; hourly_rate: string | number; quote_role: string }>>();
    expect(resources.map((r) => [r.user_id, Number(r.hourly_rate), r.quote_role])).toEqual([
      [ids.member, 9_600, 'Developer'],
      [ids.pm, 9_000, 'Designer'],
    ]);
  });

  it('refuses a quote without an accepted revision with 409 naming why', async () => {
    const quoteId = await acceptedQuote([REVISION_1], null);
    const options = await server.call<ErrorBody>('pm', 'GET', `${CREATE(quoteId)}/options`);
    expect(options.status).toBe(409);
    expect(options.body.message).toMatch(/no accepted revision/);
    const create = await server.call<ErrorBody>('pm', 'POST', CREATE(quoteId), {});
    expect(create.status).toBe(409);
    const unknown = await server.call<ErrorBody>('pm', 'POST', CREATE(999_999), {});
    expect(unknown.status).toBe(404);
  });

  it('is forbidden without createProjects or readQuotes', async () => {
    const quoteId = await acceptedQuote();
    for (const who of ['member', 'stakeholder', 'finance'] as const) {
      const response = await server.call(who, 'POST', CREATE(quoteId), {});
      expect(response.status, who).toBe(403);
    }
    expect((await server.call('member', 'GET', `${CREATE(quoteId)}/options`)).status).toBe(403);
    expect((await server.request('GET', `${CREATE(quoteId)}/options`)).status).toBe(401);
  });

  it('answers 400 naming the field, and writes nothing', async () => {
    const quoteId = await acceptedQuote();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ' }, 'name'],
      [{ code: 'lower case' }, 'code'],
      [{ startDate: '2030-02-01', endDate: '2030-01-01' }, 'endDate'],
      [{ milestoneDueDates: { Nowhere: '2030-01-01' } }, 'milestoneDueDates.Nowhere'],
      [
        { billingType: 'timeAndMaterial', resources: [{ role: 'Pilot', userId: ids.member }] },
        'resources.0.role',
      ],
      [
        {
          billingType: 'timeAndMaterial',
          resources: [{ role: 'Developer', userId: ids.stakeholder }],
        },
        'resources.0.userId',
      ],
      [{ resources: [{ role: 'Developer', userId: ids.member }] }, 'resources'],
      [{ managerId: 2_147_483_648 }, 'managerId'],
      [{ managerId: ids.stakeholder }, 'managerId'],
      [{ startDate: 'next week' }, 'startDate'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>('pm', 'POST', CREATE(quoteId), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const linked = await server
      .knex('projects')
      .where({ source_quote_id: quoteId })
      .count({ n: '*' });
    expect(Number(linked[0]?.n)).toBe(0);
  });
});

describe('update a project from a newer revision', () => {
  /** A project created from revision 1, then revision 2 accepted; returns the ids. */
  async function projectWithNewerRevision(body: Record<string, unknown> = {}) {
    const quoteId = await acceptedQuote();
    const result = await createFrom(quoteId, body);
    await addRevision(server.knex, quoteId, REVISION_2, true, server.clock.now);
    return { quoteId, projectId: result.project.id };
  }

  async function options(quoteId: number, who: DemoAccountKey = 'pm') {
    const response = await server.call<UpdateFromQuoteOptions & ErrorBody>(
      who,
      'GET',
      `${UPDATE(quoteId)}/options`,
    );
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  it('lists the differences by budget, milestones, tasks and rates', async () => {
    const { quoteId, projectId } = await projectWithNewerRevision({
      billingType: 'timeAndMaterial',
      resources: [{ role: 'Developer', userId: ids.member }],
    });
    const body = await options(quoteId);
    expect(body.project).toMatchObject({ id: projectId, appliedRevision: 1 });
    expect(body.quote.acceptedRevision).toBe(2);
    expect(body.newerRevision).toBe(true);
    expect(body.budget).toMatchObject({ key: 'budget', kind: 'change' });
    expect(body.milestones.map((d) => [d.key, d.kind])).toEqual([
      ['Design', 'change'],
      ['Build', 'change'],
      ['Launch', 'add'],
    ]);
    expect(body.tasks.map((d) => [d.key, d.kind])).toEqual([
      ['design', 'change'],
      ['launch', 'add'],
      ['qa', 'remove'],
    ]);
    expect(body.rates).toEqual([
      {
        key: 'Developer',
        kind: 'change',
        label: 'Developer',
        before: 'EUR 96.00/h',
        after: 'EUR 110.00/h',
      },
    ]);
  });

  it('applies only the picked differences, records the budget change and the revision', async () => {
    const { quoteId, projectId } = await projectWithNewerRevision({
      billingType: 'timeAndMaterial',
      resources: [{ role: 'Developer', userId: ids.member }],
    });
    const before = await options(quoteId);
    const response = await server.call<UpdateFromQuoteResult & ErrorBody>(
      'pm',
      'POST',
      UPDATE(quoteId),
      {
        version: before.project.version,
        budget: true,
        milestones: ['Launch'],
        tasks: ['launch', 'design'],
        rates: ['Developer'],
      },
    );
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ appliedRevision: 2, applied: 5 });
    expect(response.body.project.version).toBeGreaterThan(before.project.version);

    const project = await server
      .knex('projects')
      .where({ id: projectId })
      .first<Record<string, unknown>>();
    // Revision 2: labour 135,000 + 220,000 + 22,000 = 377,000; expenses 5,000 -> 382,000 + 38,200 + 333.
    expect(Number(project.budget_amount)).toBe(420_533);
    expect(Number(project.budget_minutes)).toBe(2_220);
    expect(Number(project.source_quote_revision)).toBe(2);
    const change = await server
      .knex('project_budget_changes')
      .where({ project_id: projectId, source: 'quote' })
      .first<Record<string, unknown>>();
    expect(Number(change.amount_before)).toBe(TOTAL_1);
    expect(Number(change.amount_after)).toBe(420_533);

    const milestones = await server
      .knex('milestones')
      .where({ project_id: projectId })
      .orderBy('id')
      .select<Array<{ id: number; quote_section: string; amount: string | number }>>();
    expect(milestones.map((m) => m.quote_section)).toEqual(['Design', 'Build', 'Launch']);
    const tasks = await server
      .knex('tasks')
      .where({ project_id: projectId })
      .orderBy('id')
      .select<
        Array<{ quote_line_key: string; work_estimation: number; milestone_id: number | null }>
      >();
    // qa was not picked: it stays; launch is new, linked to the new Launch milestone.
    expect(tasks.map((t) => [t.quote_line_key, Number(t.work_estimation)])).toEqual([
      ['design', 900],
      ['build', 1_200],
      ['qa', 300],
      ['launch', 120],
    ]);
    expect(tasks[3]?.milestone_id).toBe(milestones[2]?.id);
    const rates = await server
      .knex('time_material_resources as r')
      .join('time_material_contracts as c', 'c.id', 'r.contract_id')
      .where('c.project_id', projectId)
      .select<Array<{ hourly_rate: string | number }>>('r.hourly_rate');
    expect(rates.map((r) => Number(r.hourly_rate))).toEqual([11_000]);

    // Applied: nothing newer waits, and applying again is refused.
    const after = await options(quoteId);
    expect(after.newerRevision).toBe(false);
    expect(after.tasks).toEqual([]);
    const again = await server.call<ErrorBody>('pm', 'POST', UPDATE(quoteId), {
      version: after.project.version,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already carries revision 2/);
  });

  it('never deletes a task with logged time: it becomes out of scope; one without time goes', async () => {
    const quoteId = await acceptedQuote([
      {
        ...REVISION_1,
        lines: [
          ...REVISION_1.lines,
          {
            key: 'idle',
            section: 'Build',
            description: 'Idle',
            role: 'Developer',
            minutes: 60,
            rate: 8_000,
          },
        ],
      },
    ]);
    const { project } = await createFrom(quoteId);
    await addRevision(server.knex, quoteId, REVISION_2, true, server.clock.now);
    const qa = await server.idOf('tasks', { project_id: project.id, quote_line_key: 'qa' });
    await server.knex('time_entries').insert({
      user_id: ids.member,
      date: '2030-01-10',
      project_id: project.id,
      project_task_id: qa,
      minutes: 90,
      note: '',
      billable: true,
      created_at: server.clock.now,
      updated_at: server.clock.now,
    });
    const body = await options(quoteId);
    expect(
      body.tasks.filter((d) => d.kind !== 'add' && d.kind !== 'change').map((d) => [d.key, d.kind]),
    ).toEqual([
      ['qa', 'outOfScope'],
      ['idle', 'remove'],
    ]);
    const response = await server.call<ErrorBody>('pm', 'POST', UPDATE(quoteId), {
      version: body.project.version,
      tasks: ['qa', 'idle'],
    });
    expect(response.status, response.text).toBe(200);
    const kept = await server.knex('tasks').where({ id: qa }).first<{ labels: string }>('labels');
    expect(JSON.parse(kept.labels)).toContain('Out of scope');
    const gone = await server
      .knex('tasks')
      .where({ project_id: project.id, quote_line_key: 'idle' });
    expect(gone).toEqual([]);
    const time = await server.knex('time_entries').where({ project_task_id: qa });
    expect(time).toHaveLength(1);
  });

  it('answers 409 on a stale version and writes nothing', async () => {
    const { quoteId, projectId } = await projectWithNewerRevision();
    const body = await options(quoteId);
    // Someone saved the project after the preview was read.
    await server
      .knex('projects')
      .where({ id: projectId })
      .update({ version: server.knex.raw('version + 1') });
    const stale = await server.call<ErrorBody>('pm', 'POST', UPDATE(quoteId), {
      version: body.project.version,
      budget: true,
    });
    expect(stale.status).toBe(409);
    const project = await server
      .knex('projects')
      .where({ id: projectId })
      .first<Record<string, unknown>>();
    expect(Number(project.budget_amount)).toBe(TOTAL_1);
    expect(Number(project.source_quote_revision)).toBe(1);
  });

  it('answers 400 naming a key that is not a difference, and a bad version', async () => {
    const { quoteId } = await projectWithNewerRevision();
    const body = await options(quoteId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ version: body.project.version, tasks: ['launch', 'nowhere'] }, 'tasks.1'],
      [{ version: body.project.version, milestones: ['Nowhere'] }, 'milestones.0'],
      [{ version: body.project.version, rates: ['Developer'] }, 'rates.0'],
      [{ version: 'one' }, 'version'],
      [{ version: body.project.version, budget: 'yes' }, 'budget'],
      [{ version: body.project.version, tasks: 'launch' }, 'tasks'],
    ];
    for (const [input, field] of cases) {
      const response = await server.call<ErrorBody>('pm', 'POST', UPDATE(quoteId), input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(input)).toContain(field);
    }
  });

  it('is forbidden to members, stakeholders, finance (apply) and a pm without rights on the project', async () => {
    const { quoteId } = await projectWithNewerRevision();
    for (const who of ['member', 'stakeholder'] as const) {
      expect((await server.call(who, 'GET', `${UPDATE(quoteId)}/options`)).status, who).toBe(403);
      expect((await server.call(who, 'POST', UPDATE(quoteId), { version: 1 })).status, who).toBe(
        403,
      );
    }
    // Finance reads every project's figures, so it may see the differences, but not apply them.
    expect((await server.call('finance', 'GET', `${UPDATE(quoteId)}/options`)).status).toBe(200);
    expect((await server.call('finance', 'POST', UPDATE(quoteId), { version: 1 })).status).toBe(
      403,
    );
    // Created by the admin, with the admin as manager: the pm is no member of it.
    const other = await acceptedQuote();
    await createFrom(other, { managerId: ids.admin }, 'admin');
    await addRevision(server.knex, other, REVISION_2, true, server.clock.now);
    expect((await server.call('pm', 'GET', `${UPDATE(other)}/options`)).status).toBe(403);
    expect((await server.call('pm', 'POST', UPDATE(other), { version: 1 })).status).toBe(403);
    expect((await server.call('admin', 'GET', `${UPDATE(other)}/options`)).status).toBe(200);
  });

  it('answers 409 when no project was created from the quote', async () => {
    const quoteId = await acceptedQuote();
    const response = await server.call<ErrorBody>('pm', 'GET', `${UPDATE(quoteId)}/options`);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/No project was created/);
  });
});

describe('the demo', () => {
  it('has KEEL-002 at revision 1 of an accepted quote whose revision 2 waits, with differences of every kind', async () => {
    const quoteId = await server.idOf('quotes', { number: DEMO_FROM_QUOTE_NUMBER });
    const response = await server.call<UpdateFromQuoteOptions>(
      'pm',
      'GET',
      `${UPDATE(quoteId)}/options`,
    );
    expect(response.status, response.text).toBe(200);
    const body = response.body;
    expect(body.project).toMatchObject({ code: 'KEEL-002', appliedRevision: 1 });
    expect(body.quote.acceptedRevision).toBe(2);
    expect(body.newerRevision).toBe(true);
    expect(body.budget).not.toBeNull();
    expect(body.milestones.map((d) => [d.key, d.kind])).toContainEqual([
      'Loyalty programme',
      'add',
    ]);
    expect(new Set(body.tasks.map((d) => d.kind))).toEqual(new Set(['add', 'change', 'remove']));
    expect(body.rates.map((d) => d.key)).toEqual(['Developer']);
    // Revision 1 totals exactly what the project carries.
    const first = await server
      .knex('quote_revisions')
      .where({ quote_id: quoteId, number: 1 })
      .first<{ totals: string }>('totals');
    const stored = await server
      .knex('projects')
      .where({ id: body.project.id })
      .first<{ budget_amount: string | number }>('budget_amount');
    expect((JSON.parse(first.totals) as { total: number }).total).toBe(
      Number(stored.budget_amount),
    );
    // The project page offers it: the project names its source quote and revision.
    const project = await server.call<{ sourceQuote: unknown }>(
      'pm',
      'GET',
      `/api/projects/${body.project.id}`,
    );
    expect(project.body.sourceQuote).toEqual({
      id: quoteId,
      number: DEMO_FROM_QUOTE_NUMBER,
      revision: 1,
    });
  });
});

describe('with a quote made through the quotes API', () => {
  it('freezes, accepts, creates the project, then applies a newer accepted revision', async () => {
    type Q = { id: number; version: number; totals: { total: number } };
    const created = await server.call<Q>('pm', 'POST', '/api/quotes', {
      name: 'API-made quote',
      client: 'Northwind Traders',
      currency: 'EUR',
      lineItems: REVISION_1.lines,
    });
    expect(created.status, created.text).toBe(201);
    let quote = created.body;
    const step = async (method: string, path: string, body: Record<string, unknown>) => {
      const response = await server.call<Q>('pm', method, path, {
        version: quote.version,
        ...body,
      });
      expect(response.status, response.text).toBeLessThan(300);
      const fresh = await server.call<Q>('pm', 'GET', `/api/quotes/${quote.id}`);
      quote = fresh.body;
    };
    await step('POST', `/api/quotes/${quote.id}/revision`, { note: 'First' });
    await step('PUT', `/api/quotes/${quote.id}/status`, { status: 'sent' });
    await step('PUT', `/api/quotes/${quote.id}/status`, { status: 'accepted' });
    const result = await createFrom(quote.id);
    expect(result).toMatchObject({ revision: 1, milestoneCount: 2, taskCount: 3 });
    const stored = await server
      .knex('projects')
      .where({ id: result.project.id })
      .first<{ budget_amount: string | number }>('budget_amount');
    expect(Number(stored.budget_amount)).toBe(quote.totals.total);

    await step('PUT', `/api/quotes/${quote.id}`, { lineItems: REVISION_2.lines });
    await step('POST', `/api/quotes/${quote.id}/revision`, { note: 'Second' });
    await step('PUT', `/api/quotes/${quote.id}/status`, { status: 'accepted' });
    const options = await server.call<UpdateFromQuoteOptions>(
      'pm',
      'GET',
      `${UPDATE(quote.id)}/options`,
    );
    expect(options.status, options.text).toBe(200);
    expect(options.body).toMatchObject({ newerRevision: true, project: { appliedRevision: 1 } });
    expect(options.body.tasks.map((d) => [d.key, d.kind])).toEqual([
      ['design', 'change'],
      ['launch', 'add'],
      ['qa', 'remove'],
    ]);
    const applied = await server.call<UpdateFromQuoteResult>('pm', 'POST', UPDATE(quote.id), {
      version: options.body.project.version,
      budget: true,
      tasks: ['launch'],
    });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.appliedRevision).toBe(2);
  });
});
