import type { PortfolioFinances, Project, ProjectFinancials } from '@keel/types';
import ExcelJS from 'exceljs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../demo/demo-workspace';
import { addMonths, workspaceToday } from '../modules/finances/finances.service';
import type { TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: the cost of a project (and margin, and `overBudget.money`,
 * derived from cost) under one rule everywhere — the policy's
 * `mayReadProjectCost`: the project's readFinancials and
 * readEmployeeSalaryGroups. Each answer that carries project figures, read as
 * the administrator and Finance (who see cost), the Project Manager (who
 * manages the project: budget and revenue, never cost), the Team Member and
 * the Stakeholder (no money at all).
 */
let server: TestServer;
let projectId: number;
let current: string;
const figures = { reads: 0, budgetWrites: 0, answersCompared: 0 };

/** The seeded cost of the project (actual) and its cost at completion (actual + forecast). */
const ACTUAL_COST = 123_456;
const FORECAST_COST = 500_000;
const AT_COMPLETION_COST = ACTUAL_COST + FORECAST_COST;

serverForFile(async (started) => {
  server = started;
  current = workspaceToday(server.deps).month;
  // KEEL-001: the pm manages it, the member is a Member, the stakeholder a Stakeholder.
  projectId = await server.idOf('projects', { code: 'KEEL-001' });
});

/** Known figures, written as the finance module's rewrite would (a project update rewrites them). */
async function seedFigures(): Promise<void> {
  await server.knex('projects').where({ id: projectId }).update({
    currency: 'EUR',
    budget_amount: 1_000_000,
    budget_minutes: 60_000,
    cost_amount: ACTUAL_COST,
    revenue_amount: 400_000,
    actual_minutes: 1_200,
    recalculated_at: server.clock.now,
  });
  await server.knex('project_month_figures').where({ project_id: projectId }).delete();
  await server.knex('project_month_figures').insert([
    {
      project_id: projectId,
      month: current,
      currency: 'EUR',
      actual_minutes: 1_200,
      billable_minutes: 1_200,
      actual_cost: ACTUAL_COST,
      actual_revenue: 400_000,
      forecast_minutes: 600,
      forecast_cost: 0,
      forecast_revenue: 0,
    },
    {
      project_id: projectId,
      month: addMonths(current, 1),
      currency: 'EUR',
      actual_minutes: 0,
      billable_minutes: 0,
      actual_cost: 0,
      actual_revenue: 0,
      forecast_minutes: 2_400,
      forecast_cost: FORECAST_COST,
      forecast_revenue: 300_000,
    },
  ]);
}
beforeEach(seedFigures);

afterAll(() => {
  reportBatteryFigure(
    'project cost',
    `${figures.reads} answers read as admin, finance, pm, member and stakeholder; ` +
      `${figures.budgetWrites} budget writes by the pm, ${figures.answersCompared} financials compared: ` +
      'cost at completion not revealed',
  );
});

async function read<T>(who: DemoAccountKey, path: string, status = 200, body?: unknown) {
  const response = await server.call<T>(who, body === undefined ? 'GET' : 'POST', path, body);
  expect(response.status, `${who} ${path}: ${response.text}`).toBe(status);
  figures.reads += 1;
  return response;
}

/** Every path in a JSON value whose key names cost or margin, or is `overBudget.money`, with a value. */
function costPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => costPaths(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (item === null) return [];
    const here = `${path}.${key}`;
    const named =
      (/cost|margin/i.test(key) && key !== 'includesCost') || here.endsWith('overBudget.money');
    return [...(named ? [here] : []), ...costPaths(item, here)];
  });
}

