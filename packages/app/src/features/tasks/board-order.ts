import { TASK_STATUSES, TASK_STATUS_TITLES, type Task, type TaskStatus } from '@keel/types';

/**
 * The board's order, kept client-side as one list of the project's visible
 * tasks in the server's order (`sort: index`), subtasks included: the board
 * shows the top-level tasks only, but the server counts a `position` among
 * every task of the column, so a place among cards has to be translated.
 * Keys are never compared here (the database's collation decides their
 * order); an optimistic move splices the list instead.
 */

/** One status column: its top-level cards, in board order. */
export interface BoardStatusColumn {
  id: TaskStatus;
  title: string;
  items: Task[];
}

/** The five status columns (To do .. Done) of the top-level tasks, each in the order given. */
export function boardColumns(tasks: readonly Task[]): BoardStatusColumn[] {
  const byStatus = new Map<TaskStatus, Task[]>(TASK_STATUSES.map((status) => [status, []]));
  for (const task of tasks) {
    if (task.parentId === null) byStatus.get(task.status)?.push(task);
  }
  return TASK_STATUSES.map((status) => ({
    id: status,
    title: TASK_STATUS_TITLES[status],
    items: byStatus.get(status) ?? [],
  }));
}

/** A card dropped in `status` at `index`, its 0-based place among that column's other cards. */
export interface BoardDrop {
  taskId: number;
  status: TaskStatus;
  index: number;
}

export interface BoardMoveResult {
  /** The list with the task moved (and its status changed): what the board shows at once. */
  tasks: Task[];
  /** The `position` the server expects: the place among every task of the column but the moved one. */
  position: number;
  /** The task as it was before the move (its version is the one to send). */
  task: Task;
  /** The column it lands in. */
  status: TaskStatus;
  /** Whether the task changes column (`placement`) or stays in it (`index`). */
  changesStatus: boolean;
}

/**
 * Applies a drop to the list. The moved task lands right before the card that
 * will follow it, or right after the column's last card when dropped at the
 * end; the server position is that place counted among all the column's tasks
 * (subtasks included), so both sides agree on the neighbours. Returns null
 * when the task is not in the list or the drop changes nothing.
 */
export function applyBoardDrop(tasks: readonly Task[], drop: BoardDrop): BoardMoveResult | null {
  const task = tasks.find((t) => t.id === drop.taskId);
  if (!task) return null;
  const rest = tasks.filter((t) => t.id !== drop.taskId);
  const column = rest.filter((t) => t.status === drop.status);
  const cards = column.filter((t) => t.parentId === null);
  const index = Math.max(0, Math.min(drop.index, cards.length));

  if (task.status === drop.status) {
    const before = boardColumns(tasks).find((c) => c.id === drop.status)?.items ?? [];
    if (before.indexOf(task) === index) return null;
  }

  const next = cards[index];
  const previous = cards[index - 1];
  let position: number;
  let at: number;
  if (next) {
    position = column.indexOf(next);
    at = rest.indexOf(next);
  } else if (previous) {
    position = column.indexOf(previous) + 1;
    at = rest.indexOf(previous) + 1;
  } else {
    // No card in the column: before its first subtask, if any, else at the end of the list.
    position = 0;
    const first = column[0];
    at = first ? rest.indexOf(first) : rest.length;
  }
  const moved: Task = { ...task, status: drop.status };
  const result = [...rest.slice(0, at), moved, ...rest.slice(at)];
  return {
    tasks: result,
    position,
    task,
    status: drop.status,
    changesStatus: task.status !== drop.status,
  };
}

/** Puts the server's answer for one task into the list (its new version, key and fields). */
export function replaceTask(tasks: readonly Task[], task: Task): Task[] {
  return tasks.map((t) => (t.id === task.id ? task : t));
}

/**
 * Whether the user may move a card, from what the board knows without a
 * request per card: project managers (`updateAnyTask` with the global task
 * reading flag) move any card; anyone else the cards assigned to them or to
 * one of their teams (the assignee may change the status). The task's creator
 * may too, but the list does not say who created a task: their cards show no
 * handle unless one of the rules above applies (the drawer still lets them
 * change the status). The server checks every move anyway; a 403 rolls back.
 */
export function canMoveTask(
  task: Task,
  viewer: { userId: number; teamIds: readonly number[]; managesTasks: boolean },
): boolean {
  if (viewer.managesTasks) return true;
  if (task.assignee?.id === viewer.userId) return true;
  return task.assigneeTeam !== null && viewer.teamIds.includes(task.assigneeTeam.id);
}
