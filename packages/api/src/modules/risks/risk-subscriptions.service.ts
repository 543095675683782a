import {
  isCriticalSeverity,
  type RiskEvent,
  type RiskStatus,
  type RiskSubscription,
  type RiskSubscriptionCreateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { getProjectPermissions, type AuthUser } from '../auth';
import { insertNotifications, type NewNotification } from '../notifications';
import * as subscriptions from './risk-subscriptions.repository';
import * as repo from './risks.repository';
import { RISK_NOT_FOUND } from './risks.repository';

/**
 * Who follows the register (subscriptions to everything, a project or an
 * item) and the in-app notifications a risk's events send them.
 */

type SubscribeInput = z.output<typeof RiskSubscriptionCreateInputSchema>;

const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/* Events -------------------------------------------------------------------- */

interface Happened {
  created?: boolean;
  /** The severity before a save that raised it. */
  severityFrom?: number;
  /** The status before a save that changed it. */
  statusFrom?: RiskStatus;
  commented?: boolean;
}

const KIND_LABEL = { risk: 'Risk', issue: 'Issue' } as const;

/** What one event says, after `Risk "<title>" on <code>`. */
function clause(
  event: RiskEvent,
  values: repo.RiskValues,
  happened: Happened,
  actor: string,
): string {
  switch (event) {
    case 'created':
      return `was raised by ${actor} (severity ${values.severity})`;
    case 'severityRaised':
      return isCriticalSeverity(values.severity) &&
        !isCriticalSeverity(happened.severityFrom ?? values.severity)
        ? `is now critical (severity ${values.severity})`
        : `rose from severity ${happened.severityFrom} to ${values.severity}`;
    case 'statusChanged':
      return values.status === 'closed'
        ? 'was closed'
        : happened.statusFrom === 'closed'
          ? `was reopened (${values.status})`
          : `is now ${values.status}`;
    case 'commented':
      return `has a new comment by ${actor}`;
  }
}

/**
 * In the write's transaction: one in-app notification per subscriber whose
 * subscription covers the item and names one of the events, who may still
 * read it, never the actor; the text names the risk, the project and what
 * happened.
 */
export async function notify(
  trx: Db,
  actor: AuthUser,
  item: { id: number; projectId: number; values: repo.RiskValues },
  happened: Happened,
  now: number,
): Promise<void> {
  const events: RiskEvent[] = [];
  if (happened.created) events.push('created');
  if (happened.severityFrom !== undefined) events.push('severityRaised');
  if (happened.statusFrom !== undefined) events.push('statusChanged');
  if (happened.commented) events.push('commented');
  const recipients = await subscriptions.subscribersOf(trx, item, events, actor.id);
  if (recipients.size === 0) return;
  const project = await repo.findProjectRef(trx, item.projectId);
  if (!project) return;
  const subject = `${KIND_LABEL[item.values.kind]} "${item.values.title}" on ${project.code}`;
  const link = `/projects/${item.projectId}/risks?risk=${item.id}`;
  const notifications: NewNotification[] = [];
  for (const [userId, named] of recipients) {
    const clauses = events
      .filter((event) => named.has(event))
      .map((event) => clause(event, item.values, happened, actor.name));
    if (clauses.length === 0) continue;
    notifications.push({ userId, kind: 'risk', text: `${subject} ${clauses.join(' and ')}`, link });
  }
  await insertNotifications(trx, notifications, now);
}

/* Subscriptions --------------------------------------------------------------- */

export async function listSubscriptions(
  deps: AppDeps,
  user: AuthUser,
): Promise<RiskSubscription[]> {
  return subscriptions.listSubscriptions(deps.knex, user.id);
}

export async function subscribe(
  deps: AppDeps,
  user: AuthUser,
  input: SubscribeInput,
): Promise<RiskSubscription> {
  let target: { scope: SubscribeInput['scope']; projectId: number | null; riskId: number | null };
  if (input.scope === 'all') target = { scope: 'all', projectId: null, riskId: null };
  else if (input.scope === 'project') {
    const projectId = input.projectId as number;
    if (!(await getProjectPermissions(deps.knex, user, projectId)).readRisks)
      throw new NotFoundError('Project not found');
    target = { scope: 'project', projectId, riskId: null };
  } else {
    const riskId = input.riskId as number;
    const projectId = await repo.findRiskProjectId(deps.knex, riskId);
    if (projectId === null || !(await getProjectPermissions(deps.knex, user, projectId)).readRisks)
      throw new NotFoundError(RISK_NOT_FOUND);
    target = { scope: 'item', projectId, riskId };
  }
  const id = await deps.knex.transaction(async (trx) => {
    await subscriptions.lockSubscriber(trx, user.id);
    const existing = await subscriptions.findSameSubscription(trx, user.id, target);
    if (existing !== null) {
      await subscriptions.updateSubscriptionEvents(trx, existing, input.events);
      return existing;
    }
    return subscriptions.insertSubscription(trx, user.id, target, input.events, deps.clock());
  });
  const subscription = (await subscriptions.listSubscriptions(deps.knex, user.id)).find(
    (s) => s.id === id,
  );
  if (!subscription) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
  return subscription;
}

export async function unsubscribe(
  deps: AppDeps,
  user: AuthUser,
  subscriptionId: number,
): Promise<{ ok: true }> {
  // Another user's subscription is "not found": its id is not confirmed.
  if ((await subscriptions.deleteSubscription(deps.knex, user.id, subscriptionId)) === 0)
    throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
  return { ok: true };
}
