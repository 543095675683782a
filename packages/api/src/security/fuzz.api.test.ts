import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteDefinition } from '../lib/route';
import { routes } from '../routes';
import { batteryCall, matrixExamples, queryString, routeKey } from '../test/matrix';
import { serverForFile } from '../test/server-for-file';
import type { ApiResponse, TestServer } from '../test/test-server';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: fuzzed input on every route of the table. Each route is
 * called by an account allowed to call it, starting from its authorization
 * matrix example, with hostile path parameters, query parameters and body
 * fields. No answer may be a 5xx or show a stack trace or SQL; integers beyond
 * 32 bits, NUL characters and prototype-member names are 400s naming the field.
 */
let server: TestServer;
let examples: ReturnType<typeof matrixExamples>;
const figures = { routes: 0, requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };

serverForFile((started) => {
  server = started;
  examples = matrixExamples(server);
});
afterAll(() => {
  const statuses = [...figures.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  reportBatteryFigure(
    'fuzz',
    `${figures.routes} routes probed, ${figures.requests} requests, ${figures.serverErrors} 5xx (${statuses})`,
  );
});

const PATH_VALUES = [
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '%zz',
  '%',
  '%00',
  '1%00',
  '..%2F..%2Fetc%2Fpasswd',
  'constructor',
  '__proto__',
  '%E2%80%AE',
];
const QUERY_VALUES = ['2147483648', '-1', 'a\u0000b', '', 'x'.repeat(5000), '[]', '1,2,3', '%zz'];
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const BODY_VALUES: unknown[] = [
  'a\u0000b',
  2147483648,
  -2147483649,
  1e308,
  -0.5,
  null,
  true,
  {},
  [],
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];
const RAW_BODIES = [
  '[]',
  '"text"',
  '42',
  'null',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":',
  '{"name":"\\u0000"}',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
];

/** A stack frame, a driver's error code or SQL text in an answer. */
const LEAK =
  /\n\s+at .+:\d+:\d+|node_modules|SQLITE_|syntax error|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|relation "|violates .+ constraint|knex:/i;

function shapeKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function pathWith(
  route: RouteDefinition,
  params: Record<string, string | number>,
  raw?: { name: string; value: string },
): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    raw && raw.name === name ? raw.value : encodeURIComponent(String(params[name] ?? 1)),
  );
}

async function send(
  route: RouteDefinition,
  cookie: string | null,
  path: string,
  body: { json?: unknown; raw?: string },
): Promise<ApiResponse> {
  const response = await server.request(route.method, path, {
    cookie,
    body: body.json,
    raw: body.raw,
    headers: body.raw !== undefined ? { 'content-type': 'application/json' } : undefined,
  });
  figures.requests += 1;
  figures.byStatus.set(response.status, (figures.byStatus.get(response.status) ?? 0) + 1);
  if (response.status >= 500) figures.serverErrors += 1;
  return response;
}

function checkAnswer(what: string, response: ApiResponse): void {
  expect(response.status, `${what}: ${response.text.slice(0, 300)}`).toBeLessThan(500);
  // Refusals are where internals leak (a 2xx may legitimately say "select ... from").
  if (response.status >= 400) expect(response.text, `${what} leaks internals`).not.toMatch(LEAK);
}

