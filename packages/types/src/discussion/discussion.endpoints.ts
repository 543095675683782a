import { z } from 'zod';
import { OkSchema, VersionQuerySchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import { ProjectIdParamsSchema } from '../projects/projects.schemas';
import { UserRefSchema } from '../users/users.schemas';
import {
  DiscussionCommentCreateInputSchema,
  DiscussionCommentParamsSchema,
  DiscussionCommentSchema,
  DiscussionCommentUpdateInputSchema,
  DiscussionThreadCreateInputSchema,
  DiscussionThreadDetailSchema,
  DiscussionThreadListQuerySchema,
  DiscussionThreadPageSchema,
  DiscussionThreadParamsSchema,
  DiscussionThreadUpdateInputSchema,
} from './discussion.schemas';

const base = '/api/projects/{projectId}/discussion';

export const discussionEndpoints = {
  listThreads: defineEndpoint({
    method: 'GET',
    path: `${base}/threads`,
    summary: 'Discussion threads of a project, newest activity first',
    tag: 'discussion',
    params: ProjectIdParamsSchema,
    query: DiscussionThreadListQuerySchema,
    response: DiscussionThreadPageSchema,
  }),
  createThread: defineEndpoint({
    method: 'POST',
    path: `${base}/threads`,
    summary: 'Start a thread (Markdown; mentioned users are notified)',
    tag: 'discussion',
    params: ProjectIdParamsSchema,
    body: DiscussionThreadCreateInputSchema,
    response: DiscussionThreadDetailSchema,
    status: 201,
  }),
  getThread: defineEndpoint({
    method: 'GET',
    path: `${base}/threads/{threadId}`,
    summary: 'A thread with its comments, oldest first',
    tag: 'discussion',
    params: DiscussionThreadParamsSchema,
    response: DiscussionThreadDetailSchema,
  }),
  updateThread: defineEndpoint({
    method: 'PUT',
    path: `${base}/threads/{threadId}`,
    summary:
      'Edit my thread (title and opening post); `version` as read, 409 if it was edited since',
    tag: 'discussion',
    params: DiscussionThreadParamsSchema,
    body: DiscussionThreadUpdateInputSchema,
    response: DiscussionThreadDetailSchema,
  }),
  deleteThread: defineEndpoint({
    method: 'DELETE',
    path: `${base}/threads/{threadId}`,
    summary: 'Delete my thread and its comments (project managers may delete any)',
    tag: 'discussion',
    params: DiscussionThreadParamsSchema,
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  createComment: defineEndpoint({
    method: 'POST',
    path: `${base}/threads/{threadId}/comments`,
    summary: 'Reply in a thread (Markdown; mentioned users are notified)',
    tag: 'discussion',
    params: DiscussionThreadParamsSchema,
    body: DiscussionCommentCreateInputSchema,
    response: DiscussionCommentSchema,
    status: 201,
  }),
  updateComment: defineEndpoint({
    method: 'PUT',
    path: `${base}/threads/{threadId}/comments/{commentId}`,
    summary: 'Edit my comment; `version` as read, 409 if it was edited since',
    tag: 'discussion',
    params: DiscussionCommentParamsSchema,
    body: DiscussionCommentUpdateInputSchema,
    response: DiscussionCommentSchema,
  }),
  deleteComment: defineEndpoint({
    method: 'DELETE',
    path: `${base}/threads/{threadId}/comments/{commentId}`,
    summary: 'Delete my comment (project managers may delete any)',
    tag: 'discussion',
    params: DiscussionCommentParamsSchema,
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  mentionCandidates: defineEndpoint({
    method: 'GET',
    path: `${base}/mention-candidates`,
    summary: 'Users who may be @mentioned: project members who can read the discussion',
    tag: 'discussion',
    params: ProjectIdParamsSchema,
    response: z.array(UserRefSchema),
  }),
} as const;
