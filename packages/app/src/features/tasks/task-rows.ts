import {
  addDays,
  type Task,
  type TaskGroup,
  type TaskGroupBy,
  type TaskQueryResult,
} from '@keel/types';

/** A group heading of a task table: its title, count and (project groups) completion. */
export interface TaskGroupRow {
  kind: 'group';
  id: string;
  group: TaskGroup;
}

/** A task of a task table, top level (depth 0) or nested under its parent (depth 1). */
export interface TaskRow {
  kind: 'task';
  /** The task id; a context parent shown in several groups gets one id per group. */
  id: number | string;
  task: Task;
  depth: 0 | 1;
  /**
   * A parent that does not match the filters itself, shown only so its
   * matching subtasks sit under it (`includeParent`).
   */
  context: boolean;
  /** The parent's name when this subtask shows apart from its parent (another group). */
  parentName: string | null;
}

export type TaskTableRow = TaskGroupRow | TaskRow;

export const GROUP_ROW_PREFIX = 'group:';

/**
 * The matching tasks of each loaded page, then the parents `includeParent`
 * appended after them; a task loaded twice (a parent that also matches on
 * a later page) keeps its first appearance as a match.
 */
export function splitPages(pages: readonly TaskQueryResult[], pageSize: number) {
  const matches = new Map<number, Task>();
  const parents = new Map<number, Task>();
  pages.forEach((page, index) => {
    const count = Math.max(0, Math.min(pageSize, page.total - index * pageSize));
    page.items.forEach((task, position) => {
      if (position < count) {
        if (!matches.has(task.id)) matches.set(task.id, task);
      } else if (!parents.has(task.id)) {
        parents.set(task.id, task);
      }
    });
  });
  for (const id of matches.keys()) parents.delete(id);
  return { matches: [...matches.values()], parents };
}

/**
 * The due-date bucket of a task as the server groups them (Monday-based
 * weeks, UTC days): overdue, today, this week, next week, later, no date;
 * done tasks due before today are `past`, not overdue.
 */
export function dueBucket(
  task: Pick<Task, 'dueDate' | 'status'>,
  today: string,
): 'overdue' | 'today' | 'thisWeek' | 'nextWeek' | 'later' | 'none' | 'past' {
  const due = task.dueDate;
  if (due === null) return 'none';
  if (due < today) return task.status === 'done' ? 'past' : 'overdue';
  if (due === today) return 'today';
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const endOfWeek = addDays(today, 6 - weekday);
  if (due <= endOfWeek) return 'thisWeek';
  return due <= addDays(endOfWeek, 7) ? 'nextWeek' : 'later';
}

/** Whether a task is past its due date and not done (the table says so in words). */
export function isOverdue(task: Pick<Task, 'dueDate' | 'status'>, today: string): boolean {
  return dueBucket(task, today) === 'overdue';
}

/** The key of the server's group a task belongs to (`groups[].key` of `POST /tasks/query`). */
export function groupKeyOf(task: Task, groupBy: TaskGroupBy, today: string): string {
  switch (groupBy) {
    case 'project':
    case 'projectFull':
      return String(task.projectId);
    case 'assignee':
      // A person's id; a team's id negated for a task assigned to a team alone; 0 unassigned.
      return String(task.assignee?.id ?? (task.assigneeTeam ? -task.assigneeTeam.id : 0));
    case 'status':
      return task.status;
    case 'domain':
      return task.domain ?? '';
    case 'milestone':
      return String(task.milestone?.id ?? 0);
    case 'dueDate':
      return dueBucket(task, today);
    case 'none':
      return '';
  }
}

/**
 * The rows of a task table: the loaded matches in the server's order, under
 * a heading per group (none when `groupBy` is `none`), each subtask right
 * under its parent. A subtask whose parent does not match sits under that
 * parent shown as context; one whose parent matches in another group stays
 * in its own group and names its parent. Groups show only once some of their
 * tasks are loaded; their counts are the server's, over the whole list.
 */
