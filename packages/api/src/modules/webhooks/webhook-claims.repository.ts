import type { Knex } from 'knex';

/**
 * The worker's side of the outbox (`webhook_deliveries`): which webhooks
 * have a due head, claiming a run of a webhook's oldest open deliveries,
 * settling what was sent, the pause, and the release after a restart.
 */

const OPEN = ['pending', 'sending'];

/** Due: pending and its time has come, or claimed by a worker whose lease ran out. */
function isDue(
  row: {
    status: string;
    next_attempt_at: number | string | null;
    lease_until: number | string | null;
  },
  now: number,
): boolean {
  return row.status === 'pending'
    ? row.next_attempt_at !== null && Number(row.next_attempt_at) <= now
    : row.lease_until !== null && Number(row.lease_until) <= now;
}

/**
 * Webhooks (active, not paused) whose oldest open delivery is due at `now`,
 * the longest waiting first: one index seek per webhook
 * (`webhook_deliveries_open`: webhook_id, status, id).
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
    .where((q) =>
      q
        .where((p) => p.where('d.status', 'pending').andWhere('d.next_attempt_at', '<=', now))
        .orWhere((s) => s.where('d.status', 'sending').andWhere('d.lease_until', '<=', now)),
    )
    .orderBy('d.id')
    .select<Array<{ webhook_id: number }>>('h.webhook_id');
  return rows.map((row) => row.webhook_id);
}

export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  /** The row's fixed columns, written back as they are by the settling upsert. */
  row: { eventId: number; createdAt: number };
  eventPublicId: string;
  eventType: string;
  payload: string;
  /** Attempts before this one. */
  attempts: number;
}

interface OpenRow {
  id: number;
  event_id: number;
  created_at: number | string;
  status: string;
  next_attempt_at: number | string | null;
  lease_until: number | string | null;
  attempts: number;
  public_id: string;
  type: string;
  payload: string;
}

/**
 * Claims, until `leaseUntil`, the run of the webhook's oldest open
 * deliveries that are due (at most `limit`, stopping at the first that is
 * not), when the webhook is active and not paused; in id order. The worker
 * holding the scheduled jobs' lease is the only one claiming, and a webhook
 * has one lane at a time, so nothing else claims them meanwhile.
 */
export async function claimRun(
  knex: Knex,
  webhookId: number,
  now: number,
  leaseUntil: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const open = (await knex('webhook_deliveries as d')
    .join('webhook_events as e', 'e.id', 'd.event_id')
    .where('d.webhook_id', webhookId)
    .whereIn('d.status', OPEN)
    .whereExists(
      knex('webhooks')
        .whereRaw('webhooks.id = d.webhook_id')
        .where('active', true)
        .whereNull('paused_at'),
    )
    .orderBy('d.id')
    .limit(limit)
    .select(
      'd.id',
      'd.event_id',
      'd.created_at',
      'd.status',
      'd.next_attempt_at',
      'd.lease_until',
      'd.attempts',
      'e.public_id',
      'e.type',
      'e.payload',
    )) as OpenRow[];
  const run: OpenRow[] = [];
  for (const row of open) {
    if (!isDue(row, now)) break;
    run.push(row);
  }
  if (run.length === 0) return [];
  await knex('webhook_deliveries')
    .whereIn(
      'id',
      run.map((row) => row.id),
    )
    .update({ status: 'sending', lease_until: leaseUntil });
  return run.map((row) => ({
    id: row.id,
    webhookId,
    row: { eventId: row.event_id, createdAt: Number(row.created_at) },
    eventPublicId: row.public_id,
    eventType: row.type,
    payload: row.payload,
    attempts: Number(row.attempts),
  }));
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

export interface SettledAttempt {
  delivery: ClaimedDelivery;
  log: AttemptLog;
  /** Null when delivered; else when to try again (null inside: failed for good). */
  retry: null | { nextAttemptAt: number | null };
}

/** The columns an attempt settles (the upsert merges exactly these). */
const SETTLED_COLUMNS = [
  'status',
  'attempts',
  'lease_until',
  'next_attempt_at',
  'delivered_at',
  'last_attempt_at',
  'response_code',
  'duration_ms',
  'error',
  'request_headers',
  'response_excerpt',
];

function settledRow({ delivery, log, retry }: SettledAttempt) {
  return {
    id: delivery.id,
    webhook_id: delivery.webhookId,
    event_id: delivery.row.eventId,
    created_at: delivery.row.createdAt,
    status: retry === null ? 'delivered' : retry.nextAttemptAt === null ? 'failed' : 'pending',
    attempts: delivery.attempts + 1,
    lease_until: null,
    next_attempt_at: retry === null ? null : retry.nextAttemptAt,
    delivered_at: retry === null ? log.at : null,
    last_attempt_at: log.at,
    response_code: log.responseCode,
    duration_ms: log.durationMs,
    error: log.error,
    request_headers: JSON.stringify(log.requestHeaders),
    response_excerpt: log.responseExcerpt,
  };
}

/**
 * Settles a run's attempts in one transaction: the delivered ones and the
 * failed one (due again at its time, or failed for good) in one upsert, and gives back the
 * claimed deliveries not attempted (pending again, as due as they were).
 * A delivery resets the webhook's failures in a row, a failure adds one;
 * returns the failures in a row after this.
 */
export async function settleRun(
  knex: Knex,
  webhookId: number,
  attempts: readonly SettledAttempt[],
  unsent: readonly number[],
): Promise<number> {
  return knex.transaction(async (trx) => {
    // One statement for the run: an upsert on the rows' ids (they exist; it only merges the attempt).
    if (attempts.length > 0)
      await trx('webhook_deliveries')
        .insert(attempts.map(settledRow))
        .onConflict('id')
        .merge(SETTLED_COLUMNS);
    if (unsent.length > 0)
      await trx('webhook_deliveries')
        .whereIn('id', unsent)
        .where({ status: 'sending' })
        .update({ status: 'pending', lease_until: null });
    const failed = attempts.some((a) => a.retry !== null);
    const delivered = attempts.some((a) => a.retry === null);
    if (delivered && !failed)
      await trx('webhooks')
        .where({ id: webhookId })
        .where('consecutive_failures', '>', 0)
        .update({ consecutive_failures: 0 });
    if (!failed) return 0;
    // A run stops at its first failure: the deliveries before it reset the count, it adds one.
    await trx('webhooks')
      .where({ id: webhookId })
      .update({
        consecutive_failures: delivered ? 1 : trx.raw('consecutive_failures + 1'),
      });
    const row = await trx('webhooks')
      .where({ id: webhookId })
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
