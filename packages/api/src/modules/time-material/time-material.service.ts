import {
  capLevel,
  type Consumption,
  type ConsumptionMonth,
  type Money,
  type Page,
  type PublicResourceTimesheet,
  type PublicTimeMaterial,
  type ResourceTimesheet,
  type ResourceTimesheetQuerySchema,
  type StakeholderToken,
  type TimeMaterialContract,
  type TimeMaterialContractCreateInputSchema,
  type TimeMaterialContractDetail,
  type TimeMaterialContractUpdateInputSchema,
  type TimeMaterialListQuerySchema,
  type TimeMaterialResource,
  type TimeMaterialResourceCreateInputSchema,
  type TimeMaterialResourceUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { iso, utcDate } from '../../lib/dates';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { versionedSave, type VersionedTable } from '../../lib/versioned-save';
import { getProjectPermissions, type AuthUser } from '../auth';
import { rewriteProjectFigures } from '../finances/finance-figures.service';
import * as repo from './time-material.repository';
import type { ContractRow, ConsumptionRow, ResourceRow } from './time-material.repository';

/**
 * Time and material contracts (issue 13; README.md beside this file): the
 * rules and permission checks. Routes declare readTimeMaterial (reads) and
 * manageTimeMaterial (writes) on the project; readers without
 * manageTimeMaterial get `hourlyRate: null` and `stakeholderLink: null`.
 */

/** The longest period a contract may span (its months are all listed, zero months included). */
export const MAX_PERIOD_YEARS = 10;

/** Failed public-token lookups an address may make per window before every public call is a 429. */
export const PUBLIC_LINK_FAILURES_PER_ADDRESS = 20;
export const PUBLIC_LINK_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * How long the public view may show a contract's consumption before it is
 * aggregated again, on PostgreSQL (repository `recentConsumption`).
 */
export const PUBLIC_CONSUMPTION_MAX_AGE_MS = 5_000;

/** The one answer of the public routes for anything they do not open. */
const PUBLIC_NOT_FOUND = 'This link does not exist or is no longer shared';

type ListQuery = z.output<typeof TimeMaterialListQuerySchema>;
type PageQuery = z.output<typeof ResourceTimesheetQuerySchema>;
type ContractInput = z.output<typeof TimeMaterialContractCreateInputSchema>;

const money = (amount: number, currency: string): Money => ({ amount, currency });

/** Every month (`YYYY-MM`) from the period's first to its last, in order. */
export function monthsOf(periodStart: string, periodEnd: string): string[] {
  const months: string[] = [];
  let year = Number(periodStart.slice(0, 4));
  let month = Number(periodStart.slice(5, 7));
  const last = periodEnd.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** What the contract reads assemble: totals per contract and resource, and the months. */
interface Figures {
  contract: { minutes: number; amount: number };
  resources: Map<number, { minutes: number; amount: number }>;
  months: ConsumptionMonth[];
}

function figuresOf(
  contract: ContractRow,
  resources: readonly ResourceRow[],
  rows: readonly ConsumptionRow[],
): Figures {
  const own = rows.filter((r) => r.contractId === contract.id);
  const total = { minutes: 0, amount: 0 };
  const perResource = new Map(resources.map((r) => [r.id, { minutes: 0, amount: 0 }]));
  for (const row of own) {
    total.minutes += row.minutes;
    total.amount += row.amount;
    const sum = perResource.get(row.resourceId);
    if (sum) {
      sum.minutes += row.minutes;
      sum.amount += row.amount;
    }
  }
  const months = monthsOf(contract.periodStart, contract.periodEnd).map((month) => {
    const inMonth = own.filter((r) => r.month === month);
    return {
      month,
      minutes: inMonth.reduce((s, r) => s + r.minutes, 0),
      amount: money(
        inMonth.reduce((s, r) => s + r.amount, 0),
        contract.currency,
      ),
      resources: resources.map((resource) => {
        const row = inMonth.find((r) => r.resourceId === resource.id);
        return {
          resourceId: resource.id,
          minutes: row?.minutes ?? 0,
          amount: money(row?.amount ?? 0, contract.currency),
        };
      }),
    };
  });
  return { contract: total, resources: perResource, months };
}

function consumed(
  sum: { minutes: number; amount: number },
  currency: string,
  caps: { minutes: number | null; amount: number | null },
): Consumption {
  return {
    minutes: sum.minutes,
    amount: money(sum.amount, currency),
    minutesLevel: capLevel(sum.minutes, caps.minutes),
    amountLevel: capLevel(sum.amount, caps.amount),
  };
}

function contractConsumed(contract: ContractRow, sum: Figures['contract']): Consumption {
  return consumed(sum, contract.currency, {
    minutes: contract.capMinutes,
    amount: contract.capAmount,
  });
}

function resourceConsumed(
  contract: ContractRow,
  resource: ResourceRow,
  figures: Figures,
): Consumption {
  const sum = figures.resources.get(resource.id) ?? { minutes: 0, amount: 0 };
  return consumed(sum, contract.currency, { minutes: resource.capMinutes, amount: null });
}

function toContract(
  contract: ContractRow,
  figures: Figures,
  resourceCount: number,
  manages: boolean,
): TimeMaterialContract {
  return {
    id: contract.id,
    projectId: contract.projectId,
    name: contract.name,
    periodStart: contract.periodStart,
    periodEnd: contract.periodEnd,
    currency: contract.currency,
    capAmount: contract.capAmount === null ? null : money(contract.capAmount, contract.currency),
    capMinutes: contract.capMinutes,
    consumed: contractConsumed(contract, figures.contract),
    resourceCount,
    stakeholderLink: manages
      ? { active: contract.tokenActive, createdAt: iso(contract.tokenCreatedAt) }
      : null,
    version: contract.version,
  };
}

function toResource(
  contract: ContractRow,
  resource: ResourceRow,
  figures: Figures,
  manages: boolean,
): TimeMaterialResource {
  return {
    id: resource.id,
    contractId: resource.contractId,
    user: resource.user,
    hourlyRate: manages ? money(resource.hourlyRate, contract.currency) : null,
    capMinutes: resource.capMinutes,
    consumed: resourceConsumed(contract, resource, figures),
    version: resource.version,
  };
}

async function manages(deps: AppDeps, user: AuthUser, projectId: number): Promise<boolean> {
  return (await getProjectPermissions(deps.knex, user, projectId)).manageTimeMaterial;
}

/** A contract of the project with everything its detail shows (404 when not the project's). */
async function loadDetail(
  db: Db,
  projectId: number,
  contractId: number,
  managesContract: boolean,
): Promise<TimeMaterialContractDetail> {
  const contract = await repo.findContract(db, projectId, contractId);
  if (!contract) throw new NotFoundError('Contract not found');
  const resources = await repo.listResources(db, [contract.id]);
  const figures = figuresOf(contract, resources, await repo.consumption(db, [contract.id]));
  return {
    ...toContract(contract, figures, resources.length, managesContract),
    resources: resources.map((r) => toResource(contract, r, figures, managesContract)),
    months: figures.months,
  };
}

async function requireContract(db: Db, projectId: number, contractId: number) {
  const contract = await repo.findContract(db, projectId, contractId);
  if (!contract) throw new NotFoundError('Contract not found');
  return contract;
}

async function requireResource(db: Db, contractId: number, resourceId: number) {
  const resource = await repo.findResource(db, contractId, resourceId);
  if (!resource) throw new NotFoundError('Resource not found');
  return resource;
}

// -------------------------------------------------------------------- reads

export async function listContracts(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: ListQuery,
): Promise<Page<TimeMaterialContract>> {
  const managesContracts = await manages(deps, user, projectId);
  const { rows, total } = await repo.listContracts(deps.knex, projectId, query);
  const ids = rows.map((r) => r.id);
  const [resources, counts, sums] = await Promise.all([
    repo.listResources(deps.knex, ids),
    repo.resourceCounts(deps.knex, ids),
    repo.consumption(deps.knex, ids),
  ]);
  const items = rows.map((contract) =>
    toContract(
      contract,
      figuresOf(
        contract,
        resources.filter((r) => r.contractId === contract.id),
        sums,
      ),
      counts.get(contract.id) ?? 0,
      managesContracts,
    ),
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function getContract(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  contractId: number,
): Promise<TimeMaterialContractDetail> {
  return loadDetail(deps.knex, projectId, contractId, await manages(deps, user, projectId));
}

export async function resourceTimesheet(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  contractId: number,
  resourceId: number,
  query: PageQuery,
): Promise<ResourceTimesheet> {
  const managesContract = await manages(deps, user, projectId);
  const contract = await requireContract(deps.knex, projectId, contractId);
  const resource = await requireResource(deps.knex, contractId, resourceId);
  const figures = figuresOf(contract, [resource], await repo.consumption(deps.knex, [contractId]));
  const entries = await repo.resourceEntries(
    deps.knex,
    { resourceId, projectId, periodStart: contract.periodStart, periodEnd: contract.periodEnd },
    query,
  );
  return {
    contract: {
      id: contract.id,
      name: contract.name,
      periodStart: contract.periodStart,
      periodEnd: contract.periodEnd,
      currency: contract.currency,
    },
    resource: toResource(contract, resource, figures, managesContract),
    entries: {
      items: entries.rows.map((e) => ({ ...e, amount: money(e.amount, contract.currency) })),
      total: entries.total,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}

// ------------------------------------------------------------------- writes

const CONTRACTS: VersionedTable = {
  table: 'time_material_contracts',
  notFound: 'Contract not found',
};

function contractsOf(projectId: number): VersionedTable {
  return { ...CONTRACTS, live: (q) => void q.where('project_id', projectId) };
}

function checkPeriod(input: ContractInput): void {
  // The same day MAX_PERIOD_YEARS later is already too far (string order is date order).
  const tooFar =
    String(Number(input.periodStart.slice(0, 4)) + MAX_PERIOD_YEARS).padStart(4, '0') +
    input.periodStart.slice(4);
  if (input.periodEnd >= tooFar)
    throw ValidationError.field(
      'periodEnd',
      `A contract period may span at most ${MAX_PERIOD_YEARS} years`,
    );
}

function contractValues(input: ContractInput): repo.ContractValues {
  return {
    name: input.name,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    currency: input.currency,
    capAmount: input.capAmount,
    capMinutes: input.capMinutes,
  };
}

export async function createContract(
  deps: AppDeps,
  projectId: number,
  input: ContractInput,
): Promise<TimeMaterialContractDetail> {
  checkPeriod(input);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    const contractId = await repo.insertContract(trx, projectId, contractValues(input), now);
    await rewriteProjectFigures(trx, projectId, utcDate(now), now);
    return contractId;
  });
  return loadDetail(deps.knex, projectId, id, true);
}

export async function updateContract(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  input: z.output<typeof TimeMaterialContractUpdateInputSchema>,
): Promise<TimeMaterialContractDetail> {
  checkPeriod(input);
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    contractsOf(projectId),
    { id: contractId, version: input.version },
    async (trx) => {
      await repo.updateContractRow(trx, contractId, contractValues(input));
      await rewriteProjectFigures(trx, projectId, utcDate(now), now);
    },
    { now, current: (trx, id) => loadDetail(trx, projectId, id, true) },
  );
  return loadDetail(deps.knex, projectId, contractId, true);
}

export async function deleteContract(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  version: number,
): Promise<{ ok: true }> {
  await versionedSave(
    deps.knex,
    contractsOf(projectId),
    { id: contractId, version },
    async (trx) => {
      await repo.deleteContractRow(trx, contractId);
      await rewriteProjectFigures(trx, projectId, utcDate(deps.clock()), deps.clock());
    },
    { now: deps.clock(), current: (trx, id) => loadDetail(trx, projectId, id, true) },
  );
  return { ok: true };
}

export async function addResource(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  input: z.output<typeof TimeMaterialResourceCreateInputSchema>,
): Promise<TimeMaterialResource> {
  const contract = await requireContract(deps.knex, projectId, contractId);
  if (!(await repo.isActiveInternalUser(deps.knex, input.userId)))
    throw ValidationError.field('userId', 'Pick an active internal user');
  const duplicate = () =>
    ValidationError.field('userId', 'This person is already a resource of the contract');
  if (await repo.resourceOnContract(deps.knex, contractId, input.userId)) throw duplicate();
  let id: number;
  try {
    const now = deps.clock();
    id = await deps.knex.transaction(async (trx) => {
      const resourceId = await repo.insertResource(
        trx,
        {
          contractId,
          userId: input.userId,
          hourlyRate: input.hourlyRate,
          capMinutes: input.capMinutes,
        },
        now,
      );
      await rewriteProjectFigures(trx, projectId, utcDate(now), now);
      return resourceId;
    });
  } catch (error) {
    // A concurrent add of the same person: the unique index decides.
    if (repo.isDuplicateResource(error)) throw duplicate();
    throw error;
  }
  return resourceOf(deps.knex, contract, id);
}

async function resourceOf(db: Db, contract: ContractRow, resourceId: number) {
  const resource = await requireResource(db, contract.id, resourceId);
  const figures = figuresOf(contract, [resource], await repo.consumption(db, [contract.id]));
  return toResource(contract, resource, figures, true);
}

function resourcesOf(contractId: number): VersionedTable {
  return {
    table: 'time_material_resources',
    notFound: 'Resource not found',
    live: (q) => void q.where('contract_id', contractId),
  };
}

export async function updateResource(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  resourceId: number,
  input: z.output<typeof TimeMaterialResourceUpdateInputSchema>,
): Promise<TimeMaterialResource> {
  const contract = await requireContract(deps.knex, projectId, contractId);
  await versionedSave(
    deps.knex,
    resourcesOf(contractId),
    { id: resourceId, version: input.version },
    async (trx) => {
      await repo.updateResourceRow(trx, resourceId, {
        hourlyRate: input.hourlyRate,
        capMinutes: input.capMinutes,
      });
      await rewriteProjectFigures(trx, projectId, utcDate(deps.clock()), deps.clock());
    },
    { now: deps.clock(), current: (trx, id) => resourceOf(trx, contract, id) },
  );
  return resourceOf(deps.knex, contract, resourceId);
}

export async function removeResource(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  resourceId: number,
  version: number,
): Promise<{ ok: true }> {
  const contract = await requireContract(deps.knex, projectId, contractId);
  await versionedSave(
    deps.knex,
    resourcesOf(contractId),
    { id: resourceId, version },
    async (trx) => {
      await repo.deleteResourceRow(trx, resourceId);
      await rewriteProjectFigures(trx, projectId, utcDate(deps.clock()), deps.clock());
    },
    { now: deps.clock(), current: (trx, id) => resourceOf(trx, contract, id) },
  );
  return { ok: true };
}

/** The app path of the public page of a token. */
export function publicPath(projectId: number, token: string): string {
  return `/public/projects/${projectId}/time-material?stakeholderToken=${encodeURIComponent(token)}`;
}

/** Creates or rotates the token: the previous one stops opening anything at once. */
export async function rotateStakeholderToken(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  version: number,
): Promise<StakeholderToken> {
  const token = newToken();
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    contractsOf(projectId),
    { id: contractId, version },
    (trx) => repo.setStakeholderToken(trx, contractId, hashToken(token), now),
    { now, current: (trx, id) => loadDetail(trx, projectId, id, true) },
  );
  const detail = await loadDetail(deps.knex, projectId, contractId, true);
  const { resources: _resources, months: _months, ...contract } = detail;
  return { token, path: publicPath(projectId, token), contract };
}

/** Revokes the token (404 when the contract has none: there is no link to revoke). */
export async function revokeStakeholderToken(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  version: number,
): Promise<TimeMaterialContractDetail> {
  await versionedSave(
    deps.knex,
    {
      table: 'time_material_contracts',
      notFound: 'This contract has no public link',
      live: (q) => {
        q.where('project_id', projectId);
        repo.withStakeholderToken(q);
      },
    },
    { id: contractId, version },
    (trx) => repo.setStakeholderToken(trx, contractId, null, null),
    { now: deps.clock(), current: (trx, id) => loadDetail(trx, projectId, id, true) },
  );
  return loadDetail(deps.knex, projectId, contractId, true);
}

// ------------------------------------------------------------- public view

/**
 * The contract a token opens on the project, behind the per-address limit of
 * failed lookups: over it, every public call of the address is a 429 (a
 * valid token too, so guessing cannot go on); anything the token does not
 * open is one indistinguishable 404, counted as a failure.
 */
async function openContract(
  deps: AppDeps,
  address: string,
  projectId: number,
  token: string,
): Promise<{ contract: ContractRow; project: repo.PublicProject }> {
  const now = deps.clock();
  // Both lookups at once (a PostgreSQL reader runs them in parallel); the limit decides first.
  const [failures, found] = await Promise.all([
    repo.countLinkFailures(deps.knex, address, now - PUBLIC_LINK_FAILURE_WINDOW_MS),
    repo.findContractByToken(deps.knex, projectId, hashToken(token)),
  ]);
  if (failures.count >= PUBLIC_LINK_FAILURES_PER_ADDRESS) {
    const retryAfterMs = Math.max(
      1000,
      (failures.oldest ?? now) + PUBLIC_LINK_FAILURE_WINDOW_MS - now,
    );
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
    throw new TooManyRequestsError(
      `Too many links that do not exist were asked for from your address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterMs / 1000,
    );
  }
  if (!found) throw await publicMiss(deps, address, now);
  return found;
}

async function publicMiss(deps: AppDeps, address: string, now: number): Promise<NotFoundError> {
  await repo.recordLinkFailure(deps.knex, address, now);
  return new NotFoundError(PUBLIC_NOT_FOUND);
}

/** Failures older than the window: swept by the housekeeping (server.ts). */
export async function sweepLinkFailures(db: Db, now: number): Promise<void> {
  await repo.deleteOldLinkFailures(db, now - PUBLIC_LINK_FAILURE_WINDOW_MS);
}

function publicContract(contract: ContractRow, figures: Figures): PublicTimeMaterial['contract'] {
  return {
    name: contract.name,
    periodStart: contract.periodStart,
    periodEnd: contract.periodEnd,
    currency: contract.currency,
    capAmount: contract.capAmount === null ? null : money(contract.capAmount, contract.currency),
    capMinutes: contract.capMinutes,
    consumed: contractConsumed(contract, figures.contract),
  };
}

function publicResource(
  contract: ContractRow,
  resource: ResourceRow,
  figures: Figures,
): PublicTimeMaterial['resources'][number] {
  return {
    id: resource.id,
    name: resource.user.name,
    // The billing rate, as an invoice shows it beside the hours and the amount
    // (README § The stakeholder link): what the client pays, never a cost.
    hourlyRate: money(resource.hourlyRate, contract.currency),
    capMinutes: resource.capMinutes,
    consumed: resourceConsumed(contract, resource, figures),
  };
}

export async function publicView(
  deps: AppDeps,
  address: string,
  projectId: number,
  token: string,
): Promise<PublicTimeMaterial> {
  const { contract, project } = await openContract(deps, address, projectId, token);
  const [resources, rows] = await Promise.all([
    repo.listResources(deps.knex, [contract.id]),
    repo.recentConsumption(deps.knex, contract.id, PUBLIC_CONSUMPTION_MAX_AGE_MS),
  ]);
  const figures = figuresOf(contract, resources, rows);
  return {
    project,
    contract: publicContract(contract, figures),
    resources: resources.map((r) => publicResource(contract, r, figures)),
    months: figures.months,
  };
}

export async function publicResourceTimesheet(
  deps: AppDeps,
  address: string,
  projectId: number,
  resourceId: number,
  query: PageQuery & { stakeholderToken: string },
): Promise<PublicResourceTimesheet> {
  const { contract, project } = await openContract(
    deps,
    address,
    projectId,
    query.stakeholderToken,
  );
  const resource = await repo.findResource(deps.knex, contract.id, resourceId);
  if (!resource) throw await publicMiss(deps, address, deps.clock());
  const figures = figuresOf(
    contract,
    [resource],
    await repo.recentConsumption(deps.knex, contract.id, PUBLIC_CONSUMPTION_MAX_AGE_MS),
  );
  const entries = await repo.resourceEntries(
    deps.knex,
    { resourceId, projectId, periodStart: contract.periodStart, periodEnd: contract.periodEnd },
    query,
  );
  return {
    project,
    contract: publicContract(contract, figures),
    resource: publicResource(contract, resource, figures),
    entries: {
      items: entries.rows.map((e) => ({
        id: e.id,
        date: e.date,
        minutes: e.minutes,
        note: e.note,
        amount: money(e.amount, contract.currency),
      })),
      total: entries.total,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}
