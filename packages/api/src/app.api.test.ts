import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_VERSION,
  STATIC_BASE_PATH,
  defineEndpoint,
  OkSchema,
  type ErrorBody,
} from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAccess } from './lib/permission';
import { route } from './lib/route';
import { routes } from './routes';
import { startTestServer, type TestServer } from './test/test-server';

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-static-'));
fs.mkdirSync(path.join(staticDir, 'assets'));
fs.writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><title>Keel</title><div id="root"></div>',
);
fs.writeFileSync(
  path.join(staticDir, 'public.html'),
  '<!doctype html><title>Keel</title><div id="root" data-entry="public"></div>',
);
fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("keel")');

// A route that fails unexpectedly, to see what a 500 looks like.
const boom = route(
  defineEndpoint({
    method: 'GET',
    path: '/api/test/boom',
    summary: 'fails',
    tag: 'test',
    public: true,
    response: OkSchema,
  }),
  publicAccess,
  async () => {
    throw new Error('secret internal detail');
  },
);

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({ routes: [...routes, boom], staticDir });
  cookie = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('error shapes', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await server.request<ErrorBody>('GET', '/api/no-such-thing', { cookie });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body.message).toMatch(/No API route for GET \/api\/no-such-thing/);
  });

  it('answers a body over 1 MB with a JSON 413', async () => {
    const response = await server.request<ErrorBody>(
      'POST',
      '/api/users/current/settings/tasks-page-custom-views',
      {
        cookie,
        raw: JSON.stringify([{ id: 'x', name: 'y'.repeat(1_100_000) }]),
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body.message).toMatch(/too large/);
  });

  it('answers malformed JSON with a 400 naming the body', async () => {
    const response = await server.request<ErrorBody>('POST', '/api/auth/login', {
      raw: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.body).toBeDefined();
  });

  it('answers an unexpected failure with a 500 carrying a request id and no detail or stack', async () => {
    const response = await server.request<ErrorBody>('GET', '/api/test/boom');
    expect(response.status).toBe(500);
    expect(response.body.requestId).toBe(response.headers.get('x-request-id'));
    expect(response.text).not.toMatch(/secret internal detail|at .*\.ts/);
    expect(Object.keys(response.body).sort()).toEqual(['message', 'requestId']);
  });

  it('keeps a request id given by the caller', async () => {
    const response = await server.request('GET', '/api/health', {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
  });
});

describe('cross-site request protection', () => {
  it('refuses a state-changing request from a foreign origin with 403', async () => {
    const response = await server.request<ErrorBody>('POST', '/api/auth/logout', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Cross-site request refused');
    expect((await server.request('GET', '/api/users/current', { cookie })).status).toBe(200);
  });

  it('accepts the same origin', async () => {
    const response = await server.request(
      'POST',
      '/api/users/current/settings/tasks-page-custom-views',
      {
        cookie,
        body: [],
        headers: { origin: server.url },
      },
    );
    expect(response.status).toBe(200);
  });

  it('refuses a form-encoded body, which a cross-site form could send', async () => {
    const response = await server.request<ErrorBody>('POST', '/api/auth/login', {
      raw: 'email=admin%40example.com&password=demo-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toMatch(/application\/json/);
  });

  it('refuses a request a browser marks as cross-site', async () => {
    const response = await server.request('POST', '/api/auth/logout', {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });
});

describe('general endpoints', () => {
  it('reports health with the version and the database kind', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.body).toEqual({
      status: 'ok',
      version: APP_VERSION,
      database: process.env.KEEL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite',
    });
  });

  it('lists the three quote meta types', async () => {
    const response = await server.request('GET', '/api/quotes/types', { cookie });
    expect(response.body).toEqual([
      { id: 1, pageTitle: 'Standard', icon: 'file-text' },
      { id: 2, pageTitle: 'Change request', icon: 'git-pull-request' },
      { id: 3, pageTitle: 'Support retainer', icon: 'life-buoy' },
    ]);
  });

  it('serves an OpenAPI document generated from the route table', async () => {
    const response = await server.request<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    for (const r of routes) {
      if (r.kind === 'endpoint')
        expect(response.body.paths[r.path]?.[r.method.toLowerCase()]).toBeDefined();
    }
    expect(JSON.stringify(response.body.paths['/api/search'])).toContain('"name":"search"');
  });

  it('renders the API docs page with local assets and no inline script', async () => {
    const page = await server.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).not.toMatch(/<script>/);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts).toEqual(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/init.js']);
    for (const src of scripts) {
      const asset = await server.request('GET', src);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
    }
    expect((await server.request('GET', '/api/docs/assets/swagger-ui.css')).status).toBe(200);
    expect((await server.request('GET', '/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('serving the app', () => {
  it('serves assets under the versioned path with a one-year immutable cache', async () => {
    const response = await fetch(`${server.url}${STATIC_BASE_PATH}assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers every other page path with index.html, not cached, under a strict CSP', async () => {
    for (const page of ['/', '/projects/browser', '/auth/login?redirectUrl=%2Ftimesheet']) {
      const response = await fetch(server.url + page);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
    }
  });

  it('answers the public pages with public.html, their own entry, and no referrer', async () => {
    for (const page of [
      '/public/projects/12/time-material?stakeholderToken=abc',
      '/public/projects/12/time-material/resources/7/timesheet?stakeholderToken=abc&page=2',
      '/reports/status/viewer/some-token',
      '/projects/reports/viewer/some-token/',
      // react-router matches paths in any letter case, and so does the server.
      '/Public/Projects/12/Time-Material',
      // A malformed id is the page's to refuse (it leaves for /not-found).
      '/public/projects/abc/time-material',
    ]) {
      const response = await fetch(server.url + page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('cache-control'), page).toBe('no-cache');
      expect(response.headers.get('referrer-policy'), page).toBe('no-referrer');
      expect(await response.text(), page).toContain('data-entry="public"');
      expect(response.headers.get('content-security-policy'), page).toContain("script-src 'self'");
    }
    // Any other address under the same prefixes is the app's (its not-found page).
    for (const page of [
      '/public/projects/12',
      '/public/projects/12/time-material/resources/7',
      '/reports/status/viewer/some-token/more',
      '/projects/12/time-material',
    ]) {
      const response = await fetch(server.url + page);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).not.toContain('data-entry="public"');
    }
  });

  it('answers a missing asset with 404 rather than the app page', async () => {
    expect((await fetch(`${server.url}${STATIC_BASE_PATH}assets/missing.js`)).status).toBe(404);
  });
});

describe('without a built app', () => {
  it('answers page requests with a 503 page that says to build the app', async () => {
    const bare = await startTestServer({ seed: false });
    try {
      const response = await fetch(`${bare.url}/projects`);
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
      expect((await bare.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
