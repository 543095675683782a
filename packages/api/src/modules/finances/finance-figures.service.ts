import type { Db } from '../../lib/db';
import { utcDate } from '../../lib/dates';
import {
  computeProjectMonths,
  hourlyCostResolver,
  isProjectClosed,
  monthChanges,
  progressPercent,
  totalsOf,
  type FinanceTask,
  type FinanceTimeEntry,
  type MonthFigures,
} from './finance-engine';
import {
  addToProjectFigures,
  findProjectHeads,
  loadContracts,
  loadEmployees,
  loadEstimatedTasks,
  loadProjectsInputs,
  replaceProjectsFigures,
  type ProjectFinanceHead,
} from './project-month-figures.repository';
import { queuedMarksOf } from './finance-queue.repository';

/**
 * Keeps a project's derived figures current (README.md § Kept current): the
 * finance module's subscriptions (`finance-subscriptions.ts`) call these in
 * the transaction of the write that recorded the change, so the rows and the
 * write commit together.
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

/** A time entry as the figures read it: where it is logged, by whom, when, how long. */
export interface LoggedEntry extends FinanceTimeEntry {
  projectId: number | null;
  taskId: number | null;
}

/**
 * Keeps the figures current after one time entry's write, in its transaction
 * (README.md § Kept current): `before` is the entry as it was (null for a
 * new one), `after` as it is now, already written (null once deleted). An
 * entry moves only its own month's actuals and, when it is logged on an
 * estimated task, that task's forecast and the project's progress: those
 * changes are added to the stored rows instead of rebuilding the project
 * from all its entries (the engine adds entries and tasks up one by one, so
 * both give the same rows — the rebuild == incremental test holds them
 * equal). A project whose figures are from an earlier day (its forecast
 * starts at an older tomorrow) or that is marked for a rebuild (a rate
 * change not applied yet) is rebuilt whole instead.
 */
export async function applyTimeEntryWrite(
  db: Db,
  before: LoggedEntry | null,
  after: LoggedEntry | null,
  now: number,
): Promise<void> {
  const today = utcDate(now);
  const ids = [
    ...new Set([before?.projectId, after?.projectId].filter((id) => typeof id === 'number')),
  ];
  if (ids.length === 0) return;
  const heads = await findProjectHeads(db, ids);
  const marked = new Set((await queuedMarksOf(db, ids)).map((mark) => mark.projectId));
  const rebuild: number[] = [];
  for (const head of heads) {
    if (
      head.recalculatedAt === null ||
      utcDate(head.recalculatedAt) !== today ||
      marked.has(head.id)
    )
      rebuild.push(head.id);
    else
      await addEntryChange(
        db,
        head,
        before?.projectId === head.id ? before : null,
        after?.projectId === head.id ? after : null,
        today,
        now,
      );
  }
  if (rebuild.length > 0) await rewriteProjectsFigures(db, rebuild, today, now);
}

/** One project's side of `applyTimeEntryWrite`: the entry taken out (`removed`), put in (`added`). */
async function addEntryChange(
  db: Db,
  head: ProjectFinanceHead,
  removed: LoggedEntry | null,
  added: LoggedEntry | null,
  today: string,
  now: number,
): Promise<void> {
  const taskIds = new Set([removed?.taskId, added?.taskId].filter((id) => typeof id === 'number'));
  // Only a task with an estimate has a forecast or counts in the progress.
  const estimated = taskIds.size > 0 ? await loadEstimatedTasks(db, head.id) : [];
  const touched = estimated.filter((task) => taskIds.has(task.id));
  const users = new Set<number>();
  for (const entry of [removed, added]) if (entry) users.add(entry.userId);
  for (const task of touched) if (task.assigneeId !== null) users.add(task.assigneeId);
  const contracts = (await loadContracts(db, [head.id])).get(head.id) ?? [];
  const hourlyCost = hourlyCostResolver(await loadEmployees(db, [...users]));
  const figures = (entries: FinanceTimeEntry[], tasks: FinanceTask[]) =>
    computeProjectMonths({
      today,
      entries,
      hourlyCost,
      contracts,
      milestones: [],
      tasks,
      closed: isProjectClosed(head),
    });
  // The tasks' logged minutes were read after the write: before it, less what it added, plus what it removed.
  const loggedBefore = (task: FinanceTask & { id: number }) =>
    task.loggedMinutes -
    (added?.taskId === task.id ? added.minutes : 0) +
    (removed?.taskId === task.id ? removed.minutes : 0);
  const changes = monthChanges(
    figures(
      removed ? [removed] : [],
      touched.map((task) => ({ ...task, loggedMinutes: loggedBefore(task) })),
    ),
    figures(added ? [added] : [], touched),
  );
  const progress = touched.length > 0 ? progressPercent(head, estimated, today) : null;
  await addToProjectFigures(db, head, changes, progress, now);
}
