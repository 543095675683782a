import { afterAll, describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { batteryCall, matrixExamples, queryString, routeKey } from '../test/matrix';
import { serverForFile } from '../test/server-for-file';
import type { ApiResponse, TestServer } from '../test/test-server';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: nothing sent is dropped in silence. Every route of the
 * table is called by an account allowed to call it with its authorization
 * matrix example plus one key the route does not know: as a query parameter
 * on every route, as a body field on every route that takes a JSON body (at
 * the top level and, where the example nests objects, inside the first one).
 * Each answer is a 400 whose `errors` names that key; the example itself
 * stays valid, so the refusal is for the unknown key alone.
 */
let server: TestServer;
let examples: ReturnType<typeof matrixExamples>;
const UNKNOWN = 'notAField';
const figures = { routes: 0, query: 0, body: 0, nested: 0, refused: 0, foreign: 0 };

serverForFile((started) => {
  server = started;
  examples = matrixExamples(server);
});
afterAll(() => {
  reportBatteryFigure(
    'unknown keys',
    `${figures.routes} routes, ${figures.query} unknown query parameters, ${figures.body} unknown body fields, ${figures.nested} unknown nested fields: ${figures.refused} refused with 400 naming the key; ${figures.foreign} route(s) whose query another party composes ignore it by design`,
  );
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The path of the first object nested in the example body (`sort`, `lines.0`), if any. */
function nestedObjectPath(body: unknown, path: string[] = []): string[] | null {
  if (Array.isArray(body))
    return body.length > 0 ? nestedObjectPath(body[0], [...path, '0']) : null;
  if (!isObject(body)) return null;
  if (path.length > 0) return path;
  for (const [key, value] of Object.entries(body)) {
    const found = isObject(value) || Array.isArray(value) ? nestedObjectPath(value, [key]) : null;
    if (found) return found;
  }
  return null;
}

function withKeyAt(body: unknown, path: readonly string[]): unknown {
  const copy: unknown = structuredClone(body);
  let target = copy as Record<string, unknown>;
  for (const step of path) target = target[step] as Record<string, unknown>;
  target[UNKNOWN] = 1;
  return copy;
}

function errorsOf(response: ApiResponse): Record<string, string[]> {
  return (response.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
}

function expectRefused(response: ApiResponse, key: string, what: string): void {
  expect(response.status, `${what}: ${response.text.slice(0, 300)}`).toBe(400);
  expect(Object.keys(errorsOf(response)), `${what} names ${key}: ${response.text}`).toContain(key);
  figures.refused += 1;
}

describe('an unknown key is refused on every route, naming it', () => {
  it('covers every route of the table', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    it(`${routeKey(route)} refuses an unknown query parameter and body field`, async () => {
      figures.routes += 1;
      // Every probe is refused before anything changes, so one example serves them all.
      const { cookie, example, path } = await batteryCall(server, examples, route);
      const call = async (query: string, body: unknown): Promise<ApiResponse> =>
        server.request(route.method, path + query, {
          cookie,
          body,
          raw: body === undefined ? example.raw : undefined,
          headers: body === undefined ? example.headers : undefined,
        });
      const exampleQuery = example.query ?? {};
      try {
        figures.query += 1;
        const byQuery = await call(queryString(exampleQuery, `${UNKNOWN}=1`), example.body);
        if (route.kind === 'raw' && route.doc.foreignQuery) {
          // Another party composes this query (RawRouteDoc.foreignQuery): ignored by design.
          expect(byQuery.status, byQuery.text.slice(0, 300)).toBeLessThan(500);
          figures.foreign += 1;
          return;
        }
        expectRefused(byQuery, UNKNOWN, `${routeKey(route)} ?${UNKNOWN}=1`);

        const takesJson =
          route.kind === 'endpoint' && route.method !== 'GET' && !route.endpoint.fileField;
        if (!takesJson || Array.isArray(example.body)) return;
        figures.body += 1;
        const body = { ...(example.body as Record<string, unknown> | undefined), [UNKNOWN]: 1 };
        const byBody = await call(queryString(exampleQuery), body);
        expectRefused(byBody, UNKNOWN, `${routeKey(route)} body.${UNKNOWN}`);

        const nested = nestedObjectPath(example.body);
        if (!nested) return;
        figures.nested += 1;
        const byNested = await call(queryString(exampleQuery), withKeyAt(example.body, nested));
        expectRefused(byNested, [...nested, UNKNOWN].join('.'), `${routeKey(route)} nested`);
      } finally {
        await example.after?.();
      }
    });
  }
});
