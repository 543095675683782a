import fs from 'node:fs/promises';
import path from 'node:path';
import type {
  Task,
  TaskAssigneeUpdateInputSchema,
  TaskCreateInputSchema,
  TaskDetailsUpdateInputSchema,
  TaskMilestoneUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import { claimVersion } from '../../lib/versioned-save';
import { getProjectPermissions, type AuthUser } from '../auth';
import { milestoneRef } from '../milestones';
import { insertNotifications } from '../notifications';
import { holdTimeOfTasks, removeTimeOfTasks } from '../timesheet';
import { storedNamesOfTask } from './task-attachments.repository';
import { insertHistory } from './task-history.repository';
import { activeInternalUsers, allTeams } from './task-query.repository';
import {
  deleteTaskRow,
  findTask,
  insertTask,
  lockTaskRows,
  taskFamilyIds,
  TASK_ROWS,
  type TaskFields,
  type TaskWrite,
} from './tasks.repository';
import { readsProjectTasks, requireTask, taskOf } from './task-access.service';
import { boardKey, saveTask } from './task-save.service';
import { recordTaskEvent } from './task-events';

/**
 * Writing tasks: create, delete, and the field edits of the task page (the
 * board's moves are in `task-board.service.ts`). Each edit is one
 * version-checked save (`task-save.service.ts`).
 */

type CreateInput = z.output<typeof TaskCreateInputSchema>;

async function checkAssignee(
  deps: AppDeps,
  projectId: number,
  assigneeId: number | null,
  teamId: number | null,
): Promise<void> {
  if (assigneeId !== null) {
    const candidates = await activeInternalUsers(deps.knex);
    if (!candidates.some((c) => c.id === assigneeId))
      throw ValidationError.field('assigneeId', 'Unknown or inactive user');
  }
  if (teamId !== null) {
    const teams = await allTeams(deps.knex);
    if (!teams.some((t) => t.id === teamId))
      throw ValidationError.field('assigneeTeamId', 'Unknown team');
  }
  void projectId;
}

export async function createTask(deps: AppDeps, user: AuthUser, input: CreateInput): Promise<Task> {
  // The task reading flag is the user's own (no read of their teams, as `viewerOf` would).
  if (!readsProjectTasks(user)) throw new ForbiddenError();
  const project = await getProjectPermissions(deps.knex, user, input.projectId);
  if (!project.readTasks || !project.createTasks) throw new ForbiddenError();
  if (input.parentId !== null) {
    const parent = await findTask(deps.knex, input.parentId, user.id);
    if (!parent || parent.projectId !== input.projectId)
      throw ValidationError.field('parentId', 'The parent task must belong to the same project');
    if (parent.parentId !== null)
      throw ValidationError.field('parentId', 'Subtasks cannot have subtasks');
  }
  await checkAssignee(deps, input.projectId, input.assigneeId, input.assigneeTeamId);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    await checkMilestone(trx, input.projectId, input.milestoneId);
    const key = await boardKey(
      trx,
      input.projectId,
      { status: 'todo', position: 'end' },
      null,
      null,
    );
    const taskId = await insertTask(
      trx,
      {
        projectId: input.projectId,
        parentId: input.parentId,
        name: input.name,
        description: input.description,
        status: 'todo',
        assigneeId: input.assigneeId,
        assigneeTeamId: input.assigneeTeamId,
        domain: input.domain,
        milestoneId: input.milestoneId,
        startDate: input.startDate,
        dueDate: input.dueDate,
        fixedStart: input.fixedStart,
        workEstimation: input.workEstimation,
        priority: input.priority,
        labels: input.labels,
        boardKey: key,
        createdBy: user.id,
      },
      now,
    );
    await insertHistory(
      trx,
      [{ taskId, userId: user.id, field: 'created', from: null, to: input.name }],
      now,
    );
    if (input.assigneeId !== null)
      await notifyAssigned(trx, user, input.assigneeId, taskId, input.name, now);
    // The figures read an estimated task (finances) and a dated one (the workload's cells).
    if (input.workEstimation !== null || input.startDate !== null || input.dueDate !== null)
      await recordChange(trx, { kind: 'task.changed', at: now, projectIds: [input.projectId] });
    await recordTaskEvent(trx, 'task.created', user.id, now, {
      id: taskId,
      projectId: input.projectId,
      version: 1,
      name: input.name,
      status: 'todo',
      assigneeId: input.assigneeId,
      startDate: input.startDate,
      dueDate: input.dueDate,
      milestoneId: input.milestoneId,
      parentId: input.parentId,
    });
    return taskId;
  });
  return taskOf(deps.knex, id, user.id);
}

/**
 * A task's milestone must be one of its own project's (400 naming
 * milestoneId otherwise). Checked inside the write's transaction, so a
 * milestone deleted meanwhile is not linked.
 */
async function checkMilestone(
  db: Db,
  projectId: number,
  milestoneId: number | null,
): Promise<{ id: number; name: string } | null> {
  if (milestoneId === null) return null;
  const milestone = await milestoneRef(db, milestoneId);
  if (!milestone || milestone.projectId !== projectId)
    throw ValidationError.field('milestoneId', 'Choose a milestone of the task’s project');
  return milestone;
}

