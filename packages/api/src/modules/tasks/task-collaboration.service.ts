import type {
  AssigneeSuggestion,
  TaskComment,
  TaskCommentCreateInputSchema,
  TaskCommentUpdateInputSchema,
  TaskTodo,
  TaskTodoUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, throwIfAny, type FieldErrors } from '../../lib/errors';
import { utcDate } from '../../lib/dates';
import { versionedSave } from '../../lib/versioned-save';
import { getProjectPermissions, loadGlobalFlags, type AuthUser } from '../auth';
import { insertNotifications } from '../notifications';
import {
  activeUser,
  assigneeFigures,
  projectMinutesByUser,
  deleteComment,
  deleteTodo,
  findCommentAuthor,
  findTodo,
  insertComment,
  insertTodo,
  listComments,
  listTodos,
  reorderTodo,
  replaceMentions,
  teamsOfUsers,
  updateCommentBody,
  updateTodo,
  COMMENTS,
  TODOS,
} from './task-collaboration.repository';
import { followerIds, insertHistory } from './task-history.repository';
import { findVisibleTask } from './tasks.repository';
import { accessTask, viewerOf } from './task-access.service';
import { removeRecorded } from './task-save.service';

/**
 * Comments (Markdown, stored as written and sanitised where rendered, as the
 * discussion posts are; `@mentions` sent as `mentionedUserIds`), todo items
 * and the assignee pickers of a task.
 */

type CommentInput = z.output<typeof TaskCommentCreateInputSchema>;
type CommentUpdate = z.output<typeof TaskCommentUpdateInputSchema>;

export async function comments(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
): Promise<TaskComment[]> {
  await accessTask(deps, user, taskId);
  return listComments(deps.knex, taskId, user.id);
}

/** Mentioned users must be able to read the task (a mention never leaks it): 400 naming `mentionedUserIds.N`. */
async function checkMentions(
  deps: AppDeps,
  taskId: number,
  userIds: readonly number[],
): Promise<void> {
  const errors: FieldErrors = {};
  for (const [index, userId] of userIds.entries()) {
    const row = await activeUser(deps.knex, userId);
    let allowed = false;
    if (row) {
      const mentioned: AuthUser = {
        id: row.id,
        email: row.email,
        name: row.name,
        external: Boolean(row.external),
        flags: await loadGlobalFlags(deps.knex, row.id),
      };
      allowed = Boolean(
        await findVisibleTask(deps.knex, taskId, await viewerOf(deps.knex, mentioned)),
      );
    }
    if (!allowed) errors[`mentionedUserIds.${index}`] = ['This user cannot read this task'];
  }
  throwIfAny(errors);
}

/**
 * In a new or edited comment's transaction: stores its mentions, writes the
 * task's history row (`comment` or `commentEdited`) and notifies the newly
 * mentioned, then the assignee and followers of a new comment.
 */
async function recordComment(
  trx: Db,
  author: AuthUser,
  task: { id: number; name: string; assigneeId: number | null },
  comment: { id: number; body: string; mentionedUserIds: readonly number[] },
  isNew: boolean,
  now: number,
): Promise<void> {
  const mentioned = await replaceMentions(trx, comment.id, comment.mentionedUserIds);
  await insertHistory(
    trx,
    [
      {
        taskId: task.id,
        userId: author.id,
        field: isNew ? 'comment' : 'commentEdited',
        from: null,
        to: comment.body.slice(0, 500),
      },
    ],
    now,
  );
  const link = `/tasks/${task.id}`;
  const notified = new Set<number>([author.id]);
  const rows: { userId: number; kind: 'mention' | 'taskComment'; text: string; link: string }[] =
    [];
  /** One notification to each of `userIds` not notified yet (the author never is). */
  const notify = (userIds: readonly number[], kind: 'mention' | 'taskComment', text: string) => {
    for (const userId of userIds) {
      if (notified.has(userId)) continue;
      notified.add(userId);
      rows.push({ userId, kind, text, link });
    }
  };
  notify(mentioned, 'mention', `${author.name} mentioned you on “${task.name}”`);
  if (isNew) {
    const watchers = [
      ...(task.assigneeId !== null ? [task.assigneeId] : []),
      ...(await followerIds(trx, task.id)),
    ];
    notify(watchers, 'taskComment', `${author.name} commented on “${task.name}”`);
  }
  await insertNotifications(trx, rows, now);
}

/**
 * A task comment as its `record.written` events carry it: where it is and who
 * wrote it, never its text (the outside world reads it through the API, as
 * its permissions allow).
 */
