import type {
  BudgetChange,
  BudgetChangeSource,
  ScopeGroup,
  ScopeItemStatus,
  ScopeItemType,
  UserRef,
} from '@keel/types';
import type { Knex } from 'knex';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { pageOfItems, pageWindow } from '../../lib/lists';
import { userRefColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

/** The project's scope items as version-checked saves see them: only the route's project's. */
export function scopeItemsOf(projectId: number, notFound: string): VersionedTable {
  return {
    table: 'scope_items',
    notFound,
    live: (query) => query.where({ project_id: projectId }),
  };
}

/** A scope item as stored, with its people; the service decides what the reader sees of it. */
export interface ScopeItemRecord {
  id: number;
  projectId: number;
  title: string;
  description: string;
  type: ScopeItemType;
  status: ScopeItemStatus;
  effortMinutes: number;
  priceAmount: number;
  currency: string;
  requestedBy: string;
  createdBy: UserRef | null;
  createdAt: string;
  decidedBy: UserRef | null;
  decidedAt: string | null;
  decisionNote: string;
  version: number;
}

interface ScopeRow extends UserRefRow<'cb'>, UserRefRow<'db'> {
  id: number;
  project_id: number;
  title: string;
  description: string;
  type: ScopeItemType;
  status: ScopeItemStatus;
  effort_minutes: number;
  price_amount: number | string;
  currency: string;
  requested_by: string;
  created_at: number | string;
  decided_at: number | string | null;
  decision_note: string;
  version: number;
}

function toRecord(row: ScopeRow): ScopeItemRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    effortMinutes: Number(row.effort_minutes),
    priceAmount: Number(row.price_amount),
    currency: row.currency,
    requestedBy: row.requested_by,
    createdBy: userRefOf(row, 'cb'),
    createdAt: iso(row.created_at),
    decidedBy: userRefOf(row, 'db'),
    decidedAt: iso(row.decided_at),
    decisionNote: row.decision_note,
    version: Number(row.version),
  };
}

/** Narrows `scope_items` (aliased `s`) to one section of the page. */
function whereGroup(query: Knex.QueryBuilder, group: ScopeGroup): void {
  if (group === 'baseline') query.where('s.type', 'baseline');
  else if (group === 'open') query.where({ 's.type': 'change', 's.status': 'proposed' });
  else query.where('s.type', 'change').whereIn('s.status', ['approved', 'rejected', 'delivered']);
}

function selectItems(knex: Knex): Knex.QueryBuilder {
  return knex('scope_items as s')
    .join('projects as p', 'p.id', 's.project_id')
    .leftJoin('users as cb', 'cb.id', 's.created_by')
    .leftJoin('users as db', 'db.id', 's.decided_by')
    .select(
      's.id',
      's.project_id',
      's.title',
      's.description',
      's.type',
      's.status',
      's.effort_minutes',
      's.price_amount',
      'p.currency',
      's.requested_by',
      's.created_at',
      's.decided_at',
      's.decision_note',
      's.version',
      ...userRefColumns('cb'),
      ...userRefColumns('db'),
    );
}

/** One page of a project's items: baseline first, then open, then decided; newest last in each. */
export async function listScopeItems(
  knex: Knex,
  projectId: number,
  query: { group?: ScopeGroup; page: number; pageSize: number },
): Promise<{ items: ScopeItemRecord[]; total: number }> {
  const filtered = knex('scope_items as s').where('s.project_id', projectId);
  if (query.group) whereGroup(filtered, query.group);
  const ordered = selectItems(knex).where('s.project_id', projectId);
  if (query.group) whereGroup(ordered, query.group);
  ordered.orderByRaw(
    "CASE WHEN s.type = 'baseline' THEN 0 WHEN s.status = 'proposed' THEN 1 ELSE 2 END, s.id",
  );
  return pageOfItems(knex, filtered, ordered, query, (rows: ScopeRow[]) => rows.map(toRecord));
}

export async function findScopeItem(
  knex: Knex,
  projectId: number,
  id: number,
): Promise<ScopeItemRecord | null> {
  const row = (await selectItems(knex).where({ 's.id': id, 's.project_id': projectId }).first()) as
    ScopeRow | undefined;
  return row ? toRecord(row) : null;
}

export interface GroupTotals {
  count: number;
  effortMinutes: number;
  priceAmount: number;
}

/** Count, effort and price per (type, status) of a project, summed in SQL (one indexed query). */
export async function scopeTotals(
  knex: Knex,
  projectId: number,
): Promise<Array<{ type: ScopeItemType; status: ScopeItemStatus } & GroupTotals>> {
  const rows = await knex('scope_items')
    .where({ project_id: projectId })
    .groupBy('type', 'status')
    .select<
      Array<{
        type: ScopeItemType;
        status: ScopeItemStatus;
        count: number | string;
        effort: number | string | null;
        price: number | string | null;
      }>
    >(
      'type',
      'status',
      knex.raw('COUNT(*) as count'),
      knex.raw('SUM(effort_minutes) as effort'),
      knex.raw('SUM(price_amount) as price'),
    );
  return rows.map((r) => ({
    type: r.type,
    status: r.status,
    count: Number(r.count),
    effortMinutes: Number(r.effort ?? 0),
    priceAmount: Number(r.price ?? 0),
  }));
}

/** The fields of a scope item a save writes. */
export type ScopeValues = Pick<
  ScopeItemRecord,
  'title' | 'description' | 'type' | 'status' | 'effortMinutes' | 'priceAmount' | 'requestedBy'
>;

/** The stored columns of a scope item's values. */
function columns(values: ScopeValues) {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    status: values.status,
    effort_minutes: values.effortMinutes,
    price_amount: values.priceAmount,
    requested_by: values.requestedBy,
  };
}

