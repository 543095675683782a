import { mondayOf } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDate } from '../lib/dates';
import { startTestServer, TEST_HASH_COST, type TestServer } from '../test/test-server';
import { DEMO_FINANCE_CONTRACTS, DEMO_RAISE } from './demo-finances';
import { demoTimesheetCalendar } from './demo-timesheets';
import { seedDemoWorkspace } from './demo-workspace';

let server: TestServer;
const calendar = demoTimesheetCalendar(Date.now());

beforeAll(async () => {
  server = await startTestServer({ seedTimesheets: true });
});
afterAll(async () => {
  await server?.close();
});

interface FigureRow {
  code: string;
  billing_type: string;
  budget_amount: number | string | null;
  budget_minutes: number | string | null;
  actual_cost: number | string | null;
  forecast_cost: number | string | null;
  actual_minutes: number | string | null;
  forecast_minutes: number | string | null;
  actual_revenue: number | string | null;
  forecast_revenue: number | string | null;
  months: number | string;
}

/** Every demo project with the sums of its month figures. */
async function figures(): Promise<Map<string, FigureRow>> {
  const rows = await server
    .knex('projects as p')
    .leftJoin('project_month_figures as f', 'f.project_id', 'p.id')
    .groupBy('p.id', 'p.code', 'p.billing_type', 'p.budget_amount', 'p.budget_minutes')
    .select<FigureRow[]>(
      'p.code',
      'p.billing_type',
      'p.budget_amount',
      'p.budget_minutes',
      server.knex.raw('sum(f.actual_cost) as actual_cost'),
      server.knex.raw('sum(f.forecast_cost) as forecast_cost'),
      server.knex.raw('sum(f.actual_minutes) as actual_minutes'),
      server.knex.raw('sum(f.forecast_minutes) as forecast_minutes'),
      server.knex.raw('sum(f.actual_revenue) as actual_revenue'),
      server.knex.raw('sum(f.forecast_revenue) as forecast_revenue'),
      server.knex.raw('count(f.month) as months'),
    );
  return new Map(rows.map((r) => [r.code, r]));
}

describe('the finance demo data', () => {
  it('gives fixed-price and T&M projects actual and forecast cost and revenue over several months', async () => {
    const byCode = await figures();
    for (const code of ['KEEL-001', 'KEEL-002', 'KEEL-006', 'KEEL-008']) {
      const row = byCode.get(code);
      expect(Number(row?.actual_cost), code).toBeGreaterThan(0);
      expect(Number(row?.forecast_cost), code).toBeGreaterThan(0);
      expect(Number(row?.actual_revenue), code).toBeGreaterThan(0);
      expect(Number(row?.forecast_revenue), code).toBeGreaterThan(0);
      expect(Number(row?.months), code).toBeGreaterThanOrEqual(3);
    }
    const billing = new Set(
      ['KEEL-001', 'KEEL-002', 'KEEL-006'].map((c) => byCode.get(c)?.billing_type),
    );
    expect(billing).toEqual(new Set(['fixedPrice', 'timeAndMaterial']));
  });

  it('has exactly one project over budget: KEEL-006, in money and in hours', async () => {
    const over = [...(await figures()).values()].filter(
      (r) =>
        r.budget_amount !== null &&
        Number(r.actual_cost) + Number(r.forecast_cost) > Number(r.budget_amount),
    );
    expect(over.map((r) => r.code)).toEqual(['KEEL-006']);
    const row = over[0] as FigureRow;
    expect(Number(row.actual_minutes) + Number(row.forecast_minutes)).toBeGreaterThan(
      Number(row.budget_minutes),
    );
  });

  it('raises a salary group inside the eight weeks of time, and its hours cost more from then on', async () => {
    const raise = await server
      .knex('salary_group_rates as r')
      .join('salary_groups as g', 'g.id', 'r.salary_group_id')
      .where('g.name', DEMO_RAISE.group)
      .orderBy('r.effective_from', 'desc')
      .first<{ effective_from: string; amount: number }>('r.effective_from', 'r.amount');
    expect(raise?.effective_from).toBe(
      utcDate(Date.parse(mondayOf(utcDate(Date.now()))) - DEMO_RAISE.daysBeforeMonday * 86_400_000),
    );
    expect(String(raise?.effective_from) > String(calendar.weeks[0])).toBe(true);
    expect(String(raise?.effective_from) <= calendar.lastDay).toBe(true);
    expect(Number(raise?.amount)).toBe(DEMO_RAISE.hourlyRate);
  });

  it('adds the T&M contracts once, and seeding again changes no figure', async () => {
    const before = await figures();
    const contracts = await server.knex('time_material_contracts').count<{ n: number }[]>({
      n: '*',
    });
    const rates = await server.knex('salary_group_rates').count<{ n: number }[]>({ n: '*' });
    await seedDemoWorkspace(server.knex, { passwordHashCost: TEST_HASH_COST });
    expect(await figures()).toEqual(before);
    expect(await server.knex('time_material_contracts').count<{ n: number }[]>({ n: '*' })).toEqual(
      contracts,
    );
    expect(await server.knex('salary_group_rates').count<{ n: number }[]>({ n: '*' })).toEqual(
      rates,
    );
    for (const { name } of DEMO_FINANCE_CONTRACTS)
      expect(await server.knex('time_material_contracts').where({ name }).first('id')).toBeTruthy();
  });
});
