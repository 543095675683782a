/**
 * The webhooks module's front door (README.md): the router is wired by the
 * route table, the subscription by `subscriptions.ts`, the delivery worker
 * under its lease by `server.ts` (a single process) or a cluster's primary
 * (`cluster.ts`), which its workers nudge with `WEBHOOKS_QUEUED_MESSAGE`.
 */
export { webhookSubscriptions } from './webhook-subscriptions';
export {
  createWebhookWorker,
  nudgeWebhookWorker,
  startWebhookWorker,
  WEBHOOKS_QUEUED_MESSAGE,
  type WebhookWorker,
} from './webhook-worker';
export { signatureHeader } from './webhook-secrets';
