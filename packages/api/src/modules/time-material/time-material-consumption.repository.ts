import type { Knex } from 'knex';
import { databaseKind } from '../../db/dialect';
import { rememberUntilChanged } from '../../db/row-count';
import { pageOfRows } from '../../lib/lists';

/**
 * What the contracts consumed: aggregated here, in SQL (GROUP BY resource and
 * month over the index `time_entries_project_user_date`), never by reading
 * entries into JS; each entry's amount is rounded half to even in SQL
 * (`amountSql`), equal to `amountForMinutes` of `@keel/types`.
 */

/**
 * An entry's amount in SQL: `minutes * rate / 60` rounded half to even, in
 * integer arithmetic (the product is BIGINT on PostgreSQL, a 64-bit integer
 * on SQLite; both are non-negative, so `/` truncates like a floor).
 */
export function amountSql(minutes: string, rate: string): string {
  const n = `(${minutes} * ${rate})`;
  return (
    `(${n} / 60 + CASE WHEN (${n} % 60) * 2 > 60 ` +
    `OR ((${n} % 60) * 2 = 60 AND (${n} / 60) % 2 = 1) THEN 1 ELSE 0 END)`
  );
}

const ENTRY_AMOUNT = amountSql('e.minutes', 'r.hourly_rate');
const MONTH = 'substr(e.date, 1, 7)';

export interface ConsumptionRow {
  contractId: number;
  resourceId: number;
  /** `YYYY-MM`. */
  month: string;
  minutes: number;
  amount: number;
}

/** Public views shared on PostgreSQL, at most this many contracts (the oldest is forgotten first). */
const MAX_REMEMBERED = 200;
/** Consumption remembered on SQLite (`rememberUntilChanged`). */
const remembered = new Map<string, { stamp: string; value: ConsumptionRow[] }>();

/**
 * Minutes and amount per contract, resource and month: each resource's
 * billable entries on the contract's project within its period, grouped in
 * SQL (only the months with time have a row).
 *
 * On SQLite (one connection, so concurrent readers queue) the answer is
 * remembered until the database changes (`rememberUntilChanged`, as `countRows`
 * does): the public page and the contract pages, reloaded, aggregate once.
 * Any write, from any connection, makes it stale. PostgreSQL always
 * aggregates (its readers run in parallel).
 */
export async function consumption(knex: Knex, contractIds: number[]): Promise<ConsumptionRow[]> {
  if (contractIds.length === 0) return [];
  const what = `consumption\n${[...contractIds].sort((a, b) => a - b).join(',')}`;
  return rememberUntilChanged(knex, what, remembered, () =>
    aggregateConsumption(knex, contractIds),
  );
}

/** Public-view consumption shared on PostgreSQL, per database handle and contract. */
const recentByDatabase = new WeakMap<
  Knex,
  Map<number, { at: number; rows: Promise<ConsumptionRow[]> }>
>();

/**
 * The consumption of one contract for the public view. On SQLite exactly
 * `consumption` (remembered until the database changes). On PostgreSQL, where
 * no cheap change stamp exists, one aggregate is shared by every public call
 * of the contract for `maxAgeMs` (concurrent calls wait for the same query):
 * the public page may lag a write by that long; the signed-in pages always
 * aggregate afresh.
 */
export async function recentConsumption(
  knex: Knex,
  contractId: number,
  maxAgeMs: number,
): Promise<ConsumptionRow[]> {
  if (databaseKind(knex) === 'sqlite') return consumption(knex, [contractId]);
  let recent = recentByDatabase.get(knex);
  if (!recent) {
    recent = new Map();
    recentByDatabase.set(knex, recent);
  }
  const now = performance.now();
  const known = recent.get(contractId);
  if (known && now - known.at < maxAgeMs) return known.rows;
  const rows = aggregateConsumption(knex, [contractId]);
  recent.delete(contractId);
  recent.set(contractId, { at: now, rows });
  // A failed aggregate is not shared.
  rows.catch(() => {
    if (recent?.get(contractId)?.rows === rows) recent.delete(contractId);
  });
  if (recent.size > MAX_REMEMBERED) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
  return rows;
}

async function aggregateConsumption(knex: Knex, contractIds: number[]): Promise<ConsumptionRow[]> {
  const rows = await knex('time_material_resources as r')
    .join('time_material_contracts as c', 'c.id', 'r.contract_id')
    .join('time_entries as e', (on) =>
      on
        .on('e.project_id', 'c.project_id')
        .andOn('e.user_id', 'r.user_id')
        .andOn('e.date', '>=', 'c.period_start')
        .andOn('e.date', '<=', 'c.period_end'),
    )
    .whereIn('r.contract_id', contractIds)
    .andWhere('e.billable', true)
    .groupBy('r.contract_id', 'r.id', knex.raw(MONTH))
    .select<
      Array<{
        contract_id: number;
        resource_id: number;
        month: string;
        minutes: number | string;
        amount: number | string;
      }>
    >(
      'r.contract_id',
      'r.id as resource_id',
      knex.raw(`${MONTH} as month`),
      knex.raw('sum(e.minutes) as minutes'),
      knex.raw(`sum(${ENTRY_AMOUNT}) as amount`),
    );
  return rows.map((row) => ({
    contractId: row.contract_id,
    resourceId: row.resource_id,
    month: row.month,
    minutes: Number(row.minutes),
    amount: Number(row.amount),
  }));
}

export interface EntryRow {
  id: number;
  date: string;
  minutes: number;
  note: string;
  task: { id: number; name: string } | null;
  amount: number;
}

/**
 * A page of a resource's billable entries on the project within the period,
 * newest day first, each with its amount computed in SQL.
 */
export async function resourceEntries(
  knex: Knex,
  scope: { resourceId: number; projectId: number; periodStart: string; periodEnd: string },
  page: { page: number; pageSize: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const base = knex('time_material_resources as r')
    .join('time_entries as e', 'e.user_id', 'r.user_id')
    .where('r.id', scope.resourceId)
    .andWhere('e.project_id', scope.projectId)
    .andWhere('e.date', '>=', scope.periodStart)
    .andWhere('e.date', '<=', scope.periodEnd)
    .andWhere('e.billable', true);
  const ordered = base
    .clone()
    .leftJoin('tasks as t', 't.id', 'e.project_task_id')
    .orderBy([
      { column: 'e.date', order: 'desc' },
      { column: 'e.id', order: 'desc' },
    ])
    .select(
      'e.id',
      'e.date',
      'e.minutes',
      'e.note',
      'e.project_task_id',
      't.name as task_name',
      knex.raw(`${ENTRY_AMOUNT} as amount`),
    );
  const { rows, total } = await pageOfRows<{
    id: number;
    date: string;
    minutes: number;
    note: string;
    project_task_id: number | null;
    task_name: string | null;
    amount: number | string;
  }>(knex, base, ordered, page);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      date: row.date,
      minutes: Number(row.minutes),
      note: row.note,
      task:
        row.project_task_id === null
          ? null
          : { id: row.project_task_id, name: row.task_name ?? '' },
      amount: Number(row.amount),
    })),
    total,
  };
}
