import {
  CurrencySchema,
  type CreateFromQuoteInputSchema,
  type CreateFromQuoteOptions,
  type CreateFromQuoteResult,
  type ProjectPlan,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import { utcDate } from '../../lib/dates';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, throwIfAny, type FieldErrors } from '../../lib/errors';
import { hasFlag, type AuthUser } from '../auth';
import { createProject, nextProjectCode } from '../projects';
import { MAX_PERIOD_YEARS, writeContract } from '../time-material';
import {
  acceptedRevisionOf,
  addMilestone,
  addTask,
  internalPeople,
  planOf,
  quoteBrief,
} from './from-quote-plan';
import * as repo from './from-quote.repository';

/**
 * A project from an accepted quote, and the project updated from a newer
 * accepted revision (README § Project from a quote). What a revision becomes
 * is `planProjectFromRevision` (types), shared with the preview and the app;
 * this file reads the quote and project, checks the rules and writes.
 */

type CreateInput = z.output<typeof CreateFromQuoteInputSchema>;

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
      const rates = new Map(plan.roleRates.map((r) => [r.role, r.hourlyRate.amount]));
      const written = await writeContract(
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
        input.resources.map((resource) => ({
          userId: resource.userId,
          hourlyRate: rates.get(resource.role) ?? 0,
          capMinutes: null,
        })),
        now,
      );
      contractId = written.contractId;
      for (const [i, resource] of input.resources.entries()) {
        const id = written.resourceIds[i];
        if (id !== undefined) await repo.setResourceRole(trx, id, resource.role);
      }
    }
    // The project, its milestones, tasks and contract were all written in this transaction.
    await recordChange(trx, { kind: 'project.changed', at: now, projectIds: [project.id] });
    return {
      project: { id: project.id, code: project.code, name: project.name },
      revision: revision.number,
      milestoneCount: input.createMilestones ? plan.milestones.length : 0,
      taskCount: input.createTasks ? plan.tasks.length : 0,
      contractId,
    };
  });
}
