import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertProfile, replaceRoles } from './rate-profiles.repository';

/**
 * Example requests of the rate profile routes for the authorization matrix
 * and the security battery: every write gets a fresh profile of its own,
 * made directly in the database, so versions are 1 and no example depends
 * on another.
 */

let counter = 0;

async function profile(server: TestServer): Promise<number> {
  const id = await insertProfile(
    server.knex,
    { name: `Matrix rates ${++counter}`, currency: 'EUR' },
    server.clock.now,
  );
  await replaceRoles(server.knex, id, [
    { role: 'Analyst', hourlyRate: 9_000, salaryGroupId: null },
  ]);
  return id;
}

export const RATE_PROFILES_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/quotes/rates': async (_who, server) => ({
    body: {
      id: await profile(server),
      version: 1,
      name: `Matrix rates saved ${++counter}`,
      currency: 'EUR',
      roles: [{ role: 'Analyst', hourlyRate: 9_500 }],
    },
  }),
  'POST /api/quotes/rates/{profileId}': async (_who, server) => ({
    params: { profileId: await profile(server) },
    body: { version: 1 },
  }),
};
