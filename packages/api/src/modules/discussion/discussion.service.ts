import type {
  DiscussionComment,
  DiscussionCommentCreateInputSchema,
  DiscussionCommentUpdateInputSchema,
  DiscussionThreadDetail,
  DiscussionThreadCreateInputSchema,
  DiscussionThreadUpdateInputSchema,
  DiscussionThread,
  UserRef,
} from '@keel/types';
import type { Db } from '../../lib/db';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors';
import { versionedSave, type VersionedTable } from '../../lib/versioned-save';
import {
  getProjectPermissions,
  loadGlobalFlags,
  projectPermissionsFor,
  projectRoleOf,
  type AuthUser,
} from '../auth/policy';
import { insertNotifications } from '../notifications/notifications.service';
import {
  deleteComment,
  deleteThread,
  findActiveUserRow,
  findCommentRow,
  findThreadRow,
  insertComment,
  insertThread,
  listCommentRows,
  listMentionRows,
  listMentionableMembers,
  listThreadRows,
  projectCodeOf,
  replaceMentions,
  updateComment,
  updateThread,
  type CommentRow,
  type MentionRow,
  type ThreadRow,
} from './discussion.repository';
import { iso } from '../../lib/dates';

type ThreadInput = z.output<typeof DiscussionThreadCreateInputSchema>;
type CommentInput = z.output<typeof DiscussionCommentCreateInputSchema>;
type ThreadUpdate = z.output<typeof DiscussionThreadUpdateInputSchema>;
type CommentUpdate = z.output<typeof DiscussionCommentUpdateInputSchema>;

const STALE_POST = 'This post was changed by someone else meanwhile; reload it and try again';

/** Posts as version-checked saves see them (edits and deletes claim the version first). */
const THREADS: VersionedTable = {
  table: 'discussion_threads',
  notFound: 'Thread not found',
  updatedAt: false,
  stale: STALE_POST,
};
const COMMENTS: VersionedTable = {
  table: 'discussion_comments',
  notFound: 'Comment not found',
  updatedAt: false,
  stale: STALE_POST,
};

function authorOf(row: {
  author_id: number | null;
  author_name: string | null;
  author_initials: string | null;
  author_color: string | null;
}): UserRef | null {
  return row.author_id === null
    ? null
    : {
        id: row.author_id,
        name: row.author_name ?? '',
        initials: row.author_initials ?? '',
        color: row.author_color ?? '',
      };
}

const mentionRef = (m: MentionRow): UserRef => ({
  id: m.user_id,
  name: m.name,
  initials: m.initials,
  color: m.color,
});

function toThread(row: ThreadRow, mentions: MentionRow[], user: AuthUser): DiscussionThread {
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
    mine: row.author_id === user.id,
    version: Number(row.version),
  };
}

function toComment(row: CommentRow, mentions: MentionRow[], user: AuthUser): DiscussionComment {
  return {
    id: row.id,
    threadId: row.thread_id,
    body: row.body,
    author: authorOf(row),
    mentions: mentions.filter((m) => m.comment_id === row.id).map(mentionRef),
    createdAt: iso(row.created_at),
    editedAt: iso(row.edited_at),
    mine: row.author_id === user.id,
    version: Number(row.version),
  };
}

export async function listThreads(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  paging: { page: number; pageSize: number },
) {
  const { rows, total } = await listThreadRows(deps.knex, projectId, paging);
  const mentions = await listMentionRows(
    deps.knex,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toThread(r, mentions, user)), total, ...paging };
}

export async function getThread(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  threadId: number,
): Promise<DiscussionThreadDetail> {
  const row = await findThreadRow(deps.knex, projectId, threadId);
  if (!row) throw new NotFoundError('Thread not found');
  const [comments, mentions] = await Promise.all([
    listCommentRows(deps.knex, threadId),
    listMentionRows(deps.knex, [threadId]),
  ]);
  return {
    ...toThread(row, mentions, user),
    comments: comments.map((c) => toComment(c, mentions, user)),
  };
}

