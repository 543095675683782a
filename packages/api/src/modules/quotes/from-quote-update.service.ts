import {
  diffProjectAgainstPlan,
  OUT_OF_SCOPE_LABEL,
  type PlanDifferences,
  type UpdateFromQuoteInputSchema,
  type UpdateFromQuoteOptions,
  type UpdateFromQuoteResult,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import { utcDate } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  throwIfAny,
  type FieldErrors,
} from '../../lib/errors';
import { versionedSave } from '../../lib/versioned-save';
import { getProjectPermissions, type AuthUser } from '../auth';
import { deleteMilestoneRow, recordMilestoneEvent } from '../milestones';
import { recordProjectEvent } from '../projects';
import { recordBudgetEdit } from '../scope';
import { deleteTaskRow, insertHistory, recordTaskEvent } from '../tasks';
import { acceptedRevisionOf, addMilestone, addTask, planOf, quoteBrief } from './from-quote-plan';
import * as repo from './from-quote.repository';

/**
 * The project updated from a newer accepted revision of its quote (README §
 * Project from a quote): the differences against the revision's plan, and
 * the picked ones applied in one version-checked save.
 */

type UpdateInput = z.output<typeof UpdateFromQuoteInputSchema>;

/** The project created from the quote (the newest, when several were). */
async function linkedProject(db: Db, quoteId: number, quoteNumber: string) {
  const [project] = await repo.projectsFromQuote(db, quoteId);
  if (!project) throw new ConflictError(`No project was created from quote ${quoteNumber}`);
  return project;
}

/** The project's state against the revision's plan (in the caller's transaction for a write). */
async function differencesOf(db: Db, project: repo.LinkedProject, revision: repo.RevisionForPlan) {
  const plan = planOf(revision, { startDate: project.startDate, endDate: project.endDate });
  const [milestones, tasks, resources] = await Promise.all([
    repo.quoteMilestones(db, project.id),
    repo.quoteTasks(db, project.id),
    repo.quoteResources(db, project.id),
  ]);
  const rates = new Map<string, number[]>();
  for (const r of resources) rates.set(r.role, [...(rates.get(r.role) ?? []), r.hourlyRate]);
  const diff = diffProjectAgainstPlan(
    {
      currency: project.currency,
      budget: project.budget,
      budgetMinutes: project.budgetMinutes,
      milestones,
      tasks: tasks.map((t) => ({ ...t, outOfScope: t.labels.includes(OUT_OF_SCOPE_LABEL) })),
      rates: [...rates].map(([role, hourlyRates]) => ({ role, hourlyRates })),
    },
    plan,
  );
  return { plan, diff, milestones, tasks, resources };
}

const isNewer = (project: repo.LinkedProject, accepted: number) =>
  project.appliedRevision === null || accepted > project.appliedRevision;

/** `GET /api/projects/update-from-quote/{quoteId}/options`. */
export async function updateOptions(
  deps: AppDeps,
  user: AuthUser,
  quoteId: number,
): Promise<UpdateFromQuoteOptions> {
  const { quote, revision } = await acceptedRevisionOf(deps.knex, quoteId);
  const project = await linkedProject(deps.knex, quoteId, quote.number);
  const permissions = await getProjectPermissions(deps.knex, user, project.id);
  // The differences are money: the project's financial readers only.
  if (!permissions.readProject || !permissions.readFinancials) throw new ForbiddenError();
  const newerRevision = isNewer(project, revision.number);
  const none: PlanDifferences = { budget: null, milestones: [], tasks: [], rates: [] };
  const diff = newerRevision ? (await differencesOf(deps.knex, project, revision)).diff : none;
  return {
    quote: quoteBrief(quote, revision.number),
    project: {
      id: project.id,
      code: project.code,
      name: project.name,
      version: project.version,
      appliedRevision: project.appliedRevision,
    },
    newerRevision,
    ...diff,
  };
}

/** Each picked key must be one of the listed differences (400 naming it otherwise). */
function pickedOf(
  field: 'milestones' | 'tasks' | 'rates',
  keys: string[],
  listed: PlanDifferences[typeof field],
  errors: FieldErrors,
) {
  const byKey = new Map(listed.map((d) => [d.key, d]));
  return keys.flatMap((key, i) => {
    const difference = byKey.get(key);
    if (!difference) {
      errors[`${field}.${i}`] = [`${key} is not a difference of the newer revision`];
      return [];
    }
    return [difference];
  });
}

/**
 * `POST /api/projects/update-from-quote/{quoteId}`: a version-checked save of
 * the project (409 when stale), applying the picked differences in one
 * transaction and recording the revision as applied. Tasks with logged time
 * are never deleted: they get the "Out of scope" label.
 */
