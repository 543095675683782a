import type { Task, TaskPermissions } from '@keel/types';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import {
  hasFlag,
  projectRoleOf,
  seesAllProjects,
  taskPermissionsFor,
  type AuthUser,
} from '../auth';
import { listTaskEntries, withVisibleNotes } from '../timesheet';
import { listHistory, setFollowing } from './task-history.repository';
import {
  findTask,
  findVisibleTask,
  taskExists,
  teamIdsOf,
  type TaskRecord,
  type TaskViewer,
} from './tasks.repository';

/**
 * Tasks (DOMAIN.md § Tasks). Access is task-scoped: the routes require a task
 * reading flag (`readProjectTasks` or `readAssignedProjectTasks`); the task
 * itself is then looked up within the user's visible tasks, in SQL. A task
 * that does not exist or that the user may not see answers 403, exactly like
 * an unknown or invisible project on the project routes ("not allowed",
 * never "exists but hidden").
 */

/** Does the user read the tasks of projects (`viewerOf`'s `projects` is not 'none'), their teams unread? */
export function readsProjectTasks(user: AuthUser): boolean {
  return !user.external && hasFlag(user, 'readProjectTasks');
}

export async function viewerOf(db: Db, user: AuthUser): Promise<TaskViewer> {
  if (user.external) return { id: user.id, projects: 'none', assigned: false, teamIds: [] };
  const projects = readsProjectTasks(user) ? (seesAllProjects(user) ? 'all' : 'members') : 'none';
  const assigned = hasFlag(user, 'readAssignedProjectTasks');
  return { id: user.id, projects, assigned, teamIds: await teamIdsOf(db, user.id) };
}

export interface TaskAccess {
  row: TaskRecord;
  viewer: TaskViewer;
  permissions: TaskPermissions;
}

/** The permissions of a user on a task they can read (the policy decides). */
export async function permissionsOn(
  db: Db,
  user: AuthUser,
  row: TaskRecord,
  viewer: TaskViewer,
): Promise<TaskPermissions> {
  const assignedToUser =
    row.assigneeId === user.id ||
    (row.assigneeTeamId !== null && viewer.teamIds.includes(row.assigneeTeamId));
  return taskPermissionsFor(user, await projectRoleOf(db, user.id, row.projectId), {
    assignedToUser,
    createdByUser: row.createdBy === user.id,
  });
}

/**
 * A task the viewer does not see: 404 when there is no such task (never
 * created, deleted, or of a deleted project) and the user reads tasks at all,
 * so a deleted task is "not found" rather than "not allowed"; 403 otherwise
 * (a task hidden from them, or a user without a task reading flag).
 */
async function unseenTask(db: Db, viewer: TaskViewer, taskId: number): Promise<never> {
  const readsTasks = viewer.projects !== 'none' || viewer.assigned;
  if (readsTasks && !(await taskExists(db, taskId))) throw new NotFoundError('Task not found');
  throw new ForbiddenError();
}

/** The user's permissions on a task they see (route checks); 404 or 403 otherwise (`unseenTask`). */
export async function taskPermissionsOf(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskPermissions> {
  return (await accessTask(deps, user, taskId)).permissions;
}

/** The task when the user may see it; 404 or 403 otherwise (`unseenTask`). */
export async function accessTask(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskAccess> {
  const viewer = await viewerOf(deps.knex, user);
  const row = await findVisibleTask(deps.knex, taskId, viewer);
  if (!row) return unseenTask(deps.knex, viewer, taskId);
  return { row, viewer, permissions: await permissionsOn(deps.knex, user, row, viewer) };
}

export async function requireTask(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  flag: keyof TaskPermissions,
): Promise<TaskAccess> {
  const access = await accessTask(deps, user, taskId);
  if (!access.permissions[flag]) throw new ForbiddenError();
  return access;
}

export async function taskOf(db: Db, taskId: number, viewerId: number): Promise<Task> {
  const row = await findTask(db, taskId, viewerId);
  if (!row) throw new NotFoundError('Task not found');
  return row.task;
}

export async function getTask(deps: AppDeps, user: AuthUser, taskId: number): Promise<Task> {
  return (await accessTask(deps, user, taskId)).row.task;
}

export async function getPermissions(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskPermissions> {
  return (await accessTask(deps, user, taskId)).permissions;
}

export async function follow(deps: AppDeps, user: AuthUser, taskId: number, on: boolean) {
  await accessTask(deps, user, taskId);
  await setFollowing(deps.knex, taskId, user.id, on);
  return { ok: true as const };
}

export async function updates(deps: AppDeps, user: AuthUser, taskId: number) {
  await accessTask(deps, user, taskId);
  return listHistory(deps.knex, taskId);
}

/** The task's time entries (written through the timesheet), newest first, with their total. */
export async function timelog(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  paging: { page: number; pageSize: number },
) {
  await accessTask(deps, user, taskId);
  const page = await listTaskEntries(deps.knex, taskId, paging);
  return { ...page, items: withVisibleNotes(user, page.items) };
}
