import { matrixProjectId, type Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertSubscription } from './risk-subscriptions.repository';
import { insertRisk } from './risks.repository';

/**
 * Example requests for the authorization matrix (`routes.api.test.ts`) of the
 * risk routes. Every call on one item gets an item of its own in the matrix
 * project, shared with stakeholders (so the project's stakeholder reads it),
 * and every unsubscribe a subscription of the caller's own.
 */

let counter = 0;

async function freshRisk(server: TestServer): Promise<number> {
  return insertRisk(
    server.knex,
    await matrixProjectId(server),
    {
      kind: 'risk',
      title: `Matrix risk ${++counter}`,
      description: '',
      probability: 2,
      impact: 3,
      severity: 6,
      ownerId: null,
      status: 'open',
      dueDate: null,
      mitigation: '',
      sharedWithStakeholders: true,
    },
    null,
    server.clock.now,
  );
}

const riskBody = { kind: 'risk', probability: 3, impact: 4, status: 'mitigating' };

export const RISKS_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/projects/{projectId}/risks': async () => ({
    body: { ...riskBody, title: `Matrix risk ${++counter}` },
  }),
  'GET /api/projects/{projectId}/risks/{riskId}': async (_who, server) => ({
    params: { riskId: await freshRisk(server) },
  }),
  'PUT /api/projects/{projectId}/risks/{riskId}': async (_who, server) => ({
    params: { riskId: await freshRisk(server) },
    body: { ...riskBody, title: 'Matrix risk edited', version: 1 },
  }),
  'DELETE /api/projects/{projectId}/risks/{riskId}': async (_who, server) => ({
    params: { riskId: await freshRisk(server) },
    query: { version: '1' },
  }),
  'GET /api/projects/{projectId}/risks/{riskId}/comments': async (_who, server) => ({
    params: { riskId: await freshRisk(server) },
  }),
  'POST /api/projects/{projectId}/risks/{riskId}/comments': async (_who, server) => ({
    params: { riskId: await freshRisk(server) },
    body: { body: 'Matrix comment' },
  }),
  'POST /api/risks/subscriptions': async () => ({
    body: { scope: 'all', events: ['created', 'severityRaised'] },
  }),
  'DELETE /api/risks/subscriptions/{subscriptionId}': async (who, server) => {
    if (who === 'signedOut') return { params: { subscriptionId: 1 } };
    const userId = (await server.demoUserIds())[who];
    const id = await insertSubscription(
      server.knex,
      userId,
      { scope: 'all', projectId: null, riskId: null },
      ['commented'],
      server.clock.now,
    );
    return { params: { subscriptionId: id } };
  },
};
