import { expect } from 'vitest';
import type { TestServer } from '../../test/test-server';
import { createFinanceQueueWorker } from './finance-queue.service';

/**
 * The calls the finance API tests (figures and writers) share, on the test
 * file's server (`server()`: started before the tests run).
 */

/** A demo account (`DemoAccountKey`; the demo seed is not imported here). */
type Account = Parameters<TestServer['call']>[0];

export function financeTestCalls(server: () => TestServer) {
  /** A call that must succeed (200 or 201); its body. */
  async function ok<T>(who: Account, method: string, path: string, body?: unknown): Promise<T> {
    const response = await server().call<T>(who, method, path, body);
    expect([200, 201], `${method} ${path}: ${response.status} ${response.text}`).toContain(
      response.status,
    );
    return response.body;
  }

  /** Opens the project to time on tasks and on the project itself (billable by default). */
  async function allowProjectTime(projectId: number): Promise<void> {
    const path = `/api/projects/${projectId}/settings/timesheet`;
    const current = await ok<{ version: number }>('admin', 'GET', path);
    const saved = await server().call('admin', 'POST', path, {
      loggingAllowed: true,
      logTarget: 'tasksAndProject',
      notesRequired: false,
      billableByDefault: true,
      version: current.version,
    });
    expect(saved.status, saved.text).toBe(200);
  }

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
