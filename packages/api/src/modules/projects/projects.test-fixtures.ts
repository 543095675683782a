import type { Project } from '@keel/types';
import { expect } from 'vitest';
import type { TestServer } from '../../test/test-server';

/**
 * Records the API tests set up through the API itself: a POST that must
 * answer 201 (the answer's text shown when it does not), a new project and
 * a project member.
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

/** Adds a user to a project as `role`, asked by `as` (the pm unless told); expects 201. */
export async function addProjectMember(
  server: TestServer,
  projectId: number,
  userId: number,
  role: string,
  as: Account = 'pm',
): Promise<void> {
  await postCreated(server, as, `/api/projects/${projectId}/members`, { userId, role });
}
