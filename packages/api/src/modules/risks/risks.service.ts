import {
  CRITICAL_SEVERITY,
  RECENT_RISK_DAYS,
  isCriticalSeverity,
  riskSeverity,
  type PortfolioRiskPage,
  type PortfolioRiskQuerySchema,
  type Risk,
  type RiskCreateInputSchema,
  type RiskDetail,
  type RiskListQuerySchema,
  type RiskPage,
  type RiskUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, throwIfAny, type FieldErrors } from '../../lib/errors';
import { normalizeSearchText } from '../../lib/search-text';
import { versionedRowDelete, versionedSave } from '../../lib/versioned-save';
import { pageOf } from '../../lib/lists';
import {
  getProjectPermissions,
  loadGlobalFlags,
  projectPermissionsFor,
  projectRoleOf,
  type AuthUser,
} from '../auth';
import { notify } from './risk-subscriptions.service';
import * as history from './risk-history.repository';
import * as repo from './risks.repository';
import { RISK_NOT_FOUND, risksOf } from './risks.repository';

/**
 * The risk and issue register (README.md beside this file): the project
 * register with its heat map, the portfolio views, comments, history,
 * subscriptions and the in-app notifications their events create.
 */

type CreateInput = z.output<typeof RiskCreateInputSchema>;
type UpdateInput = z.output<typeof RiskUpdateInputSchema>;
type ListQuery = z.output<typeof RiskListQuerySchema>;
type PortfolioQuery = z.output<typeof PortfolioRiskQuerySchema>;

const DAY = 86_400_000;

/** Does the reader see everything of the project's register, or only the shared items? */
export async function readsAllRisks(db: Db, user: AuthUser, projectId: number): Promise<boolean> {
  return (await getProjectPermissions(db, user, projectId)).readRisks;
}

function toRisk(record: repo.RiskRecord, full: boolean): Risk {
  return {
    ...record,
    critical: isCriticalSeverity(record.severity),
    commentCount: full ? record.commentCount : 0,
  };
}

export async function getRisk(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  db: Db = deps.knex,
): Promise<RiskDetail> {
  const full = await readsAllRisks(db, user, projectId);
  const record = await repo.findRisk(db, projectId, id);
  // A stakeholder is told nothing of an item that is not shared with them.
  if (!record || (!full && !record.sharedWithStakeholders)) throw new NotFoundError(RISK_NOT_FOUND);
  return {
    ...toRisk(record, full),
    history: full ? await history.listHistory(db, id) : [],
  };
}

export async function listRisks(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: ListQuery,
): Promise<RiskPage> {
  const full = await readsAllRisks(deps.knex, user, projectId);
  const sharedOnly = !full;
  const [page, cells] = await Promise.all([
    repo.listProjectRisks(deps.knex, projectId, {
      ...filtersOf(query),
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      sharedOnly,
    }),
    repo.heatMap(deps.knex, projectId, sharedOnly),
  ]);
  const risks = page.items.map((record) => toRisk(record, full));
  return { ...pageOf({ items: risks, total: page.total }, query), heatMap: cells };
}

function filtersOf(query: ListQuery): repo.RiskFilters {
  const search = query.search ? normalizeSearchText(query.search) : '';
  return {
    search: search || undefined,
    kind: query.kind,
    status: query.status,
    probability: query.probability,
    impact: query.impact,
  };
}

export async function listPortfolio(
  deps: AppDeps,
  user: AuthUser,
  query: PortfolioQuery,
): Promise<PortfolioRiskPage> {
  const page = await repo.listPortfolioRisks(deps.knex, user, {
    ...filtersOf(query),
    view: query.view,
    projectId: query.projectId,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    criticalSeverity: CRITICAL_SEVERITY,
    recentSince: deps.clock() - RECENT_RISK_DAYS * DAY,
  });
  return pageOf(
    { items: page.items.map((record) => toRisk(record, true)), total: page.total },
    query,
  );
}

/* Writes -------------------------------------------------------------------- */

/** A real calendar day (the schema checks only the YYYY-MM-DD shape). */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  );
}

/**
 * The owner must be an active internal user who may read the project's risks
 * (a manager, member or viewer of it, or a reader of every project).
 */
async function ownerError(db: Db, projectId: number, ownerId: number): Promise<string | null> {
  const candidate = await repo.findOwnerCandidate(db, ownerId);
  if (!candidate || candidate.status !== 'active') return 'ownerId must be an active user';
  if (candidate.external) return 'ownerId must be an internal user, not an external one';
  const owner: AuthUser = { ...candidate, flags: await loadGlobalFlags(db, ownerId) };
  const role = await projectRoleOf(db, ownerId, projectId);
  if (!projectPermissionsFor(owner, role).readRisks)
    return "ownerId must be a user who may read this project's risks";
  return null;
}

