import { DEMO_PROJECTS } from '../../demo/demo-workspace';
import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertMilestone } from './milestones.repository';

/**
 * Example requests of the milestone routes for the authorization matrix and
 * the security battery: a change or delete gets a fresh milestone of the
 * matrix project (version 1), so the demo milestones stay as they are.
 */

const MATRIX_PROJECT = DEMO_PROJECTS[0] as (typeof DEMO_PROJECTS)[number];
let counter = 0;

/** A new planned milestone of the matrix project. */
export async function matrixMilestone(server: TestServer): Promise<number> {
  const projectId = await server.idOf('projects', { code: MATRIX_PROJECT.code });
  return insertMilestone(
    server.knex,
    projectId,
    {
      name: `Matrix milestone ${++counter}`,
      description: '',
      dueDate: '2026-06-30',
      status: 'planned',
      financial: false,
      amount: null,
      forecastDate: null,
      invoicedDate: null,
      paidDate: null,
    },
    null,
    server.clock.now,
  );
}

const body = () => ({
  name: `Matrix milestone ${++counter}`,
  dueDate: '2026-07-15',
  status: 'reached',
});

export const MILESTONES_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/projects/{projectId}/milestones': async () => ({ body: body() }),
  'PUT /api/projects/{projectId}/milestones/{milestoneId}': async (_who, server) => ({
    params: { milestoneId: await matrixMilestone(server) },
    body: { ...body(), version: 1 },
  }),
  'DELETE /api/projects/{projectId}/milestones/{milestoneId}': async (_who, server) => ({
    params: { milestoneId: await matrixMilestone(server) },
    query: { version: '1' },
  }),
};
