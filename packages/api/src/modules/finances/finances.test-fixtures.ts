import { apiTestCalls } from '../../test/api-calls';
import type { TestServer } from '../../test/test-server';
import { createFinanceQueueWorker } from './finance-queue.service';

/**
 * The calls the finance API tests (figures and writers) share, on the test
 * file's server (`server()`: started before the tests run).
 */

export function financeTestCalls(server: () => TestServer) {
  const { ok, allowProjectTime } = apiTestCalls(server);

  /** Demo projects by code, each opened to time (`allowProjectTime`): their ids, by the same keys. */
  async function projectsOpenToTime<K extends string>(
    codes: Record<K, string>,
  ): Promise<Record<K, number>> {
    const ids = {} as Record<K, number>;
    for (const [key, code] of Object.entries(codes) as Array<[K, string]>) {
      ids[key] = await server().idOf('projects', { code });
      await allowProjectTime(ids[key]);
    }
    return ids;
  }

  /** One round of the finance queue's worker; how many projects it rebuilt. */
  const drain = () =>
    createFinanceQueueWorker({
      knex: server().knex,
      logger: server().deps.logger,
      clock: () => server().clock.now,
    }).drain();

  return { ok, allowProjectTime, projectsOpenToTime, drain };
}
