import type { WebhookDeliveryStatus } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { insertInSlices } from '../../lib/insert-row.repository';
import { pageOfItems } from '../../lib/lists';

/**
 * The webhooks' outbox (`webhook_events`, `webhook_deliveries`; see their
 * migration): events and deliveries written in the writer's transaction,
 * then claimed, sent and settled by the worker (`webhook-worker.ts`), one
 * open delivery at a time per webhook, oldest first.
 */

const OPEN = ['pending', 'sending'];

/** Active, unpaused webhooks that want `type` (and the project, when they have one). */
export async function webhooksWanting(
  knex: Knex,
  type: string,
  projectId: number | null,
): Promise<number[]> {
  const query = knex('webhooks')
    .where('active', true)
    .whereNull('paused_at')
    .where('events', 'like', `%,${type},%`);
  if (projectId === null) void query.whereNull('project_id');
  else void query.where((q) => q.whereNull('project_id').orWhere('project_id', projectId));
  const rows = await query.select<Array<{ id: number }>>('id');
  return rows.map((row) => row.id);
}

export async function userName(knex: Knex, userId: number): Promise<string | null> {
  const row = await knex('users').where({ id: userId }).first<{ name: string } | undefined>('name');
  return row?.name ?? null;
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

/**
 * Webhooks whose oldest open delivery is due at `now` (pending and its time
 * has come, or claimed by a worker whose lease ran out), the oldest first:
 * one index seek per active, unpaused webhook.
 */
export async function webhooksWithDueHead(knex: Knex, now: number): Promise<number[]> {
  const heads = knex('webhooks as w')
    .where('w.active', true)
    .whereNull('w.paused_at')
    .select(
      'w.id as webhook_id',
      knex('webhook_deliveries as o')
        .whereRaw('o.webhook_id = w.id')
        .whereIn('o.status', OPEN)
        .min('o.id')
        .as('head_id'),
    );
  const rows = await knex
    .from(heads.as('h'))
    .join('webhook_deliveries as d', 'd.id', 'h.head_id')
    .modify(due, 'd', now)
    .orderBy('d.id')
    .select<Array<{ webhook_id: number }>>('h.webhook_id');
  return rows.map((row) => row.webhook_id);
}

function due(query: Knex.QueryBuilder, alias: string, now: number): void {
  void query.where((q) =>
    q
      .where((p) =>
        p.where(`${alias}.status`, 'pending').andWhere(`${alias}.next_attempt_at`, '<=', now),
      )
      .orWhere((s) =>
        s.where(`${alias}.status`, 'sending').andWhere(`${alias}.lease_until`, '<=', now),
      ),
  );
}

export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  eventPublicId: string;
  eventType: string;
  payload: string;
  /** Attempts before this one. */
  attempts: number;
}

/**
 * Claims the webhook's oldest open delivery when it is due (and the webhook
 * still active and unpaused), until `leaseUntil`; null when there is none.
 */
export async function claimHead(
  knex: Knex,
  webhookId: number,
  now: number,
  leaseUntil: number,
): Promise<ClaimedDelivery | null> {
  const head = await knex('webhook_deliveries')
    .where({ webhook_id: webhookId })
    .whereIn('status', OPEN)
    .min<{ id: number | null } | undefined>('id as id')
    .first();
  if (!head?.id) return null;
  const claimed = await knex('webhook_deliveries as d')
    .where('d.id', head.id)
    .modify(due, 'd', now)
    .whereExists(
      knex('webhooks')
        .whereRaw('webhooks.id = d.webhook_id')
        .where('active', true)
        .whereNull('paused_at'),
    )
    .update({ status: 'sending', lease_until: leaseUntil });
  if (claimed !== 1) return null;
  const row = await knex('webhook_deliveries as d')
    .join('webhook_events as e', 'e.id', 'd.event_id')
    .where('d.id', head.id)
    .first<{ public_id: string; type: string; payload: string; attempts: number }>(
      'e.public_id',
      'e.type',
      'e.payload',
      'd.attempts',
    );
  return {
    id: Number(head.id),
    webhookId,
    eventPublicId: row.public_id,
    eventType: row.type,
    payload: row.payload,
    attempts: Number(row.attempts),
  };
}

/** What an attempt left for the log. */
export interface AttemptLog {
  at: number;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  requestHeaders: Record<string, string>;
  responseExcerpt: string | null;
}

/**
 * Settles an attempt: delivered, due again at `nextAttemptAt`, or failed
 * for good (`nextAttemptAt` null); and the webhook's run of failures: reset
 * by a delivery, else one more. Returns the webhook's failures in a row.
 */
export async function settleAttempt(
  knex: Knex,
  delivery: ClaimedDelivery,
  log: AttemptLog,
  outcome: { delivered: true } | { delivered: false; nextAttemptAt: number | null },
): Promise<number> {
  return knex.transaction(async (trx) => {
    await trx('webhook_deliveries')
      .where({ id: delivery.id })
      .update({
        status: outcome.delivered
          ? 'delivered'
          : outcome.nextAttemptAt === null
            ? 'failed'
            : 'pending',
        attempts: delivery.attempts + 1,
        lease_until: null,
        next_attempt_at: outcome.delivered ? null : outcome.nextAttemptAt,
        last_attempt_at: log.at,
        delivered_at: outcome.delivered ? log.at : null,
        response_code: log.responseCode,
        duration_ms: log.durationMs,
        error: log.error,
        request_headers: JSON.stringify(log.requestHeaders),
        response_excerpt: log.responseExcerpt,
      });
    if (outcome.delivered) {
      await trx('webhooks')
        .where({ id: delivery.webhookId })
        .where('consecutive_failures', '>', 0)
        .update({ consecutive_failures: 0 });
      return 0;
    }
    await trx('webhooks')
      .where({ id: delivery.webhookId })
      .update({ consecutive_failures: trx.raw('consecutive_failures + 1') });
    const row = await trx('webhooks')
      .where({ id: delivery.webhookId })
      .first<{ consecutive_failures: number } | undefined>('consecutive_failures');
    return Number(row?.consecutive_failures ?? 0);
  });
}

/** Pauses the webhook unless it already is; true when this call paused it. */
export async function pauseWebhook(knex: Knex, webhookId: number, now: number): Promise<boolean> {
  const paused = await knex('webhooks')
    .where({ id: webhookId })
    .whereNull('paused_at')
    .update({ paused_at: now, version: knex.raw('version + 1'), updated_at: now });
  return paused === 1;
}

/**
 * Deliveries left claimed by a worker that stopped (the process was killed
 * mid-send) become due now: the worker starting under the scheduled jobs'
 * lease is the only one sending, so nothing else holds them.
 */
export async function releaseClaimedDeliveries(knex: Knex, now: number): Promise<number> {
  return knex('webhook_deliveries')
    .where({ status: 'sending' })
    .update({ status: 'pending', lease_until: null, next_attempt_at: now });
}
