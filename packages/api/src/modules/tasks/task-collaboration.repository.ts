import type { TaskComment, TaskTodo, UserRef } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import type { VersionedTable } from '../../lib/versioned-save';
import { userRef } from '../../lib/user-ref';

/** Comments (with mentions), todo items and assignee figures of tasks. */

interface CommentRow {
  id: number;
  task_id: number;
  body: string;
  author_id: number | null;
  name: string | null;
  initials: string | null;
  color: string | null;
  created_at: number | string;
  edited_at: number | string | null;
  version: number;
}

export async function listComments(
  knex: Knex,
  taskId: number,
  viewerId: number,
  commentId?: number,
): Promise<TaskComment[]> {
  const q = knex('task_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .where('c.task_id', taskId)
    .orderBy(['c.created_at', 'c.id'])
    .select<CommentRow[]>('c.*', 'u.name', 'u.initials', 'u.color');
  if (commentId !== undefined) q.where('c.id', commentId);
  const rows = await q;
  const mentions = rows.length
    ? await knex('task_comment_mentions as m')
        .join('users as u', 'u.id', 'm.user_id')
        .whereIn(
          'm.comment_id',
          rows.map((r) => r.id),
        )
        .orderBy('u.name')
        .select<
          Array<{ comment_id: number; id: number; name: string; initials: string; color: string }>
        >('m.comment_id', 'u.id', 'u.name', 'u.initials', 'u.color')
    : [];
  return rows.map((r) => ({
    id: r.id,
    taskId: r.task_id,
    body: r.body,
    author: userRef(r.author_id, r.name, r.initials, r.color),
    mentions: mentions
      .filter((m) => m.comment_id === r.id)
      .map(({ id, name, initials, color }): UserRef => ({ id, name, initials, color })),
    createdAt: iso(r.created_at),
    editedAt: iso(r.edited_at),
    mine: r.author_id === viewerId,
    version: Number(r.version),
  }));
}

export async function findCommentAuthor(
  knex: Knex,
  taskId: number,
  commentId: number,
): Promise<{ authorId: number | null } | undefined> {
  const row = await knex('task_comments')
    .where({ id: commentId, task_id: taskId })
    .first<{ author_id: number | null } | undefined>('author_id');
  return row && { authorId: row.author_id };
}

export async function insertComment(
  knex: Knex,
  values: { taskId: number; body: string; authorId: number },
  now: number,
): Promise<number> {
  const [row] = await knex('task_comments')
    .insert({
      task_id: values.taskId,
      body: values.body,
      author_id: values.authorId,
      created_at: now,
      version: 1,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

export async function updateCommentBody(
  knex: Knex,
  commentId: number,
  body: string,
  now: number,
): Promise<void> {
  await knex('task_comments').where({ id: commentId }).update({ body, edited_at: now });
}

export async function deleteComment(knex: Knex, commentId: number): Promise<void> {
  await knex('task_comments').where({ id: commentId }).delete();
}

/** Replaces the comment's mentions; returns the users newly mentioned. */
export async function replaceMentions(
  knex: Knex,
  commentId: number,
  userIds: readonly number[],
): Promise<number[]> {
  const before = (
    await knex('task_comment_mentions')
      .where({ comment_id: commentId })
      .select<{ user_id: number }[]>('user_id')
  ).map((r) => r.user_id);
  await knex('task_comment_mentions').where({ comment_id: commentId }).delete();
  const unique = [...new Set(userIds)];
  if (unique.length)
    await knex('task_comment_mentions').insert(
      unique.map((user_id) => ({ comment_id: commentId, user_id })),
    );
  return unique.filter((id) => !before.includes(id));
}

export async function activeUser(
  knex: Knex,
  userId: number,
): Promise<{ id: number; email: string; name: string; external: boolean } | undefined> {
  const row = await knex('users')
    .where({ id: userId, status: 'active' })
    .first<{ id: number; email: string; name: string; external: boolean | number } | undefined>(
      'id',
      'email',
      'name',
      'external',
    );
  return row && { ...row, external: Boolean(row.external) };
}

/* todos */

interface TodoRow {
  id: number;
  task_id: number;
  body: string;
  done: boolean | number;
  sort_order: number;
  version: number;
}

const toTodo = (r: TodoRow): TaskTodo => ({
  id: r.id,
  taskId: r.task_id,
  body: r.body,
  done: Boolean(r.done),
  order: Number(r.sort_order),
  version: Number(r.version),
});

export async function listTodos(knex: Knex, taskId: number): Promise<TaskTodo[]> {
  const rows = await knex('task_todos')
    .where({ task_id: taskId })
    .orderBy(['sort_order', 'id'])
    .select<TodoRow[]>('*');
  return rows.map(toTodo);
}

export async function findTodo(
  knex: Knex,
  taskId: number,
  todoId: number,
): Promise<TaskTodo | undefined> {
  const row = await knex('task_todos')
    .where({ id: todoId, task_id: taskId })
    .first<TodoRow | undefined>();
  return row && toTodo(row);
}

export async function insertTodo(knex: Knex, taskId: number, body: string): Promise<number> {
  const last = await knex('task_todos')
    .where({ task_id: taskId })
    .max<{ max: number | null }>('sort_order as max')
    .first();
  const [row] = await knex('task_todos')
    .insert({
      task_id: taskId,
      body,
      done: false,
      sort_order: Number(last?.max ?? -1) + 1,
      version: 1,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

export async function updateTodo(
  knex: Knex,
  todoId: number,
  values: { body: string; done: boolean },
): Promise<void> {
  await knex('task_todos').where({ id: todoId }).update(values);
}

/** Puts a todo at a 0-based place (the checklist is short: renumbers it). */
export async function reorderTodo(
  knex: Knex,
  taskId: number,
  todoId: number,
  position: number,
): Promise<void> {
  const ids = (
    await knex('task_todos')
      .where({ task_id: taskId })
      .orderBy(['sort_order', 'id'])
      .select<{ id: number }[]>('id')
  )
    .map((r) => r.id)
    .filter((id) => id !== todoId);
  ids.splice(Math.min(position, ids.length), 0, todoId);
  for (const [index, id] of ids.entries())
    await knex('task_todos').where({ id }).update({ sort_order: index });
}

export async function deleteTodo(knex: Knex, todoId: number): Promise<void> {
  await knex('task_todos').where({ id: todoId }).delete();
}

/* assignees */

export async function assigneeFigures(
  knex: Knex,
  projectId: number,
): Promise<
  Array<{
    id: number;
    name: string;
    initials: string;
    color: string;
    /** A reading member of the project. */
    member: boolean;
    /** Estimated minutes of the user's open tasks. */
    openMinutes: number;
  }>
> {
  const rows = await knex('users as u')
    .where({ 'u.status': 'active', 'u.external': false })
    .select(
      'u.id',
      'u.name',
      'u.initials',
      'u.color',
      knex
        .count('*')
        .from('project_members as pm')
        .whereRaw('pm.user_id = u.id')
        .where('pm.project_id', projectId)
        .whereIn('pm.role', ['manager', 'member', 'viewer'])
        .as('member'),
      knex
        .sum('t.work_estimation')
        .from('tasks as t')
        .whereRaw('t.assignee_id = u.id')
        .whereNot('t.status', 'done')
        .as('open_minutes'),
    )
    .orderBy('u.name');
  return (
    rows as Array<{
      id: number;
      name: string;
      initials: string;
      color: string;
      member: number | string;
      open_minutes: number | string | null;
    }>
  ).map(({ member, open_minutes, ...user }) => ({
    ...user,
    member: Number(member) > 0,
    openMinutes: Number(open_minutes ?? 0),
  }));
}

export async function teamsOfUsers(
  knex: Knex,
): Promise<Array<{ userId: number; id: number; name: string }>> {
  return knex('team_members as m')
    .join('teams as t', 't.id', 'm.team_id')
    .orderBy('t.name')
    .select('m.user_id as userId', 't.id', 't.name');
}

/** Minutes each user logged on the project (its tasks included) from `fromDate` on. */
export async function projectMinutesByUser(
  knex: Knex,
  projectId: number,
  fromDate: string,
): Promise<Map<number, number>> {
  const rows = (await knex('time_entries')
    .where('project_id', projectId)
    .where('date', '>=', fromDate)
    .groupBy('user_id')
    .select('user_id')
    .sum('minutes as minutes')) as Array<{ user_id: number; minutes: unknown }>;
  return new Map(rows.map((r) => [r.user_id, Number(r.minutes ?? 0)]));
}

export const COMMENTS: VersionedTable = {
  table: 'task_comments',
  notFound: 'Comment not found',
  updatedAt: false,
};
export const TODOS: VersionedTable = {
  table: 'task_todos',
  notFound: 'Todo item not found',
  updatedAt: false,
};
