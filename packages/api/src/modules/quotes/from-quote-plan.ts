import { planProjectFromRevision, PricingRangeError, type ProjectPlan } from '@keel/types';
import type { Db } from '../../lib/db';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { keyBetween } from '../../lib/fractional-key';
import type { AuthUser } from '../auth';
import { insertMilestone, recordMilestoneEvent } from '../milestones';
import { listActiveUsers } from '../projects';
import { insertHistory, insertTask, lockBoard, neighbourKeys, recordTaskEvent } from '../tasks';
import * as repo from './from-quote.repository';

/**
 * What creating and updating a project from a quote share (README § Project
 * from a quote): the accepted revision, its plan with the limits a project's
 * budget takes, and the planned milestones and tasks as written.
 */

/** The largest budget in minutes a project takes (ProjectCreateInputSchema). */
export const MAX_BUDGET_MINUTES = 100_000 * 60;

/** The quote and its accepted revision: 404 unknown, 409 not accepted (naming why). */
export async function acceptedRevisionOf(db: Db, quoteId: number) {
  const quote = await repo.findQuote(db, quoteId);
  if (!quote) throw new NotFoundError('Quote not found');
  if (quote.isTemplate)
    throw new ConflictError('A template is never accepted: start a quote from it');
  if (quote.acceptedRevision === null)
    throw new ConflictError(
      `Quote ${quote.number} has no accepted revision (it is ${quote.status}): accept it first`,
    );
  const revision = await repo.findRevision(db, quoteId, quote.acceptedRevision);
  if (!revision) throw new ConflictError(`Quote ${quote.number} has lost its accepted revision`);
  return { quote, revision };
}

/** The plan, refused (409) when the revision's figures cannot be a project's budget. */
export function planOf(
  revision: repo.RevisionForPlan,
  period: { startDate: string | null; endDate: string | null },
): ProjectPlan {
  let plan: ProjectPlan;
  try {
    plan = planProjectFromRevision(revision, period);
  } catch (error) {
    if (error instanceof PricingRangeError)
      throw new ConflictError(`Revision ${revision.number} is too large to plan: ${error.message}`);
    throw error;
  }
  if (plan.budget.amount < 0)
    throw new ConflictError(
      `Revision ${revision.number} totals less than zero; a project budget cannot`,
    );
  if (plan.budgetMinutes > MAX_BUDGET_MINUTES)
    throw new ConflictError(
      `Revision ${revision.number} has more than ${MAX_BUDGET_MINUTES / 60} hours; a project budget cannot`,
    );
  return plan;
}

export function quoteBrief(quote: repo.QuoteForProject, acceptedRevision: number) {
  const { id, number, name, client, status } = quote;
  return { id, number, name, client, status, acceptedRevision };
}

export const internalPeople = async (db: Db) =>
  (await listActiveUsers(db))
    .filter((u) => !u.external)
    .map(({ id, name, initials, color }) => ({ id, name, initials, color }));

/** A milestone of a plan: financial, at its section's share of the total, keyed by its section. */
export async function addMilestone(
  trx: Db,
  user: AuthUser,
  projectId: number,
  planned: ProjectPlan['milestones'][number],
  dueDate: string,
  now: number,
): Promise<number> {
  const id = await insertMilestone(
    trx,
    projectId,
    {
      name: planned.name,
      description: '',
      dueDate,
      status: 'planned',
      financial: true,
      amount: planned.amount.amount,
      forecastDate: null,
      invoicedDate: null,
      paidDate: null,
    },
    user.id,
    now,
  );
  await repo.setMilestoneSection(trx, id, planned.section);
  await recordMilestoneEvent(trx, 'milestone.created', user.id, now, {
    id,
    projectId,
    version: 1,
    name: planned.name,
    dueDate,
    status: 'planned',
  });
  return id;
}

/** A task of a plan, at the end of the project's To do column, keyed by its line. */
export async function addTask(
  trx: Db,
  user: AuthUser,
  projectId: number,
  planned: ProjectPlan['tasks'][number],
  milestoneIds: Map<string, number>,
  now: number,
): Promise<void> {
  await lockBoard(trx, projectId);
  const { before } = await neighbourKeys(trx, projectId, 'todo', 'end', null, null);
  const taskId = await insertTask(
    trx,
    {
      projectId,
      name: planned.name,
      status: 'todo',
      boardKey: keyBetween(before, null),
      milestoneId: milestoneIds.get(planned.section) ?? null,
      workEstimation: planned.estimateMinutes,
      createdBy: user.id,
    },
    now,
  );
  await repo.setTaskLineKey(trx, taskId, planned.lineKey);
  await recordTaskEvent(trx, 'task.created', user.id, now, {
    id: taskId,
    projectId,
    version: 1,
    name: planned.name,
    status: 'todo',
    assigneeId: null,
    startDate: null,
    dueDate: null,
    milestoneId: milestoneIds.get(planned.section) ?? null,
  });
  await insertHistory(
    trx,
    [{ taskId, userId: user.id, field: 'created', from: null, to: planned.name }],
    now,
  );
}
