import { buildPath, type GlobalPermissionFlag, type ProjectRole } from '@keel/types';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PROJECTS, type DemoAccountKey } from './db/seed/demo-workspace';
import type { Permission } from './lib/permission';
import { toExpressPath, type RouteDefinition } from './lib/route';
import { findRoleIdsByName } from './modules/users/users.repository';
import { createInvitation } from './modules/auth/auth.service';
import { BUILT_IN_ROLE_FLAGS } from '@keel/types';
import { projectPermissionsFor } from './modules/auth/policy';
import { createLogger } from './logger';
import { routes } from './routes';
import { startTestServer, type TestServer } from './test/test-server';
import {
  PROJECTS_MATRIX_EXAMPLES,
  invisibleProjectFor,
} from './modules/projects/projects.matrix-examples';
import { ADMINISTRATION_MATRIX_EXAMPLES } from './modules/admin-users/admin.matrix-examples';

/**
 * The authorization matrix: every route of the table x {signed out, each demo
 * account}, the expected outcome derived from the route's declared
 * permission. A route that needs input to succeed gets an example request
 * below; a route added without one is called with no input and must still
 * answer 2xx where allowed.
 */
type Who = 'signedOut' | DemoAccountKey;
const WHO: readonly Who[] = ['signedOut', 'admin', 'pm', 'member', 'finance', 'stakeholder'];

interface ExampleRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

let server: TestServer;

async function invitationToken(email: string): Promise<string> {
  const roleIds = await findRoleIdsByName(server.knex, ['Team Member']);
  const deps = {
    knex: server.knex,
    config: server.config,
    logger: createLogger(server.config),
    clock: () => server.clock.now,
  };
  return (await createInvitation(deps, { email, roleIds })).token;
}

let counter = 0;
const EXAMPLES: Record<string, (who: Who) => Promise<ExampleRequest>> = {
  'POST /api/auth/login': async (who) => ({
    body: {
      email: DEMO_ACCOUNTS[who === 'signedOut' ? 'pm' : who].email,
      password: 'demo-password',
    },
  }),
  'GET /api/auth/invitations/{token}': async () => ({
    params: { token: await invitationToken(`matrix-check-${++counter}@example.com`) },
  }),
  'POST /api/auth/signup': async () => {
    const email = `matrix-signup-${++counter}@example.com`;
    return {
      body: {
        email,
        token: await invitationToken(email),
        name: 'Matrix User',
        password: 'matrix-password',
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
    Object.entries(PROJECTS_MATRIX_EXAMPLES).map(([route, example]) => [
      route,
      (who: Who) => example(who, server),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(ADMINISTRATION_MATRIX_EXAMPLES).map(([route, example]) => [
      route,
      (who: Who) => example(who, server),
    ]),
  ),
};

function flagsOf(who: DemoAccountKey): Set<GlobalPermissionFlag> {
  return new Set(BUILT_IN_ROLE_FLAGS[DEMO_ACCOUNTS[who].role]);
}

/** The project a `project(...)` route is exercised on: the first demo project. */
const MATRIX_PROJECT = DEMO_PROJECTS[0];

function expected(permission: Permission, who: Who): 'allowed' | 401 | 403 {
  if (permission.kind === 'public') return 'allowed';
  if (who === 'signedOut') return 401;
  const flags = flagsOf(who);
  switch (permission.kind) {
    case 'signedIn':
      return 'allowed';
    case 'anyOf':
      return permission.flags.some((f) => flags.has(f)) ? 'allowed' : 403;
    case 'project': {
      const role = (MATRIX_PROJECT?.members[who] ?? null) as ProjectRole | null;
      const user = { id: 0, email: '', name: '', external: DEMO_ACCOUNTS[who].external, flags };
      return projectPermissionsFor(user, role)[permission.flag] ? 'allowed' : 403;
    }
  }
}

function key(route: RouteDefinition): string {
  return `${route.method} ${route.path}`;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the route table', () => {
  it('declares a known permission for every route', () => {
    for (const route of routes) {
      expect(['public', 'signedIn', 'anyOf', 'project'], key(route)).toContain(
        route.permission?.kind,
      );
      if (route.permission.kind === 'anyOf')
        expect(route.permission.flags.length, key(route)).toBeGreaterThan(0);
    }
  });

  it('registers exactly the routes of the table under /api', () => {
    const registered = expressRoutes(server.app).filter((r) => r.path.startsWith('/api'));
    const table = routes.map((r) => `${r.method} ${toExpressPath(r.path)}`).sort();
    expect(registered.map((r) => `${r.method} ${r.path}`).sort()).toEqual(table);
  });
});

describe('authorization matrix', () => {
  for (const route of routes) {
    for (const who of WHO) {
      const outcome = expected(route.permission, who);
      it(`${key(route)} as ${who} -> ${outcome === 'allowed' ? '2xx' : outcome}`, async () => {
        const example = (await EXAMPLES[key(route)]?.(who)) ?? {};
        const params =
          route.permission.kind === 'project' && MATRIX_PROJECT
            ? { [route.permission.param]: await projectId(MATRIX_PROJECT.code), ...example.params }
            : example.params;
        const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
        const cookie = who === 'signedOut' ? null : await server.login(who);
        const response = await server.request(route.method, buildPath(route.path, params) + query, {
          cookie,
          body: example.body,
        });
        if (outcome === 'allowed') {
          expect(response.status, response.text.slice(0, 300)).toBeGreaterThanOrEqual(200);
          expect(response.status, response.text.slice(0, 300)).toBeLessThan(300);
        } else {
          expect(response.status, response.text.slice(0, 300)).toBe(outcome);
        }
      });
    }
  }
});

/**
 * Every project-scoped route on a project the account may not see (not a
 * member, or deleted): always 403, never 404, so ids cannot be probed.
 */
describe('authorization matrix on a project the account may not see', () => {
  for (const route of routes) {
    if (route.permission.kind !== 'project') continue;
    const param = route.permission.param;
    for (const who of WHO) {
      if (who === 'signedOut') continue;
      it(`${key(route)} as ${who} on an invisible project -> 403`, async () => {
        const example = (await EXAMPLES[key(route)]?.(who)) ?? {};
        const params = { ...example.params, [param]: await invisibleProjectFor(server, who) };
        const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
        const response = await server.request(route.method, buildPath(route.path, params) + query, {
          cookie: await server.login(who),
          body: example.body,
        });
        expect(response.status, response.text.slice(0, 300)).toBe(403);
      });
    }
  }
});

async function projectId(code: string): Promise<number> {
  const row = await server.knex('projects').where({ code }).first<{ id: number }>('id');
  return row.id;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every method + path registered on the Express app (Express 5 keeps them on `app.router.stack`). */
function expressRoutes(app: Express): Array<{ method: string; path: string }> {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path: String(layer.route?.path) }))
      : [],
  );
}
