import {
  canMoveQuoteStatus,
  computePricing,
  QUOTE_STATUSES,
  type ErrorBody,
  type Page,
  type Quote,
  type QuoteBrief,
  type QuoteQueryOptions,
  type QuoteRevision,
  type QuoteSummary,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../demo/demo-workspace';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { insertQuoteFixtures, type QuoteFixtures } from './quotes.test-fixtures';

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let fx: QuoteFixtures;

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  fx = await insertQuoteFixtures(server.knex, server.clock.now);
});

type Body = Quote & ErrorBody;
let counter = 0;

const LINES = [
  { section: 'Build', description: 'Screens', role: 'Developer', minutes: 600, rate: 9_000 },
  { section: 'Build', description: 'Design', role: 'Designer', minutes: 90, rate: 8_000 },
  {
    section: 'Run',
    description: 'Hosting',
    role: '',
    minutes: 0,
    rate: 0,
    expenses: 12_345,
  },
];

async function newQuote(values: Record<string, unknown> = {}, who: DemoAccountKey = 'finance') {
  const created = await server.call<Body>(who, 'POST', '/api/quotes', {
    name: `Quote ${++counter}`,
    client: 'Acme Industries',
    quoteDate: '2030-06-15',
    rateProfileId: fx.profileId,
    pricingConfigId: fx.configId,
    lineItems: LINES,
    ...values,
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function put(quote: { id: number; version: number }, values: Record<string, unknown>) {
  return server.call<Body>('finance', 'PUT', `/api/quotes/${quote.id}`, {
    version: quote.version,
    ...values,
  });
}

async function freeze(quote: { id: number; version: number }, note = '') {
  return server.call<QuoteRevision & ErrorBody>(
    'finance',
    'POST',
    `/api/quotes/${quote.id}/revision`,
    { version: quote.version, note },
  );
}

async function reload(id: number, who: DemoAccountKey = 'finance'): Promise<Quote> {
  const res = await server.call<Quote>(who, 'GET', `/api/quotes/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function setStatus(quote: { id: number; version: number }, status: string) {
  return server.call<Body>('finance', 'PUT', `/api/quotes/${quote.id}/status`, {
    version: quote.version,
    status,
  });
}

describe('creating and reading quotes', () => {
  it('numbers a quote Q-YYYY-NNNN by its quote date, keys its lines and prices it', async () => {
    const quote = await newQuote();
    expect(quote.number).toMatch(/^Q-2030-\d{4}$/);
    expect(quote.status).toBe('draft');
    expect(quote.owner?.id).toBe(ids.finance);
    expect(quote.isTemplate).toBe(false);
    expect(quote.version).toBe(1);
    expect(quote.lineItems.map((l) => l.key)).toEqual([
      expect.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
      expect.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
      expect.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    ]);
    expect(new Set(quote.lineItems.map((l) => l.key)).size).toBe(3);
    const expected = computePricing(
      quote.lineItems.map((l) => ({ ...l, costRate: l.costRate })),
      fx.markups,
    );
    expect(quote.totals).toEqual(expected);
    // 600 min at 90.00 + 90 min at 80.00 = 900.00 + 120.00 labour.
    expect(quote.totals.labour).toBe(90_000 + 12_000);
    expect(quote.totals.expenses).toBe(12_345);
    expect(quote.markups.map((m) => m.index)).toEqual([0, 1]);
    expect(quote.rateProfile).toEqual({ id: fx.profileId, name: fx.profileName });
    expect(quote.pricingConfig).toEqual({ id: fx.configId, name: fx.configName });
    expect(quote.changedSinceRevision).toBe(true);
    expect(quote.currentRevision).toBeNull();

    const second = await newQuote();
    expect(Number(second.number.slice(7))).toBe(Number(quote.number.slice(7)) + 1);
  });

  it('gives concurrent creates distinct numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.call<Body>('finance', 'POST', '/api/quotes', {
          name: `Concurrent ${i}`,
          quoteDate: '2031-02-01',
        }),
      ),
    );
    for (const r of results) expect(r.status, r.text).toBe(201);
    const numbers = results.map((r) => r.body.number);
    expect(new Set(numbers).size).toBe(6);
    for (const n of numbers) expect(n).toMatch(/^Q-2031-\d{4}$/);
  });

  it("defaults the quote date to today (UTC, the server's clock) and the owner to the caller", async () => {
    const created = await server.call<Body>('pm', 'POST', '/api/quotes', { name: 'Defaults' });
    expect(created.status, created.text).toBe(201);
    const today = new Date(server.clock.now).toISOString().slice(0, 10);
    expect(created.body.quoteDate).toBe(today);
    expect(created.body.number.startsWith(`Q-${today.slice(0, 4)}-`)).toBe(true);
    expect(created.body.owner?.id).toBe(ids.pm);
    expect(created.body.currency).toBe('EUR');
    expect(created.body.lineItems).toEqual([]);
    expect(created.body.totals.total).toBe(0);
  });

  it('derives cost rates from the salary group in force on the quote date, in the same currency', async () => {
    const quote = await newQuote();
    const [dev, designer, hosting] = quote.lineItems;
    // 2030-06-15: the developer group's rate from 2030-01-01; the designer group's is USD.
    expect(dev?.costRate).toBe(5_000);
    expect(designer?.costRate).toBeNull();
    expect(hosting?.costRate).toBeNull(); // no role
    expect(quote.costRates).toEqual({ Developer: 5_000, Designer: null, Tester: null });
    expect(dev?.cost).toBe(50_000);
    expect(quote.totals.cost).toBeNull(); // a line with minutes has no known cost

    // An earlier quote date takes the earlier rate; a later one the later rate.
    const earlier = await put(quote, { quoteDate: '2029-06-01' });
    expect(earlier.status, earlier.text).toBe(200);
    expect(earlier.body.lineItems[0]?.costRate).toBe(4_000);
    const later = await put(earlier.body, { quoteDate: '2031-03-01' });
    expect(later.body.lineItems[0]?.costRate).toBe(6_000);
    // Before any rate of the group: unknown.
    const before = await put(later.body, { quoteDate: '2020-01-01' });
    expect(before.body.lineItems[0]?.costRate).toBeNull();
    // Another currency than the group's: unknown.
    const usd = await put(before.body, { quoteDate: '2030-06-15', currency: 'USD' });
    expect(usd.body.lineItems[0]?.costRate).toBeNull();
    expect(usd.body.lineItems[1]?.costRate).toBe(7_000);
    // A role the profile does not have: unknown; dropping the profile drops every cost rate.
    const renamed = await put(usd.body, {
      currency: 'EUR',
      lineItems: [{ ...LINES[0], role: 'Astronaut' }],
    });
    expect(renamed.body.lineItems[0]?.costRate).toBeNull();
    const back = await put(renamed.body, { lineItems: [LINES[0]] });
    expect(back.body.lineItems[0]?.costRate).toBe(5_000);
    expect(back.body.totals.cost).toBe(50_000);
    expect(back.body.totals.margin).toBe(back.body.totals.total - 50_000);
    const noProfile = await put(back.body, { rateProfileId: null });
    expect(noProfile.body.lineItems[0]?.costRate).toBeNull();
    expect(noProfile.body.costRates).toEqual({});
  });

  it('shows a project manager the price but never cost, cost rates or margin', async () => {
    const quote = await newQuote({ lineItems: [LINES[0]] });
    const asFinance = await reload(quote.id, 'finance');
    expect(asFinance.totals.cost).toBe(50_000);
    const asPm = await reload(quote.id, 'pm');
    expect(asPm.totals.total).toBe(asFinance.totals.total);
    expect(asPm.totals.cost).toBeNull();
    expect(asPm.totals.margin).toBeNull();
    expect(asPm.totals.marginPercent).toBeNull();
    expect(asPm.totals.lines.every((l) => l.cost === null)).toBe(true);
    expect(asPm.lineItems.every((l) => l.costRate === null && l.cost === null)).toBe(true);
    expect(asPm.costRates).toBeNull();

    // Writes answer the same way: the pm's own create and update.
    const byPm = await newQuote({ lineItems: [LINES[0]] }, 'pm');
    expect(byPm.lineItems[0]?.costRate).toBeNull();
    expect(byPm.totals.cost).toBeNull();
    // ...while the stored line keeps its derived cost rate (finance sees it).
    expect((await reload(byPm.id)).lineItems[0]?.costRate).toBe(5_000);

    const revision = await freeze(asFinance);
    expect(revision.status, revision.text).toBe(201);
    const pmRevisions = await server.call<QuoteRevision[]>(
      'pm',
      'GET',
      `/api/quotes/${quote.id}/revisions`,
    );
    expect(pmRevisions.body[0]?.totals.cost).toBeNull();
    expect(pmRevisions.body[0]?.totals.margin).toBeNull();
    expect(pmRevisions.body[0]?.lineItems[0]?.costRate).toBeNull();
    const financeRevisions = await server.call<QuoteRevision[]>(
      'finance',
      'GET',
      `/api/quotes/${quote.id}/revisions`,
    );
    expect(financeRevisions.body[0]?.totals.cost).toBe(50_000);
    expect(financeRevisions.body[0]?.lineItems[0]?.costRate).toBe(5_000);
  });

  it('refuses members and stakeholders every quote route, and the pm managing nothing else', async () => {
    const quote = await newQuote();
    for (const who of ['member', 'stakeholder'] as const) {
      for (const [method, path, body] of [
        ['GET', `/api/quotes/${quote.id}`],
        ['GET', `/api/quotes/${quote.id}/brief`],
        ['GET', `/api/quotes/${quote.id}/revisions`],
        ['POST', '/api/quotes/query', {}],
        ['GET', '/api/quotes/query/options'],
        ['POST', '/api/quotes', { name: 'Nope' }],
        ['PUT', `/api/quotes/${quote.id}`, { version: quote.version, name: 'Nope' }],
        ['POST', '/api/quote-templates/query', {}],
      ] as const) {
        const res = await server.call(who, method, path, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
      }
    }
    const unchanged = await reload(quote.id);
    expect(unchanged.version).toBe(quote.version);
  });

  it('answers 404 for an unknown or deleted quote and 400 for a bad id', async () => {
    expect((await server.call('finance', 'GET', '/api/quotes/999999')).status).toBe(404);
    const bad = await server.call<ErrorBody>('finance', 'GET', '/api/quotes/abc');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('quoteId');
  });

  it('answers a brief', async () => {
    const quote = await newQuote();
    const brief = await server.call<QuoteBrief>('pm', 'GET', `/api/quotes/${quote.id}/brief`);
    expect(brief.body).toEqual({
      id: quote.id,
      number: quote.number,
      name: quote.name,
      client: 'Acme Industries',
      status: 'draft',
    });
  });
});

describe('bad input', () => {
  async function expect400(body: Record<string, unknown>, field: string, method = 'POST') {
    const res =
      method === 'POST'
        ? await server.call<ErrorBody>('finance', 'POST', '/api/quotes', { name: 'Bad', ...body })
        : await put(await newQuote(), body);
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  }

  it('names the field of a bad line', async () => {
    const lines = [...LINES, { ...LINES[0], minutes: -5 }];
    await expect400({ lineItems: lines }, 'lineItems.3.minutes');
    await expect400({ lineItems: [{ ...LINES[0], minutes: 1.5 }] }, 'lineItems.0.minutes');
    await expect400({ lineItems: [{ ...LINES[0], rate: 2 ** 31 }] }, 'lineItems.0.rate');
    await expect400({ lineItems: [{ ...LINES[0], expenses: -1 }] }, 'lineItems.0.expenses');
    await expect400({ lineItems: [{ ...LINES[0], role: 7 }] }, 'lineItems.0.role');
    await expect400({ lineItems: [{ ...LINES[0], key: 'no spaces' }] }, 'lineItems.0.key');
    await expect400(
      { lineItems: [{ ...LINES[0], description: 'a\u0000b' }] },
      'lineItems.0.description',
    );
  });

  it('never takes a cost rate from the client: the server derives it', async () => {
    // A line is not written with a cost rate: sending one is refused, naming it.
    await expect400({ lineItems: [{ ...LINES[0], costRate: 1 }] }, 'lineItems.0.costRate');
    const quote = await newQuote({ lineItems: [LINES[0]] });
    expect(quote.lineItems[0]?.costRate).toBe(5_000);
  });

  it('refuses a duplicate line key and keeps the keys sent', async () => {
    await expect400(
      {
        lineItems: [
          { ...LINES[0], key: 'a' },
          { ...LINES[1], key: 'a' },
        ],
      },
      'lineItems.1.key',
    );
    const quote = await newQuote({
      lineItems: [{ ...LINES[0], key: 'dev-1' }, LINES[1]],
    });
    expect(quote.lineItems[0]?.key).toBe('dev-1');
    expect(quote.lineItems[1]?.key).not.toBe('dev-1');
    // A PUT keeps the keys it is sent, so lines match across revisions.
    const updated = await put(quote, {
      lineItems: quote.lineItems.map((l) => ({
        ...l,
        cost: undefined,
        labour: undefined,
        costRate: undefined,
      })),
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.lineItems.map((l) => l.key)).toEqual(quote.lineItems.map((l) => l.key));
  });

  it('names the header field', async () => {
    await expect400({ name: '' }, 'name');
    await expect400({ name: 'x'.repeat(201) }, 'name');
    await expect400({ currency: 'XXX' }, 'currency');
    await expect400({ quoteDate: '15/06/2030' }, 'quoteDate');
    await expect400({ metaTypeId: 99 }, 'metaTypeId');
    await expect400({ metaTypeId: 2 ** 31 }, 'metaTypeId');
    await expect400({ ownerId: 999_999 }, 'ownerId');
    await expect400({ rateProfileId: 999_999 }, 'rateProfileId');
    await expect400({ pricingConfigId: 999_999 }, 'pricingConfigId');
    await expect400({ copyFromId: 999_999 }, 'copyFromId');
    await expect400({ version: 'x' }, 'version', 'PUT');
    await expect400({ lineItems: 'none' }, 'lineItems', 'PUT');
  });

  it('refuses `metaType` instead of `metaTypeId` naming it, instead of a quote of another type', async () => {
    await expect400({ metaType: 3 }, 'metaType');
    const res = await server.call<ErrorBody>('finance', 'POST', '/api/quotes', {
      name: 'Misspelt type',
      metaType: 3,
    });
    expect(res.body.errors).toEqual({ metaType: ['Unknown field: metaType'] });
    await expect400({ metaTypeId: 3, metaType: 3 }, 'metaType', 'PUT');
    await expect400({ lineItems: [{ ...LINES[0], qty: 2 }] }, 'lineItems.0.qty');
    const types = await server.call<ErrorBody>('finance', 'GET', '/api/quotes/types?metaType=3');
    expect(types.status, types.text).toBe(400);
    expect(types.body.errors).toEqual({ metaType: ['Unknown parameter: metaType'] });
  });

  it('names the line whose figures leave the exact range', async () => {
    const huge = Array.from({ length: 600 }, () => ({
      ...LINES[0],
      minutes: 10_000_000,
      rate: 100_000_000,
    }));
    const res = await server.call<ErrorBody>('finance', 'POST', '/api/quotes', {
      name: 'Too big',
      lineItems: huge,
    });
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['labour']);
  });
});

describe('updates', () => {
  it('changes the header and replaces the lines whole; a stale version is a 409', async () => {
    const quote = await newQuote();
    const updated = await put(quote, {
      name: 'Renamed quote',
      client: null,
      notes: 'Payment in 30 days',
      validUntil: '2030-07-31',
      metaTypeId: 2,
      lineItems: [LINES[1]],
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Renamed quote',
      client: null,
      notes: 'Payment in 30 days',
      validUntil: '2030-07-31',
      metaTypeId: 2,
      version: quote.version + 1,
    });
    expect(updated.body.lineItems).toHaveLength(1);
    // Fields left out keep their values.
    expect(updated.body.quoteDate).toBe(quote.quoteDate);
    expect(updated.body.rateProfile).toEqual(quote.rateProfile);

    const stale = await put(quote, { name: 'Lost update' });
    expect(stale.status).toBe(409);
    expect((stale.body.current as Quote).name).toBe('Renamed quote');
    expect((await reload(quote.id)).name).toBe('Renamed quote');
  });

  it('keeps the search text current', async () => {
    const quote = await newQuote({ name: 'Zebracorn landing page' });
    const found = async (search: string) =>
      (
        await server.call<Page<QuoteSummary>>(
          'pm',
          'POST',
          `/api/quotes/query?search=${encodeURIComponent(search)}`,
          {},
        )
      ).body.items.map((q) => q.id);
    expect(await found('zebracorn')).toEqual([quote.id]);
    await put(quote, { name: 'Quokkastar landing page', client: 'Ünïcode Ltd' });
    expect(await found('zebracorn')).toEqual([]);
    expect(await found('quokkastar')).toEqual([quote.id]);
    expect(await found('unicode ltd')).toEqual([quote.id]);
    expect(await found(quote.number)).toEqual([quote.id]);
  });
});

describe('revisions', () => {
  it('freezes the draft as the next revision, and never changes it afterwards', async () => {
    const quote = await newQuote();
    const first = await freeze(quote, 'First offer');
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      number: 1,
      note: 'First offer',
      currency: 'EUR',
      rateProfileName: fx.profileName,
      pricingConfigName: fx.configName,
      accepted: false,
    });
    expect(first.body.author?.id).toBe(ids.finance);
    expect(first.body.lineItems).toEqual(quote.lineItems);
    expect(first.body.markups).toEqual(quote.markups);
    expect(first.body.totals).toEqual(quote.totals);

    const afterFirst = await reload(quote.id);
    expect(afterFirst.currentRevision).toBe(1);
    expect(afterFirst.changedSinceRevision).toBe(false);
    expect(afterFirst.version).toBe(quote.version + 1);

    // Nothing changed: 409, and nothing written.
    const again = await freeze(afterFirst);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Nothing changed since revision 1/);

    // Change the draft, the markups and the currency: revision 1 stays as it was.
    const frozenRow = await server
      .knex('quote_revisions')
      .where({ quote_id: quote.id, number: 1 })
      .first();
    const changed = await put(afterFirst, {
      lineItems: [{ ...LINES[0], minutes: 1_200 }],
      currency: 'USD',
    });
    expect(changed.body.changedSinceRevision).toBe(true);
    await server
      .knex('quote_pricing_configs')
      .where({ id: fx.secondConfigId })
      .update({
        markups: JSON.stringify([
          { label: 'Rush', kind: 'percent', value: 50, appliesTo: 'subtotal' },
        ]),
      });
    const reconfigured = await put(changed.body, { pricingConfigId: fx.secondConfigId });
    const second = await freeze(reconfigured.body, 'Bigger scope');
    expect(second.status, second.text).toBe(201);
    expect(second.body.number).toBe(2);
    expect(second.body.currency).toBe('USD');
    expect(second.body.markups.map((m) => m.label)).toEqual(['Rush']);

    const list = await server.call<QuoteRevision[]>(
      'finance',
      'GET',
      `/api/quotes/${quote.id}/revisions`,
    );
    expect(list.body.map((r) => r.number)).toEqual([2, 1]);
    expect(list.body[1]).toEqual(first.body);
    expect(
      await server.knex('quote_revisions').where({ quote_id: quote.id, number: 1 }).first(),
    ).toEqual(frozenRow);
    // Even a change of the config the revision was priced with leaves it alone.
    await server
      .knex('quote_pricing_configs')
      .where({ id: fx.secondConfigId })
      .update({ markups: '[]' });
    const relisted = await server.call<QuoteRevision[]>(
      'finance',
      'GET',
      `/api/quotes/${quote.id}/revisions`,
    );
    expect(relisted.body[0]?.markups.map((m) => m.label)).toEqual(['Rush']);
    expect(relisted.body[0]?.totals).toEqual(second.body.totals);
    // ...while the draft follows the config now: it differs from revision 2.
    expect((await reload(quote.id)).changedSinceRevision).toBe(true);
  });

  it('refuses a stale version', async () => {
    const quote = await newQuote();
    await put(quote, { name: 'Moved on' });
    const stale = await freeze(quote);
    expect(stale.status).toBe(409);
    expect(await server.knex('quote_revisions').where({ quote_id: quote.id })).toEqual([]);
  });
});

describe('status', () => {
  async function quoteIn(status: string) {
    const quote = await newQuote();
    const revision = await freeze(quote);
    expect(revision.status).toBe(201);
    await server
      .knex('quotes')
      .where({ id: quote.id })
      .update({ status, accepted_revision: status === 'accepted' ? 1 : null });
    return reload(quote.id);
  }

  for (const from of QUOTE_STATUSES) {
    for (const to of QUOTE_STATUSES) {
      const allowed = canMoveQuoteStatus(from, to) && !(from === 'accepted' && to === 'accepted');
      it(`${from} -> ${to}: ${allowed ? 'allowed' : '409'}`, async () => {
        const quote = await quoteIn(from);
        const res = await setStatus(quote, to);
        expect(res.status, res.text).toBe(allowed ? 200 : 409);
        expect((await reload(quote.id)).status).toBe(allowed ? to : from);
      });
    }
  }

  it('accepting needs a revision and records the latest; a newer one is accepted only when accepted again', async () => {
    const quote = await newQuote();
    const sent = await setStatus(quote, 'sent');
    expect(sent.status).toBe(200);
    const noRevision = await setStatus(sent.body, 'accepted');
    expect(noRevision.status).toBe(409);
    expect(noRevision.body.message).toMatch(/revision/);

    await freeze(sent.body);
    const accepted = await setStatus(await reload(quote.id), 'accepted');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.acceptedRevision).toBe(1);

    // Still editable; a newer revision waits until accepted again.
    const edited = await put(accepted.body, { lineItems: [LINES[0]] });
    expect(edited.status).toBe(200);
    expect((await freeze(edited.body)).body.accepted).toBe(false);
    const waiting = await reload(quote.id);
    expect(waiting.currentRevision).toBe(2);
    expect(waiting.acceptedRevision).toBe(1);
    const reaccepted = await setStatus(waiting, 'accepted');
    expect(reaccepted.status, reaccepted.text).toBe(200);
    expect(reaccepted.body.acceptedRevision).toBe(2);
    const revisions = await server.call<QuoteRevision[]>(
      'finance',
      'GET',
      `/api/quotes/${quote.id}/revisions`,
    );
    expect(revisions.body.map((r) => [r.number, r.accepted])).toEqual([
      [2, true],
      [1, false],
    ]);
    // Accepting the same revision twice is refused.
    expect((await setStatus(reaccepted.body, 'accepted')).status).toBe(409);
  });

  it('refuses an unknown status and a stale version', async () => {
    const quote = await newQuote();
    const bad = await setStatus(quote, 'won');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['status']);
    await put(quote, { name: 'Moved on' });
    expect((await setStatus(quote, 'sent')).status).toBe(409);
  });
});

describe('archive and delete', () => {
  it('makes an archived quote read-only until restored', async () => {
    const quote = await newQuote();
    const archived = await server.call<Body>('finance', 'PUT', `/api/quotes/${quote.id}/archive`, {
      version: quote.version,
      archived: true,
    });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body.archived).toBe(true);
    const a = archived.body;
    expect((await put(a, { name: 'No' })).status).toBe(409);
    expect((await setStatus(a, 'sent')).status).toBe(409);
    expect((await freeze(a)).status).toBe(409);
    expect(
      (await server.call('finance', 'DELETE', `/api/quotes/${quote.id}?version=${a.version}`))
        .status,
    ).toBe(409);
    const list = async (archivedFlag: boolean) =>
      (
        await server.call<Page<QuoteSummary>>(
          'pm',
          'POST',
          `/api/quotes/query?archived=${archivedFlag}`,
          { pageSize: 200 },
        )
      ).body.items.map((q) => q.id);
    expect(await list(true)).toContain(quote.id);
    expect(await list(false)).not.toContain(quote.id);

    const restored = await server.call<Body>('finance', 'PUT', `/api/quotes/${quote.id}/archive`, {
      version: a.version,
      archived: false,
    });
    expect(restored.status).toBe(200);
    expect((await put(restored.body, { name: 'Yes' })).status).toBe(200);
    const stale = await server.call<Body>('finance', 'PUT', `/api/quotes/${quote.id}/archive`, {
      version: a.version,
      archived: true,
    });
    expect(stale.status).toBe(409);
  });

  it('deletes softly, keeps the number taken, and refuses a quote a project came from', async () => {
    const quote = await newQuote();
    const stale = await server.call(
      'finance',
      'DELETE',
      `/api/quotes/${quote.id}?version=${quote.version + 1}`,
    );
    expect(stale.status).toBe(409);
    const deleted = await server.call(
      'finance',
      'DELETE',
      `/api/quotes/${quote.id}?version=${quote.version}`,
    );
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await server.call('finance', 'GET', `/api/quotes/${quote.id}`)).status).toBe(404);
    const row = await server.knex('quotes').where({ id: quote.id }).first();
    expect(row.deleted_at).not.toBeNull();
    const next = await newQuote();
    expect(next.number > quote.number).toBe(true);

    const linked = await newQuote();
    const projectId = await server.idOf('projects', { code: 'KEEL-003' });
    await server.knex('projects').where({ id: projectId }).update({ source_quote_id: linked.id });
    try {
      const refused = await server.call<ErrorBody>(
        'finance',
        'DELETE',
        `/api/quotes/${linked.id}?version=${linked.version}`,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/project/);
      const kept = await reload(linked.id);
      expect(kept.version).toBe(linked.version);
      expect(kept.project).toMatchObject({ id: projectId, code: 'KEEL-003' });
    } finally {
      await server.knex('projects').where({ id: projectId }).update({ source_quote_id: null });
    }
  });
});

describe('lists', () => {
  it('pages, filters and sorts quotes, prices the page and never lists templates', async () => {
    const mine = await newQuote({ name: 'Listable alpha', metaTypeId: 3 }, 'pm');
    const other = await newQuote({ name: 'Listable beta', metaTypeId: 3 }, 'finance');
    await server.call('finance', 'POST', '/api/quote-templates', { name: 'Listable template' });

    const page = await server.call<Page<QuoteSummary>>(
      'pm',
      'POST',
      '/api/quotes/query?search=listable&metaType=3',
      { sort: 'name', direction: 'asc' },
    );
    expect(page.status, page.text).toBe(200);
    expect(page.body.items.map((q) => q.id)).toEqual([mine.id, other.id]);
    expect(page.body.total).toBe(2);
    expect(page.body.items[0]).toMatchObject({
      number: mine.number,
      status: 'draft',
      isTemplate: false,
      lineCount: 3,
      total: { amount: mine.totals.total, currency: 'EUR' },
      owner: { id: ids.pm },
    });

    const onlyMine = await server.call<Page<QuoteSummary>>(
      'pm',
      'POST',
      '/api/quotes/query?search=listable',
      { mine: true },
    );
    expect(onlyMine.body.items.map((q) => q.id)).toEqual([mine.id]);
    const byOwner = await server.call<Page<QuoteSummary>>(
      'pm',
      'POST',
      '/api/quotes/query?search=listable',
      { ownerId: ids.finance },
    );
    expect(byOwner.body.items.map((q) => q.id)).toEqual([other.id]);

    await freeze(other);
    await setStatus(await reload(other.id), 'sent');
    const sent = await server.call<Page<QuoteSummary>>(
      'pm',
      'POST',
      '/api/quotes/query?search=listable',
      { statuses: ['sent'] },
    );
    expect(sent.body.items.map((q) => q.id)).toEqual([other.id]);
    expect(sent.body.items[0]?.currentRevision).toBe(1);

    const paged = await server.call<Page<QuoteSummary>>('pm', 'POST', '/api/quotes/query', {
      page: 2,
      pageSize: 3,
      sort: 'number',
      direction: 'desc',
    });
    expect(paged.body.items).toHaveLength(3);
    expect(paged.body.total).toBeGreaterThan(6);
    const numbers = paged.body.items.map((q) => q.number);
    expect([...numbers].sort().reverse()).toEqual(numbers);
    const all = await server.call<Page<QuoteSummary>>('pm', 'POST', '/api/quotes/query', {
      pageSize: 200,
    });
    expect(all.body.items.every((q) => !q.isTemplate && !q.archived)).toBe(true);
  });

  it('refuses bad list input naming the field', async () => {
    for (const [path, body, field] of [
      ['/api/quotes/query?archived=maybe', {}, 'archived'],
      ['/api/quotes/query?metaType=x', {}, 'metaType'],
      ['/api/quotes/query', { sort: 'cost' }, 'sort'],
      ['/api/quotes/query', { statuses: ['won'] }, 'statuses.0'],
      ['/api/quotes/query', { pageSize: 10_000 }, 'pageSize'],
      ['/api/quotes/query', { ownerId: 2 ** 31 }, 'ownerId'],
    ] as const) {
      const res = await server.call<ErrorBody>('pm', 'POST', path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
  });

  it('answers the list options', async () => {
    const pm = await server.call<QuoteQueryOptions>('pm', 'GET', '/api/quotes/query/options');
    expect(pm.status).toBe(200);
    expect(pm.body.metaTypes.map((t) => t.pageTitle)).toEqual([
      'Standard',
      'Change request',
      'Support retainer',
    ]);
    expect(pm.body.statuses.map((s) => s.value)).toEqual([...QUOTE_STATUSES]);
    expect(pm.body.owners.map((o) => o.id)).toEqual(expect.arrayContaining([ids.pm, ids.finance]));
    expect(pm.body.owners.map((o) => o.id)).not.toContain(ids.member);
    expect(pm.body.currencies).toContain('EUR');
    expect(pm.body.rateProfiles).toEqual(
      expect.arrayContaining([{ id: fx.profileId, name: fx.profileName, currency: 'EUR' }]),
    );
    expect(pm.body.pricingConfigs).toEqual(
      expect.arrayContaining([{ id: fx.configId, name: fx.configName }]),
    );
    expect(pm.body.canManage).toBe(true);
    expect(pm.body.canSeeCost).toBe(false);
    const finance = await server.call<QuoteQueryOptions>(
      'finance',
      'GET',
      '/api/quotes/query/options',
    );
    expect(finance.body.canSeeCost).toBe(true);
  });
});

describe('the demo quotes', () => {
  it('has quotes in every status with revisions, archived ones, and two templates', async () => {
    const active = await server.call<Page<QuoteSummary>>('pm', 'POST', '/api/quotes/query', {
      pageSize: 200,
    });
    const archived = await server.call<Page<QuoteSummary>>(
      'pm',
      'POST',
      '/api/quotes/query?archived=true',
      { pageSize: 200 },
    );
    const demo = [...active.body.items, ...archived.body.items].filter((q) =>
      /^Q-2026-00(0\d|10)$/.test(q.number),
    );
    expect(demo).toHaveLength(10);
    expect(new Set(demo.map((q) => q.status))).toEqual(new Set(QUOTE_STATUSES));
    expect(new Set(demo.map((q) => q.metaTypeId))).toEqual(new Set([1, 2, 3]));
    expect(demo.filter((q) => q.archived).map((q) => q.number)).toEqual(
      expect.arrayContaining(['Q-2026-0006', 'Q-2026-0007']),
    );
    for (const q of demo) {
      expect(q.lineCount, q.number).toBeGreaterThan(0);
      expect(q.total.amount, q.number).toBeGreaterThan(0);
      expect(q.total.currency).toBe('EUR');
      if (q.status !== 'draft') expect(q.currentRevision, q.number).not.toBeNull();
      if (q.status === 'accepted') expect(q.acceptedRevision, q.number).not.toBeNull();
    }

    const migration = demo.find((q) => q.number === 'Q-2026-0003') as QuoteSummary;
    const detail = await reload(migration.id);
    expect(detail.rateProfile?.name).toBe('Standard rates');
    expect(detail.pricingConfig?.name).toBe('Standard pricing');
    expect(detail.markups).toHaveLength(3);
    expect(detail.acceptedRevision).toBe(2);
    expect(detail.changedSinceRevision).toBe(false);
    // Cost rates from the demo salary groups on the quote date: cost and margin are known.
    expect(detail.totals.cost).not.toBeNull();
    expect(detail.totals.margin).toBe(detail.totals.total - (detail.totals.cost ?? 0));
    const revisions = await server.call<QuoteRevision[]>(
      'finance',
      'GET',
      `/api/quotes/${migration.id}/revisions`,
    );
    expect(revisions.body.map((r) => [r.number, r.accepted])).toEqual([
      [2, true],
      [1, false],
    ]);

    const templates = await server.call<Page<QuoteSummary>>(
      'pm',
      'POST',
      '/api/quote-templates/query?search=',
      {},
    );
    expect(templates.body.items.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Website starter', 'Support retainer (12 months)']),
    );
  });
});
