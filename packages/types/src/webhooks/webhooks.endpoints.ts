import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  WebhookCreatedSchema,
  WebhookCreateInputSchema,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookListQuerySchema,
  WebhookPageSchema,
  WebhookSchema,
  WebhookUpdateInputSchema,
} from './webhooks.schemas';

const WEBHOOKS = '/api/webhooks';
const ONE = `${WEBHOOKS}/{webhookId}`;

/** Webhooks: administrators (manageWebhooks) manage them and read their delivery log. */
export const webhooksEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: WEBHOOKS,
    summary: 'The webhooks, newest first (never their secrets)',
    tag: 'webhooks',
    query: WebhookListQuerySchema,
    response: WebhookPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: WEBHOOKS,
    summary: 'Add a webhook; the answer is the only one that carries its signing secret',
    tag: 'webhooks',
    body: WebhookCreateInputSchema,
    response: WebhookCreatedSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: ONE,
    summary: 'One webhook (never its secret)',
    tag: 'webhooks',
    params: idParams('webhookId'),
    response: WebhookSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: ONE,
    summary: 'Change a webhook; active: true lifts a pause (409 on a stale version)',
    tag: 'webhooks',
    params: idParams('webhookId'),
    body: WebhookUpdateInputSchema,
    response: WebhookSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: ONE,
    summary: 'Delete a webhook and its delivery log (409 on a stale version)',
    tag: 'webhooks',
    params: idParams('webhookId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  ping: defineEndpoint({
    method: 'POST',
    path: `${ONE}/ping`,
    summary: 'Queue a ping event for the webhook now; the answer is its delivery',
    tag: 'webhooks',
    params: idParams('webhookId'),
    response: WebhookDeliverySchema,
    status: 201,
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: `${ONE}/deliveries`,
    summary: "The webhook's deliveries, newest first: request, response code, duration, attempt",
    tag: 'webhooks',
    params: idParams('webhookId'),
    query: WebhookDeliveryListQuerySchema,
    response: WebhookDeliveryPageSchema,
  }),
  redeliver: defineEndpoint({
    method: 'POST',
    path: `${ONE}/deliveries/{deliveryId}/redeliver`,
    summary: 'Queue the delivery’s event again for the webhook (the same event id)',
    tag: 'webhooks',
    params: idParams('webhookId', 'deliveryId'),
    response: WebhookDeliverySchema,
    status: 201,
  }),
} as const;
