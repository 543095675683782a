import { expect } from 'vitest';
import { seedDemoWorkspace } from '../demo/demo-workspace';
import { TEST_HASH_COST, type TestServer } from './test-server';

/**
 * Seeds the demo workspace again over the test server's and expects
 * `snapshot` to read as it did before: the seed adds a record once.
 */
export async function expectReseedChangesNothing(
  server: TestServer,
  snapshot: () => Promise<unknown>,
): Promise<void> {
  const before = await snapshot();
  await seedDemoWorkspace(server.knex, { passwordHashCost: TEST_HASH_COST });
  expect(await snapshot()).toEqual(before);
}
