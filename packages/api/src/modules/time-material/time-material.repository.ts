import type { UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { databaseKind } from '../../db/database';
import { rememberUntilChanged } from '../../db/row-count';
import { pageOfRows } from '../../lib/lists';

/**
 * Time and material contracts: all SQL of the module. Consumption is
 * aggregated here, in SQL (GROUP BY resource and month over the index
 * `time_entries_project_user_date`), never by reading entries into JS; each
 * entry's amount is rounded half to even in SQL (`amountSql`), equal to
 * `amountForMinutes` of `@keel/types`.
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

export interface ContractRow {
  id: number;
  projectId: number;
  name: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  capAmount: number | null;
  capMinutes: number | null;
  tokenActive: boolean;
  tokenCreatedAt: number | null;
  version: number;
}

interface RawContract {
  id: number;
  project_id: number;
  name: string;
  period_start: string;
  period_end: string;
  currency: string;
  cap_amount: number | string | null;
  cap_minutes: number | string | null;
  stakeholder_token_hash: string | null;
  stakeholder_token_created_at: number | string | null;
  version: number;
}

const CONTRACT_COLUMNS = [
  'c.id',
  'c.project_id',
  'c.name',
  'c.period_start',
  'c.period_end',
  'c.currency',
  'c.cap_amount',
  'c.cap_minutes',
  'c.stakeholder_token_hash',
  'c.stakeholder_token_created_at',
  'c.version',
];

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function toContract(row: RawContract): ContractRow {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    currency: row.currency,
    capAmount: num(row.cap_amount),
    capMinutes: num(row.cap_minutes),
    tokenActive: row.stakeholder_token_hash !== null,
    tokenCreatedAt: num(row.stakeholder_token_created_at),
    version: Number(row.version),
  };
}

/** A page of a project's contracts, latest period first. */
export async function listContracts(
  knex: Knex,
  projectId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: ContractRow[]; total: number }> {
  const base = knex('time_material_contracts as c').where('c.project_id', projectId);
  const ordered = base
    .clone()
    .orderBy([
      { column: 'c.period_start', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .select(CONTRACT_COLUMNS);
  const { rows, total } = await pageOfRows<RawContract>(knex, base, ordered, page);
  return { rows: rows.map(toContract), total };
}

/** A contract of the project (null when it does not exist or is another project's). */
export async function findContract(
  knex: Knex,
  projectId: number,
  contractId: number,
): Promise<ContractRow | null> {
  const row = await knex('time_material_contracts as c')
    .where({ 'c.id': contractId, 'c.project_id': projectId })
    .first<RawContract | undefined>(CONTRACT_COLUMNS);
  return row ? toContract(row) : null;
}

export interface PublicProject {
  id: number;
  code: string;
  name: string;
}

/**
 * The contract whose current token hashes to `tokenHash`, with its project,
 * when that project is `projectId` and not deleted (one probe of the unique
 * token index). Anything else is null: the public routes answer all of it 404.
 */
export async function findContractByToken(
  knex: Knex,
  projectId: number,
  tokenHash: string,
): Promise<{ contract: ContractRow; project: PublicProject } | null> {
  const row = await knex('time_material_contracts as c')
    .join('projects as p', 'p.id', 'c.project_id')
    .where('c.stakeholder_token_hash', tokenHash)
    .andWhere('c.project_id', projectId)
    .whereNull('p.deleted_at')
    .first<(RawContract & { project_code: string; project_name: string }) | undefined>([
      ...CONTRACT_COLUMNS,
      'p.code as project_code',
      'p.name as project_name',
    ]);
  if (!row) return null;
  return {
    contract: toContract(row),
    project: { id: row.project_id, code: row.project_code, name: row.project_name },
  };
}

export interface ContractValues {
  name: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  capAmount: number | null;
  capMinutes: number | null;
}

function contractColumns(values: ContractValues) {
  return {
    name: values.name,
    period_start: values.periodStart,
    period_end: values.periodEnd,
    currency: values.currency,
    cap_amount: values.capAmount,
    cap_minutes: values.capMinutes,
  };
}

export async function insertContract(
  knex: Knex,
  projectId: number,
  values: ContractValues,
  now: number,
): Promise<number> {
  const [row] = await knex('time_material_contracts')
    .insert({ project_id: projectId, ...contractColumns(values), created_at: now, updated_at: now })
    .returning<Array<{ id: number } | number>>('id');
  return typeof row === 'object' ? row.id : Number(row);
}

/** Writes a contract's fields (its version was bumped by the claim). */
export async function updateContractRow(
  knex: Knex,
  id: number,
  values: ContractValues,
): Promise<void> {
  await knex('time_material_contracts').where({ id }).update(contractColumns(values));
}

export async function deleteContractRow(knex: Knex, id: number): Promise<void> {
  await knex('time_material_resources').where({ contract_id: id }).delete();
  await knex('time_material_contracts').where({ id }).delete();
}

/** Sets (a hash and its time) or clears (nulls) the contract's stakeholder token. */
export async function setStakeholderToken(
  knex: Knex,
  id: number,
  tokenHash: string | null,
  createdAt: number | null,
): Promise<void> {
  await knex('time_material_contracts')
    .where({ id })
    .update({ stakeholder_token_hash: tokenHash, stakeholder_token_created_at: createdAt });
}

/** Narrows a contract claim to contracts with a live token (revoking one without is a 404). */
export function withStakeholderToken(query: Knex.QueryBuilder): void {
  query.whereNotNull('stakeholder_token_hash');
}

// ---------------------------------------------------------------- resources

export interface ResourceRow {
  id: number;
  contractId: number;
  user: UserRef;
  hourlyRate: number;
  capMinutes: number | null;
  version: number;
}

interface RawResource {
  id: number;
  contract_id: number;
  user_id: number;
  user_name: string;
  user_initials: string;
  user_color: string;
  hourly_rate: number | string;
  cap_minutes: number | string | null;
  version: number;
}

const RESOURCE_COLUMNS = [
  'r.id',
  'r.contract_id',
  'r.user_id',
  'u.name as user_name',
  'u.initials as user_initials',
  'u.color as user_color',
  'r.hourly_rate',
  'r.cap_minutes',
  'r.version',
];

function toResource(row: RawResource): ResourceRow {
  return {
    id: row.id,
    contractId: row.contract_id,
    user: {
      id: row.user_id,
      name: row.user_name,
      initials: row.user_initials,
      color: row.user_color,
    },
    hourlyRate: Number(row.hourly_rate),
    capMinutes: num(row.cap_minutes),
    version: Number(row.version),
  };
}

/** The resources of the contracts, by name. */
export async function listResources(knex: Knex, contractIds: number[]): Promise<ResourceRow[]> {
  if (contractIds.length === 0) return [];
  const rows = await knex('time_material_resources as r')
    .join('users as u', 'u.id', 'r.user_id')
    .whereIn('r.contract_id', contractIds)
    .orderBy([{ column: 'u.name' }, { column: 'r.id' }])
    .select<RawResource[]>(RESOURCE_COLUMNS);
  return rows.map(toResource);
}

/** A resource of the contract (null when it is another contract's or does not exist). */
export async function findResource(
  knex: Knex,
  contractId: number,
  resourceId: number,
): Promise<ResourceRow | null> {
  const row = await knex('time_material_resources as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where({ 'r.id': resourceId, 'r.contract_id': contractId })
    .first<RawResource | undefined>(RESOURCE_COLUMNS);
  return row ? toResource(row) : null;
}

/** Resource counts of the contracts. */
export async function resourceCounts(
  knex: Knex,
  contractIds: number[],
): Promise<Map<number, number>> {
  if (contractIds.length === 0) return new Map();
  const rows = await knex('time_material_resources')
    .whereIn('contract_id', contractIds)
    .groupBy('contract_id')
    .select<Array<{ contract_id: number; count: number | string }>>(
      'contract_id',
      knex.raw('count(*) as count'),
    );
  return new Map(rows.map((r) => [r.contract_id, Number(r.count)]));
}

export async function resourceOnContract(
  knex: Knex,
  contractId: number,
  userId: number,
): Promise<boolean> {
  const row = await knex('time_material_resources')
    .where({ contract_id: contractId, user_id: userId })
    .first('id');
  return Boolean(row);
}

/** Is the error the unique (contract, user) index refusing a second row? */
export function isDuplicateResource(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed: time_material_resources/.test(e?.message ?? '')
  );
}

export async function insertResource(
  knex: Knex,
  values: { contractId: number; userId: number; hourlyRate: number; capMinutes: number | null },
  now: number,
): Promise<number> {
  const [row] = await knex('time_material_resources')
    .insert({
      contract_id: values.contractId,
      user_id: values.userId,
      hourly_rate: values.hourlyRate,
      cap_minutes: values.capMinutes,
      created_at: now,
      updated_at: now,
    })
    .returning<Array<{ id: number } | number>>('id');
  return typeof row === 'object' ? row.id : Number(row);
}

export async function updateResourceRow(
  knex: Knex,
  id: number,
  values: { hourlyRate: number; capMinutes: number | null },
): Promise<void> {
  await knex('time_material_resources')
    .where({ id })
    .update({ hourly_rate: values.hourlyRate, cap_minutes: values.capMinutes });
}

export async function deleteResourceRow(knex: Knex, id: number): Promise<void> {
  await knex('time_material_resources').where({ id }).delete();
}

/** Is the user active, internal and not deleted (who may be billed on a contract)? */
export async function isActiveInternalUser(knex: Knex, userId: number): Promise<boolean> {
  const row = await knex('users')
    .where({ id: userId, status: 'active', external: false })
    .whereNull('deleted_at')
    .first('id');
  return Boolean(row);
}

// -------------------------------------------------------------- consumption

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

// ------------------------------------------------- public-token rate limit

export async function recordLinkFailure(knex: Knex, ip: string, now: number): Promise<void> {
  await knex('public_link_failures').insert({ ip, created_at: now });
}

/** Failures of the address since `since`, with the oldest one's time (for Retry-After). */
export async function countLinkFailures(
  knex: Knex,
  ip: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await knex('public_link_failures')
    .where('ip', ip)
    .andWhere('created_at', '>', since)
    .first<{ count: number | string; oldest: number | string | null }>(
      knex.raw('count(*) as count'),
      knex.raw('min(created_at) as oldest'),
    );
  return { count: Number(row?.count ?? 0), oldest: num(row?.oldest ?? null) };
}

export async function deleteOldLinkFailures(knex: Knex, before: number): Promise<void> {
  await knex('public_link_failures').where('created_at', '<', before).delete();
}
