import type { ErrorBody, SearchResult } from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../db/seed/demo-workspace';
import { startTestServer, type TestServer } from '../../test/test-server';
import { insertProjects } from '../projects/projects.repository';

let server: TestServer;
const cookies = {} as Record<DemoAccountKey, string>;

beforeAll(async () => {
  server = await startTestServer();
  for (const account of ['admin', 'pm', 'member', 'finance', 'stakeholder'] as const) {
    cookies[account] = await server.login(account);
  }
});
afterAll(async () => {
  await server?.close();
});

async function search(account: DemoAccountKey, text: string, resultType?: number) {
  const params = new URLSearchParams({ search: text });
  if (resultType !== undefined) params.set('resultType', String(resultType));
  return server.request<SearchResult[]>('GET', `/api/search?${params}`, {
    cookie: cookies[account],
  });
}

const names = (results: SearchResult[]) => results.map((r) => r.name);

describe('quick search scoping per demo account', () => {
  it('gives the administrator every matching project and quote, best matches first', async () => {
    const response = await search('admin', 'harbour');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        name: 'Harbour Bank mobile app',
        alternateName: 'Project Tidewater',
        type: 1,
      },
      {
        id: expect.any(Number),
        name: 'Harbour Bank mobile app discovery',
        alternateName: 'Q-2026-0001',
        type: 2,
      },
      {
        id: expect.any(Number),
        name: 'Harbour Bank push notifications',
        alternateName: 'Q-2026-0004',
        type: 2,
      },
    ]);
  });

  it('limits the project manager to the projects they are a member of', async () => {
    const response = await search('pm', 'portal');
    expect(names(response.body)).toEqual(['Orbit logistics portal', 'Orbit portal support 2026']);
    expect(names((await search('pm', 'internal tooling')).body)).toEqual([]);
  });

  it('lets finance (readAllProjects) find every project', async () => {
    const response = await search('finance', 'portal');
    expect(names(response.body)).toEqual([
      'Orbit logistics portal',
      'Orbit portal support 2026',
      'Riverside school portal',
    ]);
  });

  it('shows the stakeholder exactly their two projects and no quotes', async () => {
    const all = await search('stakeholder', 'a');
    expect(all.status).toBe(200);
    expect(all.body.map((r) => [r.name, r.type]).sort()).toEqual([
      ['Café Müller relaunch', 1],
      ['Harbour Bank mobile app', 1],
    ]);
    expect((await search('stakeholder', 'a', 1)).body).toHaveLength(2);
    const quotes = await search('stakeholder', 'a', 2);
    expect(quotes.status).toBe(403);
  });

  it('refuses the team member, who may search nothing', async () => {
    const response = await server.request<ErrorBody>('GET', '/api/search?search=harbour', {
      cookie: cookies.member,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBeTruthy();
  });

  it('answers 401 when signed out', async () => {
    expect((await server.request('GET', '/api/search?search=harbour')).status).toBe(401);
  });
});

describe('quick search matching', () => {
  it('ignores case and accents in both directions', async () => {
    for (const text of ['cafe muller', 'CAFÉ MÜLLER', 'Cafe Müller', 'müller']) {
      expect(names((await search('admin', text, 1)).body)).toEqual(['Café Müller relaunch']);
    }
    expect(names((await search('admin', 'sondergaard', 1)).body)).toEqual([
      'Søndergaard brand refresh',
    ]);
  });

  it('matches inside words and on code, alternate name, client and quote number', async () => {
    expect(names((await search('admin', 'wind', 1)).body)).toEqual(['Northwind ERP migration']);
    expect(names((await search('admin', 'keel-007')).body)).toEqual(['Søndergaard brand refresh']);
    expect(names((await search('admin', 'tidewater')).body)).toEqual(['Harbour Bank mobile app']);
    expect(names((await search('admin', 'greenfield energy')).body)).toEqual([
      'Greenfield data platform',
    ]);
    expect(names((await search('admin', 'q-2026-0005')).body)).toEqual([
      'Orbit portal support 2026',
    ]);
  });

  it('ranks names that start with the text first, then other fields that do, then words, then infix', async () => {
    expect(names((await search('admin', 'atlas')).body)).toEqual([
      'Atlas claims app maintenance',
      'Atlas insurance claims app',
      'Greenfield data platform',
    ]);
    expect(names((await search('admin', 'app', 1)).body)).toEqual([
      'Atlas insurance claims app',
      'Harbour Bank mobile app',
    ]);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect((await search('admin', '%')).body).toEqual([]);
    expect((await search('admin', '_')).body).toEqual([]);
  });

  it('returns at most 20 results', async () => {
    await insertProjects(
      server.knex,
      Array.from({ length: 30 }, (_, i) => ({
        code: `ZEP-${String(i + 1).padStart(3, '0')}`,
        name: `Zephyr rollout ${String(i + 1).padStart(2, '0')}`,
        status: 'active' as const,
      })),
      Date.now(),
    );
    const response = await search('admin', 'zephyr');
    expect(response.body).toHaveLength(20);
    expect(response.body[0]?.name).toBe('Zephyr rollout 01');
    expect(response.body[19]?.name).toBe('Zephyr rollout 20');
    // Projects without membership stay invisible to the project manager.
    expect((await search('pm', 'zephyr')).body).toEqual([]);
  });
});

describe('quick search validation', () => {
  it('names the search field when it is missing or blank', async () => {
    for (const path of ['/api/search', '/api/search?search=', '/api/search?search=%20%20']) {
      const response = await server.request<ErrorBody>('GET', path, { cookie: cookies.admin });
      expect(response.status).toBe(400);
      expect(response.body.errors?.search).toEqual(['search is required']);
    }
  });

  it('names resultType when it is not 0, 1 or 2', async () => {
    const response = await server.request<ErrorBody>('GET', '/api/search?search=a&resultType=7', {
      cookie: cookies.admin,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.resultType).toEqual(['resultType must be 0, 1 or 2']);
  });
});
