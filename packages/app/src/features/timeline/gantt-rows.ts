import type { TimelineTask } from '@keel/types';

/** A row of the Gantt's tree: a task and how deep it sits. */
export interface GanttRow {
  task: TimelineTask;
  depth: number;
}

/**
 * The task tree in reading order: each task followed by its subtasks, as the
 * timeline lists them; a task whose parent is not shown starts a tree of its own.
 */
export function treeRows(tasks: readonly TimelineTask[]): GanttRow[] {
  const ids = new Set(tasks.map((t) => t.id));
  const children = new Map<number | null, TimelineTask[]>();
  for (const task of tasks) {
    const parent = task.parentId !== null && ids.has(task.parentId) ? task.parentId : null;
    const list = children.get(parent);
    if (list) list.push(task);
    else children.set(parent, [task]);
  }
  const rows: GanttRow[] = [];
  // Iterative (a deep tree of 2,000 tasks must not overflow the stack).
  const stack: GanttRow[] = (children.get(null) ?? [])
    .map((task) => ({ task, depth: 0 }))
    .reverse();
  while (stack.length > 0) {
    const row = stack.pop()!;
    rows.push(row);
    const kids = children.get(row.task.id) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ task: kids[i]!, depth: row.depth + 1 });
  }
  return rows;
}

/** Row index of each task id. */
export function rowIndex(rows: readonly GanttRow[]): Map<number, number> {
  return new Map(rows.map((row, i) => [row.task.id, i]));
}

/** The keys that move the focus between bars: the bar above, below, the first, the last. */
export const BAR_KEYS = ['ArrowUp', 'ArrowDown', 'Home', 'End'] as const;

/**
 * The row whose bar a key moves the focus to from row `from`, skipping rows
 * without a bar (a task without dates); null when there is none that way.
 */
export function barRowFrom(
  rows: readonly GanttRow[],
  from: number,
  key: (typeof BAR_KEYS)[number],
): number | null {
  const dated = (i: number) => rows[i]!.task.startDate !== null || rows[i]!.task.dueDate !== null;
  const [start, step] =
    key === 'ArrowDown'
      ? [from + 1, 1]
      : key === 'ArrowUp'
        ? [from - 1, -1]
        : key === 'Home'
          ? [0, 1]
          : [rows.length - 1, -1];
  for (let i = start; i >= 0 && i < rows.length; i += step) if (dated(i)) return i;
  return null;
}