const taskCommentData = (
  id: number,
  projectId: number,
  taskId: number,
  authorId: number,
  version?: number,
) => ({ id, projectId, taskId, authorId, ...(version === undefined ? {} : { version }) });

export async function createComment(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: CommentInput,
): Promise<TaskComment> {
  const { row, permissions } = await accessTask(deps, user, taskId);
  if (!permissions.comment) throw new ForbiddenError();
  await checkMentions(deps, taskId, input.mentionedUserIds);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    const commentId = await insertComment(
      trx,
      { taskId, body: input.body, authorId: user.id },
      now,
    );
    await recordComment(
      trx,
      user,
      { id: taskId, name: row.name, assigneeId: row.assigneeId },
      { ...input, id: commentId },
      true,
      now,
    );
    await recordChange(trx, {
      kind: 'record.written',
      at: now,
      type: 'comment.created',
      actorId: user.id,
      projectId: row.projectId,
      data: taskCommentData(commentId, row.projectId, taskId, user.id, 1),
    });
    return commentId;
  });
  return (await listComments(deps.knex, taskId, user.id, id))[0] as TaskComment;
}

async function ownComment(deps: AppDeps, user: AuthUser, taskId: number, commentId: number) {
  const access = await accessTask(deps, user, taskId);
  const comment = await findCommentAuthor(deps.knex, taskId, commentId);
  if (!comment) throw new NotFoundError('Comment not found');
  if (comment.authorId !== user.id)
    throw new ForbiddenError('Only the author can change this comment');
  return access;
}

export async function editComment(
  deps: AppDeps,
  user: AuthUser,
  params: { taskId: number; commentId: number },
  input: CommentUpdate,
): Promise<TaskComment> {
  const { row } = await ownComment(deps, user, params.taskId, params.commentId);
  await checkMentions(deps, params.taskId, input.mentionedUserIds);
  const now = deps.clock();
  const current = async (trx: Db) =>
    (await listComments(trx, params.taskId, user.id, params.commentId))[0];
  await versionedSave(
    deps.knex,
    COMMENTS,
    { id: params.commentId, version: input.version },
    async (trx) => {
      await updateCommentBody(trx, params.commentId, input.body, now);
      await recordComment(
        trx,
        user,
        { id: params.taskId, name: row.name, assigneeId: row.assigneeId },
        { ...input, id: params.commentId },
        false,
        now,
      );
      await recordChange(trx, {
        kind: 'record.written',
        at: now,
        type: 'comment.updated',
        actorId: user.id,
        projectId: row.projectId,
        data: taskCommentData(
          params.commentId,
          row.projectId,
          params.taskId,
          user.id,
          input.version + 1,
        ),
      });
    },
    { now, current },
  );
  return (await current(deps.knex)) as TaskComment;
}

export async function removeComment(
  deps: AppDeps,
  user: AuthUser,
  params: { taskId: number; commentId: number },
  version: number,
): Promise<{ ok: true }> {
  const { row } = await ownComment(deps, user, params.taskId, params.commentId);
  await removeRecorded(
    deps,
    COMMENTS,
    { id: params.commentId, version },
    async (trx) => {
      await deleteComment(trx, params.commentId);
      await recordChange(trx, {
        kind: 'record.written',
        at: deps.clock(),
        type: 'comment.deleted',
        actorId: user.id,
        projectId: row.projectId,
        data: taskCommentData(params.commentId, row.projectId, params.taskId, user.id),
      });
    },
    { taskId: params.taskId, userId: user.id, field: 'commentDeleted', from: null, to: null },
    async (trx) => (await listComments(trx, params.taskId, user.id, params.commentId))[0],
  );
  return { ok: true };
}

/* todos */

async function todoAccess(deps: AppDeps, user: AuthUser, taskId: number, write: boolean) {
  const access = await accessTask(deps, user, taskId);
  if (write && !access.permissions.manageTodos) throw new ForbiddenError();
  return access;
}

export async function todos(deps: AppDeps, user: AuthUser, taskId: number): Promise<TaskTodo[]> {
  await todoAccess(deps, user, taskId, false);
  return listTodos(deps.knex, taskId);
}

export async function createTodo(
  deps: AppDeps,
  user: AuthUser,
  taskId: number,
  input: { body: string },
) {
  await todoAccess(deps, user, taskId, true);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    const todoId = await insertTodo(trx, taskId, input.body);
    await insertHistory(
      trx,
      [{ taskId, userId: user.id, field: 'todoAdded', from: null, to: input.body }],
      now,
    );
    return todoId;
  });
  return (await findTodo(deps.knex, taskId, id)) as TaskTodo;
}

