import { DEMO_ACCOUNTS } from '../../demo/demo-workspace';
import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { queueEvent } from './webhook-deliveries.repository';
import { sealWebhookSecret } from './webhook-secrets';
import { insertWebhook } from './webhooks.repository';

/**
 * Example requests of the webhook routes for the authorization matrix and
 * the security battery: a change or delete gets a fresh webhook (version 1)
 * to a public host name (nothing is sent: no worker runs in the API tests).
 */

let counter = 0;

/** A new active webhook of the admin's, for every task event. */
export async function matrixWebhook(server: TestServer): Promise<number> {
  const adminId = await server.idOf('users', { email: DEMO_ACCOUNTS.admin.email });
  return insertWebhook(
    server.knex,
    {
      url: `https://hooks.example.com/matrix/${++counter}`,
      events: ['task.created'],
      projectId: null,
      active: true,
    },
    (id) => sealWebhookSecret(server.config.dataDir, id, 'whsec_matrix'),
    adminId,
    server.clock.now,
  );
}

/** A fresh webhook with one queued delivery: its ids. */
async function matrixDelivery(server: TestServer) {
  const webhookId = await matrixWebhook(server);
  const [deliveryId] = await queueEvent(
    server.knex,
    {
      publicId: `evt_matrix_${++counter}`,
      type: 'task.created',
      occurredAt: server.clock.now,
      payload: '{}',
    },
    [webhookId],
    server.clock.now,
  );
  return { webhookId, deliveryId: deliveryId as number };
}

const body = () => ({
  url: `https://hooks.example.com/matrix/${++counter}`,
  events: ['task.created', 'task.updated'],
  active: true,
});

export const WEBHOOKS_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/webhooks': async () => ({ body: body() }),
  'GET /api/webhooks/{webhookId}': async (_who, server) => ({
    params: { webhookId: await matrixWebhook(server) },
  }),
  'PUT /api/webhooks/{webhookId}': async (_who, server) => ({
    params: { webhookId: await matrixWebhook(server) },
    body: { ...body(), version: 1 },
  }),
  'DELETE /api/webhooks/{webhookId}': async (_who, server) => ({
    params: { webhookId: await matrixWebhook(server) },
    query: { version: '1' },
  }),
  'POST /api/webhooks/{webhookId}/ping': async (_who, server) => ({
    params: { webhookId: await matrixWebhook(server) },
  }),
  'GET /api/webhooks/{webhookId}/deliveries': async (_who, server) => ({
    params: { webhookId: await matrixWebhook(server) },
  }),
  'POST /api/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver': async (_who, server) => ({
    params: await matrixDelivery(server),
  }),
};