async function notifyAssigned(
  trx: Db,
  actor: AuthUser,
  assigneeId: number,
  taskId: number,
  name: string,
  now: number,
): Promise<void> {
  if (assigneeId === actor.id) return;
  await insertNotifications(
    trx,
    [
      {
        userId: assigneeId,
        kind: 'taskAssigned',
        text: `${actor.name} assigned you “${name}”`,
        link: `/tasks/${taskId}`,
      },
    ],
    now,
  );
}

export async function removeTask(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  version: number,
): Promise<{ ok: true }> {
  await requireTask(deps, user, taskId, 'delete');
  // Its files (and its subtasks') leave the disk once the rows are gone.
  const files = await storedNamesOfTask(deps.knex, taskId);
  const now = deps.clock();
  await deps.knex.transaction(async (trx) => {
    // Its (and its subtasks') time entries go with it, unless some are protected:
    // a locked day or a submitted or approved week refuses the delete (409 naming
    // the dates). The timesheet keys come before the task's row, the order of
    // every entry write (whose logged_minutes trigger updates the task's row
    // while it holds them): the claim, a row lock, comes after them.
    const held = await holdTimeOfTasks(trx, await taskFamilyIds(trx, taskId));
    await claimVersion(
      trx,
      TASK_ROWS,
      { id: taskId, version },
      {
        now,
        current: (db) => taskOf(db, taskId, user.id),
      },
    );
    const stored = await findTask(trx, taskId, user.id);
    // Read again under the claim: a subtask added meanwhile goes too.
    const family = await taskFamilyIds(trx, taskId);
    await lockTaskRows(trx, family);
    await removeTimeOfTasks(
      trx,
      family,
      held,
      family.length > 1 ? 'this task and its subtasks' : 'this task',
    );
    await deleteTaskRow(trx, taskId);
    if (stored) {
      await recordChange(trx, { kind: 'task.changed', at: now, projectIds: [stored.projectId] });
      // The task, then its subtasks (deleted with it).
      for (const id of [taskId, ...family.filter((id) => id !== taskId)])
        await recordTaskEvent(trx, 'task.deleted', user.id, now, {
          id,
          projectId: stored.projectId,
          ...(id === taskId ? { name: stored.name } : { parentId: taskId }),
        });
    }
  });
  const dir = path.join(deps.config.dataDir, 'files');
  await Promise.all(files.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return { ok: true };
}

export async function updateAssignee(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: z.output<typeof TaskAssigneeUpdateInputSchema>,
): Promise<Task> {
  const access = await requireTask(deps, user, taskId, 'changeAssignee');
  await checkAssignee(deps, access.row.projectId, input.assigneeId, input.assigneeTeamId);
  const changed = input.assigneeId !== access.row.assigneeId;
  return saveTask(
    deps,
    user,
    access,
    input.version,
    { assigneeId: input.assigneeId, assigneeTeamId: input.assigneeTeamId },
    {
      fields: { assignee: 'assigneeId', assigneeTeam: 'assigneeTeamId' },
      after: async (trx, now) => {
        if (changed && input.assigneeId !== null)
          await notifyAssigned(trx, user, input.assigneeId, taskId, access.row.name, now);
      },
    },
  );
}

/**
 * An edit of plain fields of the task page (the `update` permission): saved
 * as sent, each changed field a history row under its own name.
 */
async function saveFields(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  version: number,
  values: TaskWrite,
): Promise<Task> {
  const access = await requireTask(deps, user, taskId, 'update');
  const fields = Object.fromEntries(
    Object.keys(values).map((key) => [key, key as keyof TaskFields]),
  );
  return saveTask(deps, user, access, version, values, { fields });
}

export async function updateName(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { name: string; version: number },
) {
  return saveFields(deps, user, taskId, input.version, { name: input.name });
}

export async function updateWorkEstimation(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { workEstimation: number | null; version: number },
) {
  return saveFields(deps, user, taskId, input.version, { workEstimation: input.workEstimation });
}

/**
 * `PUT /api/tasks/{taskId}/milestone`: links the task to a milestone of its
 * project, or unlinks it (null). The history names the milestones (their ids
 * would mean nothing once one is deleted).
 */
export async function updateMilestone(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: z.output<typeof TaskMilestoneUpdateInputSchema>,
): Promise<Task> {
  const access = await requireTask(deps, user, taskId, 'update');
  const { row } = access;
  await checkMilestone(deps.knex, row.projectId, input.milestoneId);
  return saveTask(
    deps,
    user,
    access,
    input.version,
    { milestoneId: input.milestoneId },
    {
      fields: {},
      after: async (trx, now) => {
        const next = await checkMilestone(trx, row.projectId, input.milestoneId);
        if (input.milestoneId === row.milestoneId) return;
        await insertHistory(
          trx,
          [
            {
              taskId,
              userId: user.id,
              field: 'milestone',
              from: row.task.milestone?.name ?? null,
              to: next?.name ?? null,
            },
          ],
          now,
        );
      },
    },
  );
}

export async function updateDetails(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: z.output<typeof TaskDetailsUpdateInputSchema>,
) {
  return saveFields(deps, user, taskId, input.version, {
    description: input.description,
    domain: input.domain,
    priority: input.priority,
    labels: input.labels,
  });
}
