import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME, STATIC_BASE_PATH } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/demo-workspace';
import { databaseKind } from '../db/dialect';
import { settledCommits } from '../db/durable-commits';
import { routes } from '../routes';
import { expectedOutcome, matrixExamples, routeKey, sendMatrixRequest, WHO } from '../test/matrix';
import type { ApiResponse, TestServer } from '../test/test-server';
import { startTestServer } from '../test/test-server';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: response headers on every route of the table, the
 * session cookie, logout, cross-site requests, TRACE, dotfiles and the
 * SQLite durability setting.
 */
let server: TestServer;
let staticDir: string;
const figures = { routes: 0, responses: 0 };

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Keel app</title>');
  fs.writeFileSync(path.join(staticDir, '.env'), 'SECRET=1');
  server = await startTestServer({ staticDir, env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  reportBatteryFigure(
    'headers',
    `${figures.routes} routes, ${figures.responses} responses checked for CSP, nosniff, frame and cache headers`,
  );
  await server?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

function checkHeaders(what: string, response: ApiResponse, api: boolean): void {
  figures.responses += 1;
  const h = response.headers;
  const csp = h.get('content-security-policy') ?? '';
  // The docs page has its own policy for Swagger UI, the same frame and base rules.
  expect(csp, what).toMatch(/base-uri 'none'/);
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
  expect(csp, what).toMatch(/object-src 'none'/);
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('x-frame-options'), what).toBeTruthy();
  expect(h.get('referrer-policy'), what).toBeTruthy();
  expect(h.get('strict-transport-security'), what).toMatch(/max-age=\d+/);
  expect(h.get('x-powered-by'), what).toBeNull();
  if (api && response.status < 300 && !what.includes('/docs') && !what.includes('openapi'))
    expect(h.get('cache-control'), what).toBe('no-store');
}

describe('response headers', () => {
  for (const route of routes) {
    it(`${routeKey(route)} sends the security headers`, async () => {
      figures.routes += 1;
      const examples = matrixExamples(server);
      const who = WHO.find(
        (w) => w !== 'signedOut' && expectedOutcome(route.permission, w) === 'allowed',
      );
      const caller = route.permission.kind === 'public' || !who ? 'signedOut' : who;
      const { path: url, response } = await sendMatrixRequest(
        server,
        examples,
        route,
        caller,
        async () => (caller === 'signedOut' ? null : server.cookieOf(caller)),
      );
      checkHeaders(`${route.method} ${url} (${response.status})`, response, true);
    });
  }

  it('are sent on the app, errors and 404s too', async () => {
    for (const url of ['/', '/projects/browser', '/api/nope', '/api/projects/abc'])
      checkHeaders(url, await server.request('GET', url), url.startsWith('/api'));
  });
});

describe('the session cookie', () => {
  const login = (headers: Record<string, string> = {}) =>
    server.request('POST', '/api/auth/login', {
      body: { email: DEMO_ACCOUNTS.pm.email, password: DEMO_PASSWORD },
      headers,
    });

  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ without Domain over HTTPS', async () => {
    const response = await login({ 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SECURE_SESSION_COOKIE_NAME}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const pair = (cookie as string).split(';')[0] as string;
    const current = await server.request('GET', '/api/users/current', {
      cookie: pair,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(current.status).toBe(200);
    expect((current.body as { demoWorkspace?: boolean }).demoWorkspace).toBe(true);
  });

  it('is plain keel_session, not Secure, over plain HTTP (local use)', async () => {
    const cookie = (await login()).headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('is cleared on logout with Clear-Site-Data', async () => {
    const response = await server.request('POST', '/api/auth/logout', {
      cookie: await server.login('member'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('clear-site-data')).toMatch(/"cookies"/);
    expect(response.headers.get('clear-site-data')).toMatch(/"storage"/);
  });
});

describe('request hardening', () => {
  it('refuses a state-changing request whose Sec-Fetch-Site is not same-origin', async () => {
    const cookie = await server.cookieOf('admin');
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await server.request('POST', '/api/teams', {
        cookie,
        body: { name: `Cross ${site}` },
        headers: { 'sec-fetch-site': site },
      });
      expect(response.status, site).toBe(403);
    }
    const same = await server.request('POST', '/api/teams', {
      cookie,
      body: { name: 'Same origin team' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(201);
    // Reads stay open to navigation from elsewhere (links to the app).
    const read = await server.request('GET', '/api/health', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });

  it('answers TRACE with 405', async () => {
    // fetch refuses to send TRACE: a plain HTTP request.
    const trace = (url: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(server.url + url, { method: 'TRACE' }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    for (const url of ['/', '/api/health', '/api/users/current'])
      expect(await trace(url), url).toBe(405);
  });

  it('answers 404 for dotfiles, never the app', async () => {
    for (const url of [
      '/.env',
      '/.git/config',
      '/.git/HEAD',
      '/.htaccess',
      '/projects/.env',
      `${STATIC_BASE_PATH}.env`,
      '/api/.env',
    ]) {
      const response = await server.request('GET', url);
      expect(response.status, url).toBe(404);
      expect(response.text, url).not.toMatch(/Keel app|SECRET/);
    }
    expect((await server.request('GET', '/projects/browser')).text).toMatch(/Keel app/);
  });

  it('answers a write on SQLite only once its commit is synced (an acknowledged write survives power loss)', async () => {
    if (databaseKind(server.knex) !== 'sqlite') return;
    // NORMAL: the commit itself does not sync; DurableCommits syncs the WAL before the answer.
    const [row] = (await server.knex.raw('PRAGMA synchronous')) as Array<{ synchronous: number }>;
    expect(row?.synchronous).toBe(1);
    const probe = await fs.promises.open(path.join(os.tmpdir(), `keel-probe-${process.pid}`), 'w');
    const prototype = Object.getPrototypeOf(probe) as { datasync: () => Promise<void> };
    await probe.close();
    const syncs = vi.spyOn(prototype, 'datasync');
    try {
      const response = await server.request('POST', '/api/auth/login', {
        body: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD },
      });
      expect(response.status).toBe(200);
      // The session's commit was synced, and nothing the answer followed is still waiting.
      expect(syncs).toHaveBeenCalled();
      expect(settledCommits(server.knex)).toBeNull();
    } finally {
      syncs.mockRestore();
    }
  });
});
