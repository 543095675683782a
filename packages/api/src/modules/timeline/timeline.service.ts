import {
  type Baseline,
  type ProjectTimeline,
  type Roadmap,
  type RoadmapQuerySchema,
  type TimelineQuerySchema,
} from '@keel/types';
import type { z } from 'zod';
import { commitStamp } from '../../db/database';
import { rememberUntilChanged } from '../../db/row-count';
import { deepFreeze } from '../../lib/deep-freeze';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import { milestonesOfProjects } from '../milestones';
import { prepareProjectsExport } from '../projects';
import { projectPlan, projectTaskDates } from '../tasks';
import { dayNumber } from '../workload';
import {
  baselineDates,
  insertBaseline,
  listBaselines as baselinesOf,
  roadmapRows,
  type DateRange,
} from './timeline.repository';

/**
 * The project timeline, the portfolio roadmap and baselines (issue 31;
 * README.md). Dates, names, progress and RAG only: no cost, amount or
 * internal note is read here, so none can reach a stakeholder. The route
 * table checks the project flag (`readTasks` to read, `updateAnyTask` to
 * freeze a baseline); which tasks a reader sees is the tasks module's scope.
 */

/** Does [start, end] (a missing end standing in for the other) meet the range? Undated: yes. */
function inRange(start: string | null, end: string | null, range: DateRange): boolean {
  const first = start ?? end;
  const last = end ?? start;
  if (first === null || last === null) return true;
  return (!range.from || last >= range.from) && (!range.to || first <= range.to);
}

/** Timelines remembered (`rememberUntilChanged`): a few, each up to thousands of tasks. */
const MAX_REMEMBERED_TIMELINES = 16;
const rememberedTimelines = new Map<string, { stamp: string; value: ProjectTimeline }>();

/**
 * The project's timeline as the user may see it, remembered until any
 * transaction commits (`commitStamp`: on SQLite any write from any process,
 * on PostgreSQL any commit of the server), per reader and range, and frozen:
 * a Gantt of 2,000 tasks read again and again is read, computed and encoded
 * once (`deepFreeze`: the routes send a frozen answer's encoding again).
 */
export async function projectTimeline(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: z.output<typeof TimelineQuerySchema>,
): Promise<ProjectTimeline> {
  const { from, to, baselineId } = query;
  return rememberUntilChanged(
    deps.knex,
    `timeline ${projectId} ${user.id} ${from ?? ''} ${to ?? ''} ${baselineId ?? ''}`,
    rememberedTimelines,
    async () => deepFreeze(await readTimeline(deps, user, projectId, query)),
    MAX_REMEMBERED_TIMELINES,
    commitStamp,
  );
}

async function readTimeline(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: z.output<typeof TimelineQuerySchema>,
): Promise<ProjectTimeline> {
  const baseline =
    query.baselineId === undefined
      ? null
      : ((await baselinesOf(deps.knex, projectId, query.baselineId))[0] ?? null);
  if (query.baselineId !== undefined && !baseline) throw new NotFoundError('Baseline not found');
  const [plan, milestones, frozen] = await Promise.all([
    projectPlan(deps.knex, user, projectId),
    milestonesOfProjects(deps.knex, [projectId]),
    baseline ? baselineDates(deps.knex, baseline.id) : null,
  ]);
  const tasks = plan.tasks.filter((t) => inRange(t.startDate, t.dueDate, query));
  const shown = new Set(tasks.map((t) => t.id));
  return {
    projectId,
    // The plan's tasks carry exactly the timeline's fields: sent as they are
    // without a baseline (2,000 tasks: no copy), with one beside its dates.
    tasks: frozen
      ? tasks.map((task) => {
          const then = frozen.get(task.id);
          return {
            ...task,
            baseline: then
              ? {
                  ...then,
                  slippageDays:
                    then.dueDate !== null && task.dueDate !== null
                      ? dayNumber(task.dueDate) - dayNumber(then.dueDate)
                      : null,
                }
              : null,
          };
        })
      : tasks,
    dependencies: plan.dependencies
      .filter((d) => shown.has(d.predecessorId) && shown.has(d.successorId))
      .map(({ id, predecessorId, successorId, type, lagDays }) => ({
        id,
        predecessorId,
        successorId,
        type,
        lagDays,
      })),
    milestones: milestones
      .filter((m) => inRange(m.dueDate, m.dueDate, query))
      .map(({ id, name, dueDate, status }) => ({ id, name, dueDate, status })),
    criticalPathDays: plan.criticalPathDays,
  };
}

/** The portfolio roadmap: the visible projects the browser's URL filters keep, with their milestones. */
export async function roadmap(
  deps: AppDeps,
  user: AuthUser,
  query: z.output<typeof RoadmapQuerySchema>,
): Promise<Roadmap> {
  const { from, to, ...browser } = query;
  const { criteria } = await prepareProjectsExport(deps, user, browser);
  const projects = await roadmapRows(deps.knex, user, criteria, { from, to });
  const milestones = await milestonesOfProjects(
    deps.knex,
    projects.map((p) => p.id),
  );
  const byProject = new Map<number, Roadmap['projects'][number]['milestones']>();
  for (const m of milestones) {
    if (!inRange(m.dueDate, m.dueDate, { from, to })) continue;
    const list = byProject.get(m.projectId) ?? [];
    list.push({ id: m.id, name: m.name, dueDate: m.dueDate, status: m.status });
    byProject.set(m.projectId, list);
  }
  return { projects: projects.map((p) => ({ ...p, milestones: byProject.get(p.id) ?? [] })) };
}

export async function listBaselines(deps: AppDeps, projectId: number): Promise<Baseline[]> {
  return baselinesOf(deps.knex, projectId);
}

/** Freezes every task's dates of the project (one transaction: a consistent picture). */
export async function createBaseline(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: { name: string },
): Promise<Baseline> {
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) =>
    insertBaseline(
      trx,
      {
        projectId,
        name: input.name,
        createdBy: user.id,
        tasks: await projectTaskDates(trx, projectId),
      },
      now,
    ),
  );
  const [created] = await baselinesOf(deps.knex, projectId, id);
  if (!created) throw new NotFoundError('Baseline not found');
  return created;
}
