import type { TaskDependency, TaskDependencyCreateInputSchema } from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../auth';
import { accessTask, requireTask } from './task-access.service';
import {
  deleteDependencyRow,
  DEPENDENCY_ROWS,
  insertDependency,
  lockProjectSchedule,
  projectDependencies,
  taskDependencies,
} from './task-dependencies.repository';
import { insertHistory } from './task-history.repository';
import { createsCycle } from './task-schedule-rules';
import { removeRecorded } from './task-save.service';
import { findVisibleTask } from './tasks.repository';

/**
 * Dependencies between tasks of one project (issue 31; README.md §
 * Dependencies). Reading follows reading the task; adding or removing one
 * follows editing it (`update`). The cycle and duplicate checks run inside
 * the insert's transaction, under the project's schedule lock, so two
 * opposite inserts at once never both pass.
 */

export async function listDependencies(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskDependency[]> {
  const { viewer } = await accessTask(deps, user, taskId);
  const list = await taskDependencies(deps.knex, taskId);
  // Only those whose other task the reader sees too (an assigned-only member sees their own).
  const others = [
    ...new Set(list.map((d) => (d.predecessorId === taskId ? d.successorId : d.predecessorId))),
  ];
  const seen = new Set<number>();
  for (const id of others) if (await findVisibleTask(deps.knex, id, viewer)) seen.add(id);
  return list.filter((d) => seen.has(d.predecessorId === taskId ? d.successorId : d.predecessorId));
}

const SAME_PROJECT = 'Choose a task of the same project';

export async function createDependency(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: z.output<typeof TaskDependencyCreateInputSchema>,
): Promise<TaskDependency> {
  const { row, viewer } = await requireTask(deps, user, taskId, 'update');
  // A task the user cannot see answers as one of another project: no leak of its existence.
  const predecessor = await findVisibleTask(deps.knex, input.predecessorId, viewer);
  if (!predecessor || predecessor.projectId !== row.projectId)
    throw ConflictError.field('predecessorId', SAME_PROJECT);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    await lockProjectSchedule(trx, row.projectId);
    const graph = await projectDependencies(trx, row.projectId);
    if (graph.some((d) => d.predecessorId === input.predecessorId && d.successorId === taskId))
      throw ConflictError.field('predecessorId', 'This task already depends on that one');
    if (createsCycle(graph, input.predecessorId, taskId))
      throw ConflictError.field(
        'predecessorId',
        input.predecessorId === taskId
          ? 'A task cannot depend on itself'
          : 'That task already depends on this one (directly or through others): a cycle',
      );
    const dependencyId = await insertDependency(
      trx,
      {
        projectId: row.projectId,
        predecessorId: input.predecessorId,
        successorId: taskId,
        type: input.type,
        lagDays: input.lagDays,
        createdBy: user.id,
      },
      now,
    );
    await insertHistory(
      trx,
      [
        {
          taskId,
          userId: user.id,
          field: 'dependencyAdded',
          from: null,
          to: `${input.type} ${predecessor.name}`,
        },
      ],
      now,
    );
    return dependencyId;
  });
  const [created] = await taskDependencies(deps.knex, taskId, id);
  if (!created) throw new NotFoundError('Dependency not found');
  return created;
}

/** Removes a dependency of the task, as its successor or its predecessor (versioned). */
export async function removeDependency(
  deps: AppDeps,
  user: AuthUser,
  params: { taskId: number; dependencyId: number },
  version: number,
): Promise<{ ok: true }> {
  await requireTask(deps, user, params.taskId, 'update');
  const [before] = await taskDependencies(deps.knex, params.taskId, params.dependencyId);
  if (!before) throw new NotFoundError('Dependency not found');
  await removeRecorded(
    deps,
    DEPENDENCY_ROWS,
    { id: params.dependencyId, version },
    (trx) => deleteDependencyRow(trx, params.dependencyId),
    {
      taskId: before.successorId,
      userId: user.id,
      field: 'dependencyRemoved',
      from: `${before.type} ${before.predecessor.name}`,
      to: null,
    },
    async (trx) => (await taskDependencies(trx, params.taskId, params.dependencyId))[0] ?? null,
  );
  return { ok: true };
}
