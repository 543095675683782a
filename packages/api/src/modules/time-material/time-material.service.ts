import type {
  Page,
  ResourceTimesheet,
  ResourceTimesheetQuerySchema,
  StakeholderToken,
  TimeMaterialContract,
  TimeMaterialContractCreateInputSchema,
  TimeMaterialContractDetail,
  TimeMaterialContractUpdateInputSchema,
  TimeMaterialListQuerySchema,
  TimeMaterialResource,
  TimeMaterialResourceCreateInputSchema,
  TimeMaterialResourceUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import { iso } from '../../lib/dates';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError, orNotFound } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { deleteRow, versionedSave, type VersionedTable } from '../../lib/versioned-save';
import { pageOf } from '../../lib/lists';
import { getProjectPermissions, type AuthUser } from '../auth';
import { isActiveInternalUser } from '../users';
import {
  contractConsumed,
  figuresOf,
  money,
  resourceConsumed,
  type Figures,
} from './time-material-figures';
import { consumption, resourceEntries } from './time-material-consumption.repository';
import * as repo from './time-material.repository';
import type { ContractRow, ResourceRow } from './time-material.repository';

/**
 * Time and material contracts (issue 13; README.md beside this file): the
 * rules and permission checks. Routes declare readTimeMaterial (reads) and
 * manageTimeMaterial (writes) on the project; readers without
 * manageTimeMaterial get `hourlyRate: null` and `stakeholderLink: null`.
 */

/** The longest period a contract may span (its months are all listed, zero months included). */
export const MAX_PERIOD_YEARS = 10;

type ListQuery = z.output<typeof TimeMaterialListQuerySchema>;
type PageQuery = z.output<typeof ResourceTimesheetQuerySchema>;
type ContractInput = z.output<typeof TimeMaterialContractCreateInputSchema>;

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
  const figures = figuresOf(contract, resources, await consumption(db, [contract.id]));
  return {
    ...toContract(contract, figures, resources.length, managesContract),
    resources: resources.map((r) => toResource(contract, r, figures, managesContract)),
    months: figures.months,
  };
}

async function requireContract(db: Db, projectId: number, contractId: number) {
  return orNotFound(await repo.findContract(db, projectId, contractId), 'Contract not found');
}

async function requireResource(db: Db, contractId: number, resourceId: number) {
  return orNotFound(await repo.findResource(db, contractId, resourceId), 'Resource not found');
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
    consumption(deps.knex, ids),
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
  return pageOf({ items, total }, query);
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
  const figures = figuresOf(contract, [resource], await consumption(deps.knex, [contractId]));
  const entries = await resourceEntries(
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
    entries: pageOf(
      {
        items: entries.rows.map((e) => ({ ...e, amount: money(e.amount, contract.currency) })),
        total: entries.total,
      },
      query,
    ),
  };
}

// ------------------------------------------------------------------- writes

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

/**
 * A contract and its resources written inside another module's transaction
 * (a project created from a quote): no checks beyond the schema's, and no
 * change recorded; the caller records what it changed as a whole.
 */
export async function writeContract(
  trx: Db,
  projectId: number,
  values: repo.ContractValues,
  resources: ReadonlyArray<{ userId: number; hourlyRate: number; capMinutes: number | null }>,
  now: number,
): Promise<{ contractId: number; resourceIds: number[] }> {
  const contractId = await repo.insertContract(trx, projectId, values, now);
  const resourceIds: number[] = [];
  for (const resource of resources)
    resourceIds.push(await repo.insertResource(trx, { contractId, ...resource }, now));
  return { contractId, resourceIds };
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
    await recordChange(trx, { kind: 'contract.changed', at: now, projectId });
    return contractId;
  });
  return loadDetail(deps.knex, projectId, id, true);
}

/**
 * A version-checked save of the project's contract (in `target`, by default
 * any of its contracts); a stale version's 409 carries the contract's detail.
 */
async function saveContract(
  deps: AppDeps,
  projectId: number,
  expected: { contractId: number; version: number },
  change: (trx: Db) => Promise<unknown>,
  now = deps.clock(),
  target: VersionedTable = repo.contractRowsOf(projectId),
): Promise<void> {
  await versionedSave(
    deps.knex,
    target,
    { id: expected.contractId, version: expected.version },
    change,
    { now, current: (trx, id) => loadDetail(trx, projectId, id, true) },
  );
}

export async function updateContract(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  input: z.output<typeof TimeMaterialContractUpdateInputSchema>,
): Promise<TimeMaterialContractDetail> {
  checkPeriod(input);
  const now = deps.clock();
  await saveContract(
    deps,
    projectId,
    { contractId, version: input.version },
    async (trx) => {
      await repo.updateContractRow(trx, contractId, contractValues(input));
      await recordChange(trx, { kind: 'contract.changed', at: now, projectId });
    },
    now,
  );
  return loadDetail(deps.knex, projectId, contractId, true);
}

export async function deleteContract(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  version: number,
): Promise<{ ok: true }> {
  await saveContract(deps, projectId, { contractId, version }, async (trx) => {
    await repo.deleteContractRow(trx, contractId);
    await recordChange(trx, { kind: 'contract.changed', at: deps.clock(), projectId });
  });
  return { ok: true };
}

export async function addResource(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  input: z.output<typeof TimeMaterialResourceCreateInputSchema>,
): Promise<TimeMaterialResource> {
  const contract = await requireContract(deps.knex, projectId, contractId);
  if (!(await isActiveInternalUser(deps.knex, input.userId)))
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
      await recordChange(trx, { kind: 'contract.changed', at: now, projectId });
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
  const figures = figuresOf(contract, [resource], await consumption(db, [contract.id]));
  return toResource(contract, resource, figures, true);
}

/**
 * A version-checked change of a resource of the project's contract, recorded
 * as a change of the contract (a stale version's 409 carries the resource);
 * answers the contract.
 */
async function changeResource(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  expected: { resourceId: number; version: number },
  change: (trx: Db) => Promise<unknown>,
): Promise<ContractRow> {
  const contract = await requireContract(deps.knex, projectId, contractId);
  await versionedSave(
    deps.knex,
    repo.resourceRowsOf(contractId),
    { id: expected.resourceId, version: expected.version },
    async (trx) => {
      await change(trx);
      await recordChange(trx, { kind: 'contract.changed', at: deps.clock(), projectId });
    },
    { now: deps.clock(), current: (trx, id) => resourceOf(trx, contract, id) },
  );
  return contract;
}

export async function updateResource(
  deps: AppDeps,
  projectId: number,
  contractId: number,
  resourceId: number,
  input: z.output<typeof TimeMaterialResourceUpdateInputSchema>,
): Promise<TimeMaterialResource> {
  const contract = await changeResource(
    deps,
    projectId,
    contractId,
    { resourceId, version: input.version },
    (trx) =>
      repo.updateResourceRow(trx, resourceId, {
        hourlyRate: input.hourlyRate,
        capMinutes: input.capMinutes,
      }),
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
  await changeResource(deps, projectId, contractId, { resourceId, version }, (trx) =>
    deleteRow(trx, repo.resourceRowsOf(contractId), resourceId),
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
  await saveContract(
    deps,
    projectId,
    { contractId, version },
    (trx) => repo.setStakeholderToken(trx, contractId, hashToken(token), now),
    now,
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
  await saveContract(
    deps,
    projectId,
    { contractId, version },
    (trx) => repo.setStakeholderToken(trx, contractId, null, null),
    deps.clock(),
    repo.contractLinksOf(projectId),
  );
  return loadDetail(deps.knex, projectId, contractId, true);
}
