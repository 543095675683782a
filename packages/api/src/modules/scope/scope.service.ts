import type {
  BudgetChangeSource,
  BudgetHistoryPage,
  BudgetHistoryQuerySchema,
  ScopeDecisionInputSchema,
  ScopeItem,
  ScopeItemCreateInputSchema,
  ScopeItemUpdateInputSchema,
  ScopeListQuerySchema,
  ScopePage,
  ScopeTotals,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  throwIfAny,
  type FieldErrors,
} from '../../lib/errors';
import { recordChange } from '../../lib/changes';
import { deleteRow, versionedSave } from '../../lib/versioned-save';
import { pageOf } from '../../lib/lists';
import { getProjectPermissions, type AuthUser } from '../auth';
import * as repo from './scope.repository';

/**
 * Scope of a project (README.md beside this file): baseline items and change
 * requests. Approving a change request adds its effort and price to the
 * project's budget in the same transaction (the project's version moves on)
 * and appends a row to the budget history.
 */

type CreateInput = z.output<typeof ScopeItemCreateInputSchema>;
type UpdateInput = z.output<typeof ScopeItemUpdateInputSchema>;
type DecisionInput = z.output<typeof ScopeDecisionInputSchema>;

/** budget_minutes is a 32-bit INTEGER column (PostgreSQL refuses more). */
const MAX_BUDGET_MINUTES = 2_147_483_647;

function toItem(record: repo.ScopeItemRecord, amountsVisible: boolean): ScopeItem {
  const { priceAmount, currency, ...rest } = record;
  return { ...rest, price: amountsVisible ? { amount: priceAmount, currency } : null };
}

async function amountsVisible(db: Db, user: AuthUser, projectId: number): Promise<boolean> {
  return (await getProjectPermissions(db, user, projectId)).readFinancials;
}

const SCOPE_ITEM_NOT_FOUND = 'Scope item not found';

export async function getScopeItem(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  db: Db = deps.knex,
): Promise<ScopeItem> {
  const record = await repo.findScopeItem(db, projectId, id);
  if (!record) throw new NotFoundError(SCOPE_ITEM_NOT_FOUND);
  return toItem(record, await amountsVisible(db, user, projectId));
}

export async function listScope(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: z.output<typeof ScopeListQuerySchema>,
): Promise<ScopePage> {
  const [visible, page, sums, budget] = await Promise.all([
    amountsVisible(deps.knex, user, projectId),
    repo.listScopeItems(deps.knex, projectId, query),
    repo.scopeTotals(deps.knex, projectId),
    repo.findBudget(deps.knex, projectId),
  ]);
  if (!budget) throw new ForbiddenError();
  const total = (match: (row: (typeof sums)[number]) => boolean): ScopeTotals => {
    const rows = sums.filter(match);
    const price = rows.reduce((sum, r) => sum + r.priceAmount, 0);
    return {
      count: rows.reduce((sum, r) => sum + r.count, 0),
      effortMinutes: rows.reduce((sum, r) => sum + r.effortMinutes, 0),
      price: visible ? { amount: price, currency: budget.currency } : null,
    };
  };
  return {
    ...pageOf(
      { items: page.items.map((record) => toItem(record, visible)), total: page.total },
      query,
    ),
    totals: {
      baseline: total((r) => r.type === 'baseline'),
      open: total((r) => r.type === 'change' && r.status === 'proposed'),
      decided: total((r) => r.type === 'change' && r.status !== 'proposed'),
      approvedChanges: total(
        (r) => r.type === 'change' && (r.status === 'approved' || r.status === 'delivered'),
      ),
    },
    amountsVisible: visible,
  };
}

export async function createScopeItem(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: CreateInput,
): Promise<ScopeItem> {
  const visible = await amountsVisible(deps.knex, user, projectId);
  if (!visible && input.priceAmount !== 0)
    throwIfAny({ priceAmount: ['Only readers of the project financials set a price'] });
  const id = await repo.insertScopeItem(
    deps.knex,
    projectId,
    { ...input, requestedBy: input.requestedBy || user.name },
    user.id,
    deps.clock(),
  );
  return getScopeItem(deps, user, projectId, id);
}

/** The rules of an edit (README.md § Status rules), given the item as stored after the claim. */
function checkUpdate(current: repo.ScopeItemRecord, next: UpdateInput): FieldErrors {
  const errors: FieldErrors = {};
  if (current.type === 'change' && current.status !== 'proposed') {
    const decided = 'is fixed once the change request is decided (the budget took it)';
    if (next.type !== 'change') errors.type = [`type ${decided}`];
    if (next.effortMinutes !== current.effortMinutes) errors.effortMinutes = [`effort ${decided}`];
    if (next.priceAmount !== current.priceAmount) errors.priceAmount = [`price ${decided}`];
    const delivery = current.status === 'approved' || current.status === 'delivered';
    const allowed = delivery ? ['approved', 'delivered'] : [current.status];
    if (!allowed.includes(next.status))
      errors.status = [
        delivery
          ? 'An approved change request can only be marked delivered (or back to approved)'
          : 'A rejected change request stays rejected',
      ];
  } else if (next.type === 'change' && next.status !== 'proposed') {
    errors.status = [
      'A change request is approved or rejected through its decision, not by editing it',
    ];
  }
  return errors;
}

/**
 * A version-checked change of the project's scope item `expected.id`:
 * `change` gets the item as stored once the claim holds it (a stale
 * version's 409 carries the item as the user sees it).
 */
