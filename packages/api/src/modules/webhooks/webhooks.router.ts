import type { webhooksEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as webhooks from './webhooks.service';

/** Thin handlers of the webhook routes: input was validated by the registrar. */
type T = typeof webhooksEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, user, query }) => webhooks.listWebhooks(deps, user, query);
export const create: H<'create'> = ({ deps, user, body }) =>
  webhooks.createWebhook(deps, user, body);
export const get: H<'get'> = ({ deps, user, params }) =>
  webhooks.getWebhook(deps, user, params.webhookId);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  webhooks.updateWebhook(deps, user, params.webhookId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  webhooks.deleteWebhook(deps, user, params.webhookId, query.version);
export const ping: H<'ping'> = ({ deps, user, params }) =>
  webhooks.pingWebhook(deps, user, params.webhookId);
export const deliveries: H<'deliveries'> = ({ deps, user, params, query }) =>
  webhooks.listDeliveries(deps, user, params.webhookId, query);
export const redeliver: H<'redeliver'> = ({ deps, user, params }) =>
  webhooks.redeliver(deps, user, params.webhookId, params.deliveryId);
