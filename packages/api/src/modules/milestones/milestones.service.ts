import {
  milestoneStatusOn,
  type EventData,
  type Milestone,
  type MilestoneCreateInputSchema,
  type MilestoneListQuerySchema,
  type MilestonePage,
  type MilestoneUpdateInputSchema,
  type ProjectRole,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import { recordChange } from '../../lib/changes';
import { utcDate } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { versionedSave } from '../../lib/versioned-save';
import { pageOf } from '../../lib/lists';
import { projectPermissionsFor, projectRoleOf, type AuthUser } from '../auth';
import * as repo from './milestones.repository';

/**
 * Milestones of a project (DOMAIN.md § Milestones and finances; README.md
 * here). The routes check the project permission (readMilestones to list,
 * manageMilestones to write); this service decides who sees amounts, derives
 * `missed` from today's date (the deps clock, UTC) and keeps financial fields
 * to readers of the project's financials.
 */

type CreateInput = z.output<typeof MilestoneCreateInputSchema>;
type UpdateInput = z.output<typeof MilestoneUpdateInputSchema>;
type ListQuery = z.output<typeof MilestoneListQuerySchema>;

/** What the reader may do with a project's milestone money. */
interface MoneyAccess {
  /** Sees amounts and the finance dates. */
  read: boolean;
  /** May set the financial flag, amount and dates (readFinancials). */
  write: boolean;
}

/**
 * Amounts for readers of the project's financials; a stakeholder (by
 * project role, or any external user) sees them only when the project shares
 * them (`shareMilestoneAmounts`). Writing them always needs readFinancials.
 */
async function moneyAccess(db: Db, user: AuthUser, projectId: number): Promise<MoneyAccess> {
  const role: ProjectRole | null = await projectRoleOf(db, user.id, projectId);
  const readFinancials = projectPermissionsFor(user, role).readFinancials;
  if (readFinancials) return { read: true, write: true };
  const stakeholder = user.external || role === 'stakeholder';
  return {
    read: stakeholder && (await repo.sharesMilestoneAmounts(db, projectId)),
    write: false,
  };
}

function toMilestone(record: repo.MilestoneRecord, today: string, amounts: boolean): Milestone {
  return {
    id: record.id,
    projectId: record.projectId,
    name: record.name,
    description: record.description,
    dueDate: record.dueDate,
    status: milestoneStatusOn(record.status, record.dueDate, today),
    financial: record.financial,
    financials:
      record.financial && amounts && record.amount !== null
        ? {
            amount: { amount: record.amount, currency: record.currency },
            forecastDate: record.forecastDate,
            invoicedDate: record.invoicedDate,
            paidDate: record.paidDate,
          }
        : null,
    progress: { taskCount: record.taskCount, completedTaskCount: record.completedTaskCount },
    version: record.version,
  };
}

const today = (deps: AppDeps) => utcDate(deps.clock());

export async function listMilestones(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: ListQuery,
): Promise<MilestonePage> {
  const day = today(deps);
  const [money, { items, total }] = await Promise.all([
    moneyAccess(deps.knex, user, projectId),
    repo.listMilestones(deps.knex, projectId, {
      status: query.status,
      financial: query.financial,
      today: day,
      page: query.page,
      pageSize: query.pageSize,
    }),
  ]);
  const milestones = items.map((m) => toMilestone(m, day, money.read));
  return { ...pageOf({ items: milestones, total }, query), amountsVisible: money.read };
}

/** The milestone as this reader sees it; 404 when it is not one of the project's. */
async function milestoneOf(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  milestoneId: number,
  db: Db = deps.knex,
): Promise<Milestone> {
  const record = await repo.findMilestone(db, projectId, milestoneId);
  if (!record) throw new NotFoundError('Milestone not found');
  const money = await moneyAccess(db, user, projectId);
  return toMilestone(record, today(deps), money.read);
}

const FINANCIAL_ONLY =
  'Only those who may read the project’s financials may set a milestone’s financial fields';

/** The financial part of a milestone's values (compared to tell whether a write changes it). */
const moneyOf = (v: repo.MilestoneValues) =>
  JSON.stringify([v.financial, v.amount, v.forecastDate, v.invoicedDate, v.paidDate]);

const valuesOf = (input: CreateInput): repo.MilestoneValues => ({
  name: input.name,
  description: input.description,
  dueDate: input.dueDate,
  status: input.status,
  financial: input.financial,
  amount: input.amount,
  forecastDate: input.forecastDate,
  invoicedDate: input.invoicedDate,
  paidDate: input.paidDate,
});

const NO_MONEY: repo.MilestoneValues = {
  name: '',
  description: '',
  dueDate: '',
  status: 'planned',
  financial: false,
  amount: null,
  forecastDate: null,
  invoicedDate: null,
  paidDate: null,
};

/**
 * A milestone write as the outside world follows it (`record.written`): its
 * id, project, version after the write and public fields (never its amount).
 */
export async function recordMilestoneEvent(
  trx: Db,
  type: 'milestone.created' | 'milestone.updated' | 'milestone.deleted',
  actorId: number | null,
  at: number,
  milestone: {
    id: number;
    projectId: number;
    version?: number;
    name?: string;
    dueDate?: string;
    status?: string;
  },
): Promise<void> {
  const data: EventData = { id: milestone.id, projectId: milestone.projectId };
  for (const [key, value] of Object.entries(milestone)) if (value !== undefined) data[key] = value;
  await recordChange(trx, {
    kind: 'record.written',
    at,
    type,
    actorId,
    projectId: milestone.projectId,
    data,
  });
}

const publicOf = (values: repo.MilestoneValues) => ({
  name: values.name,
  dueDate: values.dueDate,
  status: values.status,
});

export async function createMilestone(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: CreateInput,
): Promise<Milestone> {
  const values = valuesOf(input);
  const money = await moneyAccess(deps.knex, user, projectId);
  if (!money.write && moneyOf(values) !== moneyOf(NO_MONEY))
    throw new ForbiddenError(FINANCIAL_ONLY);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    const milestoneId = await repo.insertMilestone(trx, projectId, values, user.id, now);
    await recordChange(trx, { kind: 'milestone.changed', at: now, projectId });
    await recordMilestoneEvent(trx, 'milestone.created', user.id, now, {
      id: milestoneId,
      projectId,
      version: 1,
      ...publicOf(values),
    });
    return milestoneId;
  });
  return milestoneOf(deps, user, projectId, id);
}

