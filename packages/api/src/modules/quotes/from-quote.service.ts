import {
  CurrencySchema,
  diffProjectAgainstPlan,
  OUT_OF_SCOPE_LABEL,
  planProjectFromRevision,
  PricingRangeError,
  type CreateFromQuoteInputSchema,
  type CreateFromQuoteOptions,
  type CreateFromQuoteResult,
  type PlanDifferences,
  type ProjectPlan,
  type UpdateFromQuoteInputSchema,
  type UpdateFromQuoteOptions,
  type UpdateFromQuoteResult,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { utcDate } from '../../lib/dates';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  throwIfAny,
  type FieldErrors,
} from '../../lib/errors';
import { keyBetween } from '../../lib/fractional-key';
import { versionedSave, type VersionedTable } from '../../lib/versioned-save';
import { getProjectPermissions, hasFlag, type AuthUser } from '../auth';
import { deleteMilestoneRow, insertMilestone } from '../milestones/milestones.repository';
import { recalculateIds } from '../projects/project-figures.service';
import { listActiveUsers } from '../projects/project-members.repository';
import { nextProjectCode } from '../projects/projects.repository';
import { createProject } from '../projects/projects.service';
import { recordBudgetEdit } from '../scope/scope.service';
import {
  deleteTaskRow,
  insertHistory,
  insertTask,
  lockBoard,
  neighbourKeys,
} from '../tasks/tasks.repository';
import { insertContract, insertResource } from '../time-material/time-material.repository';
import { MAX_PERIOD_YEARS } from '../time-material/time-material.service';
import * as repo from './from-quote.repository';

/**
 * A project from an accepted quote, and the project updated from a newer
 * accepted revision (README § Project from a quote). What a revision becomes
 * is `planProjectFromRevision` (types), shared with the preview and the app;
 * this file reads the quote and project, checks the rules and writes.
 */

type CreateInput = z.output<typeof CreateFromQuoteInputSchema>;
type UpdateInput = z.output<typeof UpdateFromQuoteInputSchema>;

/** The largest budget in minutes a project takes (ProjectCreateInputSchema). */
const MAX_BUDGET_MINUTES = 100_000 * 60;