describe('GET /api/projects/{projectId}', () => {
  it('gives the cost to the administrator and Finance', async () => {
    for (const who of ['admin', 'finance'] as const) {
      const { body } = await read<Project>(who, `/api/projects/${projectId}`);
      expect(body.figures?.cost, who).toEqual({ amount: ACTUAL_COST, currency: 'EUR' });
    }
  });

  it('gives the project manager revenue, hours and budget but no cost', async () => {
    const { body } = await read<Project>('pm', `/api/projects/${projectId}`);
    expect(body.budget).toEqual({ amount: 1_000_000, currency: 'EUR' });
    expect(body.figures?.revenue).toEqual({ amount: 400_000, currency: 'EUR' });
    expect(body.figures?.actualMinutes).toBe(1_200);
    expect(body.figures?.cost).toBeNull();
    expect(costPaths(body)).toEqual([]);
  });

  it('gives the team member and the stakeholder no figures at all', async () => {
    for (const who of ['member', 'stakeholder'] as const) {
      const { body } = await read<Project>(who, `/api/projects/${projectId}`);
      expect(body.figures, who).toBeNull();
      expect(body.budget, who).toBeNull();
    }
  });

  it('answers the project manager’s own save (PUT) without cost either', async () => {
    const { body: project } = await read<Project>('pm', `/api/projects/${projectId}`);
    const saved = await server.call<Project>('pm', 'PUT', `/api/projects/${projectId}`, {
      version: project.version,
      description: 'Cost stays with Finance',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.figures?.revenue).not.toBeNull();
    expect(costPaths(saved.body)).toEqual([]);
  });
});

describe('GET /api/projects/{projectId}/financials', () => {
  it('gives the administrator and Finance cost, margin and the over-budget flag of money', async () => {
    for (const who of ['admin', 'finance'] as const) {
      const { body } = await read<ProjectFinancials>(who, `/api/projects/${projectId}/financials`);
      expect(body.atCompletion.cost, who).toBe(AT_COMPLETION_COST);
      expect(body.atCompletion.margin, who).toBe(700_000 - AT_COMPLETION_COST);
      expect(body.overBudget.money, who).toBe(false);
    }
  });

  it('gives the project manager revenue and hours, and null for cost, margin and overBudget.money', async () => {
    const { body } = await read<ProjectFinancials>('pm', `/api/projects/${projectId}/financials`);
    expect(body.atCompletion).toEqual({
      minutes: 4_200,
      revenue: 700_000,
      cost: null,
      margin: null,
    });
    expect(body.overBudget).toEqual({ money: null, minutes: false });
    expect(costPaths(body)).toEqual([]);
  });

  it('refuses the team member and the stakeholder', async () => {
    await read('member', `/api/projects/${projectId}/financials`, 403);
    await read('stakeholder', `/api/projects/${projectId}/financials`, 403);
  });

  it('tells the project manager nothing of the cost at completion however the budget moves', async () => {
    // The attack of the issue: set the budget, read the flag, halve the range
    // (34 writes found the cost). Each budget write rewrites the project's
    // figures, so the cost at completion is the rewrite's: budgets below, at
    // and above it.
    const seen = new Set<string>();
    const financeFlags: Array<boolean | null> = [];
    const budgets: number[] = [1];
    for (let i = 0; i < budgets.length; i += 1) {
      const amount = budgets[i] as number;
      const { body: project } = await read<Project>('pm', `/api/projects/${projectId}`);
      const saved = await server.call<Project>('pm', 'PUT', `/api/projects/${projectId}`, {
        version: project.version,
        budgetAmount: amount,
      });
      expect(saved.status, saved.text).toBe(200);
      figures.budgetWrites += 1;
      const { body } = await read<ProjectFinancials>('pm', `/api/projects/${projectId}/financials`);
      expect(body.budget.amount).toBe(amount);
      // Everything but the budget itself (and the instant of the rewrite) is the same answer.
      seen.add(JSON.stringify({ ...body, budget: null, asOf: null }));
      figures.answersCompared += 1;
      const asFinance = await read<ProjectFinancials>(
        'finance',
        `/api/projects/${projectId}/financials`,
      );
      financeFlags.push(asFinance.body.overBudget.money);
      if (i === 0) {
        const cost = asFinance.body.atCompletion.cost as number;
        expect(cost).toBeGreaterThan(1);
        budgets.push(cost - 1, cost, cost + 1, 10 ** 9);
      }
    }
    expect(seen.size).toBe(1);
    expect([...seen][0]).toContain('"money":null');
    // The flag does move for a reader of the cost: a leak would show here.
    expect(financeFlags).toEqual([true, true, false, false, false]);
  });
});

describe('the portfolio forecast and history, and their exports', () => {
  const range = () => `from=${current}&to=${addMonths(current, 1)}`;

  it('gives Finance cost and margin; the project manager revenue and hours only; the stakeholder nothing', async () => {
    for (const view of ['forecast', 'history'] as const) {
      const query = view === 'forecast' ? range() : `from=${current}&to=${current}`;
      const asFinance = await read<PortfolioFinances>('finance', `/api/finances/${view}?${query}`);
      expect(asFinance.body.includesCost).toBe(true);
      expect(costPaths(asFinance.body).length).toBeGreaterThan(0);
      const asPm = await read<PortfolioFinances>('pm', `/api/finances/${view}?${query}`);
      expect(asPm.body.includesCost).toBe(false);
      expect(asPm.body.projects.items.map((p) => p.project.id)).toContain(projectId);
      expect(costPaths(asPm.body)).toEqual([]);
      await read('member', `/api/finances/${view}?${query}`, 403);
      await read('stakeholder', `/api/finances/${view}?${query}`, 403);
    }
  });

  it('exports Cost and Margin columns (CSV and XLSX) only to readers of the cost', async () => {
    const header = async (who: DemoAccountKey, view: string, format: 'csv' | 'xlsx') => {
      const response = await fetch(
        `${server.url}/api/finances/${view}/export?format=${format}&${range().replace(/to=[^&]+/, `to=${current}`)}`,
        { headers: { cookie: await server.cookieOf(who) } },
      );
      expect(response.status).toBe(200);
      figures.reads += 1;
      const bytes = Buffer.from(await response.arrayBuffer());
      if (format === 'csv')
        return bytes
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .split('\r\n')[0];
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      return ((workbook.worksheets[0]?.getRow(1).values as unknown[]) ?? []).slice(1).join(',');
    };
    for (const view of ['forecast', 'history'])
      for (const format of ['csv', 'xlsx'] as const) {
        expect(await header('finance', view, format)).toMatch(/,Cost,Margin$/);
        const pm = await header('pm', view, format);
        expect(pm).toMatch(/,Revenue$/);
        expect(pm).not.toMatch(/Cost|Margin/);
      }
  });
});

describe('lists, dashboard, search and the projects export', () => {
  it('carry no cost, margin or over-budget money for any role', async () => {
    for (const who of ['admin', 'finance', 'pm', 'stakeholder'] as const) {
      const answers = [
        (await read(who, '/api/projects/query', 200, {})).body,
        (await read(who, '/api/projects/global-query', 200, {})).body,
        (await read(who, '/api/projects/summary?allProjects=true')).body,
        (await read(who, '/api/search?search=harbour')).body,
      ];
      for (const answer of answers) expect(costPaths(answer), who).toEqual([]);
      const csv = await server.call<string>(who, 'GET', '/api/projects/export');
      expect(csv.status).toBe(200);
      figures.reads += 1;
      expect(csv.text.split('\r\n')[0], who).not.toMatch(/cost|margin/i);
    }
  });
});
