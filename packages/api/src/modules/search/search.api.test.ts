import type { ErrorBody, Project, SearchResult } from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { FIELD_SEPARATOR, normalizeSearchText } from '../../lib/search-text';
import { insertProjects } from '../projects/projects.repository';
import { insertQuotes } from '../quotes/quotes.repository';

let server: TestServer;
const cookies = {} as Record<DemoAccountKey, string>;

serverForFile(async (started) => {
  server = started;
  for (const account of ['admin', 'pm', 'member', 'finance', 'stakeholder'] as const) {
    cookies[account] = await server.login(account);
  }
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

/**
 * The rules of DOMAIN.md § Search written plainly over every row, to hold the
 * staged index search to: rank 0 name starts with the term, 1 another field
 * does, 2 a word does, 3 anywhere; then byte order of the text, type, id.
 */
async function expectedSearch(
  account: 'admin' | 'pm',
  text: string,
): Promise<Array<Pick<SearchResult, 'name' | 'type'>>> {
  const term = normalizeSearchText(text);
  const rank = (searchText: string) =>
    searchText.startsWith(FIELD_SEPARATOR + term)
      ? 0
      : searchText.includes(FIELD_SEPARATOR + term)
        ? 1
        : searchText.includes(` ${term}`)
          ? 2
          : 3;
  const projects = server.knex('projects').whereNull('deleted_at');
  if (account === 'pm') {
    const pm = await server.knex('users').where({ email: 'pm@example.com' }).first('id');
    projects.whereIn(
      'id',
      server.knex('project_members').where({ user_id: pm.id }).select('project_id'),
    );
  }
  const rows = [
    ...(await projects.select('id', 'name', 'search_text')).map((r) => ({ ...r, type: 1 })),
    ...(account === 'admin'
      ? await server
          .knex('quotes')
          .whereNull('deleted_at')
          .where('is_template', false)
          .select('id', 'name', 'search_text')
      : []
    ).map((r) => ({ ...r, type: 2 })),
  ] as Array<{ id: number; name: string; search_text: string; type: 1 | 2 }>;
  return rows
    .filter((r) => r.search_text.includes(term))
    .map((r) => ({ ...r, rank: rank(r.search_text) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Buffer.compare(Buffer.from(a.search_text), Buffer.from(b.search_text)) ||
        a.type - b.type ||
        a.id - b.id,
    )
    .slice(0, 20)
    .map((r) => ({ name: r.name, type: r.type }));
}

describe('quick search ranking against the plain rules', () => {
  it('finds exactly what a scan of every row finds, in the same order', async () => {
    const long = `Very long programme name ${'é'.repeat(70)} with a tail`;
    const now = Date.now();
    await insertProjects(
      server.knex,
      [
        ...Array.from({ length: 25 }, (_, i) => ({
          code: `PORT-${String(i).padStart(2, '0')}`,
          name: [
            'Blue Portal pilot',
            'Support desk',
            'Portable kit',
            'Airport rollout',
            'Passport',
          ][i % 5]!,
          alternateName: i % 3 === 0 ? `Portal ${i}` : null,
          client: i % 4 === 0 ? 'Portside Ltd' : 'Acme Corp',
          status: 'active' as const,
        })),
        { code: 'LONG-1', name: long, status: 'active' as const },
        { code: 'LONG-2', name: `Prefix ${long}`, status: 'active' as const },
      ],
      now,
    );
    await insertQuotes(
      server.knex,
      Array.from({ length: 22 }, (_, i) => ({
        number: `PQ-${String(i).padStart(2, '0')}`,
        name: ['Portal upgrade', 'Report pack', 'Export tool', 'Sports app'][i % 4]!,
        client: i % 2 ? 'Portside Ltd' : null,
        metaTypeId: 1,
        status: 'draft' as const,
      })),
      now,
    );
    const terms = [
      'port',
      'portal',
      'portal pi',
      'ort',
      'pq-1',
      'portside',
      'a',
      'p',
      'harbour',
      'cafe',
      'acme corp',
      `long programme name ${'e'.repeat(70)}`,
      `${'e'.repeat(70)} with`,
      'zzz',
    ];
    for (const account of ['admin', 'pm'] as const) {
      for (const term of terms) {
        const response = await search(account, term, account === 'pm' ? 1 : undefined);
        expect(
          response.body.map((r) => ({ name: r.name, type: r.type })),
          `${account} searching "${term}"`,
        ).toEqual(await expectedSearch(account, term));
      }
    }
  });

  it('finds quotes, never templates (a result opens the quote page)', async () => {
    for (const path of ['/api/quotes', '/api/quote-templates'])
      expect(
        (
          await server.request('POST', path, {
            cookie: cookies.finance,
            body: { name: 'Platypus rollout' },
          })
        ).status,
      ).toBe(201);
    const found = (await search('finance', 'platypus', 2)).body;
    expect(found).toHaveLength(1);
    expect(found[0]?.alternateName).toMatch(/^Q-\d{4}-\d{4}$/);
  });

  it('follows a created and then renamed project by its word starts', async () => {
    const created = await server.request<Project>('POST', '/api/projects', {
      cookie: cookies.admin,
      body: { name: 'Quokka survey', client: 'Wombat Works', billingType: 'fixedPrice' },
    });
    expect(created.status).toBe(201);
    expect(names((await search('admin', 'survey', 1)).body)).toEqual(['Quokka survey']);
    expect(names((await search('admin', 'wombat', 1)).body)).toEqual(['Quokka survey']);
    const p = created.body;
    const renamed = await server.request<Project>('PUT', `/api/projects/${p.id}`, {
      cookie: cookies.admin,
      body: {
        code: p.code,
        name: 'Quokka census',
        alternateName: p.alternateName,
        client: 'Numbat Works',
        managerId: p.manager?.id,
        status: p.status,
        billingType: p.billingType,
        startDate: p.startDate,
        endDate: p.endDate,
        currency: p.currency,
        budgetAmount: p.budget?.amount,
        budgetMinutes: p.budgetMinutes,
        description: p.description,
        tags: p.tags,
        version: p.version,
      },
    });
    expect(renamed.status).toBe(200);
    expect((await search('admin', 'survey', 1)).body).toEqual([]);
    expect((await search('admin', 'wombat', 1)).body).toEqual([]);
    expect(names((await search('admin', 'census', 1)).body)).toEqual(['Quokka census']);
    expect(names((await search('admin', 'numbat', 1)).body)).toEqual(['Quokka census']);
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