/** The quote and its accepted revision: 404 unknown, 409 not accepted (naming why). */
async function acceptedRevisionOf(db: Db, quoteId: number) {
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
function planOf(
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

function quoteBrief(quote: repo.QuoteForProject, acceptedRevision: number) {
  const { id, number, name, client, status } = quote;
  return { id, number, name, client, status, acceptedRevision };
}

const internalPeople = async (db: Db) =>
  (await listActiveUsers(db))
    .filter((u) => !u.external)
    .map(({ id, name, initials, color }) => ({ id, name, initials, color }));

/** `GET /api/projects/create-from-quote/{quoteId}/options`. */
export async function createOptions(
  deps: AppDeps,
  user: AuthUser,
  quoteId: number,
): Promise<CreateFromQuoteOptions> {
  if (!hasFlag(user, 'readQuotes')) throw new ForbiddenError();
  const { quote, revision } = await acceptedRevisionOf(deps.knex, quoteId);
  const startDate = utcDate(deps.clock());
  const plan = planOf(revision, { startDate, endDate: null });
  const [code, people, existing] = await Promise.all([
    nextProjectCode(deps.knex),
    internalPeople(deps.knex),
    repo.projectsFromQuote(deps.knex, quoteId),
  ]);
  return {
    quote: quoteBrief(quote, revision.number),
    project: {
      name: quote.name,
      client: quote.client,
      code,
      currency: revision.currency,
      billingType: 'fixedPrice',
      startDate,
      endDate: null,
    },
    plan,
    people,
    existingProjects: existing.map(({ id, code: c, name }) => ({ id, code: c, name })),
  };
}

/** The first day `years` years after `date` (a contract period stays under it). */
function yearsAfter(date: string, years: number): string {
  return String(Number(date.slice(0, 4)) + years).padStart(4, '0') + date.slice(4);
}

/** The milestone due date: the one picked, else the proposal, else the end or start date. */
function dueDateOf(
  section: string,
  proposed: string | null,
  picked: Record<string, string>,
  fallback: string,
): string {
  return picked[section] ?? proposed ?? fallback;
}

/** Checks the picked resources against the plan's roles and the active internal users. */
async function checkResources(
  db: Db,
  input: CreateInput,
  plan: ProjectPlan,
  errors: FieldErrors,
): Promise<void> {
  const roles = new Set(plan.roleRates.map((r) => r.role));
  const people = new Set((await internalPeople(db)).map((p) => p.id));
  const seen = new Set<number>();
  input.resources.forEach((resource, i) => {
    if (!roles.has(resource.role))
      errors[`resources.${i}.role`] = ['Pick a role of the accepted revision'];
    if (!people.has(resource.userId))
      errors[`resources.${i}.userId`] = ['Pick an active internal user'];
    else if (seen.has(resource.userId))
      errors[`resources.${i}.userId`] = ['A person bills one role on a contract'];
    seen.add(resource.userId);
  });
}

/**
 * `POST /api/projects/create-from-quote/{quoteId}`: the project (through the
 * projects module's create, so membership, code and custom-field rules are
 * the same), its milestones, tasks and, for time and material, the contract
 * and resources, all in one transaction; the project is linked to the quote
 * and the revision applied.
 */
export async function createFromQuote(
  deps: AppDeps,
  user: AuthUser,
  quoteId: number,
  input: CreateInput,
): Promise<CreateFromQuoteResult> {
  if (!hasFlag(user, 'readQuotes')) throw new ForbiddenError();
  const { quote, revision } = await acceptedRevisionOf(deps.knex, quoteId);
  const startDate = input.startDate ?? utcDate(deps.clock());
  const endDate = input.endDate ?? null;
  const billingType = input.billingType ?? 'fixedPrice';
  const errors: FieldErrors = {};
  if (endDate && endDate < startDate) errors.endDate = ['endDate is before startDate'];
  const plan = planOf(revision, { startDate, endDate });
  const sections = new Set(plan.milestones.map((m) => m.section));
  for (const section of Object.keys(input.milestoneDueDates))
    if (!sections.has(section))
      errors[`milestoneDueDates.${section}`] = ['Not a section of the accepted revision'];
  const timeAndMaterial = billingType === 'timeAndMaterial';
  if (timeAndMaterial) {
    await checkResources(deps.knex, input, plan, errors);
    if (endDate && endDate >= yearsAfter(startDate, MAX_PERIOD_YEARS))
      errors.endDate = [`A contract period may span at most ${MAX_PERIOD_YEARS} years`];
  } else if (input.resources.length > 0) {
    errors.resources = ['Resources are for time and material billing only'];
  }
  throwIfAny(errors);

  const now = deps.clock();
  return deps.knex.transaction(async (trx) => {
    const tx = { ...deps, knex: trx };
    const project = await createProject(tx, user, {
      name: input.name ?? quote.name,
      alternateName: null,
      client: quote.client,
      // None chosen: the creator manages it, as before (createProject reads null as "no manager").
      managerId: input.managerId ?? undefined,
      status: 'active',
      billingType,
      startDate,
      endDate,
      currency: CurrencySchema.parse(revision.currency),
      budgetAmount: plan.budget.amount,
      budgetMinutes: plan.budgetMinutes,
      description: `From quote ${quote.number}, revision ${revision.number}.`,
      tags: [],
      ...(input.code ? { code: input.code } : {}),
    });
    await repo.setAppliedRevision(trx, project.id, quoteId, revision.number);

    const milestoneIds = new Map<string, number>();
    if (input.createMilestones)
      for (const planned of plan.milestones) {
        const dueDate = dueDateOf(
          planned.section,
          planned.dueDate,
          input.milestoneDueDates,
          endDate ?? startDate,
        );
        milestoneIds.set(
          planned.section,
          await addMilestone(trx, user, project.id, planned, dueDate, now),
        );
      }

    if (input.createTasks)
      for (const planned of plan.tasks)
        await addTask(trx, user, project.id, planned, milestoneIds, now);

    let contractId: number | null = null;
    if (timeAndMaterial) {
      contractId = await insertContract(
        trx,
        project.id,
        {
          name: `${quote.number} revision ${revision.number}`,
          periodStart: startDate,
          // Without an end date the contract runs a year, the usual term (editable on its page).
          periodEnd: endDate ?? utcDate(Date.parse(`${yearsAfter(startDate, 1)}T00:00:00Z`) - 1),
          currency: revision.currency,
          capAmount: plan.budget.amount,
          capMinutes: plan.budgetMinutes,
        },
        now,
      );
      const rates = new Map(plan.roleRates.map((r) => [r.role, r.hourlyRate.amount]));
      for (const resource of input.resources) {
        const id = await insertResource(
          trx,
          {
            contractId,
            userId: resource.userId,
            hourlyRate: rates.get(resource.role) ?? 0,
            capMinutes: null,
          },
          now,
        );
        await repo.setResourceRole(trx, id, resource.role);
      }
    }
    await recalculateIds(tx, [project.id]);
    return {
      project: { id: project.id, code: project.code, name: project.name },
      revision: revision.number,
      milestoneCount: input.createMilestones ? plan.milestones.length : 0,
      taskCount: input.createTasks ? plan.tasks.length : 0,
      contractId,
    };
  });
}

/** A milestone of a plan: financial, at its section's share of the total, keyed by its section. */
async function addMilestone(
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
  return id;
}

/** A task of a plan, at the end of the project's To do column, keyed by its line. */
async function addTask(
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
  await insertHistory(
    trx,
    [{ taskId, userId: user.id, field: 'created', from: null, to: planned.name }],
    now,
  );
}

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

const PROJECTS: VersionedTable = {
  table: 'projects',
  notFound: 'Project not found',
  live: (query) => query.whereNull('deleted_at'),
};

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
    PROJECTS,
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
      const tx = { ...deps, knex: trx };

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
        } else if (difference.kind === 'remove' && currentId !== undefined) {
          await deleteMilestoneRow(trx, { id: currentId, name: difference.label }, user.id, now);
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
        } else if (difference.kind === 'outOfScope' && current) {
          await repo.updateQuoteTask(
            trx,
            current.id,
            { labels: [...current.labels, OUT_OF_SCOPE_LABEL] },
            now,
          );
        } else if (difference.kind === 'remove' && current && current.loggedMinutes === 0) {
          await deleteTaskRow(trx, current.id);
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
      await recalculateIds(tx, [project.id]);
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
