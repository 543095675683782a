import { matrixProjectId, type Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertScopeItem } from './scope.repository';

/**
 * Example requests for the authorization matrix (`routes.api.test.ts`) of the
 * scope routes. Every change gets a proposed change request of its own in the
 * matrix project, without effort or price, so a decision leaves the demo
 * budget as it is.
 */

let counter = 0;

async function freshChangeRequest(server: TestServer): Promise<number> {
  return insertScopeItem(
    server.knex,
    await matrixProjectId(server),
    {
      title: `Matrix change ${++counter}`,
      description: '',
      type: 'change',
      status: 'proposed',
      effortMinutes: 0,
      priceAmount: 0,
      requestedBy: 'Matrix',
    },
    null,
    server.clock.now,
  );
}

export const SCOPE_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/projects/{projectId}/scopes': async () => ({
    body: { title: `Matrix scope ${++counter}`, type: 'change' },
  }),
  'PUT /api/projects/{projectId}/scopes/{scopeItemId}': async (_who, server) => ({
    params: { scopeItemId: await freshChangeRequest(server) },
    body: { title: 'Matrix change edited', type: 'change', version: 1 },
  }),
  'DELETE /api/projects/{projectId}/scopes/{scopeItemId}': async (_who, server) => ({
    params: { scopeItemId: await freshChangeRequest(server) },
    query: { version: '1' },
  }),
  'POST /api/projects/{projectId}/scopes/{scopeItemId}/decision': async (_who, server) => ({
    params: { scopeItemId: await freshChangeRequest(server) },
    body: { decision: 'rejected', note: 'Matrix', version: 1 },
  }),
};
