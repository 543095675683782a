import type { Knex } from 'knex';
import { scopeTasks, type TaskViewer } from './tasks.repository';

/** A task on a calendar: its due day and what names it. */
export interface DueTask {
  id: number;
  name: string;
  dueDate: string;
  projectCode: string;
}

/**
 * The open tasks assigned to the viewer in person, due within `from`..`to`
 * (days, both included), among the tasks the viewer may read now
 * (`scopeTasks`: the same rule as every task list), by due day.
 */
export async function assignedDueTasks(
  knex: Knex,
  viewer: TaskViewer,
  range: { from: string; to: string },
): Promise<DueTask[]> {
  const query = knex('tasks as t')
    .join('projects as p', 'p.id', 't.project_id')
    .where('t.assignee_id', viewer.id)
    .whereNot('t.status', 'done')
    .whereBetween('t.due_date', [range.from, range.to]);
  scopeTasks(query, viewer);
  const rows = await query
    .orderBy([{ column: 't.due_date' }, { column: 't.id' }])
    .select<Array<{ id: number; name: string; due_date: string; project_code: string }>>(
      't.id',
      't.name',
      't.due_date',
      'p.code as project_code',
    );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    dueDate: row.due_date,
    projectCode: row.project_code,
  }));
}
