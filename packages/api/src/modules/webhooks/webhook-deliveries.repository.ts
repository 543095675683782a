import type { WebhookDeliveryStatus } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { insertInSlices } from '../../lib/insert-row.repository';
import { pageOfItems } from '../../lib/lists';

/**
 * The webhooks' outbox (`webhook_events`, `webhook_deliveries`; see their
 * migration): events and deliveries written in the writer's transaction,
 * and the log the routes read. The worker's side (claim, settle, pause) is
 * `webhook-claims.repository.ts`.
 */

/** An active, unpaused webhook: what it wants (`events` as stored: `,type,type,`) and its project. */
export interface ActiveWebhook {
  id: number;
  events: string;
  projectId: number | null;
}

/** Every active, unpaused webhook (a small table: an administrator adds them one by one). */
export async function activeWebhooks(knex: Knex): Promise<ActiveWebhook[]> {
  const rows = await knex('webhooks')
    .where('active', true)
    .whereNull('paused_at')
    .orderBy('id')
    .select<Array<{ id: number; events: string; project_id: number | null }>>(
      'id',
      'events',
      'project_id',
    );
  return rows.map((row) => ({
    id: Number(row.id),
    events: row.events,
    projectId: row.project_id === null ? null : Number(row.project_id),
  }));
}

/** The ones of `webhooks` that want `type` (and the project, when they have one). */
export function webhooksWanting(
  webhooks: readonly ActiveWebhook[],
  type: string,
  projectId: number | null,
): number[] {
  return webhooks
    .filter(
      (webhook) =>
        webhook.events.includes(`,${type},`) &&
        (webhook.projectId === null || webhook.projectId === projectId),
    )
    .map((webhook) => webhook.id);
}

export interface NewEvent {
  publicId: string;
  type: string;
  occurredAt: number;
  payload: string;
}

/** Stores the event and a pending delivery of it to each webhook, due at `now`; the delivery ids. */
export async function queueEvent(
  knex: Knex,
  event: NewEvent,
  webhookIds: readonly number[],
  now: number,
): Promise<number[]> {
  const [inserted] = (await knex('webhook_events')
    .insert({
      public_id: event.publicId,
      type: event.type,
      occurred_at: event.occurredAt,
      payload: event.payload,
    })
    .returning('id')) as Array<{ id: number }>;
  return queueDeliveries(knex, Number(inserted?.id), webhookIds, now);
}

/** A pending delivery of a stored event to each webhook (a redelivery: one). */
export async function queueDeliveries(
  knex: Knex,
  eventId: number,
  webhookIds: readonly number[],
  now: number,
): Promise<number[]> {
  const ids: number[] = [];
  await insertInSlices(
    webhookIds.map((webhookId) => ({
      webhook_id: webhookId,
      event_id: eventId,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })),
    async (slice) => {
      const rows = (await knex('webhook_deliveries').insert(slice).returning('id')) as Array<{
        id: number;
      }>;
      ids.push(...rows.map((row) => Number(row.id)));
    },
  );
  return ids;
}

export interface DeliveryRecord {
  id: number;
  webhookId: number;
  eventId: number;
  eventPublicId: string;
  eventType: string;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseCode: number | null;
  durationMs: number | null;
  error: string | null;
  requestHeaders: Record<string, string>;
  responseExcerpt: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: number;
  public_id: string;
  type: string;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_code: number | null;
  duration_ms: number | null;
  error: string | null;
  request_headers: string | null;
  response_excerpt: string | null;
  created_at: number | string;
  last_attempt_at: number | string | null;
  next_attempt_at: number | string | null;
  delivered_at: number | string | null;
}

function toDelivery(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    eventId: row.event_id,
    eventPublicId: row.public_id,
    eventType: row.type,
    payload: row.payload,
    status: row.status,
    attempts: Number(row.attempts),
    responseCode: row.response_code === null ? null : Number(row.response_code),
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    error: row.error,
    requestHeaders: row.request_headers
      ? (JSON.parse(row.request_headers) as Record<string, string>)
      : {},
    responseExcerpt: row.response_excerpt,
    createdAt: iso(row.created_at),
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: iso(row.next_attempt_at),
    deliveredAt: iso(row.delivered_at),
  };
}

function selectDeliveries(knex: Knex): Knex.QueryBuilder {
  return knex('webhook_deliveries as d')
    .join('webhook_events as e', 'e.id', 'd.event_id')
    .select(
      'd.id',
      'd.webhook_id',
      'd.event_id',
      'e.public_id',
      'e.type',
      'e.payload',
      'd.status',
      'd.attempts',
      'd.response_code',
      'd.duration_ms',
      'd.error',
      'd.request_headers',
      'd.response_excerpt',
      'd.created_at',
      'd.last_attempt_at',
      'd.next_attempt_at',
      'd.delivered_at',
    );
}

/** A page of the webhook's deliveries, newest first. */
export async function listDeliveries(
  knex: Knex,
  webhookId: number,
  query: { status?: WebhookDeliveryStatus; page: number; pageSize: number },
): Promise<{ items: DeliveryRecord[]; total: number }> {
  const filtered = knex('webhook_deliveries').where({ webhook_id: webhookId });
  const ordered = selectDeliveries(knex).where('d.webhook_id', webhookId).orderBy('d.id', 'desc');
  if (query.status) {
    void filtered.where({ status: query.status });
    void ordered.where('d.status', query.status);
  }
  return pageOfItems<DeliveryRow, DeliveryRecord>(knex, filtered, ordered, query, (rows) =>
    rows.map(toDelivery),
  );
}

export async function findDelivery(
  knex: Knex,
  webhookId: number,
  deliveryId: number,
): Promise<DeliveryRecord | null> {
  const row = (await selectDeliveries(knex)
    .where({ 'd.id': deliveryId, 'd.webhook_id': webhookId })
    .first()) as DeliveryRow | undefined;
  return row ? toDelivery(row) : null;
}