export async function updateFromQuote(
  deps: AppDeps,
  user: AuthUser,
  quoteId: number,
  input: UpdateInput,
): Promise<UpdateFromQuoteResult> {
  const { quote, revision } = await acceptedRevisionOf(deps.knex, quoteId);
  const found = await linkedProject(deps.knex, quoteId, quote.number);
  const permissions = await getProjectPermissions(deps.knex, user, found.id);
  if (!permissions.updateProject || !permissions.readFinancials) throw new ForbiddenError();
  const now = deps.clock();

  const applied = await versionedSave(
    deps.knex,
    repo.PROJECT_ROWS,
    { id: found.id, version: input.version },
    async (trx) => {
      // Read again after the claim: the version now stands for these rows.
      const [project] = (await repo.projectsFromQuote(trx, quoteId)).filter(
        (p) => p.id === found.id,
      );
      if (!project) throw new NotFoundError('Project not found');
      if (!isNewer(project, revision.number))
        throw new ConflictError(
          `${project.code} already carries revision ${project.appliedRevision} of quote ${quote.number}`,
        );
      const { plan, diff, milestones, tasks, resources } = await differencesOf(
        trx,
        project,
        revision,
      );
      const errors: FieldErrors = {};
      if (input.budget && !diff.budget) errors.budget = ['The budget is already the revision’s'];
      const pickedMilestones = pickedOf('milestones', input.milestones, diff.milestones, errors);
      const pickedTasks = pickedOf('tasks', input.tasks, diff.tasks, errors);
      const pickedRates = pickedOf('rates', input.rates, diff.rates, errors);
      throwIfAny(errors);

      if (input.budget) {
        await repo.setBudget(trx, project.id, {
          amount: plan.budget.amount,
          minutes: plan.budgetMinutes,
        });
        await recordBudgetEdit(
          trx,
          project.id,
          user.id,
          { amount: project.budget, minutes: project.budgetMinutes },
          { amount: plan.budget.amount, minutes: plan.budgetMinutes },
          now,
          'quote',
        );
      }

      const plannedMilestones = new Map(plan.milestones.map((m) => [m.section, m]));
      const milestoneIds = new Map(milestones.map((m) => [m.section, m.id]));
      const fallbackDue = project.endDate ?? project.startDate ?? utcDate(now);
      for (const difference of pickedMilestones) {
        const planned = plannedMilestones.get(difference.key);
        const currentId = milestoneIds.get(difference.key);
        if (difference.kind === 'add' && planned) {
          milestoneIds.set(
            planned.section,
            await addMilestone(trx, user, project.id, planned, planned.dueDate ?? fallbackDue, now),
          );
        } else if (difference.kind === 'change' && planned && currentId !== undefined) {
          await repo.setMilestoneAmount(trx, currentId, planned.amount.amount, now);
          await recordMilestoneEvent(trx, 'milestone.updated', user.id, now, {
            id: currentId,
            projectId: project.id,
          });
        } else if (difference.kind === 'remove' && currentId !== undefined) {
          await deleteMilestoneRow(
            trx,
            { id: currentId, name: difference.label, projectId: project.id },
            user.id,
            now,
          );
          milestoneIds.delete(difference.key);
        }
      }

      const plannedTasks = new Map(plan.tasks.map((t) => [t.lineKey, t]));
      const currentTasks = new Map(tasks.map((t) => [t.lineKey, t]));
      for (const difference of pickedTasks) {
        const planned = plannedTasks.get(difference.key);
        const current = currentTasks.get(difference.key);
        if (difference.kind === 'add' && planned) {
          await addTask(trx, user, project.id, planned, milestoneIds, now);
        } else if (difference.kind === 'change' && planned && current) {
          await repo.updateQuoteTask(
            trx,
            current.id,
            { name: planned.name, workEstimation: planned.estimateMinutes },
            now,
          );
          await insertHistory(
            trx,
            [
              {
                taskId: current.id,
                userId: user.id,
                field: 'workEstimation',
                from: String(current.estimateMinutes ?? ''),
                to: String(planned.estimateMinutes),
              },
            ],
            now,
          );
          await recordTaskEvent(trx, 'task.updated', user.id, now, {
            id: current.id,
            projectId: project.id,
            name: planned.name,
          });
        } else if (difference.kind === 'outOfScope' && current) {
          await repo.updateQuoteTask(
            trx,
            current.id,
            { labels: [...current.labels, OUT_OF_SCOPE_LABEL] },
            now,
          );
          await recordTaskEvent(trx, 'task.updated', user.id, now, {
            id: current.id,
            projectId: project.id,
            name: current.name,
          });
        } else if (difference.kind === 'remove' && current && current.loggedMinutes === 0) {
          await deleteTaskRow(trx, current.id);
          await recordTaskEvent(trx, 'task.deleted', user.id, now, {
            id: current.id,
            projectId: project.id,
            name: current.name,
          });
        }
      }

      const plannedRates = new Map(plan.roleRates.map((r) => [r.role, r.hourlyRate.amount]));
      for (const difference of pickedRates) {
        const rate = plannedRates.get(difference.key);
        if (rate === undefined) continue;
        for (const resource of resources.filter((r) => r.role === difference.key))
          await repo.setResourceRate(trx, resource.id, rate, now);
      }

      await repo.setAppliedRevision(trx, project.id, quoteId, revision.number);
      await recordChange(trx, { kind: 'project.changed', at: now, projectIds: [project.id] });
      await recordProjectEvent(trx, 'project.updated', user.id, now, {
        id: project.id,
        version: input.version + 1,
        code: project.code,
        name: project.name,
      });
      return (
        (input.budget ? 1 : 0) + pickedMilestones.length + pickedTasks.length + pickedRates.length
      );
    },
    { now },
  );

  const [project] = (await repo.projectsFromQuote(deps.knex, quoteId)).filter(
    (p) => p.id === found.id,
  );
  return {
    project: { id: found.id, code: found.code, version: project?.version ?? input.version + 1 },
    appliedRevision: revision.number,
    applied,
  };
}
