import type {
  KeelEvent,
  Webhook,
  WebhookCreated,
  WebhookCreateInputSchema,
  WebhookDelivery,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryPage,
  WebhookListQuerySchema,
  WebhookPage,
  WebhookUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import { versionedSave } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import { refusedUrl } from '../../lib/outbound-address';
import * as deliveries from './webhook-deliveries.repository';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secrets';
import { newEventId, nudgeAfterCommit } from './webhook-subscriptions';
import * as repo from './webhooks.repository';

/**
 * Webhooks (README.md): the routes need `manageWebhooks` (the route table);
 * this service checks the URL and the project, keeps the secret sealed and
 * shows it once, and queues pings and redeliveries in the outbox.
 */

type CreateInput = z.output<typeof WebhookCreateInputSchema>;
type UpdateInput = z.output<typeof WebhookUpdateInputSchema>;

const toWebhook = (record: repo.WebhookRecord): Webhook => ({ ...record });

function toDelivery(record: deliveries.DeliveryRecord): WebhookDelivery {
  return {
    id: record.id,
    webhookId: record.webhookId,
    eventId: record.eventPublicId,
    eventType: record.eventType,
    status: record.status,
    attempt: record.attempts,
    responseCode: record.responseCode,
    durationMs: record.durationMs,
    error: record.error,
    request: { headers: record.requestHeaders, body: record.payload },
    responseExcerpt: record.responseExcerpt,
    createdAt: record.createdAt,
    lastAttemptAt: record.lastAttemptAt,
    nextAttemptAt: record.nextAttemptAt,
    deliveredAt: record.deliveredAt,
  };
}

/** The values to store, after the URL (400 naming `url`) and the project (400 naming `projectId`) are checked. */
async function checkedValues(deps: AppDeps, input: CreateInput): Promise<repo.WebhookValues> {
  const refused = refusedUrl(input.url, deps.config.webhooks.allowPrivate);
  if (refused) throw ValidationError.field('url', refused);
  if (input.projectId !== null && !(await repo.projectExists(deps.knex, input.projectId)))
    throw ValidationError.field('projectId', 'No such project');
  return {
    url: input.url,
    events: input.events,
    projectId: input.projectId,
    active: input.active,
  };
}

async function webhookOf(db: Db, webhookId: number): Promise<repo.WebhookRecord> {
  const record = await repo.findWebhook(db, webhookId);
  if (!record) throw new NotFoundError('Webhook not found');
  return record;
}

export async function listWebhooks(
  deps: AppDeps,
  _user: AuthUser,
  query: z.output<typeof WebhookListQuerySchema>,
): Promise<WebhookPage> {
  const found = await repo.listWebhooks(deps.knex, query);
  return pageOf({ items: found.items.map(toWebhook), total: found.total }, query);
}

export async function getWebhook(
  deps: AppDeps,
  _user: AuthUser,
  webhookId: number,
): Promise<Webhook> {
  return toWebhook(await webhookOf(deps.knex, webhookId));
}

/** Creates a webhook owned by its creator; the answer carries the new secret, once. */
export async function createWebhook(
  deps: AppDeps,
  user: AuthUser,
  input: CreateInput,
): Promise<WebhookCreated> {
  const values = await checkedValues(deps, input);
  const secret = newWebhookSecret();
  const now = deps.clock();
  const id = await deps.knex.transaction((trx) =>
    repo.insertWebhook(
      trx,
      values,
      (webhookId) => sealWebhookSecret(deps.config.dataDir, webhookId, secret),
      user.id,
      now,
    ),
  );
  return { ...toWebhook(await webhookOf(deps.knex, id)), secret };
}

/** Every field with the version read; `active: true` lifts a pause. */
export async function updateWebhook(
  deps: AppDeps,
  _user: AuthUser,
  webhookId: number,
  input: UpdateInput,
): Promise<Webhook> {
  const values = await checkedValues(deps, input);
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    repo.WEBHOOK_ROWS,
    { id: webhookId, version: input.version },
    async (trx) => {
      await repo.updateWebhookRow(trx, webhookId, values, now);
      if (values.active) nudgeAfterCommit(trx);
    },
    { now, current: async (trx) => toWebhook(await webhookOf(trx, webhookId)) },
  );
  return toWebhook(await webhookOf(deps.knex, webhookId));
}

export async function deleteWebhook(
  deps: AppDeps,
  _user: AuthUser,
  webhookId: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    repo.WEBHOOK_ROWS,
    { id: webhookId, version },
    (trx) => repo.deleteWebhookRow(trx, webhookId),
    { now, current: async (trx) => toWebhook(await webhookOf(trx, webhookId)) },
  );
  return { ok: true };
}

/** Queues a `ping` event for this webhook alone (sent once it is active and not paused). */
export async function pingWebhook(
  deps: AppDeps,
  user: AuthUser,
  webhookId: number,
): Promise<WebhookDelivery> {
  await webhookOf(deps.knex, webhookId);
  const now = deps.clock();
  const event: KeelEvent = {
    id: newEventId(),
    type: 'ping',
    occurredAt: new Date(now).toISOString(),
    actor: { id: user.id, name: user.name },
    data: { id: webhookId },
  };
  const deliveryId = await deps.knex.transaction(async (trx) => {
    const [id] = await deliveries.queueEvent(
      trx,
      { publicId: event.id, type: 'ping', occurredAt: now, payload: JSON.stringify(event) },
      [webhookId],
      now,
    );
    nudgeAfterCommit(trx);
    return id as number;
  });
  return deliveryOf(deps.knex, webhookId, deliveryId);
}

async function deliveryOf(db: Db, webhookId: number, deliveryId: number): Promise<WebhookDelivery> {
  const record = await deliveries.findDelivery(db, webhookId, deliveryId);
  if (!record) throw new NotFoundError('Delivery not found');
  return toDelivery(record);
}

export async function listDeliveries(
  deps: AppDeps,
  _user: AuthUser,
  webhookId: number,
  query: z.output<typeof WebhookDeliveryListQuerySchema>,
): Promise<WebhookDeliveryPage> {
  await webhookOf(deps.knex, webhookId);
  const found = await deliveries.listDeliveries(deps.knex, webhookId, query);
  return pageOf({ items: found.items.map(toDelivery), total: found.total }, query);
}

/** A new delivery of the same event (the same event id) to the webhook, after its open ones. */
export async function redeliver(
  deps: AppDeps,
  _user: AuthUser,
  webhookId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const original = await deliveries.findDelivery(deps.knex, webhookId, deliveryId);
  if (!original) throw new NotFoundError('Delivery not found');
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    const [queued] = await deliveries.queueDeliveries(trx, original.eventId, [webhookId], now);
    nudgeAfterCommit(trx);
    return queued as number;
  });
  return deliveryOf(deps.knex, webhookId, id);
}