async function checkInput(
  db: Db,
  projectId: number,
  input: CreateInput,
  currentOwnerId: number | null,
): Promise<void> {
  const errors: FieldErrors = {};
  if (input.dueDate !== null && !isCalendarDate(input.dueDate))
    errors.dueDate = ['dueDate must be a real date as YYYY-MM-DD'];
  // An unchanged owner stays, even when they have since left the project.
  if (input.ownerId !== null && input.ownerId !== currentOwnerId) {
    const message = await ownerError(db, projectId, input.ownerId);
    if (message) errors.ownerId = [message];
  }
  throwIfAny(errors);
}

export function valuesOf(input: CreateInput): repo.RiskValues {
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    probability: input.probability,
    impact: input.impact,
    severity: riskSeverity(input.probability, input.impact),
    ownerId: input.ownerId,
    status: input.status,
    dueDate: input.dueDate,
    mitigation: input.mitigation,
    sharedWithStakeholders: input.sharedWithStakeholders,
  };
}

/** The fields as the history shows them: numbers as text, owner by name, booleans as yes/no. */
export type Shown = Record<history.FieldChange['field'], string | null>;

export function shown(values: repo.RiskValues, ownerName: string | null): Shown {
  return {
    kind: values.kind,
    title: values.title,
    description: values.description,
    probability: String(values.probability),
    impact: String(values.impact),
    owner: ownerName,
    status: values.status,
    dueDate: values.dueDate,
    mitigation: values.mitigation,
    sharedWithStakeholders: values.sharedWithStakeholders ? 'yes' : 'no',
  };
}

export function changesBetween(before: Shown | null, after: Shown): history.FieldChange[] {
  const changes: history.FieldChange[] = [];
  for (const field of Object.keys(after) as Array<keyof Shown>) {
    const from = before ? before[field] : null;
    const to = after[field];
    // A creation lists the fields it set (empty text and "no" are not news).
    if (
      !before &&
      (to === null || to === '' || (field === 'sharedWithStakeholders' && to === 'no'))
    )
      continue;
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

export function recordValues(record: repo.RiskRecord): repo.RiskValues {
  return {
    kind: record.kind,
    title: record.title,
    description: record.description,
    probability: record.probability,
    impact: record.impact,
    severity: record.severity,
    ownerId: record.owner?.id ?? null,
    status: record.status,
    dueDate: record.dueDate,
    mitigation: record.mitigation,
    sharedWithStakeholders: record.sharedWithStakeholders,
  };
}

export async function createRisk(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: CreateInput,
): Promise<Risk> {
  await checkInput(deps.knex, projectId, input, null);
  const values = valuesOf(input);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    const riskId = await repo.insertRisk(trx, projectId, values, user.id, now);
    const ownerName = await repo.userName(trx, values.ownerId);
    await history.insertHistory(
      trx,
      riskId,
      { userId: user.id, created: true, changes: changesBetween(null, shown(values, ownerName)) },
      now,
    );
    await notify(trx, user, { id: riskId, projectId, values }, { created: true }, now);
    return riskId;
  });
  return toRiskOnly(await getRisk(deps, user, projectId, id));
}

function toRiskOnly(detail: RiskDetail): Risk {
  const { history: _history, ...risk } = detail;
  return risk;
}

export async function updateRisk(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  input: UpdateInput,
): Promise<Risk> {
  await versionedSave(
    deps.knex,
    risksOf(projectId),
    { id, version: input.version },
    async (trx, now) => {
      const current = await repo.findRisk(trx, projectId, id);
      if (!current) throw new NotFoundError(RISK_NOT_FOUND);
      await checkInput(trx, projectId, input, current.owner?.id ?? null);
      const before = recordValues(current);
      const after = valuesOf(input);
      const ownerName =
        after.ownerId === before.ownerId
          ? (current.owner?.name ?? null)
          : await repo.userName(trx, after.ownerId);
      const changes = changesBetween(
        shown(before, current.owner?.name ?? null),
        shown(after, ownerName),
      );
      // A save that changes nothing writes nothing (its version still moves on).
      if (changes.length === 0) return;
      await repo.updateRiskRow(trx, id, after, now);
      await history.insertHistory(trx, id, { userId: user.id, created: false, changes }, now);
      await notify(
        trx,
        user,
        { id, projectId, values: after },
        {
          severityFrom: after.severity > before.severity ? before.severity : undefined,
          statusFrom: after.status !== before.status ? before.status : undefined,
        },
        now,
      );
    },
    {
      now: deps.clock(),
      current: (trx, riskId) => getRisk(deps, user, projectId, riskId, trx),
    },
  );
  return toRiskOnly(await getRisk(deps, user, projectId, id));
}

/** Deletes the item; its comments, history and item subscriptions go with it (FK cascades). */
export async function deleteRisk(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return versionedRowDelete(deps, risksOf(projectId), { id, version }, (trx, riskId) =>
    getRisk(deps, user, projectId, riskId, trx),
  );
}
