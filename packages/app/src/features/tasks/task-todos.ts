import type { TaskTodo } from '@keel/types';

export interface TodoProgress {
  done: number;
  total: number;
  /** Whole percent of the items ticked; 0 for an empty checklist. */
  percent: number;
}

/** How far the checklist is: items ticked out of all. */
export function todoProgress(todos: readonly Pick<TaskTodo, 'done'>[]): TodoProgress {
  const total = todos.length;
  const done = todos.filter((t) => t.done).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/**
 * The list after moving one item to a 0-based place (what the user sees
 * at once, before the server confirms). Out-of-range places clamp.
 */
export function movedTodos<T extends { id: number }>(
  todos: readonly T[],
  id: number,
  place: number,
): T[] {
  const from = todos.findIndex((t) => t.id === id);
  if (from < 0) return [...todos];
  const rest = todos.filter((t) => t.id !== id);
  const to = Math.max(0, Math.min(place, rest.length));
  return [...rest.slice(0, to), todos[from]!, ...rest.slice(to)];
}

/**
 * The 0-based place a dragged item lands at, given the item it was dropped
 * on and whether it went before or after it (react-aria's drop target).
 */
export function dropPlace(
  todos: readonly { id: number }[],
  movedId: number,
  targetId: number,
  position: 'before' | 'after' | 'on',
): number {
  const rest = todos.filter((t) => t.id !== movedId);
  const target = rest.findIndex((t) => t.id === targetId);
  if (target < 0) return rest.length;
  return position === 'before' ? target : target + 1;
}
