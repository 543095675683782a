import type { RiskEvent, RiskSubscription, RiskSubscriptionScope } from '@keel/types';
import { RISK_EVENTS } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { iso } from '../../lib/dates';
import { whereReadsRisksOf } from './risks.repository';
import { insertReturningId } from '../../lib/insert-row.repository';

/** Who follows which risks and issues, as stored (README.md beside this file). */

function parseEvents(stored: string): RiskEvent[] {
  const events = JSON.parse(stored) as string[];
  return RISK_EVENTS.filter((event) => events.includes(event));
}

/** The user's subscriptions, oldest first, with their project and item named. */
export async function listSubscriptions(knex: Knex, userId: number): Promise<RiskSubscription[]> {
  const rows = await knex('risk_subscriptions as s')
    .leftJoin('projects as p', 'p.id', 's.project_id')
    .leftJoin('risks as r', 'r.id', 's.risk_id')
    .where('s.user_id', userId)
    .orderBy('s.id')
    .select<
      Array<{
        id: number;
        scope: RiskSubscriptionScope;
        events: string;
        created_at: number | string;
        p_id: number | null;
        p_code: string | null;
        p_name: string | null;
        r_id: number | null;
        r_title: string | null;
      }>
    >(
      's.id',
      's.scope',
      's.events',
      's.created_at',
      'p.id as p_id',
      'p.code as p_code',
      'p.name as p_name',
      'r.id as r_id',
      'r.title as r_title',
    );
  return rows.map((r) => ({
    id: r.id,
    scope: r.scope,
    project: r.p_id === null ? null : { id: r.p_id, code: r.p_code ?? '', name: r.p_name ?? '' },
    risk: r.r_id === null ? null : { id: r.r_id, title: r.r_title ?? '' },
    events: parseEvents(r.events),
    createdAt: iso(r.created_at),
  }));
}

/**
 * Serialises one user's subscribes (PostgreSQL: a row lock on the user,
 * released at commit; SQLite runs one transaction at a time), so two at once
 * for the same scope find each other instead of both inserting. Writes nothing.
 */
export async function lockSubscriber(knex: Knex, userId: number): Promise<void> {
  if (databaseKind(knex) === 'postgres')
    await knex('users').where({ id: userId }).forUpdate().first('id');
}

/** The user's subscription of exactly this scope (same project / item), if any. */
export async function findSameSubscription(
  knex: Knex,
  userId: number,
  target: { scope: RiskSubscriptionScope; projectId: number | null; riskId: number | null },
): Promise<number | null> {
  const query = knex('risk_subscriptions').where({ user_id: userId, scope: target.scope });
  if (target.scope === 'project') query.where({ project_id: target.projectId });
  if (target.scope === 'item') query.where({ risk_id: target.riskId });
  const row = await query.orderBy('id').first<{ id: number } | undefined>('id');
  return row ? row.id : null;
}

export async function insertSubscription(
  knex: Knex,
  userId: number,
  target: { scope: RiskSubscriptionScope; projectId: number | null; riskId: number | null },
  events: readonly RiskEvent[],
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'risk_subscriptions', {
    user_id: userId,
    scope: target.scope,
    project_id: target.projectId,
    risk_id: target.riskId,
    events: JSON.stringify(events),
    created_at: now,
  });
}

export async function updateSubscriptionEvents(
  knex: Knex,
  id: number,
  events: readonly RiskEvent[],
): Promise<void> {
  await knex('risk_subscriptions')
    .where({ id })
    .update({ events: JSON.stringify(events) });
}

/** Deletes one of the user's subscriptions; 0 when it is not theirs (or does not exist). */
export async function deleteSubscription(knex: Knex, userId: number, id: number): Promise<number> {
  return knex('risk_subscriptions').where({ id, user_id: userId }).delete();
}

/**
 * The users to notify of `events` on an item, each once with the events their
 * subscriptions name: subscribed (all, the item's project, or the item) to at
 * least one of the events, not the actor, and still able to read the item
 * (checked in SQL). One query.
 */
export async function subscribersOf(
  knex: Knex,
  item: { id: number; projectId: number },
  events: readonly RiskEvent[],
  actorId: number,
): Promise<Map<number, Set<RiskEvent>>> {
  if (events.length === 0) return new Map();
  const query = knex('risk_subscriptions as s')
    .join('users as u', 'u.id', 's.user_id')
    .whereNot('s.user_id', actorId)
    .where((q) => {
      q.where('s.scope', 'all')
        .orWhere((p) => p.where('s.scope', 'project').where('s.project_id', item.projectId))
        .orWhere((i) => i.where('s.scope', 'item').where('s.risk_id', item.id));
    })
    .where((q) => {
      for (const event of events) q.orWhere('s.events', 'like', `%"${event}"%`);
    })
    .select<Array<{ user_id: number; events: string }>>('s.user_id', 's.events');
  whereReadsRisksOf(query, knex, item.projectId);
  const recipients = new Map<number, Set<RiskEvent>>();
  for (const row of await query) {
    const named = recipients.get(row.user_id) ?? new Set<RiskEvent>();
    for (const event of parseEvents(row.events)) if (events.includes(event)) named.add(event);
    recipients.set(row.user_id, named);
  }
  return recipients;
}
