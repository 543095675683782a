import { addDays } from '@keel/types';
import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertHoliday } from './holidays.repository';

/**
 * Example requests for the authorization matrix (`routes.api.test.ts`) of the
 * workload and holiday routes. Every holiday change gets a holiday of its
 * own, on a date no other example uses, so one caller's edit or delete never
 * spoils another's example.
 */

let counter = 0;
/** A date far from the demo's holidays, different for every call. */
const freshDate = () => addDays('2090-01-01', ++counter);

async function freshHoliday(server: TestServer): Promise<number> {
  return insertHoliday(
    server.knex,
    { date: freshDate(), name: `Matrix holiday ${counter}` },
    server.clock.now,
  );
}

export const WORKLOAD_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/tasks/workload': async () => ({
    query: { startDate: '2026-01-05', endDate: '2026-03-29' },
    body: {},
  }),
  'GET /api/holidays': async () => ({ query: { year: '2026' } }),
  'POST /api/holidays': async () => ({
    body: { date: freshDate(), name: `Matrix new holiday ${counter}` },
  }),
  'PUT /api/holidays/{holidayId}': async (_who, server) => ({
    params: { holidayId: await freshHoliday(server) },
    body: { date: freshDate(), name: 'Matrix holiday moved', version: 1 },
  }),
  'DELETE /api/holidays/{holidayId}': async (_who, server) => ({
    params: { holidayId: await freshHoliday(server) },
    query: { version: '1' },
  }),
};