function fieldNamed(response: ApiResponse, field: string): boolean {
  const errors = (response.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  return Boolean(errors && Object.hasOwn(errors, field));
}

describe('fuzzed input on every route', () => {
  it('covers every route of the table', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    it(`${routeKey(route)} never answers 5xx or leaks internals`, async () => {
      figures.routes += 1;
      const {
        who,
        cookie,
        example,
        params,
        path: basePath,
      } = await batteryCall(server, examples, route);
      const query = example.query ?? {};
      const endpoint = route.kind === 'endpoint' ? route.endpoint : undefined;
      const probes: Array<() => Promise<void>> = [];

      // Path parameters.
      for (const name of [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)) {
        for (const value of PATH_VALUES) {
          probes.push(async () => {
            const path = pathWith(route, params, { name, value }) + queryString(query);
            const response = await send(route, cookie, path, { json: example.body });
            checkAnswer(`${route.method} ${path}`, response);
            const integer = typeof params[name] === 'number';
            if (integer && ['2147483648', '-2147483649', '1%00', '%zz'].includes(value))
              expect(response.status, `${path}: ${response.text}`).toBe(400);
            if (integer && ['2147483648', '-2147483649'].includes(value) && endpoint?.params)
              expect(fieldNamed(response, name), `${path} names ${name}: ${response.text}`).toBe(
                true,
              );
          });
        }
      }

      // Query parameters: the declared ones, the example's, and prototype-member names.
      const queryKeys = [
        ...new Set([...shapeKeys(endpoint?.query), ...Object.keys(query), 'page', 'search']),
      ];
      const readsQuery = Boolean(endpoint?.query) || route.path.endsWith('/export');
      for (const key of queryKeys) {
        for (const value of QUERY_VALUES) {
          probes.push(async () => {
            const q = { ...query, [key]: value };
            const response = await send(route, cookie, basePath + queryString(q), {
              json: example.body,
            });
            checkAnswer(`${route.method} ${basePath} ?${key}=${value.slice(0, 20)}`, response);
            if (value.includes('\u0000') && readsQuery && shapeKeys(endpoint?.query).includes(key))
              expect(fieldNamed(response, key), `NUL in ${key}: ${response.text}`).toBe(true);
          });
        }
      }
      for (const key of PROTOTYPE_KEYS) {
        probes.push(async () => {
          // A probe with valid values may have deleted the example's record (a gone
          // project answers 403 before its query is read): a delete gets a fresh one.
          const target =
            route.method === 'DELETE'
              ? ((await examples[routeKey(route)]?.(who ?? 'signedOut')) ?? example)
              : example;
          const targetParams = { ...params, ...target.params };
          const path = pathWith(route, targetParams) + queryString(target.query ?? {}, `${key}=1`);
          const response = await send(route, cookie, path, { json: target.body });
          checkAnswer(`${route.method} ${path}`, response);
          if (readsQuery) {
            expect(response.status, `${path}: ${response.text}`).toBe(400);
            expect(fieldNamed(response, key), `${path} names ${key}`).toBe(true);
          }
        });
      }

      // Body fields, then whole hostile bodies.
      if (route.method !== 'GET') {
        const path = basePath + queryString(query);
        const base = example.body;
        const fields =
          base && typeof base === 'object' && !Array.isArray(base)
            ? Object.keys(base)
            : shapeKeys(endpoint?.body);
        for (const field of fields) {
          for (const value of BODY_VALUES) {
            probes.push(async () => {
              const body = { ...(base as Record<string, unknown> | undefined), [field]: value };
              const response = await send(route, cookie, path, { json: body });
              checkAnswer(
                `${route.method} ${path} ${field}=${JSON.stringify(value).slice(0, 20)}`,
                response,
              );
              if (value === 'a\u0000b' && endpoint?.body)
                expect(response.status, `NUL in ${field}: ${response.text}`).toBe(400);
            });
          }
        }
        for (const raw of RAW_BODIES) {
          probes.push(async () => {
            const response = await send(route, cookie, path, { raw });
            checkAnswer(`${route.method} ${path} body ${raw.slice(0, 30)}`, response);
          });
        }
      }

      for (const probe of probes) await probe();
      // Sign-in probes count as failures: later routes start from a clean slate.
      if (route.path === '/api/auth/login') server.clock.advance(61 * 60 * 1000);
    });
  }

  it('answers 400 for a malformed % escape anywhere in an /api path', async () => {
    for (const path of ['/api/projects/%zz', '/api/admin/users/%', '/api/%E0%A4%A/x']) {
      const response = await send(
        routes[0] as RouteDefinition,
        await server.cookieOf('admin'),
        path,
        {},
      );
      expect(response.status, `${path}: ${response.text}`).toBe(400);
      expect(fieldNamed(response, 'path')).toBe(true);
    }
  });
});