async function changeScopeItem(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  expected: { id: number; version: number },
  change: (trx: Db, stored: repo.ScopeItemRecord, now: number) => Promise<unknown>,
): Promise<void> {
  await versionedSave(
    deps.knex,
    repo.scopeItemsOf(projectId, SCOPE_ITEM_NOT_FOUND),
    expected,
    async (trx, now) => {
      const stored = await repo.findScopeItem(trx, projectId, expected.id);
      if (!stored) throw new NotFoundError(SCOPE_ITEM_NOT_FOUND);
      return change(trx, stored, now);
    },
    {
      now: deps.clock(),
      current: (trx, itemId) => getScopeItem(deps, user, projectId, itemId, trx),
    },
  );
}

export async function updateScopeItem(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  input: UpdateInput,
): Promise<ScopeItem> {
  const visible = await amountsVisible(deps.knex, user, projectId);
  await changeScopeItem(
    deps,
    user,
    projectId,
    { id, version: input.version },
    async (trx, current, now) => {
      const next = visible ? input : { ...input, priceAmount: current.priceAmount };
      throwIfAny(checkUpdate(current, next));
      await repo.updateScopeItemRow(trx, id, next, now);
    },
  );
  return getScopeItem(deps, user, projectId, id);
}

export async function deleteScopeItem(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  await changeScopeItem(deps, user, projectId, { id, version }, async (trx, current) => {
    if (current.type === 'change' && ['approved', 'delivered'].includes(current.status))
      throw new ConflictError(
        'An approved change request cannot be deleted: it moved the budget. Add a change request that takes the scope out instead.',
      );
    await deleteRow(trx, repo.scopeItemsOf(projectId, SCOPE_ITEM_NOT_FOUND), id);
  });
  return { ok: true };
}

/**
 * Approves or rejects a proposed change request. Approval adds its effort
 * and price to the project's budget in the same transaction: the project row
 * is claimed (its version bumped, which locks it on PostgreSQL) before the
 * budget is read, so two approvals on one project add up instead of one
 * overwriting the other; the budget history records before and after.
 */
export async function decideScopeItem(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  input: DecisionInput,
): Promise<ScopeItem> {
  const permissions = await getProjectPermissions(deps.knex, user, projectId);
  if (!permissions.manageFinancials)
    throw new ForbiddenError(
      'Deciding a change request changes the budget: it needs manageFinancials',
    );
  await changeScopeItem(
    deps,
    user,
    projectId,
    { id, version: input.version },
    async (trx, current, now) => {
      if (current.type !== 'change')
        throwIfAny({
          decision: ['Baseline items are part of the original budget; edit their status instead'],
        });
      if (current.status !== 'proposed')
        throwIfAny({ decision: [`This change request was already ${current.status}`] });
      await repo.writeDecision(
        trx,
        id,
        { status: input.decision, decidedBy: user.id, note: input.note },
        now,
      );
      if (input.decision === 'rejected') return false;
      if (!(await repo.claimProjectForBudget(trx, projectId, now))) throw new ForbiddenError();
      const before = await repo.findBudget(trx, projectId);
      if (!before) throw new ForbiddenError();
      const amountAfter = (before.amount ?? 0) + current.priceAmount;
      const minutesAfter = (before.minutes ?? 0) + current.effortMinutes;
      if (amountAfter < 0 || minutesAfter < 0)
        throwIfAny({ decision: ['Approving it would make the budget negative'] });
      if (minutesAfter > MAX_BUDGET_MINUTES || !Number.isSafeInteger(amountAfter))
        throwIfAny({ decision: ['Approving it would make the budget too large'] });
      await repo.writeBudget(trx, projectId, { amount: amountAfter, minutes: minutesAfter }, now);
      await repo.insertBudgetChange(
        trx,
        {
          projectId,
          changedBy: user.id,
          source: 'changeRequest',
          scopeItemId: id,
          amountBefore: before.amount,
          amountAfter,
          minutesBefore: before.minutes,
          minutesAfter,
        },
        now,
      );
      // What follows the new budget (the figures) follows it in the decision's transaction.
      await recordChange(trx, { kind: 'budget.changed', at: now, projectId });
      // The project's row changed (its budget, not in the event): its `project.updated`.
      await recordChange(trx, {
        kind: 'record.written',
        at: now,
        type: 'project.updated',
        actorId: user.id,
        projectId,
        data: { id: projectId, projectId },
      });
      return true;
    },
  );
  return getScopeItem(deps, user, projectId, id);
}

export async function budgetHistory(
  deps: AppDeps,
  projectId: number,
  query: z.output<typeof BudgetHistoryQuerySchema>,
): Promise<BudgetHistoryPage> {
  const budget = await repo.findBudget(deps.knex, projectId);
  if (!budget) throw new ForbiddenError();
  const { items, total } = await repo.listBudgetChanges(
    deps.knex,
    projectId,
    budget.currency,
    query,
  );
  return {
    ...pageOf({ items, total }, query),
    current: {
      amount: budget.amount === null ? null : { amount: budget.amount, currency: budget.currency },
      minutes: budget.minutes,
    },
  };
}

/**
 * The hook of `PUT /api/projects/{projectId}`: an edit of the budget fields is
 * recorded in the budget history, in the edit's transaction.
 */
export async function recordBudgetEdit(
  trx: Db,
  projectId: number,
  changedBy: number,
  before: { amount: number | null; minutes: number | null },
  after: { amount: number | null; minutes: number | null },
  now: number,
  source: BudgetChangeSource = 'projectEdit',
): Promise<void> {
  if (before.amount === after.amount && before.minutes === after.minutes) return;
  await repo.insertBudgetChange(
    trx,
    {
      projectId,
      changedBy,
      source,
      scopeItemId: null,
      amountBefore: before.amount,
      amountAfter: after.amount,
      minutesBefore: before.minutes,
      minutesAfter: after.minutes,
    },
    now,
  );
}
