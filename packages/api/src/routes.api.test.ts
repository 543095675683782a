import { buildPath } from '@keel/types';
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { toExpressPath } from './lib/route';
import { routes } from './routes';
import { type TestServer } from './test/test-server';
import { serverForFile } from './test/server-for-file';
import { invisibleProjectFor } from './modules/projects/projects.matrix-examples';
import {
  WHO,
  expectedOutcome as expected,
  matrixExamples,
  sendMatrixRequest,
  routeKey as key,
} from './test/matrix';

/**
 * The authorization matrix: every route of the table x {signed out, each demo
 * account}, the expected outcome derived from the route's declared
 * permission (`test/matrix.ts`, shared with the security battery). A route
 * that needs input to succeed gets an example request there; a route added
 * without one is called with no input and must still answer 2xx where allowed.
 */
let server: TestServer;

let EXAMPLES: ReturnType<typeof matrixExamples>;

serverForFile(async (started) => {
  server = started;
  EXAMPLES = matrixExamples(server);
});

describe('the route table', () => {
  it('declares a known permission for every route', () => {
    for (const route of routes) {
      expect(['public', 'signedIn', 'internal', 'anyOf', 'project', 'task'], key(route)).toContain(
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
        const { response } = await sendMatrixRequest(server, EXAMPLES, route, who, async () =>
          who === 'signedOut' ? null : server.login(who),
        );
        if (outcome === 'allowed' && route.kind === 'raw' && route.doc.redirects) {
          expect(response.status, response.text.slice(0, 300)).toBe(302);
        } else if (outcome === 'allowed') {
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

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  /** A mounted router's own layers. */
  handle: { stack?: Layer[] };
  /** The path the layer was mounted or declared at. */
  rawPath?: string;
}

/**
 * Every method + path registered on the Express app (Express 5 keeps them on
 * `app.router.stack`): the app's own routes, and those of the area routers
 * `registerRoutes` mounts (`/api/quotes`, …) under their mount paths.
 */
function expressRoutes(app: Express): Array<{ method: string; path: string }> {
  const walk = (stack: Layer[], prefix: string): Array<{ method: string; path: string }> =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const own = layer.route.path;
        const path = prefix && own === '/' ? prefix : prefix + own;
        return Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => ({ method: m.toUpperCase(), path }));
      }
      if (!layer.handle.stack) return [];
      const mount = layer.rawPath === '/' ? '' : (layer.rawPath ?? '');
      return walk(layer.handle.stack, prefix + mount);
    });
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
}
