import type {
  DiscussionComment,
  DiscussionCommentCreateInputSchema,
  DiscussionCommentUpdateInputSchema,
  DiscussionThreadDetail,
  DiscussionThreadCreateInputSchema,
  DiscussionThreadUpdateInputSchema,
  UserRef,
} from '@keel/types';
import { recordChange } from '../../lib/changes';
import type { Db } from '../../lib/db';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import {
  ForbiddenError,
  NotFoundError,
  orNotFound,
  throwIfAny,
  type FieldErrors,
} from '../../lib/errors';
import { versionedDelete, versionedSave } from '../../lib/versioned-save';
import {
  getProjectPermissions,
  loadGlobalFlags,
  projectPermissionsFor,
  projectRoleOf,
  type AuthUser,
} from '../auth';
import { insertNotifications } from '../notifications';
import {
  COMMENTS,
  THREADS,
  deleteComment,
  deleteThread,
  findActiveUser,
  findComment,
  findThreadHead,
  findThreadWithComments,
  insertComment,
  insertThread,
  listMentionableMembers,
  listThreads as listThreadRecords,
  projectCodeOf,
  replaceMentions,
  updateComment,
  updateThread,
} from './discussion.repository';

type ThreadInput = z.output<typeof DiscussionThreadCreateInputSchema>;
type CommentInput = z.output<typeof DiscussionCommentCreateInputSchema>;
type ThreadUpdate = z.output<typeof DiscussionThreadUpdateInputSchema>;
type CommentUpdate = z.output<typeof DiscussionCommentUpdateInputSchema>;

const THREAD_NOT_FOUND = 'Thread not found';

/** A post is the reader's own when they wrote it. */
const asSeenBy = <T extends { author: UserRef | null }>(
  post: T,
  user: AuthUser,
): T & { mine: boolean } => ({ ...post, mine: post.author?.id === user.id });

export async function listThreads(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  paging: { page: number; pageSize: number },
) {
  const { items, total } = await listThreadRecords(deps.knex, projectId, paging);
  return { items: items.map((t) => asSeenBy(t, user)), total, ...paging };
}

export async function getThread(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  threadId: number,
): Promise<DiscussionThreadDetail> {
  const found = orNotFound(
    await findThreadWithComments(deps.knex, projectId, threadId),
    THREAD_NOT_FOUND,
  );
  return {
    ...asSeenBy(found.thread, user),
    comments: found.comments.map((c) => asSeenBy(c, user)),
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
    const found = await findActiveUser(deps.knex, userId);
    const allowed =
      found &&
      projectPermissionsFor(
        { ...found, flags: await loadGlobalFlags(deps.knex, found.id) },
        await projectRoleOf(deps.knex, found.id, projectId),
      ).readDiscussion;
    if (!allowed) errors[`mentionedUserIds.${index}`] = ['This user cannot read this discussion'];
  }
  throwIfAny(errors);
}

/**
 * Stores the mentions of a post (the thread's own when `commentId` is null)
 * in its transaction and notifies who is newly mentioned, but the author.
 */
async function storeMentions(
  trx: Db,
  author: AuthUser,
  post: { projectId: number; threadId: number; commentId: number | null; title: string },
  mentionedUserIds: readonly number[],
  now: number,
): Promise<void> {
  const userIds = await replaceMentions(trx, post.threadId, post.commentId, mentionedUserIds);
  const code = await projectCodeOf(trx, post.projectId);
  await insertNotifications(
    trx,
    userIds
      .filter((id) => id !== author.id)
      .map((userId) => ({
        userId,
        kind: 'mention' as const,
        text: `${author.name} mentioned you in “${post.title}” (${code})`,
        link: `/projects/${post.projectId}/discussion?thread=${post.threadId}`,
      })),
    now,
  );
}

/**
 * A post's write as the outside world follows it (`record.written`, a
 * `comment.*` event): where it is (its project and thread; a thread's
 * opening post has the thread's id and `opening: true`), who wrote it, its
 * version after the write. Never its title or text: readers fetch the post
 * through the API, as their permissions allow.
 */
