import type { Example } from '../../test/matrix-example';

/**
 * Example requests of the timeline routes for the authorization matrix and
 * the security battery (the project routes run on the matrix project).
 */

let counter = 0;

export const TIMELINE_MATRIX_EXAMPLES: Record<string, Example> = {
  'GET /api/projects/timeline': async () => ({ query: { from: '2026-01-01', to: '2026-12-31' } }),
  'GET /api/projects/{projectId}/timeline': async () => ({
    query: { from: '2026-01-01', to: '2026-12-31' },
  }),
  'POST /api/projects/{projectId}/baselines': async () => ({
    body: { name: `Matrix baseline ${++counter}` },
  }),
};
