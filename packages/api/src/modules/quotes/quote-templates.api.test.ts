import type { ErrorBody, Page, Quote, QuoteSummary } from '@keel/types';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { insertQuoteFixtures, type QuoteFixtures } from './quotes.test-fixtures';

let server: TestServer;
let fx: QuoteFixtures;

serverForFile(async (started) => {
  server = started;
  fx = await insertQuoteFixtures(server.knex, server.clock.now);
});

type Body = Quote & ErrorBody;
let counter = 0;

const LINES = [
  {
    key: 'discovery',
    section: 'Discovery',
    description: 'Workshops',
    role: 'Developer',
    minutes: 480,
    rate: 9_000,
  },
  {
    section: 'Build',
    description: 'Icons',
    role: 'Designer',
    minutes: 120,
    rate: 8_000,
    expenses: 2_500,
  },
];

async function newTemplate(values: Record<string, unknown> = {}) {
  const res = await server.call<Body>('finance', 'POST', '/api/quote-templates', {
    name: `Template ${++counter}`,
    rateProfileId: fx.profileId,
    pricingConfigId: fx.configId,
    lineItems: LINES,
    metaTypeId: 2,
    notes: 'Prices valid for 30 days',
    ...values,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('quote templates', () => {
  it('creates a template numbered T-NNNN, priced on today', async () => {
    const template = await newTemplate();
    expect(template.number).toMatch(/^T-\d{4}$/);
    expect(template.isTemplate).toBe(true);
    expect(template.status).toBe('draft');
    expect(template.quoteDate).toBe(new Date(server.clock.now).toISOString().slice(0, 10));
    expect(template.lineItems[0]?.key).toBe('discovery');
    expect(template.changedSinceRevision).toBe(false);
    const next = await newTemplate();
    expect(Number(next.number.slice(2))).toBe(Number(template.number.slice(2)) + 1);
  });

  it('reads a template on both GET routes; the quote write routes 404 for it', async () => {
    const template = await newTemplate();
    const asQuote = await server.call<Body>('pm', 'GET', `/api/quotes/${template.id}`);
    expect(asQuote.status).toBe(200);
    expect(asQuote.body.isTemplate).toBe(true);
    expect((await server.call('pm', 'GET', `/api/quotes/${template.id}/brief`)).status).toBe(200);
    const viaTemplates = await server.call<Body>(
      'pm',
      'GET',
      `/api/quote-templates/${template.id}`,
    );
    expect(viaTemplates.body).toEqual(asQuote.body);

    const v = template.version;
    for (const [method, path, body] of [
      ['PUT', `/api/quotes/${template.id}`, { version: v, name: 'No' }],
      ['DELETE', `/api/quotes/${template.id}?version=${v}`],
      ['PUT', `/api/quotes/${template.id}/status`, { version: v, status: 'sent' }],
      ['POST', `/api/quotes/${template.id}/revision`, { version: v }],
      ['PUT', `/api/quotes/${template.id}/archive`, { version: v, archived: true }],
      ['GET', `/api/quotes/${template.id}/revisions`],
    ] as const) {
      const res = await server.call('finance', method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const row = await server.knex('quotes').where({ id: template.id }).first();
    expect(Number(row.version)).toBe(v);
  });

  it('the template routes 404 for a quote', async () => {
    const quote = await server.call<Body>('finance', 'POST', '/api/quotes', { name: 'A quote' });
    const id = quote.body.id;
    expect((await server.call('pm', 'GET', `/api/quote-templates/${id}`)).status).toBe(404);
    expect(
      (
        await server.call('finance', 'PUT', `/api/quote-templates/${id}`, {
          version: 1,
          name: 'No',
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.call('finance', 'DELETE', `/api/quote-templates/${id}?version=1`)).status,
    ).toBe(404);
  });

  it('updates (stale version 409) and deletes a template', async () => {
    const template = await newTemplate();
    const updated = await server.call<Body>(
      'finance',
      'PUT',
      `/api/quote-templates/${template.id}`,
      {
        version: template.version,
        name: 'Website starter',
        lineItems: [LINES[1]],
      },
    );
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.name).toBe('Website starter');
    expect(updated.body.lineItems).toHaveLength(1);
    const stale = await server.call('finance', 'PUT', `/api/quote-templates/${template.id}`, {
      version: template.version,
      name: 'Lost',
    });
    expect(stale.status).toBe(409);
    // Quote-only fields are not part of a template's input.
    const bad = await server.call<ErrorBody>(
      'finance',
      'PUT',
      `/api/quote-templates/${template.id}`,
      {
        version: updated.body.version,
        lineItems: [{ ...LINES[0], minutes: -1 }],
      },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('lineItems.0.minutes');

    expect(
      (
        await server.call(
          'finance',
          'DELETE',
          `/api/quote-templates/${template.id}?version=${template.version}`,
        )
      ).status,
    ).toBe(409);
    const removed = await server.call(
      'finance',
      'DELETE',
      `/api/quote-templates/${template.id}?version=${updated.body.version}`,
    );
    expect(removed.status, removed.text).toBe(200);
    expect((await server.call('pm', 'GET', `/api/quote-templates/${template.id}`)).status).toBe(
      404,
    );
  });

  it('starts a quote from a template, and duplicates a quote', async () => {
    const template = await newTemplate();
    const fromTemplate = await server.call<Body>('pm', 'POST', '/api/quotes', {
      name: 'Harbour relaunch',
      client: 'Harbour Bank',
      copyFromId: template.id,
      quoteDate: '2030-06-15',
    });
    expect(fromTemplate.status, fromTemplate.text).toBe(201);
    const q = fromTemplate.body;
    expect(q.isTemplate).toBe(false);
    expect(q.number).toMatch(/^Q-2030-/);
    expect(q.metaTypeId).toBe(2);
    expect(q.notes).toBe('Prices valid for 30 days');
    expect(q.rateProfile?.id).toBe(fx.profileId);
    expect(q.pricingConfig?.id).toBe(fx.configId);
    expect(q.lineItems.map((l) => [l.key, l.description, l.minutes])).toEqual(
      template.lineItems.map((l) => [l.key, l.description, l.minutes]),
    );
    expect(q.totals.total).toBe(template.totals.total);
    expect(q.currentRevision).toBeNull();
    // Cost rates are derived again on the new quote's date (finance sees them).
    const asFinance = await server.call<Quote>('finance', 'GET', `/api/quotes/${q.id}`);
    expect(asFinance.body.lineItems[0]?.costRate).toBe(5_000);

    // Fields sent override the source's.
    const duplicate = await server.call<Body>('finance', 'POST', '/api/quotes', {
      name: 'Harbour relaunch (copy)',
      copyFromId: q.id,
      currency: 'USD',
      lineItems: [LINES[1]],
    });
    expect(duplicate.status).toBe(201);
    expect(duplicate.body.currency).toBe('USD');
    expect(duplicate.body.lineItems).toHaveLength(1);
    expect(duplicate.body.number).not.toBe(q.number);

    // A template from a quote.
    const saved = await server.call<Body>('finance', 'POST', '/api/quote-templates', {
      name: 'Saved as template',
      copyFromId: q.id,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.isTemplate).toBe(true);
    expect(saved.body.lineItems).toHaveLength(2);
  });

  it('lists templates only, by name, with search', async () => {
    await newTemplate({ name: 'Aardvark retainer' });
    await server.call('finance', 'POST', '/api/quotes', { name: 'Aardvark quote' });
    const page = await server.call<Page<QuoteSummary>>(
      'pm',
      'POST',
      '/api/quote-templates/query?search=aardvark',
      {},
    );
    expect(page.status, page.text).toBe(200);
    expect(page.body.items.map((t) => t.name)).toEqual(['Aardvark retainer']);
    expect(page.body.items[0]?.isTemplate).toBe(true);
    const all = await server.call<Page<QuoteSummary>>('pm', 'POST', '/api/quote-templates/query', {
      pageSize: 100,
    });
    expect(all.body.items.every((t) => t.isTemplate)).toBe(true);
    expect(all.body.items[0]?.name).toBe('Aardvark retainer');
    for (const who of ['member', 'stakeholder'] as const) {
      expect((await server.call(who, 'POST', '/api/quote-templates/query', {})).status).toBe(403);
      expect((await server.call(who, 'POST', '/api/quote-templates', { name: 'x' })).status).toBe(
        403,
      );
    }
  });
});
