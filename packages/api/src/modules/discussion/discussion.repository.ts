import type { Knex } from 'knex';
import { insertReturningId } from '../../lib/insert-row.repository';
import type { DiscussionComment, DiscussionThread, UserRef } from '@keel/types';
import { countRows } from '../../db/row-count';
import { iso } from '../../lib/dates';
import { userDetailColumns, userRefOf, type UserRefRow } from '../../lib/user-ref';

interface ThreadRow extends UserRefRow<'author'> {
  id: number;
  project_id: number;
  title: string;
  body: string;
  created_at: number | string;
  edited_at: number | string | null;
  last_activity_at: number | string;
  comment_count: number | string;
  version: number;
}

interface CommentRow extends UserRefRow<'author'> {
  id: number;
  thread_id: number;
  body: string;
  created_at: number | string;
  edited_at: number | string | null;
  version: number;
}

interface MentionRow {
  thread_id: number;
  comment_id: number | null;
  user_id: number;
  name: string;
  initials: string;
  color: string;
}

import type { VersionedTable } from '../../lib/versioned-save';

const STALE_POST = 'This post was changed by someone else meanwhile; reload it and try again';

/** Posts as version-checked saves see them (edits and deletes claim the version first). */
export const THREADS: VersionedTable = {
  table: 'discussion_threads',
  notFound: 'Thread not found',
  updatedAt: false,
  stale: STALE_POST,
};
export const COMMENTS: VersionedTable = {
  table: 'discussion_comments',
  notFound: 'Comment not found',
  updatedAt: false,
  stale: STALE_POST,
};

/** A thread as stored; whether it is the reader's own (`mine`) is the service's to say. */
export type ThreadRecord = Omit<DiscussionThread, 'mine'>;
/** A comment as stored; `mine` as for threads. */
export type CommentRecord = Omit<DiscussionComment, 'mine'>;

/** The post's author as a reference (null once the author is gone). */
const authorOf = (row: UserRefRow<'author'>): UserRef | null => userRefOf(row, 'author');

const mentionRef = (m: MentionRow): UserRef => ({
  id: m.user_id,
  name: m.name,
  initials: m.initials,
  color: m.color,
});

function toThread(row: ThreadRow, mentions: MentionRow[]): ThreadRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    title: row.title,
    body: row.body,
    author: authorOf(row),
    mentions: mentions
      .filter((m) => m.thread_id === row.id && m.comment_id === null)
      .map(mentionRef),
    createdAt: iso(row.created_at),
    editedAt: iso(row.edited_at),
    lastActivityAt: iso(row.last_activity_at),
    commentCount: Number(row.comment_count),
    version: Number(row.version),
  };
}

function toComment(row: CommentRow, mentions: MentionRow[]): CommentRecord {
  return {
    id: row.id,
    threadId: row.thread_id,
    body: row.body,
    author: authorOf(row),
    mentions: mentions.filter((m) => m.comment_id === row.id).map(mentionRef),
    createdAt: iso(row.created_at),
    editedAt: iso(row.edited_at),
    version: Number(row.version),
  };
}

function threadsQuery(knex: Knex) {
  return knex('discussion_threads as t')
    .leftJoin('users as u', 'u.id', 't.author_id')
    .select(
      't.*',
      ...userDetailColumns('u', 'author'),
      knex
        .count('*')
        .from('discussion_comments as c')
        .whereRaw('c.thread_id = t.id')
        .as('comment_count'),
    );
}

