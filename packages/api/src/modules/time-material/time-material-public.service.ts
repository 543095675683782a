import type {
  PublicResourceTimesheet,
  PublicTimeMaterial,
  ResourceTimesheetQuerySchema,
} from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { openPublicLink, publicLinkMiss } from '../../lib/public-link-failures';
import { hashToken } from '../../lib/tokens';
import { pageOf } from '../../lib/lists';
import { recentConsumption, resourceEntries } from './time-material-consumption.repository';
import {
  contractConsumed,
  figuresOf,
  money,
  resourceConsumed,
  type Figures,
} from './time-material-figures';
import * as repo from './time-material.repository';
import type { ContractRow, ResourceRow } from './time-material.repository';

/**
 * The stakeholder link's public view of a contract (README.md § The
 * stakeholder link): opened by its token, behind the per-address limit of
 * failed lookups shared by every public link (`lib/public-link-failures.ts`),
 * without a session.
 */

/**
 * How long the public view may show a contract's consumption before it is
 * aggregated again, on PostgreSQL (repository `recentConsumption`).
 */
export const PUBLIC_CONSUMPTION_MAX_AGE_MS = 5_000;

/** The one answer of the public routes for anything they do not open. */
const PUBLIC_NOT_FOUND = 'This link does not exist or is no longer shared';

type PageQuery = z.output<typeof ResourceTimesheetQuerySchema>;

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
  return openPublicLink(
    deps.knex,
    address,
    deps.clock(),
    repo.findContractByToken(deps.knex, projectId, hashToken(token)),
    PUBLIC_NOT_FOUND,
  );
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
    recentConsumption(deps.knex, contract.id, PUBLIC_CONSUMPTION_MAX_AGE_MS),
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
  if (!resource) throw await publicLinkMiss(deps.knex, address, deps.clock(), PUBLIC_NOT_FOUND);
  const figures = figuresOf(
    contract,
    [resource],
    await recentConsumption(deps.knex, contract.id, PUBLIC_CONSUMPTION_MAX_AGE_MS),
  );
  const entries = await resourceEntries(
    deps.knex,
    { resourceId, projectId, periodStart: contract.periodStart, periodEnd: contract.periodEnd },
    query,
  );
  return {
    project,
    contract: publicContract(contract, figures),
    resource: publicResource(contract, resource, figures),
    entries: pageOf(
      {
        items: entries.rows.map((e) => ({
          id: e.id,
          date: e.date,
          minutes: e.minutes,
          note: e.note,
          amount: money(e.amount, contract.currency),
        })),
        total: entries.total,
      },
      query,
    ),
  };
}
