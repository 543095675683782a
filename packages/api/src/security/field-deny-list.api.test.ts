import { BUILT_IN_ROLE_FLAGS, type GlobalPermissionFlag } from '@keel/types';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../demo/demo-workspace';
import { routes } from '../routes';
import { expectedOutcome, matrixExamples, routeKey, sendMatrixRequest } from '../test/matrix';
import type { TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: the authorization matrix's deny-list of fields. Every
 * route each demo account may call is called with its matrix example, and
 * no key anywhere in the JSON answer may name a field the role must not
 * receive: stakeholders (external) never get cost, salary, margin, rate or
 * internal notes; nobody without a salary flag gets salary figures; nobody
 * who may not see a project's cost (the policy's `mayReadProjectCost`: the
 * project's readFinancials and readEmployeeSalaryGroups) gets a cost, a
 * margin or `overBudget.money` (derived from cost: read after budget changes
 * it gives the cost away) — the pm reads the matrix project as its manager,
 * so its figures and financials are walked with money but without cost.
 */
let server: TestServer;
const figures = { responses: 0, keys: 0, denied: 0, allowedByDesign: 0 };

const SALARY_FLAGS: readonly GlobalPermissionFlag[] = [
  'readEmployeeSalaryGroups',
  'manageEmployeeSalaryGroups',
  'readEmployees',
  'manageEmployees',
];

/** The flag the cost of a project needs beside its readFinancials (`mayReadProjectCost`). */
const PROJECT_COST_FLAG: GlobalPermissionFlag = 'readEmployeeSalaryGroups';

/**
 * Keys that name cost without carrying one: yes/no flags saying whether the
 * answer gives cost and margin (the portfolio's `includesCost`, the quote
 * options' `canSeeCost`), false for exactly the readers checked here.
 */
const NOT_A_FIGURE = new Set(['includesCost', 'canSeeCost']);

function readsProjectCost(who: DemoAccountKey): boolean {
  return (
    !DEMO_ACCOUNTS[who].external &&
    BUILT_IN_ROLE_FLAGS[DEMO_ACCOUNTS[who].role].includes(PROJECT_COST_FLAG)
  );
}

/** Words (of a camelCase or snake_case key) a role must never receive. */
function deniedWords(who: DemoAccountKey): string[] {
  const flags = new Set<GlobalPermissionFlag>(BUILT_IN_ROLE_FLAGS[DEMO_ACCOUNTS[who].role]);
  const words: string[] = [];
  if (!SALARY_FLAGS.some((f) => flags.has(f))) words.push('salary', 'salaries', 'hourlyCost');
  if (!readsProjectCost(who)) words.push('cost', 'costs', 'margin', 'margins');
  if (DEMO_ACCOUNTS[who].external)
    words.push('cost', 'costs', 'salary', 'margin', 'rate', 'rates', 'internal');
  return words;
}

function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((w) => w.toLowerCase());
}

/** Every key of a JSON value that carries something (not null), with its path. */
function keysOf(value: unknown, path = ''): Array<{ key: string; path: string }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    item === null ? [] : [{ key, path: `${path}.${key}` }, ...keysOf(item, `${path}.${key}`)],
  );
}

/**
 * Fields allowed by design where a denied word would otherwise refuse them:
 * exactly this path on exactly this route. The T&M public page (the client's
 * link) shows each resource's billing rate beside its hours and amount, as an
 * invoice does — what the client is charged an hour, which the amount over the
 * hours gives anyway; never a cost or salary rate (time-material README §
 * The stakeholder link).
 */
const ALLOWED_BY_DESIGN: Record<string, RegExp> = {
  'GET /api/public/projects/{projectId}/time-material': /^\.resources\[\d+\]\.hourlyRate$/,
  'GET /api/public/projects/{projectId}/time-material/resources/{resourceId}/timesheet':
    /^\.resource\.hourlyRate$/,
};

/** Paths a role without the cost of projects must never receive with a value. */
const COST_DERIVED_PATHS = [/(^|\.)overBudget\.money$/];

function deniedIn(body: unknown, denied: readonly string[], withoutCost = false): string[] {
  const lowered = denied.map((d) => d.toLowerCase());
  return keysOf(body)
    .filter(
      ({ key, path }) =>
        (!NOT_A_FIGURE.has(key) && words(key).some((w) => lowered.includes(w))) ||
        (withoutCost && COST_DERIVED_PATHS.some((re) => re.test(path))),
    )
    .map((f) => f.path);
}

