import type { TaskStatus } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import type { AuthUser } from '../auth';
import { requireTask } from './task-access.service';
import { saveTask } from './task-save.service';

/** The board: a task's status, its column and its place in it. */

export async function updateStatus(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { status: TaskStatus; version: number },
) {
  const access = await requireTask(deps, user, taskId, 'changeStatus');
  const place =
    input.status === access.row.status
      ? undefined
      : { status: input.status, position: 'end' as const };
  return saveTask(deps, user, access, input.version, {}, { fields: { status: 'status' }, place });
}

/** Moves within the column (`index`) or to another column (`placement`): writes the moved task only. */
export async function moveTask(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { status?: TaskStatus; position: number; version: number },
) {
  const access = await requireTask(deps, user, taskId, 'changeStatus');
  const status = input.status ?? access.row.status;
  return saveTask(
    deps,
    user,
    access,
    input.version,
    {},
    {
      fields: { status: 'status' },
      place: { status, position: input.position },
    },
  );
}