export function buildTaskRows(
  pages: readonly TaskQueryResult[],
  pageSize: number,
  groupBy: TaskGroupBy,
  today: string,
): TaskTableRow[] {
  const { matches, parents } = splitPages(pages, pageSize);
  const serverGroups = pages[0]?.groups ?? [];
  const byId = new Map(matches.map((task) => [task.id, task]));

  const buckets = new Map<string, Task[]>();
  for (const task of matches) {
    const key = groupBy === 'none' ? '' : groupKeyOf(task, groupBy, today);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(task);
    else buckets.set(key, [task]);
  }

  // The server's group order first, then any key it did not name (a day boundary passed).
  const order = serverGroups.map((group) => group.key).filter((key) => buckets.has(key));
  for (const key of buckets.keys()) if (!order.includes(key)) order.push(key);

  const rows: TaskTableRow[] = [];
  for (const key of order) {
    const tasks = buckets.get(key)!;
    if (groupBy !== 'none') {
      const group = serverGroups.find((g) => g.key === key) ?? {
        key,
        title: key || 'Other',
        count: tasks.length,
      };
      rows.push({ kind: 'group', id: `${GROUP_ROW_PREFIX}${key}`, group });
    }
    const inBucket = new Set(tasks.map((task) => task.id));
    const children = new Map<number, Task[]>();
    for (const task of tasks) {
      if (task.parentId === null) continue;
      // Nested when the parent is here (a match of this group) or only context.
      if (inBucket.has(task.parentId) || (!byId.has(task.parentId) && parents.has(task.parentId))) {
        const list = children.get(task.parentId);
        if (list) list.push(task);
        else children.set(task.parentId, [task]);
      }
    }
    const nested = new Set([...children.values()].flat().map((task) => task.id));
    const contextShown = new Set<number>();
    const emitChildren = (parentId: number) => {
      for (const child of children.get(parentId) ?? []) {
        rows.push({
          kind: 'task',
          id: child.id,
          task: child,
          depth: 1,
          context: false,
          parentName: null,
        });
      }
    };
    for (const task of tasks) {
      if (nested.has(task.id)) {
        // A subtask of a context parent: the parent heads its children at the first of them.
        const parent = task.parentId !== null ? parents.get(task.parentId) : undefined;
        if (parent && !contextShown.has(parent.id)) {
          contextShown.add(parent.id);
          rows.push({
            kind: 'task',
            id: `parent:${key}:${parent.id}`,
            task: parent,
            depth: 0,
            context: true,
            parentName: null,
          });
          emitChildren(parent.id);
        }
        continue;
      }
      const apart = task.parentId !== null ? byId.get(task.parentId) : undefined;
      rows.push({
        kind: 'task',
        id: task.id,
        task,
        depth: 0,
        context: false,
        parentName: apart ? apart.name : null,
      });
      emitChildren(task.id);
    }
  }
  return rows;
}

/** The task ids a table selection stands for (`all` = every loaded task row). */
export function selectedTaskIds(
  selection: 'all' | Iterable<string | number>,
  rows: readonly TaskTableRow[],
): number[] {
  const taskRows = rows.filter((row): row is TaskRow => row.kind === 'task' && !row.context);
  if (selection === 'all') return taskRows.map((row) => row.task.id);
  const chosen = new Set([...selection].map(String));
  return taskRows.filter((row) => chosen.has(String(row.id))).map((row) => row.task.id);
}

function sameRow(a: TaskTableRow, b: TaskTableRow): boolean {
  if (a.kind === 'group' || b.kind === 'group') {
    if (a.kind !== 'group' || b.kind !== 'group') return false;
    const [x, y] = [a.group, b.group];
    return (
      x === y ||
      (x.key === y.key &&
        x.title === y.title &&
        x.count === y.count &&
        x.completion === y.completion)
    );
  }
  return (
    a.task === b.task &&
    a.depth === b.depth &&
    a.context === b.context &&
    a.parentName === b.parentName
  );
}

/**
 * `next` with every row that has not changed since `previous` (same id, the
 * same task object, depth and context, an equal group) replaced by its
 * previous object; `previous` itself when nothing changed. The table's
 * collection keeps what it rendered for an unchanged row object, so a new
 * page of a long list renders its own rows, not the whole list again.
 */
export function keepUnchangedRows(
  previous: readonly TaskTableRow[],
  next: readonly TaskTableRow[],
): readonly TaskTableRow[] {
  if (previous.length === 0) return next;
  const before = new Map(previous.map((row) => [row.id, row]));
  let changed = previous.length !== next.length;
  const rows = next.map((row, index) => {
    const old = before.get(row.id);
    const kept = old !== undefined && sameRow(old, row) ? old : row;
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? rows : previous;
}
