import { matrixProjectId, type Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertLesson } from './lessons.repository';

/**
 * Example requests for the authorization matrix (`routes.api.test.ts`) of the
 * lessons routes. Every change or delete gets a lesson of its own in the
 * matrix project, so each caller's request finds version 1.
 */

let counter = 0;

async function freshLesson(server: TestServer): Promise<number> {
  return insertLesson(
    server.knex,
    await matrixProjectId(server),
    {
      title: `Matrix lesson ${++counter}`,
      category: 'planning',
      whatHappened: 'The matrix ran.',
      recommendation: 'Keep running it.',
      impact: 'positive',
      tags: ['matrix'],
    },
    null,
    server.clock.now,
  );
}

export const LESSONS_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/projects/{projectId}/lessons': async () => ({
    body: { title: `Matrix lesson ${++counter}`, category: 'team', impact: 'negative' },
  }),
  'PUT /api/projects/{projectId}/lessons/{lessonId}': async (_who, server) => ({
    params: { lessonId: await freshLesson(server) },
    body: { title: 'Matrix lesson edited', category: 'quality', impact: 'positive', version: 1 },
  }),
  'DELETE /api/projects/{projectId}/lessons/{lessonId}': async (_who, server) => ({
    params: { lessonId: await freshLesson(server) },
    query: { version: '1' },
  }),
  'GET /api/lessons': async () => ({ query: { search: 'matrix', impact: 'positive' } }),
};
