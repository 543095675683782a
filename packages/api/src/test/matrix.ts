import {
  buildPath,
  BUILT_IN_ROLE_FLAGS,
  type GlobalPermissionFlag,
  type ProjectRole,
} from '@keel/types';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PROJECTS,
  type DemoAccountKey,
} from '../demo/demo-workspace';
import type { Permission } from '../lib/permission';
import type { RouteDefinition } from '../lib/route';
import { ADMINISTRATION_MATRIX_EXAMPLES } from '../modules/admin-users/admin.matrix-examples';
import { API_TOKENS_MATRIX_EXAMPLES } from '../modules/api-tokens/api-tokens.matrix-examples';
import { FROM_QUOTE_MATRIX_EXAMPLES } from '../modules/quotes/from-quote.matrix-examples';
import { LESSONS_MATRIX_EXAMPLES } from '../modules/lessons/lessons.matrix-examples';
import { projectPermissionsFor, taskPermissionsFor } from '../modules/auth/policy';
import { MILESTONES_MATRIX_EXAMPLES } from '../modules/milestones/milestones.matrix-examples';
import { PROJECTS_MATRIX_EXAMPLES } from '../modules/projects/projects.matrix-examples';
import { QUOTES_MATRIX_EXAMPLES } from '../modules/quotes/quotes.matrix-examples';
import { PRICING_CONFIGS_MATRIX_EXAMPLES } from '../modules/quotes/pricing-configs.matrix-examples';
import { RATE_PROFILES_MATRIX_EXAMPLES } from '../modules/quotes/rate-profiles.matrix-examples';
import { RISKS_MATRIX_EXAMPLES } from '../modules/risks/risks.matrix-examples';
import { SCOPE_MATRIX_EXAMPLES } from '../modules/scope/scope.matrix-examples';
import { TASKS_MATRIX_EXAMPLES } from '../modules/tasks/tasks.matrix-examples';
import { TIMESHEET_MATRIX_EXAMPLES } from '../modules/timesheet/timesheet.matrix-examples';
import { TIMESHEET_TIMER_MATRIX_EXAMPLES } from '../modules/timesheet/timesheet-timer.matrix-examples';
import { TIME_MATERIAL_MATRIX_EXAMPLES } from '../modules/time-material/time-material.matrix-examples';
import { REPORTS_MATRIX_EXAMPLES } from '../modules/reports/reports.matrix-examples';
import { CONTACTS_MATRIX_EXAMPLES } from '../modules/contacts/contacts.matrix-examples';
import { BILLING_MATRIX_EXAMPLES } from '../modules/billing/billing.matrix-examples';
import { WORKLOAD_MATRIX_EXAMPLES } from '../modules/workload/workload.matrix-examples';
import { TIMELINE_MATRIX_EXAMPLES } from '../modules/timeline/timeline.matrix-examples';
import { FINANCES_MATRIX_EXAMPLES } from '../modules/finances/finances.matrix-examples';
import { INVOICES_MATRIX_EXAMPLES } from '../modules/invoices/invoices.matrix-examples';
import { CALENDAR_FEEDS_MATRIX_EXAMPLES } from '../modules/calendar-feeds/calendar-feeds.matrix-examples';
import { WEBHOOKS_MATRIX_EXAMPLES } from '../modules/webhooks/webhooks.matrix-examples';
import { IMPORTS_MATRIX_EXAMPLES } from '../modules/imports/imports.matrix-examples';
import type { Example, ExampleRequest, Who } from './matrix-example';
import type { ApiResponse, TestServer } from './test-server';

/**
 * The authorization matrix's parts, shared by `routes.api.test.ts` (who may
 * call what) and the security battery (`security/*.api.test.ts`: what each
 * role receives, fuzzed input): the callers, the expected outcome of a route
 * for each, and an example request per route that needs input to succeed.
 */
export type { ExampleRequest, Who };
export const WHO: readonly Who[] = ['signedOut', 'admin', 'pm', 'member', 'finance', 'stakeholder'];

/** A strong password for examples that set one (the weak-password check refuses `demo-password`). */
export const MATRIX_NEW_PASSWORD = 'Velvet-harbour-lantern-42';

let counter = 0;