async function recordPostEvent(
  trx: Db,
  type: 'comment.created' | 'comment.updated' | 'comment.deleted',
  actorId: number,
  at: number,
  post: {
    id: number;
    projectId: number;
    threadId: number;
    authorId: number | null;
    version?: number;
    opening: boolean;
  },
): Promise<void> {
  await recordChange(trx, {
    kind: 'record.written',
    at,
    type,
    actorId,
    projectId: post.projectId,
    data: post,
  });
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
    const post = { projectId, threadId: id, commentId: null, title: input.title };
    await storeMentions(trx, user, post, input.mentionedUserIds, now);
    await recordPostEvent(trx, 'comment.created', user.id, now, {
      id,
      projectId,
      threadId: id,
      authorId: user.id,
      version: 1,
      opening: true,
    });
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
  const thread = orNotFound(await findThreadHead(deps.knex, projectId, threadId), THREAD_NOT_FOUND);
  if (thread.authorId !== user.id) throw new ForbiddenError('Only the author can edit this thread');
  await checkMentions(deps, projectId, input.mentionedUserIds);
  const now = deps.clock();
  const change = async (trx: Db) => {
    await updateThread(trx, threadId, input, now);
    const post = { projectId, threadId, commentId: null, title: input.title };
    await storeMentions(trx, user, post, input.mentionedUserIds, now);
    await recordPostEvent(trx, 'comment.updated', user.id, now, {
      id: threadId,
      projectId,
      threadId,
      authorId: user.id,
      version: input.version + 1,
      opening: true,
    });
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
  const thread = orNotFound(await findThreadHead(deps.knex, projectId, threadId), THREAD_NOT_FOUND);
  if (thread.authorId !== user.id && !(await mayModerate(deps, user, projectId)))
    throw new ForbiddenError('Only the author or a project manager can delete this thread');
  return versionedDelete(
    deps.knex,
    THREADS,
    { id: threadId, version },
    async (trx) => {
      await deleteThread(trx, threadId);
      await recordPostEvent(trx, 'comment.deleted', user.id, deps.clock(), {
        id: threadId,
        projectId,
        threadId,
        authorId: thread.authorId,
        opening: true,
      });
    },
    {
      now: deps.clock(),
      current: (trx) => getThread({ ...deps, knex: trx }, user, projectId, threadId),
    },
  );
}

export async function createComment(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  threadId: number,
  input: CommentInput,
): Promise<DiscussionComment> {
  const thread = orNotFound(await findThreadHead(deps.knex, projectId, threadId), THREAD_NOT_FOUND);
  await checkMentions(deps, projectId, input.mentionedUserIds);
  const now = deps.clock();
  const commentId = await deps.knex.transaction(async (trx) => {
    const id = await insertComment(trx, { threadId, body: input.body, authorId: user.id }, now);
    const post = { projectId, threadId, commentId: id, title: thread.title };
    await storeMentions(trx, user, post, input.mentionedUserIds, now);
    await recordPostEvent(trx, 'comment.created', user.id, now, {
      id,
      projectId,
      threadId,
      authorId: user.id,
      version: 1,
      opening: false,
    });
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
  const comment = await findComment(deps.knex, threadId, commentId);
  if (!comment) throw new NotFoundError('Comment not found');
  return asSeenBy(comment, user);
}

/** The comment of the project's thread, as stored: a 404 when either is not there. */
async function storedComment(
  deps: AppDeps,
  params: { projectId: number; threadId: number; commentId: number },
) {
  const thread = await findThreadHead(deps.knex, params.projectId, params.threadId);
  const comment = thread && (await findComment(deps.knex, params.threadId, params.commentId));
  if (!thread || !comment) throw new NotFoundError('Comment not found');
  return { thread, comment };
}

export async function editComment(
  deps: AppDeps,
  user: AuthUser,
  params: { projectId: number; threadId: number; commentId: number },
  input: CommentUpdate,
): Promise<DiscussionComment> {
  const { thread, comment } = await storedComment(deps, params);
  if (comment.author?.id !== user.id)
    throw new ForbiddenError('Only the author can edit this comment');
  await checkMentions(deps, params.projectId, input.mentionedUserIds);
  const now = deps.clock();
  const change = async (trx: Db) => {
    await updateComment(trx, params.commentId, input.body, now);
    await storeMentions(trx, user, { ...params, title: thread.title }, input.mentionedUserIds, now);
    await recordPostEvent(trx, 'comment.updated', user.id, now, {
      id: params.commentId,
      projectId: params.projectId,
      threadId: params.threadId,
      authorId: user.id,
      version: input.version + 1,
      opening: false,
    });
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
  const { comment } = await storedComment(deps, params);
  if (comment.author?.id !== user.id && !(await mayModerate(deps, user, params.projectId)))
    throw new ForbiddenError('Only the author or a project manager can delete this comment');
  return versionedDelete(
    deps.knex,
    COMMENTS,
    { id: params.commentId, version },
    async (trx) => {
      await deleteComment(trx, params.commentId);
      await recordPostEvent(trx, 'comment.deleted', user.id, deps.clock(), {
        id: params.commentId,
        projectId: params.projectId,
        threadId: params.threadId,
        authorId: comment.author?.id ?? null,
        opening: false,
      });
    },
    {
      now: deps.clock(),
      current: (trx) => commentOf({ ...deps, knex: trx }, user, params.threadId, params.commentId),
    },
  );
}

export async function mentionCandidates(deps: AppDeps, projectId: number): Promise<UserRef[]> {
  return listMentionableMembers(deps.knex, projectId);
}