/**
 * Mentioned users must be able to read this project's discussion (so a
 * mention never leaks a thread to a stakeholder or an outsider): 400 naming
 * `mentionedUserIds.N` otherwise.
 */
async function checkMentions(
  deps: AppDeps,
  projectId: number,
  userIds: readonly number[],
): Promise<void> {
  const errors: FieldErrors = {};
  for (const [index, userId] of userIds.entries()) {
    const row = await findActiveUserRow(deps.knex, userId);
    const allowed =
      row &&
      projectPermissionsFor(
        {
          id: row.id,
          email: row.email,
          name: row.name,
          external: Boolean(row.external),
          flags: await loadGlobalFlags(deps.knex, row.id),
        },
        await projectRoleOf(deps.knex, row.id, projectId),
      ).readDiscussion;
    if (!allowed) errors[`mentionedUserIds.${index}`] = ['This user cannot read this discussion'];
  }
  const first = Object.entries(errors)[0];
  if (first) throw new ValidationError(errors, `${first[0]}: ${first[1][0]}`);
}

async function notifyMentions(
  deps: AppDeps,
  author: AuthUser,
  userIds: readonly number[],
  thread: { projectId: number; id: number; title: string },
  now: number,
): Promise<void> {
  const code = await projectCodeOf(deps.knex, thread.projectId);
  await insertNotifications(
    deps.knex,
    userIds
      .filter((id) => id !== author.id)
      .map((userId) => ({
        userId,
        kind: 'mention' as const,
        text: `${author.name} mentioned you in “${thread.title}” (${code})`,
        link: `/projects/${thread.projectId}/discussion?thread=${thread.id}`,
      })),
    now,
  );
}

export async function createThread(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: ThreadInput,
): Promise<DiscussionThreadDetail> {
  await checkMentions(deps, projectId, input.mentionedUserIds);
  const now = deps.clock();
  const threadId = await deps.knex.transaction(async (trx) => {
    const id = await insertThread(
      trx,
      { projectId, title: input.title, body: input.body, authorId: user.id },
      now,
    );
    const added = await replaceMentions(trx, id, null, input.mentionedUserIds);
    await notifyMentions(
      { ...deps, knex: trx },
      user,
      added,
      { projectId, id, title: input.title },
      now,
    );
    return id;
  });
  return getThread(deps, user, projectId, threadId);
}

/** Own posts may be edited by their author; deleted by the author or whoever manages the project. */
async function mayModerate(deps: AppDeps, user: AuthUser, projectId: number): Promise<boolean> {
  return (await getProjectPermissions(deps.knex, user, projectId)).manageSettings;
}

export async function editThread(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  threadId: number,
  input: ThreadUpdate,
): Promise<DiscussionThreadDetail> {
  const row = await findThreadRow(deps.knex, projectId, threadId);
  if (!row) throw new NotFoundError('Thread not found');
  if (row.author_id !== user.id) throw new ForbiddenError('Only the author can edit this thread');
  await checkMentions(deps, projectId, input.mentionedUserIds);
  const now = deps.clock();
  const change = async (trx: Db) => {
    await updateThread(trx, threadId, input, now);
    const added = await replaceMentions(trx, threadId, null, input.mentionedUserIds);
    await notifyMentions(
      { ...deps, knex: trx },
      user,
      added,
      { projectId, id: threadId, title: input.title },
      now,
    );
  };
  await versionedSave(deps.knex, THREADS, { id: threadId, version: input.version }, change, {
    now,
    current: (trx) => getThread({ ...deps, knex: trx }, user, projectId, threadId),
  });
  return getThread(deps, user, projectId, threadId);
}

export async function removeThread(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  threadId: number,
  version: number,
): Promise<{ ok: true }> {
  const row = await findThreadRow(deps.knex, projectId, threadId);
  if (!row) throw new NotFoundError('Thread not found');
  if (row.author_id !== user.id && !(await mayModerate(deps, user, projectId)))
    throw new ForbiddenError('Only the author or a project manager can delete this thread');
  await versionedSave(
    deps.knex,
    THREADS,
    { id: threadId, version },
    (trx) => deleteThread(trx, threadId),
    {
      now: deps.clock(),
      current: (trx) => getThread({ ...deps, knex: trx }, user, projectId, threadId),
    },
  );
  return { ok: true };
}

