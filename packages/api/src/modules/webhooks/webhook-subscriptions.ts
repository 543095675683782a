import { randomUUID } from 'node:crypto';
import type { KeelEvent } from '@keel/types';
import type { ChangeOf, Subscriptions } from '../../lib/changes';
import type { Db, Trx } from '../../lib/db';
import {
  activeWebhooks,
  queueEvent,
  webhooksWanting,
  type ActiveWebhook,
} from './webhook-deliveries.repository';
import { nudgeWebhookWorker } from './webhook-worker';
import { userName } from '../users';

/** A new event id: stable for the event, whatever happens to its deliveries. */
export const newEventId = () => `evt_${randomUUID()}`;

/** Once the writer's transaction has committed, the worker of this process looks at once. */
export function nudgeAfterCommit(trx: Db): void {
  const transaction = trx as unknown as Partial<Trx>;
  if (trx.isTransaction && transaction.executionPromise)
    transaction.executionPromise.then(nudgeWebhookWorker, () => undefined);
  else nudgeWebhookWorker();
}

/**
 * The active webhooks as the writer's transaction first read them: its later
 * records filter the same list, so a transaction that writes hundreds of
 * records (a reschedule moving its successors, an import) reads `webhooks`
 * once. A webhook saved by another transaction meanwhile gets the events of
 * the transactions after, as if it had been saved a moment later.
 */
const webhooksOfTransaction = new WeakMap<object, Promise<ActiveWebhook[]>>();

function webhooksFor(trx: Db): Promise<ActiveWebhook[]> {
  if (!trx.isTransaction) return activeWebhooks(trx);
  let webhooks = webhooksOfTransaction.get(trx);
  if (!webhooks) {
    webhooks = activeWebhooks(trx);
    webhooksOfTransaction.set(trx, webhooks);
  }
  return webhooks;
}

/**
 * A written record becomes an event and a pending delivery for each active,
 * unpaused webhook that wants its type (and its project, when the webhook
 * has one), in the writer's transaction: the delivery is durable exactly
 * when the write commits. With no webhook wanting it, this is one SELECT on
 * the small `webhooks` table a transaction and nothing is written (README.md
 * § Cost).
 */
export function queueWrittenRecord(trx: Db, change: ChangeOf<'record.written'>): Promise<void> {
  const { type, at, actorId, projectId, data } = change;
  return queueWrittenRecords(trx, {
    kind: 'records.written',
    type,
    at,
    actorId,
    records: [{ projectId, data }],
  });
}

/**
 * Many written records of one type (an import): as `queueWrittenRecord` for
 * each, with the transaction's webhooks (read once) filtered per record and
 * the actor's name read once — with no webhook wanting them, nothing written.
 */
export async function queueWrittenRecords(
  trx: Db,
  change: ChangeOf<'records.written'>,
): Promise<void> {
  const webhooks = await webhooksFor(trx);
  let actor: KeelEvent['actor'] | undefined;
  for (const record of change.records) {
    const webhookIds = webhooksWanting(webhooks, change.type, record.projectId);
    if (webhookIds.length === 0) continue;
    actor ??=
      change.actorId === null
        ? null
        : { id: change.actorId, name: (await userName(trx, change.actorId)) ?? '' };
    const event: KeelEvent = {
      id: newEventId(),
      type: change.type,
      occurredAt: new Date(change.at).toISOString(),
      actor,
      data: { ...record.data, projectId: record.data.projectId ?? record.projectId },
    };
    await queueEvent(
      trx,
      {
        publicId: event.id,
        type: event.type,
        occurredAt: change.at,
        payload: JSON.stringify(event),
      },
      webhookIds,
      change.at,
    );
  }
  if (actor !== undefined) nudgeAfterCommit(trx);
}

/** How the webhooks follow the recorded changes (`src/subscriptions.ts`). */
export const webhookSubscriptions: Subscriptions = {
  'record.written': queueWrittenRecord,
  'records.written': queueWrittenRecords,
};