/** Each module's matrix examples: one valid request per route, for a caller and the test server. */
const MODULE_MATRIX_EXAMPLES: ReadonlyArray<Record<string, Example>> = [
  PROJECTS_MATRIX_EXAMPLES,
  MILESTONES_MATRIX_EXAMPLES,
  SCOPE_MATRIX_EXAMPLES,
  TASKS_MATRIX_EXAMPLES,
  TIMESHEET_MATRIX_EXAMPLES,
  TIMESHEET_TIMER_MATRIX_EXAMPLES,
  TIME_MATERIAL_MATRIX_EXAMPLES,
  RATE_PROFILES_MATRIX_EXAMPLES,
  PRICING_CONFIGS_MATRIX_EXAMPLES,
  ADMINISTRATION_MATRIX_EXAMPLES,
  API_TOKENS_MATRIX_EXAMPLES,
  QUOTES_MATRIX_EXAMPLES,
  FROM_QUOTE_MATRIX_EXAMPLES,
  RISKS_MATRIX_EXAMPLES,
  REPORTS_MATRIX_EXAMPLES,
  LESSONS_MATRIX_EXAMPLES,
  CONTACTS_MATRIX_EXAMPLES,
  BILLING_MATRIX_EXAMPLES,
  WORKLOAD_MATRIX_EXAMPLES,
  TIMELINE_MATRIX_EXAMPLES,
  FINANCES_MATRIX_EXAMPLES,
  INVOICES_MATRIX_EXAMPLES,
  CALENDAR_FEEDS_MATRIX_EXAMPLES,
  WEBHOOKS_MATRIX_EXAMPLES,
  IMPORTS_MATRIX_EXAMPLES,
];

/** The example request of each route that needs input (`METHOD /path` keys). */
export function matrixExamples(
  server: TestServer,
): Record<string, (who: Who) => Promise<ExampleRequest>> {
  return {
    'POST /api/auth/login': async (who) => ({
      body: {
        email: DEMO_ACCOUNTS[who === 'signedOut' ? 'pm' : who].email,
        password: DEMO_PASSWORD,
      },
    }),
    'GET /api/auth/invitations/{token}': async () => ({
      params: { token: (await server.invite(`matrix-check-${++counter}@example.com`)).token },
    }),
    'POST /api/auth/signup': async () => {
      const email = `matrix-signup-${++counter}@example.com`;
      return {
        body: {
          email,
          token: (await server.invite(email)).token,
          name: 'Matrix User',
          password: MATRIX_NEW_PASSWORD,
        },
      };
    },
    'GET /api/search': async () => ({ query: { search: 'a' } }),
    'POST /api/users/current/settings/tasks-page-custom-views': async () => ({ body: [] }),
    'POST /api/users/current/settings/tasks-table-custom-views': async () => ({ body: [] }),
    'POST /api/users/current/settings/projects-browser-columns': async () => ({
      body: { customFieldIds: [] },
    }),
    'GET /api/docs/assets/{file}': async () => ({ params: { file: 'swagger-ui.css' } }),
    ...Object.fromEntries(
      MODULE_MATRIX_EXAMPLES.flatMap((examples) =>
        Object.entries(examples).map(([route, example]) => [
          route,
          (who: Who) => example(who, server),
        ]),
      ),
    ),
  };
}

function flagsOf(who: DemoAccountKey): Set<GlobalPermissionFlag> {
  return new Set(BUILT_IN_ROLE_FLAGS[DEMO_ACCOUNTS[who].role]);
}

/** The project a `project(...)` route is exercised on: the first demo project. */
export const MATRIX_PROJECT = DEMO_PROJECTS[0];

/** What a caller gets from a route, derived from the route's declared permission. */
export function expectedOutcome(permission: Permission, who: Who): 'allowed' | 401 | 403 {
  if (permission.kind === 'public') return 'allowed';
  if (who === 'signedOut') return 401;
  const flags = flagsOf(who);
  switch (permission.kind) {
    case 'signedIn':
      return 'allowed';
    case 'internal':
      return DEMO_ACCOUNTS[who].external ? 403 : 'allowed';
    case 'anyOf':
      return permission.flags.some((f) => flags.has(f)) ? 'allowed' : 403;
    case 'project': {
      const role = (MATRIX_PROJECT?.members[who] ?? null) as ProjectRole | null;
      const user = { id: 0, email: '', name: '', external: DEMO_ACCOUNTS[who].external, flags };
      return projectPermissionsFor(user, role)[permission.flag] ? 'allowed' : 403;
    }
    case 'task': {
      // The example task (tasks.matrix-examples.ts) is in the matrix project,
      // assigned to and created by the caller.
      const role = (MATRIX_PROJECT?.members[who] ?? null) as ProjectRole | null;
      const user = { id: 0, email: '', name: '', external: DEMO_ACCOUNTS[who].external, flags };
      const facts = { assignedToUser: true, createdByUser: true };
      return taskPermissionsFor(user, role, facts)[permission.flag] ? 'allowed' : 403;
    }
  }
}

