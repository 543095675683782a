import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertConfig } from './pricing-configs.repository';

/**
 * Example requests of the pricing config routes for the authorization
 * matrix and the security battery: every call gets a fresh config with two
 * markup entries, made directly in the database, so versions are 1, index 1
 * exists and no example depends on another.
 */

let counter = 0;
const BASE = '/api/quotes/configs/{configId}';
const MARKUP = {
  label: 'Matrix markup',
  kind: 'percent',
  value: 5,
  appliesTo: 'subtotal',
} as const;

async function config(server: TestServer): Promise<number> {
  return insertConfig(
    server.knex,
    {
      name: `Matrix pricing ${++counter}`,
      markups: [MARKUP, { ...MARKUP, kind: 'fixed', value: 10_000, appliesTo: 'expenses' }],
    },
    server.clock.now,
  );
}

export const PRICING_CONFIGS_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/quotes/configs': async () => ({
    body: { name: `Matrix new pricing ${++counter}`, markups: [MARKUP] },
  }),
  [`PUT ${BASE}`]: async (_who, server) => ({
    params: { configId: await config(server) },
    body: { version: 1, name: `Matrix renamed pricing ${++counter}` },
  }),
  [`DELETE ${BASE}`]: async (_who, server) => ({
    params: { configId: await config(server) },
    query: { version: '1' },
  }),
  [`GET ${BASE}/options`]: async (_who, server) => ({
    params: { configId: await config(server) },
  }),
  [`POST ${BASE}/markup`]: async (_who, server) => ({
    params: { configId: await config(server) },
    body: { ...MARKUP, version: 1, index: 1 },
  }),
  [`GET ${BASE}/markup/options`]: async (_who, server) => ({
    params: { configId: await config(server) },
  }),
  [`PUT ${BASE}/markup/{markupIndex}`]: async (_who, server) => ({
    params: { configId: await config(server), markupIndex: 1 },
    body: { ...MARKUP, value: 7.5, version: 1 },
  }),
  [`DELETE ${BASE}/markup/{markupIndex}`]: async (_who, server) => ({
    params: { configId: await config(server), markupIndex: 0 },
    query: { version: '1' },
  }),
  [`GET ${BASE}/markup/{markupIndex}/options`]: async (_who, server) => ({
    params: { configId: await config(server), markupIndex: 1 },
  }),
};
