import type { AuditAction, AuditEntityType, AuditEntry } from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { whereMatches } from '../../lib/lists';
import { userDetailColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';

export interface AuditRecord {
  actorId: number | null;
  at: number;
  entityType: AuditEntityType;
  entityId: number | null;
  entityLabel: string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one administrative change. Called with the transaction of the
 * change itself, so a change and its audit entry are written together or not at all.
 */
export async function recordAudit(trx: Knex, record: AuditRecord): Promise<void> {
  await trx('audit_log').insert({
    at: record.at,
    actor_id: record.actorId,
    entity_type: record.entityType,
    entity_id: record.entityId,
    entity_label: record.entityLabel.slice(0, 254),
    action: record.action,
    before: record.before === undefined ? null : JSON.stringify(record.before),
    after: record.after === undefined ? null : JSON.stringify(record.after),
  });
}

interface AuditRow extends UserRefRow<'actor'> {
  id: number;
  at: number;
  entity_type: AuditEntityType;
  entity_id: number | null;
  entity_label: string;
  action: AuditAction;
  before: string | null;
  after: string | null;
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: iso(row.at),
    // No actor, or one the users table no longer holds (the left join found no name): none.
    actor: row.actor_name === null ? null : userRefOf(row, 'actor'),
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    action: row.action,
    before: parseJson(row.before),
    after: parseJson(row.after),
  };
}

export interface AuditFilter {
  entityTypes: readonly AuditEntityType[];
  search?: string;
  entityId?: number;
  action?: AuditAction;
  actorId?: number;
  fromMs?: number;
  toMs?: number;
}

function filtered(knex: Knex, filter: AuditFilter): Knex.QueryBuilder {
  const query = knex('audit_log as a').whereIn('a.entity_type', [...filter.entityTypes]);
  if (filter.search) whereMatches(query, ['a.entity_label'], filter.search);
  if (filter.entityId !== undefined) query.where('a.entity_id', filter.entityId);
  if (filter.action) query.where('a.action', filter.action);
  if (filter.actorId !== undefined) query.where('a.actor_id', filter.actorId);
  if (filter.fromMs !== undefined) query.where('a.at', '>=', filter.fromMs);
  if (filter.toMs !== undefined) query.where('a.at', '<', filter.toMs);
  return query;
}

export async function listAudit(
  knex: Knex,
  filter: AuditFilter,
  page: { offset: number; limit: number; direction: 'asc' | 'desc' },
): Promise<{ items: AuditEntry[]; total: number }> {
  const total = await countRows(knex, filtered(knex, filter));
  const rows = await filtered(knex, filter)
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select<AuditRow[]>('a.*', ...userDetailColumns('u', 'actor'))
    .orderBy([
      { column: 'a.at', order: page.direction },
      { column: 'a.id', order: page.direction },
    ])
    .offset(page.offset)
    .limit(page.limit);
  return { items: rows.map(toAuditEntry), total };
}
