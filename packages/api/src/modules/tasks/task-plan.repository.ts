import type { TaskStatus, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { userDetailColumns, userRef } from '../../lib/user-ref';
import { scopeTasks, type TaskViewer } from './tasks.repository';

/** A project's tasks as its timeline shows them (issue 31), scoped to what the viewer may read. */

export interface PlanRow {
  id: number;
  name: string;
  parentId: number | null;
  startDate: string | null;
  dueDate: string | null;
  status: TaskStatus;
  fixedStart: boolean;
  version: number;
  assignee: UserRef | null;
  /** Done: 100; else the share of its done subtasks (0 without any). */
  progress: number;
  /** On the critical path: false as read, set by the plan (task-plan.service). */
  critical: boolean;
}

/**
 * Every task of a live project as the timeline draws it, in the timeline's
 * order (start date, then id), with each task's progress counted from its
 * subtasks among them (a subtask is always in its parent's project). One
 * statement for the whole plan: the critical path needs every task, and the
 * reader's share is `visiblePlanTaskIds`, read only when the reader may not
 * see them all.
 */
export async function projectPlanRows(knex: Knex, projectId: number): Promise<PlanRow[]> {
  const rows = (await knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .leftJoin('users as u', 'u.id', 't.assignee_id')
    .where('t.project_id', projectId)
    .whereNull('p.deleted_at')
    .orderBy([{ column: 't.start_date' }, { column: 't.id' }])
    .select(
      't.id',
      't.name',
      't.parent_id',
      't.start_date',
      't.due_date',
      't.status',
      't.fixed_start',
      't.version',
      't.assignee_id',
      ...userDetailColumns('u', 'assignee'),
    )) as Array<{
    id: number;
    name: string;
    parent_id: number | null;
    start_date: string | null;
    due_date: string | null;
    status: TaskStatus;
    fixed_start: boolean | number;
    version: number;
    assignee_id: number | null;
    assignee_name: string | null;
    assignee_initials: string | null;
    assignee_color: string | null;
  }>;
  const subtasks = new Map<number, { total: number; done: number }>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const parentId = Number(row.parent_id);
    const counts = subtasks.get(parentId) ?? { total: 0, done: 0 };
    counts.total += 1;
    if (row.status === 'done') counts.done += 1;
    subtasks.set(parentId, counts);
  }
  return rows.map((row) => {
    const id = Number(row.id);
    const counts = subtasks.get(id);
    // The timeline's fields, in its order (TimelineTaskSchema).
    return {
      id,
      name: row.name,
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      startDate: row.start_date,
      dueDate: row.due_date,
      progress:
        row.status === 'done' ? 100 : counts ? Math.floor((100 * counts.done) / counts.total) : 0,
      status: row.status,
      assignee: userRef(
        row.assignee_id === null ? null : Number(row.assignee_id),
        row.assignee_name,
        row.assignee_initials,
        row.assignee_color,
      ),
      fixedStart: Boolean(row.fixed_start),
      critical: false,
      version: Number(row.version),
    };
  });
}

/** The ids of the project's tasks the viewer may read (the tasks module's scope, in SQL). */
export async function visiblePlanTaskIds(
  knex: Knex,
  projectId: number,
  viewer: TaskViewer,
): Promise<Set<number>> {
  const query = knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .where('t.project_id', projectId)
    .select('t.id');
  const rows = (await scopeTasks(query, viewer)) as Array<{ id: number }>;
  return new Set(rows.map((row) => Number(row.id)));
}
