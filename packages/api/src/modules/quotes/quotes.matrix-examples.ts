import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertQuote } from './quotes.repository';

/**
 * Example requests of the quote and quote template routes for the
 * authorization matrix and the security battery: every call gets a fresh
 * draft of its own, made directly in the database (version 1, no revision),
 * so no example depends on another.
 */

let counter = 0;
const QUOTE = '/api/quotes/{quoteId}';
const TEMPLATE = '/api/quote-templates/{quoteId}';
const LINE = {
  section: 'Build',
  description: 'Screens',
  role: 'Developer',
  minutes: 120,
  rate: 9_000,
};

async function fresh(server: TestServer, isTemplate = false): Promise<number> {
  const n = ++counter;
  return insertQuote(
    server.knex,
    `${isTemplate ? 'MT' : 'MQ'}-${n}-${server.clock.now}`,
    {
      name: `Matrix ${isTemplate ? 'template' : 'quote'} ${n}`,
      client: 'Matrix client',
      metaTypeId: 1,
      ownerId: null,
      currency: 'EUR',
      quoteDate: '2031-01-15',
      validUntil: null,
      notes: '',
      rateProfileId: null,
      pricingConfigId: null,
      lineItems: [{ key: 'line-1', ...LINE, costRate: null, expenses: 0 }],
    },
    isTemplate,
    server.clock.now,
  );
}

export const QUOTES_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/quotes': async () => ({
    body: { name: `Matrix new quote ${++counter}`, lineItems: [LINE] },
  }),
  'POST /api/quotes/query': async () => ({ body: {} }),
  [`GET ${QUOTE}`]: async (_who, server) => ({ params: { quoteId: await fresh(server) } }),
  [`PUT ${QUOTE}`]: async (_who, server) => ({
    params: { quoteId: await fresh(server) },
    body: { version: 1, name: `Matrix renamed quote ${++counter}`, lineItems: [LINE, LINE] },
  }),
  [`DELETE ${QUOTE}`]: async (_who, server) => ({
    params: { quoteId: await fresh(server) },
    query: { version: '1' },
  }),
  [`GET ${QUOTE}/brief`]: async (_who, server) => ({ params: { quoteId: await fresh(server) } }),
  [`GET ${QUOTE}/revisions`]: async (_who, server) => ({
    params: { quoteId: await fresh(server) },
  }),
  [`POST ${QUOTE}/revision`]: async (_who, server) => ({
    params: { quoteId: await fresh(server) },
    body: { version: 1, note: 'Matrix revision' },
  }),
  [`PUT ${QUOTE}/status`]: async (_who, server) => ({
    params: { quoteId: await fresh(server) },
    body: { version: 1, status: 'sent' },
  }),
  [`PUT ${QUOTE}/archive`]: async (_who, server) => ({
    params: { quoteId: await fresh(server) },
    body: { version: 1, archived: true },
  }),
  'POST /api/quote-templates': async () => ({
    body: { name: `Matrix new template ${++counter}`, lineItems: [LINE] },
  }),
  'POST /api/quote-templates/query': async () => ({ body: {} }),
  [`GET ${TEMPLATE}`]: async (_who, server) => ({ params: { quoteId: await fresh(server, true) } }),
  [`PUT ${TEMPLATE}`]: async (_who, server) => ({
    params: { quoteId: await fresh(server, true) },
    body: { version: 1, name: `Matrix renamed template ${++counter}` },
  }),
  [`DELETE ${TEMPLATE}`]: async (_who, server) => ({
    params: { quoteId: await fresh(server, true) },
    query: { version: '1' },
  }),
};
