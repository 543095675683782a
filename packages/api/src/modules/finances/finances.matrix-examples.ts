import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertExchangeRate } from './finances.repository';

/**
 * Example requests for the authorization matrix (`routes.api.test.ts`) of the
 * finance routes. Every rate created or deleted is a fresh one (its own
 * currency and day), so one caller's change never spoils another's example.
 */

let counter = 0;

/** A day of its own for each example rate (2000-01-01 onwards). */
function freshDay(): string {
  const day = new Date(Date.UTC(2000, 0, 1 + ++counter));
  return day.toISOString().slice(0, 10);
}

async function freshRate(server: TestServer): Promise<number> {
  return insertExchangeRate(
    server.knex,
    { currency: 'CHF', rateMicros: 1_050_000, effectiveFrom: freshDay(), createdBy: null },
    server.clock.now,
  );
}

export const FINANCES_MATRIX_EXAMPLES: Record<string, Example> = {
  'GET /api/finances/forecast/export': async () => ({ query: { format: 'csv' } }),
  'GET /api/finances/history/export': async () => ({ query: { format: 'xlsx' } }),
  'POST /api/finances/exchange-rates': async () => ({
    body: { currency: 'USD', rate: '0.92', effectiveFrom: freshDay() },
  }),
  'DELETE /api/finances/exchange-rates/{rateId}': async (_who, server) => ({
    params: { rateId: await freshRate(server) },
    query: { version: '1' },
  }),
};
