import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ValidationError } from '../../../lib/errors';
import {
  REDMINE_CLIENT_DEFAULTS,
  RedmineRefusal,
  redmineBaseUrl,
  redmineClient,
  retryAfterMs,
  type RedmineClientSettings,
} from './redmine-client';
import { startRedmineFixtureServer, type FixtureServer } from './redmine-fixture-server';
import { RedmineProjectSchema, RedmineTrackerSchema } from './redmine-shapes';

/**
 * The Redmine client against the fixture server (README.md § Tests): the key
 * on every request, paging, retries with backoff and Retry-After, the
 * timeout, and the errors that name `url` or `apiKey`.
 */

let redmine: FixtureServer;
const Trackers = z.object({ trackers: z.array(RedmineTrackerSchema) });

const fast: RedmineClientSettings = {
  ...REDMINE_CLIENT_DEFAULTS,
  allowPrivate: true,
  timeoutMs: 2_000,
  retryDelaysMs: [10, 20],
};

beforeAll(async () => {
  redmine = await startRedmineFixtureServer({ pageCap: 2 });
});
afterEach(() => redmine.reset());
afterAll(() => redmine.close());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** A web server that is not Redmine: answers every request with `status`, `headers` and `body`. */
async function plainServer(
  status: number,
  headers: Record<string, string>,
  body: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('redmine client', () => {
  it('keeps the server address without query, fragment or trailing slash', () => {
    expect(redmineBaseUrl('https://redmine.example.com/redmine/?x=1#y', false)).toBe(
      'https://redmine.example.com/redmine',
    );
    expect(redmineBaseUrl('  http://rm.example:3000  ', false)).toBe('http://rm.example:3000');
  });

  it('reads a collection page by page until total_count, sending the key every time', async () => {
    const client = redmineClient(redmine.url, 'admin-key', fast);
    const pages: number[][] = [];
    for await (const page of client.pages('/projects.json', 'projects', {}, RedmineProjectSchema))
      pages.push(page.map((p) => p.id));
    expect(pages).toEqual([[1, 2], [3]]);
    expect(
      redmine.requests.map((r) => [r.path, r.query.get('offset'), r.query.get('limit')]),
    ).toEqual([
      ['/projects.json', '0', '100'],
      ['/projects.json', '2', '100'],
    ]);
    expect(redmine.requests.every((r) => r.key === 'admin-key')).toBe(true);
  });

  it('tries again after a 503 and answers the second try', async () => {
    redmine.fail('/trackers.json', 503, 1);
    const client = redmineClient(redmine.url, 'admin-key', fast);
    const answer = await client.get('/trackers.json', {}, Trackers);
    expect(answer.trackers.map((t) => t.name)).toEqual(['Bug', 'Feature', 'Support']);
    expect(redmine.requests.filter((r) => r.path === '/trackers.json')).toHaveLength(2);
  });

  it('waits as long as Retry-After asks (not the longer backoff) after a 429', async () => {
    redmine.fail('/trackers.json', 429, 1, '1');
    const client = redmineClient(redmine.url, 'admin-key', { ...fast, retryDelaysMs: [60_000] });
    const started = Date.now();
    await client.get('/trackers.json', {}, Trackers);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(10_000);
  });

  it('gives up after 3 tries of 5xx with a 502 naming url', async () => {
    redmine.fail('/trackers.json', 503, 5);
    const client = redmineClient(redmine.url, 'admin-key', fast);
    const error = await failure(client.get('/trackers.json', {}, Trackers));
    expect(error.status).toBe(502);
    expect(error.errors?.url?.[0]).toMatch(/kept answering 503 to \/trackers\.json \(3 tries\)/);
    expect(redmine.requests.filter((r) => r.path === '/trackers.json')).toHaveLength(3);
  });

  it('times a slow answer out, tries again, and then names url', async () => {
    redmine.delay('/trackers.json', 1_000);
    const client = redmineClient(redmine.url, 'admin-key', { ...fast, timeoutMs: 150 });
    const started = Date.now();
    const error = await failure(client.get('/trackers.json', {}, Trackers));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.errors?.url?.[0]).toMatch(/after 3 tries: no answer within 0.15 s/);
    expect(redmine.requests.filter((r) => r.path === '/trackers.json')).toHaveLength(3);
  });

  it('times out an answer whose body stalls after its headers', async () => {
    let served = 0;
    const stalling = http.createServer((_req, res) => {
      served += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"trackers": [');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = stalling.address() as AddressInfo;
      const client = redmineClient(`http://127.0.0.1:${port}`, 'k', {
        ...fast,
        timeoutMs: 150,
        tries: 2,
      });
      const error = await failure(client.get('/trackers.json', {}, Trackers));
      expect(error.errors?.url?.[0]).toMatch(/after 2 tries: no answer within 0.15 s/);
      expect(served).toBe(2);
    } finally {
      stalling.closeAllConnections();
      await new Promise<void>((resolve) => stalling.close(() => resolve()));
    }
  });

  it('names url when nothing listens there (after its tries)', async () => {
    const gone = await plainServer(200, {}, '{}');
    await gone.close();
    const client = redmineClient(gone.url, 'admin-key', fast);
    const error = await failure(client.get('/trackers.json', {}, Trackers));
    expect(error.status).toBe(400);
    expect(error.errors?.url?.[0]).toMatch(/could not be read after 3 tries/);
  });

  it('names apiKey when the server refuses the key (401)', async () => {
    const client = redmineClient(redmine.url, 'wrong-key', fast);
    const error = await failure(client.get('/trackers.json', {}, Trackers));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^apiKey: the Redmine server at .* refused the key \(401\)/);
    expect(error.errors?.apiKey).toHaveLength(1);
  });

  it('names apiKey for a 403, as a refusal a reader may step over', async () => {
    const client = redmineClient(redmine.url, 'member-key', fast);
    const error = await failure(client.get('/users.json', {}, z.object({})));
    expect(error).toBeInstanceOf(RedmineRefusal);
    expect((error as RedmineRefusal).redmineStatus).toBe(403);
    expect(error.errors?.apiKey?.[0]).toMatch(/may not read \/users\.json \(403\)/);
  });

  it('names url for an answer that is not JSON, not Redmine’s JSON, or a redirect', async () => {
    const html = await plainServer(200, { 'Content-Type': 'text/html' }, '<html>Hello</html>');
    const other = await plainServer(200, { 'Content-Type': 'application/json' }, '{"trackers": 3}');
    const moved = await plainServer(302, { Location: 'https://redmine.example/' }, '');
    try {
      for (const [server, message] of [
        [html, /did not answer JSON/],
        [other, /did not answer Redmine's JSON \(trackers: /],
        [moved, /redirects to https:\/\/redmine\.example\/: give that address instead/],
      ] as const) {
        const client = redmineClient(server.url, 'k', fast);
        const error = await failure(client.get('/trackers.json', {}, Trackers));
        expect(error.status).toBe(400);
        expect(error.errors?.url?.[0]).toMatch(message);
      }
    } finally {
      await Promise.all([html.close(), other.close(), moved.close()]);
    }
  });

  it('refuses a private address unless private addresses are allowed', async () => {
    const refused = () => redmineClient(redmine.url, 'admin-key', { ...fast, allowPrivate: false });
    expect(refused).toThrow(ValidationError);
    expect(refused).toThrow(/^url: 127\.0\.0\.1 is a loopback address/);
    expect(() => redmineClient('ftp://redmine.example', 'k', fast)).toThrow(/^url: /);
  });

  it('refuses at connect time a host name that resolves to a private address', async () => {
    const port = new URL(redmine.url).port;
    const client = redmineClient(`http://localhost:${port}`, 'admin-key', {
      ...fast,
      allowPrivate: false,
    });
    const error = await failure(client.get('/trackers.json', {}, Trackers));
    expect(error.status).toBe(400);
    expect(error.errors?.url?.[0]).toMatch(/is a loopback address: only public addresses/);
    expect(redmine.requests).toHaveLength(0);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:05 GMT', Date.parse('2026-10-21T07:28:00Z'))).toBe(
      5000,
    );
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(undefined)).toBeNull();
  });
});
