import type { Db } from '../../lib/db';
import {
  computeProjectMonths,
  hourlyCostResolver,
  isProjectClosed,
  progressPercent,
  totalsOf,
  type MonthFigures,
} from './finance-engine';
import {
  findProjectHeads,
  loadProjectsInputs,
  replaceProjectsFigures,
} from './project-month-figures.repository';

/**
 * Keeps a project's derived figures current (README.md § Kept current): the
 * writes that change a figure call `rewriteProjectFigures` with their
 * transaction, so the rows and the write commit together.
 */

/**
 * Rebuilds the month rows and totals of the distinct projects from their
 * records as of `today` (YYYY-MM-DD), together: their heads, inputs, rows and
 * totals are each read or written in a few statements for all of them (the
 * recalculation of everything rewrites projects by the batch). `now` is
 * written as `recalculated_at`. Deleted or unknown projects are left alone.
 * Returns the rows written, by project.
 */
export async function rewriteProjectsFigures(
  db: Db,
  projectIds: ReadonlyArray<number | null | undefined>,
  today: string,
  now: number = Date.now(),
): Promise<Map<number, MonthFigures[]>> {
  const ids = [...new Set(projectIds.filter((id): id is number => typeof id === 'number'))];
  // In id order (findProjectHeads): two writes touching the same two projects lock them alike (no deadlock).
  const heads = await findProjectHeads(db, ids);
  const inputs = await loadProjectsInputs(db, heads);
  const written = new Map<number, MonthFigures[]>();
  // One resolver for the batch: its employees are the batch's (a pure lookup, memoised).
  const hourlyCost = hourlyCostResolver(inputs[0]?.employees ?? new Map());
  const writes = inputs.map(({ project, ...input }) => {
    const rows = computeProjectMonths({
      today,
      entries: input.entries,
      hourlyCost,
      contracts: input.contracts,
      milestones: input.milestones,
      tasks: input.tasks,
      closed: isProjectClosed(project),
    });
    written.set(project.id, rows);
    const totals = totalsOf(rows);
    return {
      project,
      rows,
      totals: {
        actualMinutes: totals.actualMinutes,
        costAmount: totals.actualCost,
        revenueAmount: totals.actualRevenue,
        progressPercent: progressPercent(project, input.tasks, today),
      },
    };
  });
  await replaceProjectsFigures(db, writes, now);
  return written;
}

/**
 * Rebuilds one project's month rows and totals (`rewriteProjectsFigures`).
 * Returns the rows written, or null for a deleted or unknown project.
 */
export async function rewriteProjectFigures(
  db: Db,
  projectId: number,
  today: string,
  now: number = Date.now(),
): Promise<MonthFigures[] | null> {
  return (await rewriteProjectsFigures(db, [projectId], today, now)).get(projectId) ?? null;
}