export async function insertScopeItem(
  knex: Knex,
  projectId: number,
  values: ScopeValues,
  createdBy: number | null,
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'scope_items', {
    project_id: projectId,
    ...columns(values),
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateScopeItemRow(
  knex: Knex,
  id: number,
  values: ScopeValues,
  now: number,
): Promise<void> {
  await knex('scope_items')
    .where({ id })
    .update({ ...columns(values), updated_at: now });
}

export async function writeDecision(
  knex: Knex,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; note: string },
  now: number,
): Promise<void> {
  await knex('scope_items').where({ id }).update({
    status: decision.status,
    decided_by: decision.decidedBy,
    decided_at: now,
    decision_note: decision.note,
    updated_at: now,
  });
}

/** The project's budget as stored (deleted projects are not found). */
export async function findBudget(
  knex: Knex,
  projectId: number,
): Promise<{ amount: number | null; minutes: number | null; currency: string } | null> {
  const row = await knex('projects')
    .where({ id: projectId })
    .whereNull('deleted_at')
    .first<
      | { budget_amount: number | string | null; budget_minutes: number | null; currency: string }
      | undefined
    >('budget_amount', 'budget_minutes', 'currency');
  if (!row) return null;
  return {
    amount: row.budget_amount === null ? null : Number(row.budget_amount),
    minutes: row.budget_minutes === null ? null : Number(row.budget_minutes),
    currency: row.currency,
  };
}

/** Sets the budget columns; the caller claimed the project's version in its transaction. */
export async function writeBudget(
  knex: Knex,
  projectId: number,
  budget: { amount: number | null; minutes: number | null },
  now: number,
): Promise<void> {
  await knex('projects')
    .where({ id: projectId })
    .update({ budget_amount: budget.amount, budget_minutes: budget.minutes, updated_at: now });
}

export interface BudgetChangeValues {
  projectId: number;
  changedBy: number | null;
  source: BudgetChangeSource;
  scopeItemId: number | null;
  amountBefore: number | null;
  amountAfter: number | null;
  minutesBefore: number | null;
  minutesAfter: number | null;
}

/** Appends one row to a project's budget history. */
export async function insertBudgetChange(
  knex: Knex,
  values: BudgetChangeValues,
  now: number,
): Promise<void> {
  await knex('project_budget_changes').insert({
    project_id: values.projectId,
    changed_at: now,
    changed_by: values.changedBy,
    source: values.source,
    scope_item_id: values.scopeItemId,
    amount_before: values.amountBefore,
    amount_after: values.amountAfter,
    minutes_before: values.minutesBefore,
    minutes_after: values.minutesAfter,
  });
}

/** Does the project have this change recorded already (the demo seeding asks, to stay idempotent)? */
export async function hasBudgetChangeFor(knex: Knex, scopeItemId: number): Promise<boolean> {
  const row = await knex('project_budget_changes')
    .where({ scope_item_id: scopeItemId })
    .first('id');
  return row !== undefined;
}

export async function listBudgetChanges(
  knex: Knex,
  projectId: number,
  currency: string,
  query: { page: number; pageSize: number },
): Promise<{ items: BudgetChange[]; total: number }> {
  const filtered = knex('project_budget_changes as b').where('b.project_id', projectId);
  const total = await countRows(knex, filtered);
  const { offset, limit } = pageWindow(query);
  const rows = await knex('project_budget_changes as b')
    .leftJoin('users as u', 'u.id', 'b.changed_by')
    .leftJoin('scope_items as s', 's.id', 'b.scope_item_id')
    .where('b.project_id', projectId)
    .orderBy([
      { column: 'b.changed_at', order: 'desc' },
      { column: 'b.id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit)
    .select<
      Array<
        {
          id: number;
          changed_at: number | string;
          source: BudgetChangeSource;
          amount_before: number | string | null;
          amount_after: number | string | null;
          minutes_before: number | null;
          minutes_after: number | null;
          s_id: number | null;
          s_title: string | null;
        } & UserRefRow<'u'>
      >
    >(
      'b.id',
      'b.changed_at',
      'b.source',
      'b.amount_before',
      'b.amount_after',
      'b.minutes_before',
      'b.minutes_after',
      ...userRefColumns('u'),
      's.id as s_id',
      's.title as s_title',
    );
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      at: iso(r.changed_at),
      by: userRefOf(r, 'u'),
      source: r.source,
      scopeItem: r.s_id === null ? null : { id: r.s_id, title: r.s_title ?? '' },
      currency,
      amountBefore: num(r.amount_before),
      amountAfter: num(r.amount_after),
      minutesBefore: num(r.minutes_before),
      minutesAfter: num(r.minutes_after),
    })),
  };
}

/**
 * Bumps the project's version (and so locks its row on PostgreSQL until the
 * transaction ends) before its budget is read and changed: a budget change
 * is a change of the project, and concurrent approvals queue on the lock.
 */
export async function claimProjectForBudget(
  knex: Knex,
  projectId: number,
  now: number,
): Promise<boolean> {
  const changed = await knex('projects')
    .where({ id: projectId })
    .whereNull('deleted_at')
    .update({ version: knex.raw('version + 1'), updated_at: now });
  return changed === 1;
}

/** Who decided and when, for a seeded decision (the status was written with the item). */
export async function writeDecisionAt(
  knex: Knex,
  id: number,
  decision: { decidedBy: number; note: string },
  at: number,
): Promise<void> {
  await knex('scope_items')
    .where({ id })
    .update({ decided_by: decision.decidedBy, decided_at: at, decision_note: decision.note });
}