export async function createComment(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  threadId: number,
  input: CommentInput,
): Promise<DiscussionComment> {
  const thread = await findThreadRow(deps.knex, projectId, threadId);
  if (!thread) throw new NotFoundError('Thread not found');
  await checkMentions(deps, projectId, input.mentionedUserIds);
  const now = deps.clock();
  const commentId = await deps.knex.transaction(async (trx) => {
    const id = await insertComment(trx, { threadId, body: input.body, authorId: user.id }, now);
    const added = await replaceMentions(trx, threadId, id, input.mentionedUserIds);
    await notifyMentions(
      { ...deps, knex: trx },
      user,
      added,
      { projectId, id: threadId, title: thread.title },
      now,
    );
    return id;
  });
  return commentOf(deps, user, threadId, commentId);
}

async function commentOf(
  deps: AppDeps,
  user: AuthUser,
  threadId: number,
  commentId: number,
): Promise<DiscussionComment> {
  const row = await findCommentRow(deps.knex, threadId, commentId);
  if (!row) throw new NotFoundError('Comment not found');
  return toComment(row, await listMentionRows(deps.knex, [threadId]), user);
}

export async function editComment(
  deps: AppDeps,
  user: AuthUser,
  params: { projectId: number; threadId: number; commentId: number },
  input: CommentUpdate,
): Promise<DiscussionComment> {
  const thread = await findThreadRow(deps.knex, params.projectId, params.threadId);
  const row = thread && (await findCommentRow(deps.knex, params.threadId, params.commentId));
  if (!thread || !row) throw new NotFoundError('Comment not found');
  if (row.author_id !== user.id) throw new ForbiddenError('Only the author can edit this comment');
  await checkMentions(deps, params.projectId, input.mentionedUserIds);
  const now = deps.clock();
  const change = async (trx: Db) => {
    await updateComment(trx, params.commentId, input.body, now);
    const added = await replaceMentions(
      trx,
      params.threadId,
      params.commentId,
      input.mentionedUserIds,
    );
    await notifyMentions(
      { ...deps, knex: trx },
      user,
      added,
      { projectId: params.projectId, id: params.threadId, title: thread.title },
      now,
    );
  };
  const current = (trx: Db) =>
    commentOf({ ...deps, knex: trx }, user, params.threadId, params.commentId);
  await versionedSave(
    deps.knex,
    COMMENTS,
    { id: params.commentId, version: input.version },
    change,
    { now, current },
  );
  return commentOf(deps, user, params.threadId, params.commentId);
}

export async function removeComment(
  deps: AppDeps,
  user: AuthUser,
  params: { projectId: number; threadId: number; commentId: number },
  version: number,
): Promise<{ ok: true }> {
  const thread = await findThreadRow(deps.knex, params.projectId, params.threadId);
  const row = thread && (await findCommentRow(deps.knex, params.threadId, params.commentId));
  if (!thread || !row) throw new NotFoundError('Comment not found');
  if (row.author_id !== user.id && !(await mayModerate(deps, user, params.projectId)))
    throw new ForbiddenError('Only the author or a project manager can delete this comment');
  await versionedSave(
    deps.knex,
    COMMENTS,
    { id: params.commentId, version },
    (trx) => deleteComment(trx, params.commentId),
    {
      now: deps.clock(),
      current: (trx) => commentOf({ ...deps, knex: trx }, user, params.threadId, params.commentId),
    },
  );
  return { ok: true };
}

export async function mentionCandidates(deps: AppDeps, projectId: number): Promise<UserRef[]> {
  return (await listMentionableMembers(deps.knex, projectId)).map(
    ({ id, name, initials, color }) => ({
      id,
      name,
      initials,
      color,
    }),
  );
}
