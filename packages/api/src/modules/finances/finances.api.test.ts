import type {
  ErrorBody,
  ExchangeRate,
  ExchangeRateList,
  PortfolioFinances,
  Project,
  ProjectFinancials,
} from '@keel/types';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalidFields } from '../../test/answers';
import { createProject } from '../projects/projects.test-fixtures';
import { addMonths, workspaceToday } from './finances.service';

let server: TestServer;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;
let current: string;

serverForFile(async (started) => {
  server = started;
  current = workspaceToday(server.deps).month;
});

interface Row {
  month: string;
  actualMinutes?: number;
  billableMinutes?: number;
  actualCost?: number;
  actualRevenue?: number;
  forecastMinutes?: number;
  forecastCost?: number;
  forecastRevenue?: number;
}

/**
 * Month rows written straight into the table (its writer is
 * `project-month-figures.repository.ts`), with the project's currency as the
 * writer puts it on each row.
 */
async function figures(projectId: number, rows: Row[]): Promise<void> {
  const { currency } = await server
    .knex('projects')
    .where({ id: projectId })
    .first<{ currency: string }>('currency');
  await server.knex('project_month_figures').where({ project_id: projectId }).delete();
  await server.knex('project_month_figures').insert(
    rows.map((r) => ({
      project_id: projectId,
      month: r.month,
      currency,
      actual_minutes: r.actualMinutes ?? 0,
      billable_minutes: r.billableMinutes ?? 0,
      actual_cost: r.actualCost ?? 0,
      actual_revenue: r.actualRevenue ?? 0,
      forecast_minutes: r.forecastMinutes ?? 0,
      forecast_cost: r.forecastCost ?? 0,
      forecast_revenue: r.forecastRevenue ?? 0,
    })),
  );
}

const newProject = (body: Record<string, unknown>) =>
  createProject(server, { name: unique('Finance project'), ...body });

async function get<T>(who: DemoAccountKey, path: string, status = 200) {
  const response = await server.call<T>(who, 'GET', path);
  expect(response.status, response.text).toBe(status);
  return response.body;
}