export function routeKey(route: RouteDefinition): string {
  return `${route.method} ${route.path}`;
}

export async function projectIdOf(server: TestServer, code: string): Promise<number> {
  const row = await server.knex('projects').where({ code }).first<{ id: number }>('id');
  return row.id;
}

/** The example request of a route for a caller, as path (with query) and body. */
export async function matrixRequest(
  server: TestServer,
  examples: Record<string, (who: Who) => Promise<ExampleRequest>>,
  route: RouteDefinition,
  who: Who,
): Promise<{ path: string; body: unknown; example: ExampleRequest }> {
  const example = (await examples[routeKey(route)]?.(who)) ?? {};
  const params =
    route.permission.kind === 'project' && MATRIX_PROJECT
      ? {
          [route.permission.param]: await projectIdOf(server, MATRIX_PROJECT.code),
          ...example.params,
        }
      : example.params;
  const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
  return { path: buildPath(route.path, params) + query, body: example.body, example };
}

/**
 * Sends the example request of a route for a caller, then runs the example's
 * clean-up. The session cookie is asked for once the example is ready (a
 * public route goes without one: `null`).
 */
export async function sendMatrixRequest(
  server: TestServer,
  examples: Record<string, (who: Who) => Promise<ExampleRequest>>,
  route: RouteDefinition,
  who: Who,
  cookieOf: () => Promise<string | null>,
): Promise<{ path: string; response: ApiResponse }> {
  const { path, body, example } = await matrixRequest(server, examples, route, who);
  const response = await server.request(route.method, path, {
    cookie: await cookieOf(),
    body,
    raw: example.raw,
    headers: example.headers,
  });
  await example.after?.();
  return { path, response };
}

/** Who calls a route in the batteries: the admin where allowed, else the first account allowed, else no one. */
export function matrixCaller(route: RouteDefinition): DemoAccountKey | null {
  const allowed = WHO.filter((w) => expectedOutcome(route.permission, w) === 'allowed');
  if (allowed.includes('admin')) return 'admin';
  return (allowed.find((w) => w !== 'signedOut') as DemoAccountKey | undefined) ?? null;
}

/** `?a=1&b=2` from a query and extra `key=value` text; empty when there is neither. */
export function queryString(query: Record<string, string>, extra = ''): string {
  const joined = [new URLSearchParams(query).toString(), extra].filter(Boolean).join('&');
  return joined ? `?${joined}` : '';
}

/** A route's example path parameters, with the matrix project's id on a project route. */
export async function matrixParams(
  server: TestServer,
  route: RouteDefinition,
  example: ExampleRequest,
): Promise<Record<string, string | number>> {
  const params: Record<string, string | number> = { ...example.params };
  if (route.permission.kind === 'project' && MATRIX_PROJECT)
    params[route.permission.param] ??= await projectIdOf(server, MATRIX_PROJECT.code);
  return params;
}

/**
 * How a security battery calls a route: the account allowed to (`null`: no
 * one signed in), its session cookie (none on a public route: signing in or
 * up ends the one a browser sent), the route's example for that account,
 * the path parameters it fills and the path they make.
 */
export async function batteryCall(
  server: TestServer,
  examples: Record<string, (who: Who) => Promise<ExampleRequest>>,
  route: RouteDefinition,
): Promise<{
  who: DemoAccountKey | null;
  cookie: string | null;
  example: ExampleRequest;
  params: Record<string, string | number>;
  /** The route's path with those parameters (1 where the example has none). */
  path: string;
}> {
  const who = matrixCaller(route);
  const cookie =
    who === null || route.permission.kind === 'public' ? null : await server.cookieOf(who);
  const example: ExampleRequest = (await examples[routeKey(route)]?.(who ?? 'signedOut')) ?? {};
  const params = await matrixParams(server, route, example);
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? 1)),
  );
  return { who, cookie, example, params, path };
}
