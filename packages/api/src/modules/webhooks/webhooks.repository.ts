import type { EventType, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { existingIds } from '../../lib/existing-ids.repository';
import { pageOfItems } from '../../lib/lists';
import { userDetailColumns, userRefOf, type UserDetailsRow } from '../../lib/user-ref';
import type { VersionedTable } from '../../lib/versioned-save';

/**
 * The `webhooks` table (see its migration). `events` is stored comma-framed
 * (`,task.created,task.updated,`) so "wants this type" is one LIKE.
 */

export const WEBHOOK_ROWS: VersionedTable = { table: 'webhooks', notFound: 'Webhook not found' };

export interface WebhookRecord {
  id: number;
  url: string;
  events: EventType[];
  projectId: number | null;
  projectName: string | null;
  active: boolean;
  pausedAt: string | null;
  consecutiveFailures: number;
  createdBy: UserRef | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface WebhookValues {
  url: string;
  events: readonly EventType[];
  projectId: number | null;
  active: boolean;
}

interface WebhookRow extends UserDetailsRow<'creator'> {
  id: number;
  url: string;
  events: string;
  project_id: number | null;
  project_name: string | null;
  active: boolean | number;
  paused_at: number | string | null;
  consecutive_failures: number;
  created_by: number | null;
  created_at: number | string;
  updated_at: number | string;
  version: number;
}

export const eventsColumn = (events: readonly string[]) => `,${events.join(',')},`;

function toRecord(row: WebhookRow): WebhookRecord {
  return {
    id: row.id,
    url: row.url,
    events: row.events.split(',').filter(Boolean) as EventType[],
    projectId: row.project_id,
    projectName: row.project_name,
    active: Boolean(row.active),
    pausedAt: iso(row.paused_at),
    consecutiveFailures: Number(row.consecutive_failures),
    createdBy: userRefOf(row, 'creator', row.created_by),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: Number(row.version),
  };
}

function selectWebhooks(knex: Knex): Knex.QueryBuilder {
  return knex('webhooks as w')
    .leftJoin('projects as p', 'p.id', 'w.project_id')
    .leftJoin('users as u', 'u.id', 'w.created_by')
    .select(
      'w.id',
      'w.url',
      'w.events',
      'w.project_id',
      'p.name as project_name',
      'w.active',
      'w.paused_at',
      'w.consecutive_failures',
      'w.created_by',
      ...userDetailColumns('u', 'creator'),
      'w.created_at',
      'w.updated_at',
      'w.version',
    );
}

/** A page of the webhooks, newest first. */
export async function listWebhooks(
  knex: Knex,
  page: { page: number; pageSize: number },
): Promise<{ items: WebhookRecord[]; total: number }> {
  return pageOfItems<WebhookRow, WebhookRecord>(
    knex,
    knex('webhooks'),
    selectWebhooks(knex).orderBy('w.id', 'desc'),
    page,
    (rows) => rows.map(toRecord),
  );
}

export async function findWebhook(knex: Knex, id: number): Promise<WebhookRecord | null> {
  const row = (await selectWebhooks(knex).where('w.id', id).first()) as WebhookRow | undefined;
  return row ? toRecord(row) : null;
}

/** Whether the project exists (and is not deleted). */
export async function projectExists(knex: Knex, projectId: number): Promise<boolean> {
  return (await existingIds(knex, 'projects', [projectId])).has(projectId);
}

/** Inserts a webhook; `seal` makes the stored secret from its new id. */
export async function insertWebhook(
  knex: Knex,
  values: WebhookValues,
  seal: (id: number) => string,
  userId: number,
  now: number,
): Promise<number> {
  const [inserted] = (await knex('webhooks')
    .insert({
      url: values.url,
      events: eventsColumn(values.events),
      project_id: values.projectId,
      active: values.active,
      secret_sealed: '',
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')) as Array<{ id: number }>;
  const id = Number(inserted?.id);
  await knex('webhooks')
    .where({ id })
    .update({ secret_sealed: seal(id) });
  return id;
}

/**
 * Writes the values (the version was claimed before). Setting `active`
 * also lifts a pause and forgets the failures, and makes the webhook's
 * waiting deliveries due now.
 */
export async function updateWebhookRow(
  knex: Knex,
  id: number,
  values: WebhookValues,
  now: number,
): Promise<void> {
  await knex('webhooks')
    .where({ id })
    .update({
      url: values.url,
      events: eventsColumn(values.events),
      project_id: values.projectId,
      active: values.active,
      updated_at: now,
      ...(values.active ? { paused_at: null, consecutive_failures: 0 } : {}),
    });
  if (values.active)
    await knex('webhook_deliveries')
      .where({ webhook_id: id, status: 'pending' })
      .update({ next_attempt_at: now });
}

/** Deletes the webhook, its deliveries (cascade) and the events no other webhook still has. */
export async function deleteWebhookRow(knex: Knex, id: number): Promise<void> {
  const eventIds = (
    await knex('webhook_deliveries').where({ webhook_id: id }).distinct('event_id')
  ).map((row: { event_id: number }) => row.event_id);
  await knex('webhook_deliveries').where({ webhook_id: id }).delete();
  await knex('webhooks').where({ id }).delete();
  for (let start = 0; start < eventIds.length; start += 500)
    await knex('webhook_events')
      .whereIn('id', eventIds.slice(start, start + 500))
      .whereNotExists(
        knex('webhook_deliveries').whereRaw('webhook_deliveries.event_id = webhook_events.id'),
      )
      .delete();
}

/** What the worker needs to send to a webhook: its URL and sealed secret. */
export async function webhookTarget(
  knex: Knex,
  id: number,
): Promise<{ url: string; secretSealed: string; createdBy: number | null } | null> {
  const row = await knex('webhooks')
    .where({ id })
    .first<{ url: string; secret_sealed: string; created_by: number | null } | undefined>(
      'url',
      'secret_sealed',
      'created_by',
    );
  return row ? { url: row.url, secretSealed: row.secret_sealed, createdBy: row.created_by } : null;
}