describe('a project’s financials', () => {
  let project: Project;

  beforeAll(async () => {
    project = await newProject({
      currency: 'EUR',
      budgetAmount: 1_000_000,
      budgetMinutes: 6_000,
      status: 'active',
    });
    await figures(project.id, [
      {
        month: addMonths(current, -2),
        actualMinutes: 1_200,
        actualCost: 120_000,
        actualRevenue: 300_000,
      },
      { month: addMonths(current, -1), actualMinutes: 2_400, actualCost: 240_000 },
      {
        month: current,
        actualMinutes: 600,
        actualCost: 60_000,
        actualRevenue: 100_000,
        forecastMinutes: 1_200,
        forecastCost: 120_000,
      },
      {
        month: addMonths(current, 1),
        forecastMinutes: 1_800,
        forecastCost: 540_000,
        forecastRevenue: 700_000,
      },
    ]);
    const now = server.clock.now;
    await server.knex('project_budget_changes').insert([
      {
        project_id: project.id,
        changed_at: now,
        source: 'changeRequest',
        amount_before: 800_000,
        amount_after: 1_000_000,
        minutes_before: 5_000,
        minutes_after: 6_000,
      },
      {
        project_id: project.id,
        changed_at: now,
        source: 'projectEdit',
        amount_before: 700_000,
        amount_after: 800_000,
        minutes_before: null,
        minutes_after: 5_000,
      },
    ]);
  });

  it('gives finance actual, remaining forecast, at completion and months with cost and margin', async () => {
    const body = await get<ProjectFinancials>('finance', `/api/projects/${project.id}/financials`);
    expect(body.currency).toBe('EUR');
    expect(body.budget).toEqual({
      amount: 1_000_000,
      minutes: 6_000,
      approvedChanges: { amount: 200_000, minutes: 1_000, count: 1 },
    });
    expect(body.actual).toEqual({
      minutes: 4_200,
      revenue: 400_000,
      cost: 420_000,
      margin: -20_000,
    });
    expect(body.forecast).toEqual({
      minutes: 3_000,
      revenue: 700_000,
      cost: 660_000,
      margin: 40_000,
    });
    expect(body.atCompletion).toEqual({
      minutes: 7_200,
      revenue: 1_100_000,
      cost: 1_080_000,
      margin: 20_000,
    });
    // 1,080,000 > 1,000,000 and 7,200 > 6,000 minutes.
    expect(body.overBudget).toEqual({ money: true, minutes: true });
    expect(body.months.map((m) => m.month)).toEqual([
      addMonths(current, -2),
      addMonths(current, -1),
      current,
      addMonths(current, 1),
    ]);
    expect(body.months[2]).toEqual({
      month: current,
      actualMinutes: 600,
      actualRevenue: 100_000,
      actualCost: 60_000,
      actualMargin: 40_000,
      forecastMinutes: 1_200,
      forecastRevenue: 0,
      forecastCost: 120_000,
      forecastMargin: -120_000,
    });
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('gives the manager revenue and budget but no cost or margin, nor the over-budget flag of money (derived from cost)', async () => {
    const body = await get<ProjectFinancials>('pm', `/api/projects/${project.id}/financials`);
    expect(body.actual).toEqual({ minutes: 4_200, revenue: 400_000, cost: null, margin: null });
    expect(body.atCompletion.cost).toBeNull();
    expect(body.months.every((m) => m.actualCost === null && m.forecastMargin === null)).toBe(true);
    expect(body.overBudget).toEqual({ money: null, minutes: true });
  });

  it('refuses a team member and a stakeholder (403), and an unknown project alike', async () => {
    const keel001 = await server.idOf('projects', { code: 'KEEL-001' });
    await get<ErrorBody>('member', `/api/projects/${keel001}/financials`, 403);
    await get<ErrorBody>('stakeholder', `/api/projects/${keel001}/financials`, 403);
    await get<ErrorBody>('finance', '/api/projects/99999999/financials', 403);
    await get<ErrorBody>('finance', '/api/projects/abc/financials', 400);
  });

  it('is within budget when no budget is set, and all zeros without figures', async () => {
    const bare = await newProject({ currency: 'GBP' });
    const body = await get<ProjectFinancials>('admin', `/api/projects/${bare.id}/financials`);
    expect(body.budget).toEqual({
      amount: null,
      minutes: null,
      approvedChanges: { amount: 0, minutes: 0, count: 0 },
    });
    expect(body.actual).toEqual({ minutes: 0, revenue: 0, cost: 0, margin: 0 });
    expect(body.overBudget).toEqual({ money: false, minutes: false });
    expect(body.months).toEqual([]);
  });
});

describe('the portfolio forecast and history', () => {
  const client = unique('Portfolio Client');
  const tag = unique('fin-tag');
  let eur: Project;
  let usd: Project;
  let other: Project;
  const q = (extra = '') => `client=${encodeURIComponent(client)}${extra}`;

  beforeAll(async () => {
    eur = await newProject({ client, currency: 'EUR', tags: [tag] });
    usd = await newProject({ client, currency: 'USD', status: 'active' });
    other = await newProject({ currency: 'EUR' });
    await figures(eur.id, [
      {
        month: addMonths(current, -1),
        actualMinutes: 600,
        actualCost: 10_000,
        actualRevenue: 25_000,
      },
      {
        month: current,
        actualMinutes: 120,
        actualCost: 2_000,
        actualRevenue: 5_000,
        forecastMinutes: 240,
        forecastCost: 4_000,
        forecastRevenue: 7_000,
      },
      {
        month: addMonths(current, 2),
        forecastMinutes: 300,
        forecastCost: 5_000,
        forecastRevenue: 9_999,
      },
    ]);
    await figures(usd.id, [
      { month: addMonths(current, -1), actualMinutes: 60, actualCost: 1_000, actualRevenue: 3_001 },
      { month: current, forecastMinutes: 60, forecastCost: 1_000, forecastRevenue: 2_001 },
    ]);
    await figures(other.id, [{ month: current, actualMinutes: 999, actualRevenue: 999 }]);
  });

  it('forecast: the current month is actual to date plus the rest, later months forecast; totals per currency', async () => {
    const body = await get<PortfolioFinances>('finance', `/api/finances/forecast?${q()}`);
    expect(body.from).toBe(current);
    expect(body.to).toBe(addMonths(current, 11));
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual({ month: current, basis: 'actualAndForecast' });
    expect(body.months[1]?.basis).toBe('forecast');
    expect(body.projects.total).toBe(2);
    const eurRow = body.projects.items.find((i) => i.project.id === eur.id);
    expect(eurRow?.project).toMatchObject({ currency: 'EUR', client });
    expect(eurRow?.months[0]).toEqual({
      month: current,
      minutes: 360,
      revenue: 12_000,
      cost: 6_000,
      margin: 6_000,
    });
    expect(eurRow?.months[2]).toEqual({
      month: addMonths(current, 2),
      minutes: 300,
      revenue: 9_999,
      cost: 5_000,
      margin: 4_999,
    });
    expect(eurRow?.totals).toEqual({ minutes: 660, revenue: 21_999, cost: 11_000, margin: 10_999 });
    // Totals per currency equal the sum of the rows of that currency.
    for (const total of body.totals) {
      const rows = body.projects.items.filter((i) => i.project.currency === total.currency);
      const sum = (f: 'minutes' | 'revenue' | 'cost') =>
        rows.reduce((s, r) => s + (r.totals[f] ?? 0), 0);
      expect(total.total).toMatchObject({
        minutes: sum('minutes'),
        revenue: sum('revenue'),
        cost: sum('cost'),
      });
      total.months.forEach((m, index) => {
        expect(m.revenue).toBe(rows.reduce((s, r) => s + (r.months[index]?.revenue ?? 0), 0));
      });
    }
    expect(body.totals.map((t) => t.currency)).toEqual(['EUR', 'USD']);
    expect(body.includesCost).toBe(true);
    // USD has no rate: no workspace total, and the missing rates are named.
    expect(body.workspaceCurrency).toBe('EUR');
    expect(body.workspaceTotal).toBeNull();
    expect(body.missingRates).toContainEqual({ currency: 'USD', month: current });
  });

  it('history: the actual columns up to the current month (to date)', async () => {
    const body = await get<PortfolioFinances>('finance', `/api/finances/history?${q()}`);
    expect(body.from).toBe(addMonths(current, -11));
    expect(body.to).toBe(current);
    expect(body.months.every((m) => m.basis === 'actual')).toBe(true);
    const eurRow = body.projects.items.find((i) => i.project.id === eur.id);
    expect(eurRow?.months.at(-1)).toEqual({
      month: current,
      minutes: 120,
      revenue: 5_000,
      cost: 2_000,
      margin: 3_000,
    });
    expect(eurRow?.totals).toEqual({ minutes: 720, revenue: 30_000, cost: 12_000, margin: 18_000 });
  });

  it('converts to the workspace currency at the rate in force on each month’s last day and names it', async () => {
    const previous = addMonths(current, -1);
    const early = await server.call<ExchangeRate>(
      'finance',
      'POST',
      '/api/finances/exchange-rates',
      {
        currency: 'USD',
        rate: '0.5',
        effectiveFrom: '2000-01-01',
      },
    );
    expect(early.status, early.text).toBe(201);
    const later = await server.call<ExchangeRate>('admin', 'POST', '/api/finances/exchange-rates', {
      currency: 'USD',
      rate: '0.9',
      effectiveFrom: `${current}-01`,
    });
    expect(later.status, later.text).toBe(201);
    const body = await get<PortfolioFinances>(
      'finance',
      `/api/finances/history?${q(`&from=${previous}&to=${current}`)}`,
    );
    expect(body.missingRates).toEqual([]);
    const total = body.workspaceTotal;
    expect(total?.currency).toBe('EUR');
    // previous: 25,000 EUR + 3,001 USD x 0.5 = 1,500.5 -> 1,500 (half to even)
    expect(total?.months[0]).toMatchObject({ month: previous, revenue: 26_500, cost: 10_500 });
    // current: 5,000 EUR + 0 USD (history: actuals only)
    expect(total?.months[1]).toMatchObject({ month: current, revenue: 5_000, cost: 2_000 });
    expect(total?.ratesUsed).toEqual([
      {
        currency: 'USD',
        month: previous,
        rate: '0.5',
        effectiveFrom: '2000-01-01',
        rateId: early.body.id,
      },
      {
        currency: 'USD',
        month: current,
        rate: '0.9',
        effectiveFrom: `${current}-01`,
        rateId: later.body.id,
      },
    ]);
    for (const id of [early.body, later.body]) {
      const removed = await server.call(
        'finance',
        'DELETE',
        `/api/finances/exchange-rates/${id.id}?version=${id.version}`,
      );
      expect(removed.status, removed.text).toBe(200);
    }
  });

  it('gives a manager revenue without cost, and only the projects they read', async () => {
    const body = await get<PortfolioFinances>('pm', `/api/finances/forecast?${q()}`);
    expect(body.includesCost).toBe(false);
    expect(
      body.projects.items.every((i) => i.totals.cost === null && i.totals.margin === null),
    ).toBe(true);
    expect(body.totals.every((t) => t.total.cost === null)).toBe(true);
    expect(body.projects.total).toBe(2);
  });

  it('lists no project its reader is a Stakeholder of', async () => {
    const pmId = await server.idOf('users', { email: 'pm@example.com' });
    await server
      .knex('project_members')
      .where({ project_id: usd.id, user_id: pmId })
      .update({ role: 'stakeholder' });
    try {
      const body = await get<PortfolioFinances>('pm', `/api/finances/forecast?${q()}`);
      expect(body.projects.items.map((i) => i.project.id)).toEqual([eur.id]);
      expect(body.totals.map((t) => t.currency)).toEqual(['EUR']);
    } finally {
      await server
        .knex('project_members')
        .where({ project_id: usd.id, user_id: pmId })
        .update({ role: 'manager' });
    }
  });

  it('refuses team members and stakeholders', async () => {
    await get<ErrorBody>('member', '/api/finances/forecast', 403);
    await get<ErrorBody>('stakeholder', '/api/finances/history', 403);
    await get<ErrorBody>('stakeholder', '/api/finances/forecast/export?format=csv', 403);
  });

  it('filters like the browser: status, tag, billing type; pages the projects', async () => {
    const active = await get<PortfolioFinances>(
      'finance',
      `/api/finances/forecast?${q('&status=1')}`,
    );
    expect(active.projects.items.map((i) => i.project.id)).toEqual([usd.id]);
    const tagged = await get<PortfolioFinances>(
      'finance',
      `/api/finances/forecast?tag=${encodeURIComponent(tag)}`,
    );
    expect(tagged.projects.items.map((i) => i.project.id)).toEqual([eur.id]);
    const page2 = await get<PortfolioFinances>(
      'finance',
      `/api/finances/forecast?${q('&pageSize=1&page=2&sort=code&dir=asc')}`,
    );
    expect(page2.projects).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.projects.items).toHaveLength(1);
    // Totals cover every filtered project, not the page.
    expect(page2.totals.map((t) => t.currency)).toEqual(['EUR', 'USD']);
  });

  it('answers 400 naming the field for a bad range or filter', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-13', 'from'],
      ['to=nope', 'to'],
      [`from=${addMonths(current, 2)}&to=${current}`, 'to'],
      [`from=${addMonths(current, -100)}&to=${current}`, 'to'],
      ['status=9', 'status'],
      ['status=a', 'status'],
      ['manager=1,,2', 'manager'],
      ['pageSize=0', 'pageSize'],
      ['sort=salary', 'sort'],
      ['client=%00x', 'client'],
    ];
    for (const [query, field] of cases) {
      const body = await get<ErrorBody>('finance', `/api/finances/forecast?${query}`, 400);
      expect(Object.keys(body.errors ?? {}), query).toContain(field);
    }
    const history = await get<ErrorBody>(
      'finance',
      `/api/finances/history?to=${addMonths(current, 1)}`,
      400,
    );
    expect(Object.keys(history.errors ?? {})).toContain('to');
  });

  it('exports every filtered project and month as CSV; cost columns only with the salary flag', async () => {
    const file = async (who: DemoAccountKey, path: string) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { cookie: await server.cookieOf(who) },
      });
      return {
        status: response.status,
        headers: response.headers,
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };
    const range = `&from=${current}&to=${addMonths(current, 2)}`;
    const csv = await file('finance', `/api/finances/forecast/export?format=csv&${q(range)}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Code,Name,Client,Currency,Month,Basis,Hours,Revenue,Cost,Margin');
    expect(lines).toHaveLength(1 + 2 * 3);
    expect(lines).toContain(
      `${eur.code},${eur.name},${client},EUR,${current},actualAndForecast,6,120,60,60`,
    );
    const pmCsv = await file('pm', `/api/finances/forecast/export?format=csv&${q(range)}`);
    const pmLines = pmCsv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(pmLines[0]).toBe('Code,Name,Client,Currency,Month,Basis,Hours,Revenue');

    const xlsx = await file(
      'finance',
      `/api/finances/history/export?format=xlsx&${q(`&from=${addMonths(current, -1)}&to=${current}`)}`,
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(1 + 2 * 2);
    expect(rows).toContainEqual([
      eur.code,
      eur.name,
      client,
      'EUR',
      addMonths(current, -1),
      'actual',
      10,
      250,
      100,
      150,
    ]);

    const bad = await file('finance', '/api/finances/forecast/export?format=pdf');
    expect(bad.status).toBe(400);
  });
});

describe('exchange rates', () => {
  it('lists, adds and deletes rates (finance and admin); others may not change them', async () => {
    const created = await server.call<ExchangeRate>(
      'finance',
      'POST',
      '/api/finances/exchange-rates',
      {
        currency: 'CHF',
        rate: ' 1.061250 ',
        effectiveFrom: '2026-02-01',
      },
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      currency: 'CHF',
      rate: '1.06125',
      effectiveFrom: '2026-02-01',
      version: 1,
    });
    const list = await get<ExchangeRateList>('pm', '/api/finances/exchange-rates');
    expect(list.workspaceCurrency).toBe('EUR');
    expect(list.items).toContainEqual(created.body);

    const pm = await server.call('pm', 'POST', '/api/finances/exchange-rates', {
      currency: 'CHF',
      rate: '1',
      effectiveFrom: '2026-03-01',
    });
    expect(pm.status).toBe(403);

    expectInvalidFields(
      await server.call('admin', 'POST', '/api/finances/exchange-rates', {
        currency: 'CHF',
        rate: '1.2',
        effectiveFrom: '2026-02-01',
      }),
      ['effectiveFrom'],
    );

    const stale = await server.call(
      'finance',
      'DELETE',
      `/api/finances/exchange-rates/${created.body.id}?version=2`,
    );
    expect(stale.status).toBe(409);
    const removed = await server.call(
      'finance',
      'DELETE',
      `/api/finances/exchange-rates/${created.body.id}?version=1`,
    );
    expect(removed.status).toBe(200);
    const gone = await server.call(
      'finance',
      'DELETE',
      `/api/finances/exchange-rates/${created.body.id}?version=1`,
    );
    expect(gone.status).toBe(404);
  });

  it('answers 400 naming the field for a bad rate', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ currency: 'EUR', rate: '1', effectiveFrom: '2026-01-01' }, 'currency'],
      [{ currency: 'XXX', rate: '1', effectiveFrom: '2026-01-01' }, 'currency'],
      [{ currency: 'USD', rate: '0', effectiveFrom: '2026-01-01' }, 'rate'],
      [{ currency: 'USD', rate: '-1', effectiveFrom: '2026-01-01' }, 'rate'],
      [{ currency: 'USD', rate: '1.1234567', effectiveFrom: '2026-01-01' }, 'rate'],
      [{ currency: 'USD', rate: 1.2, effectiveFrom: '2026-01-01' }, 'rate'],
      [{ currency: 'USD', rate: '1', effectiveFrom: '2026-02-30' }, 'effectiveFrom'],
      [{ currency: 'USD', rate: '1' }, 'effectiveFrom'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>(
        'admin',
        'POST',
        '/api/finances/exchange-rates',
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
  });
});