/**
 * A version-checked change of the project's milestone, recorded as
 * `milestone.changed` in its transaction (the figures follow it); a stale
 * version's 409 carries the milestone as the user sees it.
 */
async function changeMilestone(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  expected: { milestoneId: number; version: number },
  now: number,
  change: (trx: Db) => Promise<void>,
): Promise<void> {
  await versionedSave(
    deps.knex,
    repo.milestonesOf(projectId),
    { id: expected.milestoneId, version: expected.version },
    async (trx) => {
      // An invoiced milestone is final (issue 32): read under its claimed version.
      const invoice = await repo.invoiceNumberOfMilestone(trx, expected.milestoneId);
      if (invoice !== null)
        throw new ConflictError(
          `This milestone is billed by invoice ${invoice}: it cannot be changed or deleted`,
          undefined,
          { invoice: [invoice] },
        );
      await change(trx);
      await recordChange(trx, { kind: 'milestone.changed', at: now, projectId });
    },
    { now, current: (trx) => milestoneOf(deps, user, projectId, expected.milestoneId, trx) },
  );
}

/**
 * `PUT .../milestones/{milestoneId}`: every field with the version read (409
 * with the milestone as stored when stale). A writer who may not read the
 * project's financials may change the rest but not the financial fields
 * (403; they were never shown them).
 */
export async function updateMilestone(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  milestoneId: number,
  input: UpdateInput,
): Promise<Milestone> {
  const values = valuesOf(input);
  const money = await moneyAccess(deps.knex, user, projectId);
  const now = deps.clock();
  await changeMilestone(
    deps,
    user,
    projectId,
    { milestoneId, version: input.version },
    now,
    async (trx) => {
      if (!money.write) {
        const stored = await repo.findMilestone(trx, projectId, milestoneId);
        if (!stored || moneyOf(stored) !== moneyOf(values))
          throw new ForbiddenError(FINANCIAL_ONLY);
      }
      await repo.updateMilestoneRow(trx, milestoneId, values, now);
      await recordMilestoneEvent(trx, 'milestone.updated', user.id, now, {
        id: milestoneId,
        projectId,
        version: input.version + 1,
        ...publicOf(values),
      });
    },
  );
  return milestoneOf(deps, user, projectId, milestoneId);
}

/**
 * Deletes a milestone in the caller's transaction and records its
 * `milestone.deleted` event and the `milestone.deleted` change: the tasks
 * module unlinks its tasks (a change of each task, with a history row) in
 * the same transaction. The figures are the
 * caller's to follow (`milestone.changed`).
 */
export async function deleteMilestoneRow(
  trx: Db,
  milestone: { id: number; name: string; projectId: number },
  userId: number,
  now: number,
): Promise<void> {
  await repo.deleteMilestoneById(trx, milestone.id);
  await recordMilestoneEvent(trx, 'milestone.deleted', userId, now, {
    id: milestone.id,
    projectId: milestone.projectId,
    name: milestone.name,
  });
  await recordChange(trx, {
    kind: 'milestone.deleted',
    at: now,
    milestoneId: milestone.id,
    name: milestone.name,
    userId,
  });
}

/** A version-checked delete; its tasks are unlinked in the same transaction. */
export async function deleteMilestone(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  milestoneId: number,
  version: number,
): Promise<{ ok: true }> {
  const now = deps.clock();
  await changeMilestone(deps, user, projectId, { milestoneId, version }, now, async (trx) => {
    const stored = await repo.findMilestone(trx, projectId, milestoneId);
    if (!stored) throw new NotFoundError('Milestone not found');
    await deleteMilestoneRow(trx, stored, user.id, now);
  });
  return { ok: true };
}
