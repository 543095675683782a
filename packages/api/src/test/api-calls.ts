import { expect } from 'vitest';
import type { TestServer } from './test-server';

/** A demo account (`DemoAccountKey`; the demo seed is not imported here). */
export type Account = Parameters<TestServer['call']>[0];

/**
 * Calls many API tests make on their file's server (`server()`: started
 * before the tests run): a call that must succeed, and a project opened to time.
 */
export function apiTestCalls(server: () => TestServer) {
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

  return { ok, allowProjectTime };
}
