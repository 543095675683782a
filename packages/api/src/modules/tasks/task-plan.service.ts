import type { Db } from '../../lib/db';
import type { AuthUser } from '../auth';
import { dayNumber, workspaceWorkingDays } from '../workload';
import { rememberUntilChanged } from '../../db/row-count';
import { viewerOf } from './task-access.service';
import { projectDependencies, projectScheduleRows } from './task-dependencies.repository';
import { projectPlanRows, visiblePlanTaskIds, type PlanRow } from './task-plan.repository';
import type { TaskViewer } from './tasks.repository';
import { criticalPath, workingDaysFrom, type Dependency } from './task-schedule-rules';

/**
 * A project's plan for its timeline (issue 31): the tasks the user may read
 * with their dates and progress, the dependencies between them, and the
 * critical path, computed over the whole project (every task and
 * dependency, whoever reads) and flagged on the tasks shown.
 */

export type PlanTask = PlanRow;

export interface ProjectPlan {
  tasks: PlanTask[];
  dependencies: Dependency[];
  criticalPathDays: number;
}

/** Plans remembered (`rememberUntilChanged`): a few, each up to thousands of tasks. */
const MAX_REMEMBERED_PLANS = 16;
const rememberedPlans = new Map<string, { stamp: string; value: ProjectPlan }>();

/**
 * The plan as `readPlan` reads it, on SQLite remembered until the database
 * changes (any write, from any process: a task's dates, a dependency, a
 * holiday, an assignee's name), per project and reader's scope: a timeline
 * of 2,000 tasks read again and again (the Gantt refetches on focus, several
 * people plan one project) costs its statements and critical path once. The
 * remembered plan is shared: callers only read it.
 */
export async function projectPlan(db: Db, user: AuthUser, projectId: number): Promise<ProjectPlan> {
  const viewer = await viewerOf(db, user);
  const scope = viewer.projects === 'all' ? 'all' : JSON.stringify(viewer);
  return rememberUntilChanged(
    db,
    `plan ${projectId} ${scope}`,
    rememberedPlans,
    () => readPlan(db, viewer, projectId),
    MAX_REMEMBERED_PLANS,
  );
}

async function readPlan(db: Db, viewer: TaskViewer, projectId: number): Promise<ProjectPlan> {
  // A reader of every project's tasks sees the whole plan: no second statement for their share.
  const [all, visible, graph, isWorkingDay] = await Promise.all([
    projectPlanRows(db, projectId),
    viewer.projects === 'all' ? null : visiblePlanTaskIds(db, projectId, viewer),
    projectDependencies(db, projectId),
    workspaceWorkingDays(db),
  ]);
  // A task lasts its working days (at least one); one date: a day; no date: nothing.
  const durations = new Map<number, number>();
  for (const task of all) {
    const { startDate: start, dueDate: due } = task;
    durations.set(
      task.id,
      start !== null && due !== null
        ? Math.max(1, workingDaysFrom(dayNumber(start), dayNumber(due), isWorkingDay))
        : start !== null || due !== null
          ? 1
          : 0,
    );
  }
  const { length, critical } = criticalPath(durations, graph);
  const shown = visible ? all.filter((task) => visible.has(task.id)) : all;
  const shownIds = visible ?? durations;
  // The rows are this call's own: flagged in place rather than copied (2,000 objects a visit).
  for (const task of all) task.critical = critical.has(task.id);
  return {
    tasks: shown,
    dependencies: graph.filter((d) => shownIds.has(d.predecessorId) && shownIds.has(d.successorId)),
    criticalPathDays: length,
  };
}

/** Every task's dates of a project (a baseline freezes them). */
export async function projectTaskDates(
  db: Db,
  projectId: number,
): Promise<Array<{ id: number; startDate: string | null; dueDate: string | null }>> {
  return (await projectScheduleRows(db, projectId)).map(({ id, startDate, dueDate }) => ({
    id,
    startDate,
    dueDate,
  }));
}
