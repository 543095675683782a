import type { TaskStatus, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { userRef } from '../../lib/user-ref';
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
}

export async function planRows(
  knex: Knex,
  projectId: number,
  viewer: TaskViewer,
): Promise<PlanRow[]> {
  const query = knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .leftJoin('users as u', 'u.id', 't.assignee_id')
    .where('t.project_id', projectId)
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
      'u.name as assignee_name',
      'u.initials as assignee_initials',
      'u.color as assignee_color',
      knex.raw('(select count(*) from tasks s where s.parent_id = t.id) as sub_total'),
      knex.raw(
        "(select count(*) from tasks s where s.parent_id = t.id and s.status = 'done') as sub_done",
      ),
    );
  const rows = (await scopeTasks(query, viewer)) as Array<{
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
    sub_total: number | string;
    sub_done: number | string;
  }>;
  return rows.map((row) => {
    const total = Number(row.sub_total);
    return {
      id: Number(row.id),
      name: row.name,
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      startDate: row.start_date,
      dueDate: row.due_date,
      status: row.status,
      fixedStart: Boolean(row.fixed_start),
      version: Number(row.version),
      assignee: userRef(
        row.assignee_id,
        row.assignee_name,
        row.assignee_initials,
        row.assignee_color,
      ),
      progress:
        row.status === 'done'
          ? 100
          : total > 0
            ? Math.floor((100 * Number(row.sub_done)) / total)
            : 0,
    };
  });
}
