import type { Db } from '../../lib/db';
import type { AuthUser } from '../auth';
import { dayNumber, workspaceWorkingDays } from '../workload';
import { viewerOf } from './task-access.service';
import { projectDependencies, projectScheduleRows } from './task-dependencies.repository';
import { planRows, type PlanRow } from './task-plan.repository';
import { criticalPath, workingDaysFrom, type Dependency } from './task-schedule-rules';

/**
 * A project's plan for its timeline (issue 31): the tasks the user may read
 * with their dates and progress, the dependencies between them, and the
 * critical path, computed over the whole project (every task and
 * dependency, whoever reads) and flagged on the tasks shown.
 */

export interface PlanTask extends PlanRow {
  critical: boolean;
}

export interface ProjectPlan {
  tasks: PlanTask[];
  dependencies: Dependency[];
  criticalPathDays: number;
}

export async function projectPlan(db: Db, user: AuthUser, projectId: number): Promise<ProjectPlan> {
  const viewer = await viewerOf(db, user);
  const [rows, all, graph, isWorkingDay] = await Promise.all([
    planRows(db, projectId, viewer),
    projectScheduleRows(db, projectId),
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
  const shown = new Set(rows.map((r) => r.id));
  return {
    tasks: rows.map((row) => ({ ...row, critical: critical.has(row.id) })),
    dependencies: graph.filter((d) => shown.has(d.predecessorId) && shown.has(d.successorId)),
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