function commentsQuery(knex: Knex, threadId: number) {
  return knex('discussion_comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .where('c.thread_id', threadId)
    .select('c.*', ...userDetailColumns('u', 'author'));
}

/** The mentions of the given threads (of the threads themselves and of their comments). */
async function listMentionRows(knex: Knex, threadIds: readonly number[]): Promise<MentionRow[]> {
  if (threadIds.length === 0) return [];
  return knex('discussion_mentions as m')
    .join('users as u', 'u.id', 'm.user_id')
    .whereIn('m.thread_id', threadIds)
    .orderBy('m.id')
    .select<MentionRow[]>(
      'm.thread_id',
      'm.comment_id',
      'm.user_id',
      'u.name',
      'u.initials',
      'u.color',
    );
}

export async function listThreads(
  knex: Knex,
  projectId: number,
  paging: { page: number; pageSize: number },
): Promise<{ items: ThreadRecord[]; total: number }> {
  const total = await countRows(knex, knex('discussion_threads').where({ project_id: projectId }));
  const rows = (await threadsQuery(knex)
    .where('t.project_id', projectId)
    .orderBy('t.last_activity_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)) as ThreadRow[];
  const mentions = await listMentionRows(
    knex,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toThread(r, mentions)), total };
}

/** A thread with its comments, each with its mentions. */
export async function findThreadWithComments(
  knex: Knex,
  projectId: number,
  threadId: number,
): Promise<{ thread: ThreadRecord; comments: CommentRecord[] } | undefined> {
  const row = await findThreadRow(knex, projectId, threadId);
  if (!row) return undefined;
  const [comments, mentions] = await Promise.all([
    commentsQuery(knex, threadId).orderBy('c.created_at').orderBy('c.id') as Promise<CommentRow[]>,
    listMentionRows(knex, [threadId]),
  ]);
  return { thread: toThread(row, mentions), comments: comments.map((c) => toComment(c, mentions)) };
}

function findThreadRow(
  knex: Knex,
  projectId: number,
  threadId: number,
): Promise<ThreadRow | undefined> {
  return threadsQuery(knex)
    .where('t.project_id', projectId)
    .where('t.id', threadId)
    .first() as Promise<ThreadRow | undefined>;
}

/** What the rules about a thread need: its title and its author. */
export async function findThreadHead(
  knex: Knex,
  projectId: number,
  threadId: number,
): Promise<{ id: number; title: string; authorId: number | null } | undefined> {
  const row = await knex('discussion_threads')
    .where({ project_id: projectId, id: threadId })
    .first<{ id: number; title: string; author_id: number | null } | undefined>(
      'id',
      'title',
      'author_id',
    );
  return row && { id: row.id, title: row.title, authorId: row.author_id };
}

/** A comment of the thread with its mentions. */
export async function findComment(
  knex: Knex,
  threadId: number,
  commentId: number,
): Promise<CommentRecord | undefined> {
  const row = (await commentsQuery(knex, threadId).where('c.id', commentId).first()) as
    CommentRow | undefined;
  return row && toComment(row, await listMentionRows(knex, [threadId]));
}

export async function insertThread(
  knex: Knex,
  thread: { projectId: number; title: string; body: string; authorId: number },
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'discussion_threads', {
    project_id: thread.projectId,
    title: thread.title,
    body: thread.body,
    author_id: thread.authorId,
    created_at: now,
    last_activity_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save (`lib/versioned-save.ts`). */
export async function updateThread(
  knex: Knex,
  threadId: number,
  values: { title: string; body: string },
  editedAt: number,
): Promise<void> {
  await knex('discussion_threads').where({ id: threadId }).update({
    title: values.title,
    body: values.body,
    edited_at: editedAt,
  });
}

export async function deleteThread(knex: Knex, threadId: number): Promise<void> {
  await knex('discussion_mentions').where({ thread_id: threadId }).delete();
  await knex('discussion_comments').where({ thread_id: threadId }).delete();
  await knex('discussion_threads').where({ id: threadId }).delete();
}

export async function insertComment(
  knex: Knex,
  comment: { threadId: number; body: string; authorId: number },
  now: number,
): Promise<number> {
  const id = await insertReturningId(knex, 'discussion_comments', {
    thread_id: comment.threadId,
    body: comment.body,
    author_id: comment.authorId,
    created_at: now,
  });
  await knex('discussion_threads')
    .where({ id: comment.threadId })
    .update({ last_activity_at: now });
  return id;
}

/** The version was claimed (bumped) by the caller's versioned save, as updateThread. */
export async function updateComment(
  knex: Knex,
  commentId: number,
  body: string,
  editedAt: number,
): Promise<void> {
  await knex('discussion_comments').where({ id: commentId }).update({ body, edited_at: editedAt });
}

export async function deleteComment(knex: Knex, commentId: number): Promise<void> {
  await knex('discussion_mentions').where({ comment_id: commentId }).delete();
  await knex('discussion_comments').where({ id: commentId }).delete();
}

/** Replaces the mentions of a post; returns the users who were not mentioned there before. */
export async function replaceMentions(
  knex: Knex,
  threadId: number,
  commentId: number | null,
  userIds: readonly number[],
): Promise<number[]> {
  const scope = () => {
    const q = knex('discussion_mentions').where({ thread_id: threadId });
    return commentId === null ? q.whereNull('comment_id') : q.where({ comment_id: commentId });
  };
  const before = new Set(
    (await scope().select<{ user_id: number }[]>('user_id')).map((r) => r.user_id),
  );
  await scope().delete();
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await knex('discussion_mentions').insert(
      unique.map((userId) => ({ thread_id: threadId, comment_id: commentId, user_id: userId })),
    );
  return unique.filter((id) => !before.has(id));
}

/** Non-external active members of the project (who may be mentioned), by name. */
export async function listMentionableMembers(knex: Knex, projectId: number): Promise<UserRef[]> {
  return knex('project_members as pm')
    .join('users as u', 'u.id', 'pm.user_id')
    .where('pm.project_id', projectId)
    .where('u.status', 'active')
    .where('u.external', false)
    .whereNot('pm.role', 'stakeholder')
    .orderBy('u.name')
    .orderBy('u.id')
    .select<UserRef[]>('u.id', 'u.name', 'u.initials', 'u.color');
}

export async function findActiveUser(
  knex: Knex,
  userId: number,
): Promise<{ id: number; email: string; name: string; external: boolean } | undefined> {
  const row = await knex('users')
    .where({ id: userId, status: 'active' })
    .first<{ id: number; email: string; name: string; external: number | boolean } | undefined>(
      'id',
      'email',
      'name',
      'external',
    );
  return row && { id: row.id, email: row.email, name: row.name, external: Boolean(row.external) };
}

export async function projectCodeOf(knex: Knex, projectId: number): Promise<string> {
  const row = await knex('projects').where({ id: projectId }).first<{ code: string }>('code');
  return row.code;
}
