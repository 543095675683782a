/**
 * A task opens in a side drawer over any list or board: the drawer is part of
 * the URL (`?task=<id>`), so it survives a reload, can be linked, and Back
 * closes it. Lists and boards link with `withTaskDrawer`; the section layout
 * reads `openTaskId` and renders the drawer (the same component as `/tasks/{id}`).
 */
export const TASK_DRAWER_PARAM = 'task';

/** The search string with the drawer opened on `taskId` (or closed with null), other params kept. */
export function withTaskDrawer(search: URLSearchParams, taskId: number | null): string {
  const next = new URLSearchParams(search);
  if (taskId === null) next.delete(TASK_DRAWER_PARAM);
  else next.set(TASK_DRAWER_PARAM, String(taskId));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The task whose drawer is open, or null when none (or the value is not a positive integer). */
export function openTaskId(search: URLSearchParams): number | null {
  const raw = search.get(TASK_DRAWER_PARAM);
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