serverForFile((started) => (server = started));
afterAll(() => {
  reportBatteryFigure(
    'field deny-list',
    `${figures.responses} responses, ${figures.keys} keys checked, ${figures.denied} denied fields found ` +
      `(${figures.allowedByDesign} allowed by design: the T&M public page's billing rates)`,
  );
});

const ACCOUNTS: readonly DemoAccountKey[] = ['stakeholder', 'member', 'pm', 'finance'];

describe('fields each role must never receive', () => {
  for (const who of ACCOUNTS) {
    const denied = deniedWords(who);
    for (const route of routes) {
      if (route.kind !== 'endpoint' || expectedOutcome(route.permission, who) !== 'allowed')
        continue;
      if (route.path === '/api/auth/logout') continue;
      it(`${routeKey(route)} as ${who} carries none of: ${denied.join(', ') || '(nothing denied)'}`, async () => {
        const examples = matrixExamples(server);
        // Signing in or up ends the session a browser sent: those go without one.
        const { response } = await sendMatrixRequest(server, examples, route, who, async () =>
          route.permission.kind === 'public' ? null : server.cookieOf(who),
        );
        figures.responses += 1;
        const keys = keysOf(response.body);
        figures.keys += keys.length;
        const allowed = ALLOWED_BY_DESIGN[routeKey(route)];
        const named = deniedIn(response.body, denied, !readsProjectCost(who));
        const found = named.filter((path) => !allowed?.test(path));
        figures.allowedByDesign += named.length - found.length;
        figures.denied += found.length;
        expect(found).toEqual([]);
      });
    }
  }
});

/**
 * Invoices carry what the client is charged (unit prices, tax rates, totals):
 * finance's and the managers' reading. A stakeholder or a member holds neither
 * invoice flag, so every invoices route refuses them before anything is read
 * — the matrix example's 403, with no invoice field in the answer.
 */
describe('invoices are refused to stakeholders and members (no readInvoices)', () => {
  // The invoice routes, and a project's invoicing by month (its path is the project's).
  const invoiceRoutes = routes.filter(
    (route) => route.path.startsWith('/api/invoices') || route.path.endsWith('/invoice-figures'),
  );
  it('lists the invoices routes and neither role holds an invoice flag', () => {
    expect(invoiceRoutes.length).toBeGreaterThanOrEqual(10);
    for (const who of ['stakeholder', 'member'] as const)
      expect(
        BUILT_IN_ROLE_FLAGS[DEMO_ACCOUNTS[who].role].filter((flag) => flag.endsWith('Invoices')),
      ).toEqual([]);
  });
  for (const who of ['stakeholder', 'member'] as const)
    for (const route of invoiceRoutes)
      it(`${routeKey(route)} refuses ${who} with 403`, async () => {
        expect(expectedOutcome(route.permission, who)).toBe(403);
        const { response } = await sendMatrixRequest(
          server,
          matrixExamples(server),
          route,
          who,
          async () => server.cookieOf(who),
        );
        expect(response.status, response.text).toBe(403);
        expect(keysOf(response.body).map(({ key }) => key)).not.toEqual(
          expect.arrayContaining(['lines']),
        );
        expect(deniedIn(response.body, deniedWords(who), true)).toEqual([]);
      });
});

describe('the deny-list check itself', () => {
  it('finds the fields where a role may see them (admin: project figures, finance: salary rates)', async () => {
    const projectId = await server.idOf('projects', { code: 'KEEL-001' });
    const project = await server.call('admin', 'GET', `/api/projects/${projectId}`);
    expect(deniedIn(project.body, deniedWords('stakeholder'))).toContain('.figures.cost');
    expect(deniedIn(project.body, deniedWords('pm'), true)).toContain('.figures.cost');
    const financials = await server.call('admin', 'GET', `/api/projects/${projectId}/financials`);
    const found = deniedIn(financials.body, deniedWords('member'), true);
    expect(found).toContain('.overBudget.money');
    expect(found).toContain('.atCompletion.margin');
    expect(deniedIn({ includesCost: false }, deniedWords('pm'), true)).toEqual([]);
    const groups = await server.call('finance', 'GET', '/api/salary-groups');
    expect(deniedIn(groups.body, deniedWords('stakeholder')).length).toBeGreaterThan(0);
  });
});
