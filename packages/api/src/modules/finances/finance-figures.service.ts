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
  findProjectHead,
  loadProjectInputs,
  replaceProjectFigures,
} from './project-month-figures.repository';

/**
 * Keeps a project's derived figures current (README.md § Kept current): the
 * writes that change a figure call `rewriteProjectFigures` with their
 * transaction, so the rows and the write commit together.
 */

/**
 * Rebuilds one project's month rows and totals from its records as of
 * `today` (YYYY-MM-DD); `now` is written as `recalculated_at`. A deleted or
 * unknown project is left alone. Returns the rows written.
 */
export async function rewriteProjectFigures(
  db: Db,
  projectId: number,
  today: string,
  now: number = Date.now(),
): Promise<MonthFigures[] | null> {
  const head = await findProjectHead(db, projectId);
  if (!head) return null;
  const inputs = await loadProjectInputs(db, head);
  const rows = computeProjectMonths({
    today,
    entries: inputs.entries,
    hourlyCost: hourlyCostResolver(inputs.employees),
    contracts: inputs.contracts,
    milestones: inputs.milestones,
    tasks: inputs.tasks,
    closed: isProjectClosed(head),
  });
  const totals = totalsOf(rows);
  await replaceProjectFigures(
    db,
    head,
    rows,
    {
      actualMinutes: totals.actualMinutes,
      costAmount: totals.actualCost,
      revenueAmount: totals.actualRevenue,
      progressPercent: progressPercent(head, inputs.tasks, today),
    },
    now,
  );
  return rows;
}

/** `rewriteProjectFigures` for each distinct project, one after the other (one connection). */
export async function rewriteProjectsFigures(
  db: Db,
  projectIds: ReadonlyArray<number | null | undefined>,
  today: string,
  now: number = Date.now(),
): Promise<void> {
  // In id order: two writes touching the same two projects lock them alike (no deadlock).
  const ids = [...new Set(projectIds.filter((id): id is number => typeof id === 'number'))].sort(
    (a, b) => a - b,
  );
  for (const id of ids) await rewriteProjectFigures(db, id, today, now);
}
