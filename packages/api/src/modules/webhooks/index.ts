/**
 * The webhooks module's front door (README.md): the router is wired by the
 * route table, the subscription by `subscriptions.ts`, the delivery worker
 * by the scheduled jobs (`server.ts`).
 */
export { webhookSubscriptions } from './webhook-subscriptions';
export { createWebhookWorker, startWebhookWorker, type WebhookWorker } from './webhook-worker';
export { signatureHeader } from './webhook-secrets';
