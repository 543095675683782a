import type { UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import { pageOfRows } from '../../lib/lists';
import type { VersionedTable } from '../../lib/versioned-save';
import { userDetailColumns } from '../../lib/user-ref';

/**
 * Time and material contracts and their resources: the rows of
 * `time_material_contracts` and `time_material_resources`. What they consumed
 * is aggregated in `time-material-consumption.repository.ts`; the public
 * link's failed lookups are counted in `public-link-failures.repository.ts`.
 */

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

/** The fields of a contract a save writes. */
export type ContractValues = Pick<
  ContractRow,
  'name' | 'periodStart' | 'periodEnd' | 'currency' | 'capAmount' | 'capMinutes'
>;

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
  return insertReturningId(knex, 'time_material_contracts', {
    project_id: projectId,
    ...contractColumns(values),
    created_at: now,
    updated_at: now,
  });
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

/** The project's contracts, as a version-checked save claims one (404 for another project's). */
export function contractRowsOf(projectId: number): VersionedTable {
  return {
    table: 'time_material_contracts',
    notFound: 'Contract not found',
    live: (q) => void q.where('project_id', projectId),
  };
}

/** The project's contracts with a live stakeholder token (revoking without one is a 404). */
export function contractLinksOf(projectId: number): VersionedTable {
  return {
    table: 'time_material_contracts',
    notFound: 'This contract has no public link',
    live: (q) => {
      q.where('project_id', projectId);
      withStakeholderToken(q);
    },
  };
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
  ...userDetailColumns('u', 'user'),
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
  return insertReturningId(knex, 'time_material_resources', {
    contract_id: values.contractId,
    user_id: values.userId,
    hourly_rate: values.hourlyRate,
    cap_minutes: values.capMinutes,
    created_at: now,
    updated_at: now,
  });
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

/** The contract's resources, as a version-checked save claims one (404 for another contract's). */
export function resourceRowsOf(contractId: number): VersionedTable {
  return {
    table: 'time_material_resources',
    notFound: 'Resource not found',
    live: (q) => void q.where('contract_id', contractId),
  };
}
