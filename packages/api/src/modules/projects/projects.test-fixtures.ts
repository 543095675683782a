import type { Project } from '@keel/types';
import { expect } from 'vitest';
import type { TestServer } from '../../test/test-server';

/**
 * Records the API tests set up through the API itself: a POST that must
 * answer 201 (the answer's text shown when it does not), and a new project.
 */

/** A demo account (`DemoAccountKey`; the demo seed is not imported here). */
type Account = Parameters<TestServer['call']>[0];

/** POSTs `body` to `path` as `as`, expects 201 and returns the created record. */
export async function postCreated<T>(
  server: TestServer,
  as: Account,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await server.call<T>(as, 'POST', path, body);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** A new project of `as` (the pm unless told), from `POST /api/projects`. */
export function createProject(
  server: TestServer,
  body: Record<string, unknown>,
  as: Account = 'pm',
): Promise<Project> {
  return postCreated<Project>(server, as, '/api/projects', body);
}