export async function editTodo(
  deps: AppDeps,
  user: AuthUser,
  params: { taskId: number; todoItemId: number },
  input: z.output<typeof TaskTodoUpdateInputSchema>,
): Promise<TaskTodo> {
  await todoAccess(deps, user, params.taskId, true);
  const before = await findTodo(deps.knex, params.taskId, params.todoItemId);
  if (!before) throw new NotFoundError('Todo item not found');
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    TODOS,
    { id: params.todoItemId, version: input.version },
    async (trx) => {
      await updateTodo(trx, params.todoItemId, { body: input.body, done: input.done });
      if (input.order !== undefined && input.order !== before.order)
        await reorderTodo(trx, params.taskId, params.todoItemId, input.order);
      const entries = [];
      if (before.body !== input.body)
        entries.push({
          taskId: params.taskId,
          userId: user.id,
          field: 'todo',
          from: before.body,
          to: input.body,
        });
      if (before.done !== input.done)
        entries.push({
          taskId: params.taskId,
          userId: user.id,
          field: input.done ? 'todoDone' : 'todoReopened',
          from: null,
          to: input.body,
        });
      await insertHistory(trx, entries, now);
    },
    { now, current: (trx) => findTodo(trx, params.taskId, params.todoItemId) },
  );
  return (await findTodo(deps.knex, params.taskId, params.todoItemId)) as TaskTodo;
}

export async function removeTodo(
  deps: AppDeps,
  user: AuthUser,
  params: { taskId: number; todoItemId: number },
  version: number,
): Promise<{ ok: true }> {
  await todoAccess(deps, user, params.taskId, true);
  const before = await findTodo(deps.knex, params.taskId, params.todoItemId);
  if (!before) throw new NotFoundError('Todo item not found');
  await removeRecorded(
    deps,
    TODOS,
    { id: params.todoItemId, version },
    (trx) => deleteTodo(trx, params.todoItemId),
    { taskId: params.taskId, userId: user.id, field: 'todoRemoved', from: before.body, to: null },
    (trx) => findTodo(trx, params.taskId, params.todoItemId),
  );
  return { ok: true };
}

/* assignees */

async function projectTaskReader(deps: AppDeps, user: AuthUser, projectId: number): Promise<void> {
  const viewer = await viewerOf(deps.knex, user);
  const permissions = await getProjectPermissions(deps.knex, user, projectId);
  if (viewer.projects === 'none' || !permissions.readTasks) throw new ForbiddenError();
}

export async function assigneeCandidates(deps: AppDeps, user: AuthUser, projectId: number) {
  await projectTaskReader(deps, user, projectId);
  const [figures, teams] = await Promise.all([
    assigneeFigures(deps.knex, projectId),
    teamsOfUsers(deps.knex),
  ]);
  return figures
    .slice()
    .sort((a, b) => Number(b.member) - Number(a.member) || a.name.localeCompare(b.name))
    .map((f) => ({
      user: { id: f.id, name: f.name, initials: f.initials, color: f.color },
      teams: teams.filter((t) => t.userId === f.id).map(({ id, name }) => ({ id, name })),
    }));
}

/** Hours on the project count over this many days back (today included). */
const RECENT_DAYS = 90;

/**
 * Ranked suggestions: members of the project first, then hours logged on the
 * project in the last 90 days, then the lightest open estimated load.
 */
export async function assigneeSuggestions(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
): Promise<AssigneeSuggestion[]> {
  await projectTaskReader(deps, user, projectId);
  const since = utcDate(deps.clock() - (RECENT_DAYS - 1) * 86_400_000);
  const [figures, recentMinutes] = await Promise.all([
    assigneeFigures(deps.knex, projectId),
    projectMinutesByUser(deps.knex, projectId, since),
  ]);
  return figures
    .map((f) => {
      const inProjectTeam = f.member;
      // One decimal: a few minutes still rank above none.
      const recentHours = Math.round((recentMinutes.get(f.id) ?? 0) / 6) / 10;
      const openEstimatedMinutes = f.openMinutes;
      const reasons = [
        inProjectTeam ? 'In the project team' : 'Not in the project team',
        `${recentHours} h on the project in the last 90 days`,
        `${Math.round(openEstimatedMinutes / 60)} h of open estimated work`,
      ];
      return {
        user: { id: f.id, name: f.name, initials: f.initials, color: f.color },
        score: (inProjectTeam ? 1000 : 0) + recentHours * 10 - openEstimatedMinutes / 60,
        inProjectTeam,
        recentHours,
        openEstimatedMinutes,
        reason: reasons.join('; '),
      };
    })
    .sort((a, b) => b.score - a.score || a.user.name.localeCompare(b.user.name));
}
